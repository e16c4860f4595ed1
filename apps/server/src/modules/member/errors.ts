import type { ServerMessageKey } from "@portal/contract/messages";
import { AppError } from "../../platform/errors.ts";

/**
 * A refusal the member is shown (wrong password, name taken, limit reached): HTTP 400 with envelope code -1 and
 * the message, as docs/api.md writes for form failures; the web client shows the envelope's message.
 */
export const memberRefusal = (key: ServerMessageKey, params: Record<string, string | number> = {}) => new AppError(400, key, params, -1);

/** PostgreSQL's unique_violation, as thrown by node-postgres and PGlite (drizzle wraps it in `cause`). */
export function isUniqueViolation(error: unknown): boolean {
  for (let e: unknown = error; e && typeof e === "object"; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === "23505") return true;
  }
  return false;
}
