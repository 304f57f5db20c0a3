// One JSON object per line (info on stdout, warnings and errors on stderr), so the
// owner's container log or any log shipper can filter by event without parsing
// free text. The app and the HTTP server (server/) both log through it: one format
// in one stream. It imports nothing, so server/ runs it directly with Node.

export type LogLevel = "info" | "warn" | "error";
export type LogFields = Record<string, unknown>;
export type Logger = (level: LogLevel, event: string, fields?: LogFields) => void;

export function logEvent(level: LogLevel, event: string, fields: LogFields = {}): void {
  const line = JSON.stringify({ time: new Date().toISOString(), level, event, ...fields }, errorsAsJson);
  (level === "info" ? process.stdout : process.stderr).write(`${line}\n`);
}

/** Error objects serialise to `{}` by default; keep their name and message. */
function errorsAsJson(_key: string, value: unknown): unknown {
  if (value instanceof Error) return { name: value.name, message: value.message };
  return value;
}

/** The message of anything thrown, for a log field. */
export function errorMessage(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
