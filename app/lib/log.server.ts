// The app logs through the HTTP server's JSON logger: one format in one stream.
export { log as logEvent, type LogFields, type Logger, type LogLevel } from "../../server/log.ts";

/** The message of anything thrown, for a log field. */
export function errorMessage(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
