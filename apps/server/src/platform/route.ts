import type { FastifyInstance, FastifyReply, FastifyRequest, onRequestHookHandler } from "fastify";
import { isConsolePath, type AnyEndpoint, type BodyOf, type ConsoleAccess, type None, type QueryOf, type ResponseOf } from "@portal/contract/endpoint";
import { CACHE_TAG_HEADER, tagsHeader } from "@portal/contract/cache-tags";
import { ok } from "@portal/contract/envelope";
import type { ApiLocale } from "@portal/contract/locales";
import type { z } from "zod";
import type { Deps } from "./deps.ts";
import { platformReplies, replyText, type Reply } from "./replies.ts";
import { consoleGuard } from "./staff-auth.ts";

type Schema = z.ZodType;
type Out<S> = S extends z.ZodType ? z.output<S> : undefined;

/**
 * A parse schema that accepts what the endpoint declares clients send (its query or body type), else `never`:
 * a schema that would refuse a call the catalogue allows does not compile.
 */
type Accepting<Declared, S> = S extends Schema ? ([Declared] extends [None] ? S : Declared extends z.input<S> ? S : never) : S;

export interface RouteContext<Q, B, P> {
  query: Q;
  body: B;
  params: P;
  locale: ApiLocale;
  request: FastifyRequest;
  reply: FastifyReply;
}

/**
 * A console endpoint's route (its access declared in the catalogue) passes the module's `deps`, which the guard
 * uses to find the staff session; no other route does.
 */
type GuardDeps<E> = E extends { readonly access: ConsoleAccess } ? { deps: Deps } : { deps?: never };

export type RouteOptions<E extends AnyEndpoint, QS, BS, PS> = BaseRouteOptions<E, QS, BS, PS> & GuardDeps<E>;

interface BaseRouteOptions<E extends AnyEndpoint, QS, BS, PS> {
  query?: Accepting<QueryOf<E>, QS>;
  body?: Accepting<BodyOf<E>, BS>;
  params?: PS;
  /**
   * Cache-Control for a successful GET. Public answers get an ETag (see etag plugin) so that a CDN and the
   * browser can revalidate; `no-store` for anything personal or single-use. A function chooses per request (an
   * answer that differs by a request header must also say so with Vary).
   */
  cache?: string | ((request: FastifyRequest) => string);
  /**
   * The cache tags of what the answer shows (`newsTags` in packages/contract/src/cache-tags.ts), from the parsed
   * input: sent in the `Cache-Tag` header of every answer, a 404 too, so that the render cache and the pages that
   * used it are dropped by `deps.cache.invalidate` (platform/cache-bus.ts).
   */
  tags?: (input: { query: Out<QS>; params: Out<PS>; locale: ApiLocale }) => readonly string[];
  /** Returns the endpoint's declared response (wrapped in the success envelope), or sends its own reply. */
  handler: (ctx: RouteContext<Out<QS>, Out<BS>, Out<PS>>) => Promise<ResponseOf<E>> | ResponseOf<E>;
  /** The success envelope's message for this result, when it is not "ok" (a comment awaiting moderation). */
  message?: (result: ResponseOf<E>) => Reply | undefined;
  /** The largest body accepted, in bytes, when smaller than the server's (a larger one answers 413). */
  bodyLimit?: number;
}

/**
 * The console guard of an endpoint under /api/console/ (staff-auth.ts): session, role and CSRF token as its declared
 * access says, checked before the body is read, so that a caller it refuses gets 401/403 and never a 400 about input
 * it may not send. A console endpoint without a declared access, or an access outside the console, is a mistake
 * caught when the route is registered.
 */
function guardOf(endpoint: AnyEndpoint, deps: Deps | undefined): onRequestHookHandler | undefined {
  const route = `${endpoint.method} ${endpoint.path}`;
  const { access } = endpoint;
  if (!isConsolePath(endpoint.path)) {
    if (access !== undefined) throw new Error(`${route} declares an access but is not a console endpoint (under /api/console/)`);
    return undefined;
  }
  if (access === undefined) {
    throw new Error(
      `${route} is a console endpoint without a declared access: add .access("public" | "staff" | [roles]) to it in ` +
        `packages/contract/src/endpoints/ (docs/console.md "The access matrix")`,
    );
  }
  if (endpoint.sensitive && access === "public") throw new Error(`${route} is public: without a session it cannot ask for a fresh code (.sensitive())`);
  if (!deps) throw new Error(`${route}: a console route passes deps to defineRoute, for its guard`);
  return consoleGuard(deps, { ...endpoint, access });
}

/**
 * Declares the API route of a catalogue endpoint (packages/contract/src/endpoints/): method and path come from
 * the endpoint, inputs are parsed by zod at the edge (a parse failure becomes a 400 envelope in the request's
 * language) and the handler's result, typed by the endpoint, is wrapped in the success envelope. A console
 * endpoint's route is guarded by the access the endpoint declares (`guardOf`).
 */
export function defineRoute<
  E extends AnyEndpoint,
  QS extends Schema | undefined = undefined,
  BS extends Schema | undefined = undefined,
  PS extends Schema | undefined = undefined,
>(app: FastifyInstance, endpoint: E, def: RouteOptions<E, QS, BS, PS>): void {
  const guard = guardOf(endpoint, def.deps);
  app.route({
    method: endpoint.method,
    url: endpoint.path,
    ...(def.bodyLimit ? { bodyLimit: def.bodyLimit } : {}),
    ...(guard ? { onRequest: guard } : {}),
    handler: async (request, reply) => {
      const query = def.query ? (def.query as Schema).parse(request.query ?? {}) : undefined;
      const body = def.body ? (def.body as Schema).parse(request.body ?? {}) : undefined;
      const params = def.params ? (def.params as Schema).parse(request.params ?? {}) : undefined;
      if (def.tags) {
        const tags = def.tags({ query: query as Out<QS>, params: params as Out<PS>, locale: request.locale });
        if (tags.length) reply.header(CACHE_TAG_HEADER, tagsHeader(tags));
      }
      const data = await def.handler({
        query: query as Out<QS>,
        body: body as Out<BS>,
        params: params as Out<PS>,
        locale: request.locale,
        request,
        reply,
      });
      if (reply.sent) return reply;
      const cache = typeof def.cache === "function" ? def.cache(request) : def.cache;
      reply.header("cache-control", endpoint.method === "GET" && cache ? cache : "no-store");
      return ok(data ?? null, replyText(def.message?.(data) ?? platformReplies.ok, request.locale));
    },
  });
}

export const CACHE_PUBLIC_SHORT = "public, max-age=60, stale-while-revalidate=300";
export const CACHE_PUBLIC_LONG = "public, max-age=3600, stale-while-revalidate=86400";
export const CACHE_NONE = "no-store";
