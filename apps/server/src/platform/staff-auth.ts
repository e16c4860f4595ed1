import type { FastifyInstance, FastifyRequest, onRequestHookHandler } from "fastify";
import { CONSOLE_API_PATH, mayCall, type ConsoleAccess, type ConsoleEndpoint } from "@portal/contract/endpoint";
import { ERROR_CODES } from "@portal/contract/error-codes";
import { STAFF_FRESH_CODE_MINUTES } from "@portal/contract/schemas/staff";
import { cookieValue } from "./cookies.ts";
import type { Deps } from "./deps.ts";
import { AppError, forbidden, unauthorized } from "./errors.ts";
import { platformReplies } from "./replies.ts";
import type { StaffIdentity, StaffSession } from "./sessions.ts";

/**
 * Who a console request comes from (docs/console.md): the staff session travels in an httpOnly, SameSite=Strict
 * cookie, so every call that changes state must also carry the CSRF token (@fastify/csrf-protection, its secret in a
 * cookie of its own). The session lookup is the staff module's (DomainModule.sessions.staff, through Deps): the
 * platform imports no module. A console endpoint declares who may call it (`.access(…)` in the catalogue), and
 * `defineRoute` (route.ts) runs `consoleGuard` for it: no console route can leave the check out.
 */

/** Where every console cookie lives: only console calls carry them. */
export const CONSOLE_COOKIE_PATH = CONSOLE_API_PATH;
/** The session token's cookie (256 random bits; the database keeps its SHA-256). */
export const STAFF_SESSION_COOKIE = "console_session";
/** The CSRF secret's cookie; the token derived from it comes from GET …/csrf and goes back in X-CSRF-Token. */
export const CONSOLE_CSRF_COOKIE = "console_csrf";

/**
 * Registers the CSRF plugin (app.ts). The secret's cookie is httpOnly, SameSite=Strict, on the console's path, Secure
 * when the site is served over https. @fastify/cookie is there only to write that cookie (`reply.setCookie`, which
 * the CSRF plugin calls): it parses no request's cookies (`hook: false`), so public pages and API calls pay nothing
 * for the console; the console's guard hands the CSRF plugin the one cookie it reads (`consoleGuard`), read like
 * every other cookie of the server by cookies.ts.
 */
export async function registerConsoleCsrf(app: FastifyInstance, options: { https: boolean }): Promise<void> {
  await app.register((await import("@fastify/cookie")).default, { hook: false });
  await app.register((await import("@fastify/csrf-protection")).default, {
    cookieKey: CONSOLE_CSRF_COOKIE,
    cookieOpts: { path: CONSOLE_COOKIE_PATH, sameSite: "strict", httpOnly: true, secure: options.https },
    // Read from the header only: a form field could be sent by another site's form (with SameSite=Strict it would
    // lack the cookie anyway).
    getToken: (request) => {
      const value = request.headers["x-csrf-token"];
      return Array.isArray(value) ? value[0] : value;
    },
  });
}

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);
const sessions = new WeakMap<FastifyRequest, StaffSession>();

/** The staff session cookie's token, if the request carries one. */
export const staffTokenOf = (request: FastifyRequest): string | null => cookieValue(request, STAFF_SESSION_COOKIE) || null;

/**
 * The signed-in staff member of a request whom `access` lets in (the contract's `mayCall`): HTTP 401 without a
 * session, 403 when the role is not let in. The lookup ends a session idle longer than STAFF_IDLE_MINUTES and
 * records this call otherwise.
 */
export async function requireStaff(
  deps: Deps,
  request: FastifyRequest,
  access: Exclude<ConsoleAccess, "public"> = "staff",
): Promise<StaffSession> {
  const token = staffTokenOf(request);
  const session = token ? await deps.sessions.staff(deps.db, token, deps.now(), deps.config.staff.idleMinutes * 60_000) : null;
  if (!session) throw unauthorized();
  if (!mayCall({ access }, session.role)) throw forbidden();
  return session;
}

/** How long a code entered on a session lets it make sensitive calls. */
const FRESH_CODE_MS = STAFF_FRESH_CODE_MINUTES * 60_000;

/** Whether an authenticator code was entered on the session within STAFF_FRESH_CODE_MINUTES. */
export const hasFreshCode = (session: StaffSession, now: Date): boolean =>
  session.codeEnteredAt !== null && now.getTime() - session.codeEnteredAt.getTime() < FRESH_CODE_MS;

/** A sensitive call without a fresh code: 403 with its own envelope code, so the console asks for one and retries. */
const freshCodeRequired = () => new AppError(403, platformReplies.freshCodeRequired, {}, ERROR_CODES.freshCodeRequired);

/**
 * The check of a console endpoint's route (route.ts adds it from the endpoint's declared access), run before the
 * body is read: the staff session and role unless the access is "public"; for a sensitive endpoint, an
 * authenticator code entered on the session lately (403, code `freshCodeRequired`, otherwise: a stolen session
 * cookie alone cannot make these calls); then, for a write (any method but GET/HEAD/OPTIONS), the CSRF token:
 * without a valid one, 403 in the request's language (platform/envelope.ts). The route's handler gets the session
 * from `staffOf(request)`.
 */
export function consoleGuard(deps: Deps, endpoint: ConsoleEndpoint): onRequestHookHandler {
  const { access, sensitive } = endpoint;
  return function guard(this: FastifyInstance, request, reply, done) {
    // What the CSRF plugin reads (its check, and GET …/csrf's token): the secret's cookie only.
    request.cookies = { [CONSOLE_CSRF_COOKIE]: cookieValue(request, CONSOLE_CSRF_COOKIE) };
    const session = access === "public" ? Promise.resolve(null) : requireStaff(deps, request, access);
    session.then((found) => {
      if (found) sessions.set(request, found);
      if (sensitive && (!found || !hasFreshCode(found, deps.now()))) return done(freshCodeRequired());
      if (SAFE_METHODS.has(request.method)) return done();
      // Answers the refusal itself (reply.send of a 403 error) or calls done.
      return this.csrfProtection(request, reply, done);
    }, done);
  };
}

/** Who made a console request, as the audit log records it: the session's staff member and the client's address. */
export interface StaffActor extends StaffIdentity {
  ip: string;
  userAgent: string | null;
}

/** The actor of a console request whose route has the guard (see `staffOf`). */
export function staffActorOf(request: FastifyRequest): StaffActor {
  const { codeEnteredAt: _session, ...staff } = staffOf(request);
  return { ...staff, ip: request.ip, userAgent: request.headers["user-agent"]?.slice(0, 300) ?? null };
}

/** The session `consoleGuard` found for a route that needs one (a route without the guard has none: an error). */
export function staffOf(request: FastifyRequest): StaffSession {
  const session = sessions.get(request);
  if (!session) throw new Error("staffOf: the route's endpoint declares no staff access (it is public or not a console call)");
  return session;
}
