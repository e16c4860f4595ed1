import type { FastifyInstance, FastifyRequest, onRequestHookHandler } from "fastify";
import type { StaffRole } from "@portal/contract/schemas/staff";
import { cookieValue } from "./cookies.ts";
import type { Deps } from "./deps.ts";
import { forbidden, unauthorized } from "./errors.ts";
import type { StaffSession } from "./sessions.ts";

/**
 * Who a console request comes from (docs/console.md): the staff session travels in an httpOnly, SameSite=Strict
 * cookie, so every call that changes state must also carry the CSRF token (@fastify/csrf-protection, its secret in a
 * cookie of its own). The session lookup is the staff module's (DomainModule.sessions.staff, through Deps): the
 * platform imports no module. A route declares what it needs with `onRequest: consoleGuard(deps, access)`.
 */

/** Where every console cookie lives: only console calls carry them. */
export const CONSOLE_COOKIE_PATH = "/api/console";
/** The session token's cookie (256 random bits; the database keeps its SHA-256). */
export const STAFF_SESSION_COOKIE = "console_session";
/** The CSRF secret's cookie; the token derived from it comes from GET …/csrf and goes back in X-CSRF-Token. */
export const CONSOLE_CSRF_COOKIE = "console_csrf";

/**
 * Registers cookie parsing and the CSRF plugin once for the whole app (app.ts). The secret's cookie is httpOnly,
 * SameSite=Strict, on the console's path, Secure when the site is served over https.
 */
export async function registerConsoleCsrf(app: FastifyInstance, options: { https: boolean }): Promise<void> {
  await app.register((await import("@fastify/cookie")).default);
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

/** Who may call a console route: anyone with the CSRF token (sign-in, set-up), any staff member, or these roles. */
export type ConsoleAccess = "public" | "any" | readonly StaffRole[];

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);
const sessions = new WeakMap<FastifyRequest, StaffSession>();

/** The staff session cookie's token, if the request carries one. */
export const staffTokenOf = (request: FastifyRequest): string | null => cookieValue(request, STAFF_SESSION_COOKIE) || null;

/**
 * The signed-in staff member of a request, or HTTP 401; HTTP 403 when `roles` are given and theirs is not one of
 * them. The lookup ends a session idle longer than STAFF_IDLE_MINUTES and records this call otherwise.
 */
export async function requireStaff(deps: Deps, request: FastifyRequest, roles: ConsoleAccess = "any"): Promise<StaffSession> {
  const token = staffTokenOf(request);
  const session = token ? await deps.sessions.staff(deps.db, token, deps.now(), deps.config.staff.idleMinutes * 60_000) : null;
  if (!session) throw unauthorized();
  if (Array.isArray(roles) && !roles.includes(session.role)) throw forbidden();
  return session;
}

/**
 * The check of a console route, run before its body is read: the staff session and role unless `access` is
 * "public", then, for a write (any method but GET/HEAD/OPTIONS), the CSRF token: without a valid one, 403 in the
 * request's language (platform/envelope.ts). The route's handler gets the session from `staffOf(request)`.
 */
export function consoleGuard(deps: Deps, access: ConsoleAccess): onRequestHookHandler {
  return function guard(this: FastifyInstance, request, reply, done) {
    const session = access === "public" ? Promise.resolve(null) : requireStaff(deps, request, access);
    session.then((found) => {
      if (found) sessions.set(request, found);
      if (SAFE_METHODS.has(request.method)) return done();
      // Answers the refusal itself (reply.send of a 403 error) or calls done.
      return this.csrfProtection(request, reply, done);
    }, done);
  };
}

/** The session `consoleGuard` found for a route that needs one (a route without the guard has none: an error). */
export function staffOf(request: FastifyRequest): StaffSession {
  const session = sessions.get(request);
  if (!session) throw new Error("staffOf: the route declares no consoleGuard with a staff session");
  return session;
}
