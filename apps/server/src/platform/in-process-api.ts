import type { FastifyInstance } from "fastify";
import type { Transport, TransportRequest, TransportResponse } from "@portal/contract/api-client";
import { CACHE_TAG_HEADER, parseTagsHeader } from "@portal/contract/cache-tags";
import type { TaggedCache } from "./cache-bus.ts";
import { PAGE_RENDER_HEADER } from "./ssr-request.ts";
import { SwrCache } from "./swr-cache.ts";

/**
 * How page renders call the API (docs/decisions/0006): in-process through Fastify's inject — the same routes,
 * validation and envelopes as a browser gets, without a network hop.
 *
 * Public answers are shared between renders for a few seconds (`renderCacheMs`, RENDER_CACHE_SECONDS): the frame's
 * menu, settings, notices, cookie text, the adverts of a slot, a news list — the same for every page of a
 * language — are then not fetched again by every render. Only GET answers that their route marks public
 * (`Cache-Control: public…`, which a CDN could keep for longer anyway) and that carry no member token nor cookie (a
 * console page's render passes the staff member's on) are shared;
 * the body is kept as text and parsed anew for each render, so no render can change another's data.
 *
 * Each answer's cache tags (its `Cache-Tag` header, cache-bus.ts) are kept with the shared copy, which
 * `invalidate(tags)` drops, and handed to the render that used the answer (`transportFor(onTags)`), so that the page
 * cache can keep them with the page.
 */

interface Answer {
  status: number;
  statusText: string;
  contentType: string;
  cacheControl: string;
  body: string;
  tags: string[];
}

export interface InProcessApi {
  /** A transport for one render; `onTags` hears the cache tags of every answer it gets (shared or not, any status). */
  transportFor(onTags?: (tags: readonly string[]) => void): Transport;
  /** The shared answers, for the cache bus. */
  readonly cache: TaggedCache;
}

function toResponse(answer: Answer): TransportResponse {
  let body: unknown = answer.body;
  if (answer.contentType.includes("json")) {
    try {
      body = JSON.parse(answer.body);
    } catch {
      body = answer.body;
    }
  }
  return { status: answer.status, statusText: answer.statusText, body };
}

const isShared = (answer: Answer) => answer.status === 200 && /(^|[\s,])public([\s,]|$)/.test(answer.cacheControl);

/** The headers' value, whatever the case of its name. */
const header = (headers: Record<string, string>, name: string) =>
  Object.entries(headers).find(([key]) => key.toLowerCase() === name)?.[1];

export function inProcessApi(app: FastifyInstance, options: { renderCacheMs: number; maxEntries?: number; now?: () => number }): InProcessApi {
  const shared = new SwrCache<Answer>(options.renderCacheMs, options.maxEntries ?? 2000, options.now);

  const ask = async (request: TransportRequest): Promise<Answer> => {
    const response = await app.inject({
      method: request.method,
      url: request.url,
      headers: { ...request.headers, [PAGE_RENDER_HEADER]: "1" },
      // Loaders only read and send JSON; uploads (FormData) come from browsers straight to the API.
      payload: typeof request.body === "string" ? request.body : undefined,
    });
    return {
      status: response.statusCode,
      statusText: response.statusMessage,
      contentType: String(response.headers["content-type"] ?? ""),
      cacheControl: String(response.headers["cache-control"] ?? ""),
      body: response.body,
      tags: parseTagsHeader(response.headers[CACHE_TAG_HEADER] as string | string[] | undefined),
    };
  };

  const answer = async (request: TransportRequest): Promise<Answer> => {
    const shareable = shared.enabled && request.method === "GET" && !header(request.headers, "api-key") && !header(request.headers, "cookie");
    if (!shareable) return ask(request);
    const key = `${header(request.headers, "api-language") ?? ""} ${request.url}`;
    return shared.load(key, async () => {
      const value = await ask(request);
      return { value, keep: isShared(value), tags: value.tags };
    });
  };

  return {
    cache: shared,
    transportFor: (onTags) => async (request) => {
      const found = await answer(request);
      if (onTags && found.tags.length) onTags(found.tags);
      return toResponse(found);
    },
  };
}
