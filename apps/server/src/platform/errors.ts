import { platformReplies, type Reply } from "./replies.ts";

/** An error meant for the client: HTTP status, envelope code and a reply (platform/replies.ts) given per request's language. */
export class AppError extends Error {
  constructor(
    readonly status: number,
    readonly reply: Reply,
    readonly params: Record<string, string | number> = {},
    readonly code: number = status,
    readonly headers: Record<string, string> = {},
  ) {
    super(reply.en);
    this.name = "AppError";
  }
}

export const badRequest = (field?: string) =>
  field ? new AppError(400, platformReplies.invalidField, { field }) : new AppError(400, platformReplies.badRequest);
export const notFound = () => new AppError(404, platformReplies.notFound);
export const unauthorized = () => new AppError(401, platformReplies.unauthorized);
export const forbidden = () => new AppError(403, platformReplies.forbidden);
/**
 * A refusal the person is shown (wrong password, name taken, limit reached): HTTP 400 with envelope code -1 and the
 * message, as docs/api.md writes for form failures; the web client shows the envelope's message.
 */
export const refusal = (reply: Reply, params: Record<string, string | number> = {}) => new AppError(400, reply, params, -1);
export const tooManyRequests = (retryAfterSeconds: number) =>
  new AppError(429, platformReplies.tooManyRequests, { seconds: retryAfterSeconds }, 429, { "Retry-After": String(retryAfterSeconds) });

/** The value, or a 404 when there is none. */
export function orNotFound<T>(value: T | null): T {
  if (value === null) throw notFound();
  return value;
}

/** PostgreSQL's unique_violation, as thrown by node-postgres and PGlite (drizzle wraps it in `cause`). */
export function isUniqueViolation(error: unknown): boolean {
  for (let e: unknown = error; e && typeof e === "object"; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === "23505") return true;
  }
  return false;
}
