/**
 * The typed endpoint catalogue's building block (docs/adding-a-domain.md). An endpoint is a method and a path; its
 * query, body and response types ride along as types only, so the browser can import the catalogue without zod:
 *
 *   export const newsApi = {
 *     detail: GET("/api/v1.0/news/:id").returns<NewsDetail>(),
 *     comment: POST("/api/v1.0/news/:id/comment").body<NewsCommentInput>().returns<NewsComment>(),
 *   };
 *
 * The server declares its route from the endpoint (`defineRoute(app, newsApi.detail, …)`: the handler must return
 * the declared type) and the web calls it (`api.call(newsApi.detail, { params: { id } })`: the answer is typed).
 * `:name` path segments become the call's `params`, taken from the path itself.
 *
 * A console endpoint (under /api/console/) also declares who may call it, `.access(…)` before `returns`: the server
 * enforces it (platform/route.ts) and the console hides what a role may not call (`mayCall`); docs/console.md
 * "The access matrix". Other endpoints declare none.
 */

import type { StaffRole } from "./schemas/staff.ts";

export type HttpMethod = "GET" | "POST" | "PUT" | "DELETE";

/** The names of the `:name` segments of a path. */
type ParamNames<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | ParamNames<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? Name
    : never;

/** The params of a path, by name; `undefined` when the path has none. */
export type PathParams<P extends string> = [ParamNames<P>] extends [never] ? undefined : { [K in ParamNames<P>]: string | number };

/** What "no query" and "no body" are written as. */
export type None = undefined;

/** Where the newsroom console's calls live: every endpoint under it declares its access, and no other does. */
export const CONSOLE_API_PATH = "/api/console";

export const isConsolePath = (path: string): boolean => path.startsWith(`${CONSOLE_API_PATH}/`);

/**
 * Who may call a console endpoint: anyone (with the CSRF token: sign-in, set-up), any signed-in staff member, or
 * the staff of these roles (at least one).
 */
export type ConsoleAccess = "public" | "staff" | readonly [StaffRole, ...StaffRole[]];

export interface Endpoint<M extends HttpMethod = HttpMethod, P extends string = string, Q = None, B = None, R = unknown> {
  readonly method: M;
  readonly path: P;
  /** Who may call it: console endpoints only (`.access(…)`). */
  readonly access?: ConsoleAccess;
  /** A console call that needs an authenticator code entered on the session lately (`.sensitive()`). */
  readonly sensitive?: true;
  /** Types only, never set at run time. */
  readonly types?: { query: Q; body: B; response: R };
}

// Any endpoint, whatever its types (a parameter that takes every endpoint).
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyEndpoint = Endpoint<HttpMethod, string, any, any, any>;

/** An endpoint of the console: its access is declared. */
export type ConsoleEndpoint = AnyEndpoint & { readonly access: ConsoleAccess };

/**
 * Whether a caller may call a console endpoint: `role` is the signed-in staff member's, null without a session.
 * The server's guard refuses what this refuses (401 without a session, 403 with one), and the console hides it.
 */
export function mayCall(endpoint: Pick<ConsoleEndpoint, "access">, role: StaffRole | null): boolean {
  const { access } = endpoint;
  if (access === "public") return true;
  if (role === null) return false;
  return access === "staff" || access.includes(role);
}

export type QueryOf<E> = E extends Endpoint<HttpMethod, string, infer Q, unknown, unknown> ? Q : never;
export type BodyOf<E> = E extends Endpoint<HttpMethod, string, unknown, infer B, unknown> ? B : never;
export type ResponseOf<E> = E extends Endpoint<HttpMethod, string, unknown, unknown, infer R> ? R : never;
export type ParamsOf<E> = E extends Endpoint<HttpMethod, infer P, unknown, unknown, unknown> ? PathParams<P> : never;

type Optional<T> = [T] extends [None] ? unknown : {} extends T ? { query?: T } : { query: T };
type BodyPart<T> = [T] extends [None] ? unknown : {} extends T ? { body?: T } : { body: T };
type ParamsPart<T> = [T] extends [undefined] ? unknown : { params: T };

/** What a call of the endpoint takes: `params` when the path has any, `query` and `body` when it declares them. */
export type CallInput<E extends AnyEndpoint> = ParamsPart<ParamsOf<E>> & Optional<QueryOf<E>> & BodyPart<BodyOf<E>>;

/** The input is optional when nothing in it is required. */
export type CallArgs<E extends AnyEndpoint> = {} extends CallInput<E> ? [input?: CallInput<E>] : [input: CallInput<E>];

/** `Console` is true once `.access(…)` was declared: the endpoint is then a ConsoleEndpoint. */
export interface EndpointBuilder<M extends HttpMethod, P extends string, Q, B, Console extends boolean = false> {
  /** The query string's type (GET array values repeat their key). */
  query<T>(): EndpointBuilder<M, P, T, B, Console>;
  /** The JSON body's type (or FormData for uploads). */
  body<T>(): EndpointBuilder<M, P, Q, T, Console>;
  /** Who may call this console endpoint (docs/console.md "The access matrix"). */
  access(who: ConsoleAccess): EndpointBuilder<M, P, Q, B, true>;
  /**
   * A console call that also needs an authenticator code entered on this session within the last
   * STAFF_FRESH_CODE_MINUTES (a stolen session cookie alone cannot make it): refused otherwise with 403, code
   * `freshCodeRequired` (docs/console.md "Re-authentication"). After `.access(…)` only.
   */
  sensitive(this: EndpointBuilder<M, P, Q, B, true>): EndpointBuilder<M, P, Q, B, true>;
  /** The `data` of the success envelope; ends the declaration. */
  returns<R>(): Console extends true ? Endpoint<M, P, Q, B, R> & { readonly access: ConsoleAccess } : Endpoint<M, P, Q, B, R>;
}

function builder<M extends HttpMethod, P extends string>(method: M, path: P): EndpointBuilder<M, P, None, None> {
  let declared: ConsoleAccess | undefined;
  let sensitive = false;
  const self = {
    query: () => self,
    body: () => self,
    access: (who: ConsoleAccess) => {
      declared = typeof who === "string" ? who : (Object.freeze([...who]) as unknown as ConsoleAccess);
      return self;
    },
    sensitive: () => {
      sensitive = true;
      return self;
    },
    returns: () =>
      Object.freeze(declared === undefined ? { method, path } : { method, path, access: declared, ...(sensitive ? { sensitive: true as const } : {}) }),
  };
  return self as unknown as EndpointBuilder<M, P, None, None>;
}

export const GET = <P extends string>(path: P) => builder("GET", path);
export const POST = <P extends string>(path: P) => builder("POST", path);
export const PUT = <P extends string>(path: P) => builder("PUT", path);
export const DELETE = <P extends string>(path: P) => builder("DELETE", path);

const ENDPOINT_KEYS = new Set(["method", "path", "access", "sensitive"]);

/** Whether a value is an endpoint of the catalogue (the coverage test collects them). */
export function isEndpoint(value: unknown): value is AnyEndpoint {
  if (typeof value !== "object" || value === null) return false;
  const { method, path } = value as Partial<AnyEndpoint>;
  const keys = Object.keys(value);
  return typeof method === "string" && typeof path === "string" && path.startsWith("/") && keys.every((key) => ENDPOINT_KEYS.has(key));
}

/** The endpoint's path with its `:name` segments filled in (URI-encoded); a missing param is an error. */
export function fillPath(path: string, params: Record<string, string | number> | undefined): string {
  return path.replace(/:(\w+)/g, (_, name: string) => {
    const value = params?.[name];
    if (value === undefined || value === null || value === "") throw new Error(`missing path parameter ${name} of ${path}`);
    return encodeURIComponent(String(value));
  });
}
