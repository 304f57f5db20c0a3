import { createHash, timingSafeEqual } from "node:crypto";
import express, { type NextFunction, type Request, type Response } from "express";
import * as v from "valibot";
import { logEvent } from "../app/lib/log.server.ts";

// POST /hooks/catalog: Supabase's database webhook, an accelerator on top of the
// live updates (docs/decisions/007): it asks this container to check the
// catalog's version now instead of at the next interval. It reaches one
// container only, and a migration cannot hold its secret, so the checks stay
// the mechanism. Absent (404) without CATALOG_WEBHOOK_SECRET; 401 without that
// bearer secret (compared in constant time); 415 unless JSON; 413 over 64 KiB;
// 400 unless Supabase's payload. A burst of calls costs a check about once a
// second at most, the last one after the last call (LiveUpdates.nudge).

export const HOOK_PATH = "/hooks/catalog";
const MAX_HOOK_BYTES = 64 * 1024;
const WATCHED_TABLES = new Set(["vehicles", "faq"]);

const Row = v.nullable(v.record(v.string(), v.unknown()));
const PayloadSchema = v.object({
  type: v.picklist(["INSERT", "UPDATE", "DELETE"]),
  table: v.pipe(v.string(), v.maxLength(63)),
  schema: v.pipe(v.string(), v.maxLength(63)),
  record: Row,
  old_record: Row,
});

const digest = (value: string) => createHash("sha256").update(value).digest();

/** Whether `given` is the secret, in time independent of where they differ (both hashed to one length). */
export function isSecret(given: string, secret: string): boolean {
  return timingSafeEqual(digest(given), digest(secret));
}

/** Answers at once and drains the body unread: a refused caller costs nothing. */
function answer(req: Request, res: Response, status: number, text: string, headers: Record<string, string> = {}) {
  res.status(status).set({ "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store", ...headers });
  if (req.readable) res.setHeader("Connection", "close");
  res.end(text);
  req.resume();
}

export function catalogHook(secret: string | null, nudge: () => void) {
  const router = express.Router();
  router.all(
    HOOK_PATH,
    (req: Request, res: Response, next: NextFunction) => {
      if (!secret) return answer(req, res, 404, "Not found");
      if (req.method !== "POST") return answer(req, res, 405, "Method not allowed", { Allow: "POST" });
      const authorization = req.headers.authorization ?? "";
      const given = authorization.startsWith("Bearer ") ? authorization.slice("Bearer ".length) : "";
      if (!isSecret(given, secret)) return answer(req, res, 401, "Unauthorized", { "WWW-Authenticate": "Bearer" });
      if (!req.is("application/json")) return answer(req, res, 415, "Send Supabase's webhook payload as application/json");
      next();
    },
    // Too large: 413; not JSON: 400 (both through the app's error handler).
    express.json({ limit: MAX_HOOK_BYTES, type: "application/json" }),
    (req: Request, res: Response) => {
      const payload = v.safeParse(PayloadSchema, req.body);
      if (!payload.success) return answer(req, res, 400, "Expected Supabase's webhook payload: {type, table, schema, record, old_record}");
      const { type, table, schema } = payload.output;
      const watched = schema === "public" && WATCHED_TABLES.has(table);
      if (watched) nudge();
      logEvent("info", "catalog_hook", { type, table, schema, checking: watched });
      answer(req, res, 202, watched ? "Checking" : "Not a table the site shows");
    },
  );
  return router;
}
