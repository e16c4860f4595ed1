import type { FastifyInstance } from "fastify";
import type { Transport, TransportRequest, TransportResponse } from "@portal/contract/api-client";
import { PAGE_RENDER_HEADER } from "./ssr-request.ts";
import { SwrCache } from "./swr-cache.ts";

/**
 * How page renders call the API (docs/decisions/0006): in-process through Fastify's inject — the same routes,
 * validation and envelopes as a browser gets, without a network hop.
 *
 * Public answers are shared between renders for a few seconds (`renderCacheMs`, RENDER_CACHE_SECONDS): the frame's
 * menu, settings, notices, cookie text, the adverts of a slot, a news list — the same for every page of a
 * language — are then not fetched again by every render. Only GET answers that their route marks public
 * (`Cache-Control: public…`, which a CDN could keep for longer anyway) and that carry no member token are shared;
 * the body is kept as text and parsed anew for each render, so no render can change another's data.
 */

interface Answer {
  status: number;
  statusText: string;
  contentType: string;
  cacheControl: string;
  body: string;
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

export function inProcessTransport(app: FastifyInstance, options: { renderCacheMs: number; maxEntries?: number; now?: () => number }): Transport {
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
    };
  };

  return async (request) => {
    const shareable = shared.enabled && request.method === "GET" && !header(request.headers, "api-key");
    if (!shareable) return toResponse(await ask(request));
    const key = `${header(request.headers, "api-language") ?? ""} ${request.url}`;
    const answer = await shared.load(key, async () => {
      const value = await ask(request);
      return { value, keep: isShared(value) };
    });
    return toResponse(answer);
  };
}
