// One JSON object per line (info on stdout, warnings and errors on stderr), so the
// owner's container log or any log shipper can filter by event without parsing
// free text. The app and the HTTP server (server/) both log through it: one format
// in one stream. It imports nothing, so server/ runs it directly with Node.

export type LogLevel = "info" | "warn" | "error";
export type LogFields = Record<string, unknown>;
export type Logger = (level: LogLevel, event: string, fields?: LogFields) => void;

// Info lines written in the same turn of the event loop go out in one write (a
// busy server answers many requests per turn); the rest of the turn's work never
// waits for them, and the process writes what is pending before it exits.
let pending = "";

function flush() {
  const lines = pending;
  pending = "";
  if (lines) process.stdout.write(lines);
}

export function logEvent(level: LogLevel, event: string, fields: LogFields = {}): void {
  const entry = { time: new Date().toISOString(), level, event, ...fields };
  // The replacer only when needed: it is called for every key.
  const line = JSON.stringify(entry, Object.values(fields).some((value) => value instanceof Error) ? errorsAsJson : undefined);
  if (level !== "info") {
    process.stderr.write(`${line}\n`);
    return;
  }
  if (!pending) setImmediate(flush);
  pending += `${line}\n`;
}

process.on("exit", flush);

/** Error objects serialise to `{}` by default; keep their name and message. */
function errorsAsJson(_key: string, value: unknown): unknown {
  if (value instanceof Error) return { name: value.name, message: value.message };
  return value;
}

/** The message of anything thrown, for a log field. */
export function errorMessage(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
