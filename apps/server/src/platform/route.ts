import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { ok } from "@portal/contract/envelope";
import { serverMessage } from "@portal/contract/messages";
import type { ApiLocale } from "@portal/contract/locales";
import type { z } from "zod";

type Schema = z.ZodType;
type Out<S> = S extends z.ZodType ? z.output<S> : undefined;

export interface RouteContext<Q, B, P> {
  query: Q;
  body: B;
  params: P;
  locale: ApiLocale;
  request: FastifyRequest;
  reply: FastifyReply;
}

export interface RouteDefinition<QS, BS, PS, R> {
  method: "GET" | "POST" | "PUT" | "DELETE";
  url: string;
  query?: QS;
  body?: BS;
  params?: PS;
  /**
   * Cache-Control for a successful GET. Public answers get an ETag (see etag plugin) so that a CDN and the
   * browser can revalidate; `no-store` for anything personal or single-use.
   */
  cache?: string;
  handler: (ctx: RouteContext<Out<QS>, Out<BS>, Out<PS>>) => Promise<R> | R;
}

/**
 * Declares an API route whose inputs are parsed by zod at the edge (a parse failure becomes a 400 envelope in the
 * request's language) and whose result is wrapped in the success envelope.
 */
export function defineRoute<
  QS extends Schema | undefined = undefined,
  BS extends Schema | undefined = undefined,
  PS extends Schema | undefined = undefined,
  R = unknown,
>(app: FastifyInstance, def: RouteDefinition<QS, BS, PS, R>): void {
  app.route({
    method: def.method,
    url: def.url,
    handler: async (request, reply) => {
      const query = def.query ? (def.query as Schema).parse(request.query ?? {}) : undefined;
      const body = def.body ? (def.body as Schema).parse(request.body ?? {}) : undefined;
      const params = def.params ? (def.params as Schema).parse(request.params ?? {}) : undefined;
      const data = await def.handler({
        query: query as Out<QS>,
        body: body as Out<BS>,
        params: params as Out<PS>,
        locale: request.locale,
        request,
        reply,
      });
      if (reply.sent) return reply;
      reply.header("cache-control", def.method === "GET" && def.cache ? def.cache : "no-store");
      return ok(data ?? null, serverMessage("ok", request.locale));
    },
  });
}

export const CACHE_PUBLIC_SHORT = "public, max-age=60, stale-while-revalidate=300";
export const CACHE_PUBLIC_LONG = "public, max-age=3600, stale-while-revalidate=86400";
export const CACHE_NONE = "no-store";
