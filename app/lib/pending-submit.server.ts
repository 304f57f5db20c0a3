import { createHash } from "node:crypto";
import { PENDING_SUBMIT_SCRIPT } from "./pending-submit";

/** The Content-Security-Policy source allowing the inline pending-submit script (pending-submit.ts). */
export const PENDING_SUBMIT_HASH = `'sha256-${createHash("sha256").update(PENDING_SUBMIT_SCRIPT, "utf8").digest("base64")}'`;
