import type { FastifyRequest } from "fastify";

/**
 * Marks the API calls the page renderer makes in-process (platform/ssr.ts, through inject), so that an API can
 * tell a page being rendered — and then cached for many readers — from a reader or an app asking. Anyone may send
 * it: it only ever makes a call count less (e.g. no article view), never grants anything.
 */
export const PAGE_RENDER_HEADER = "x-portal-page-render";

export function isPageRender(request: FastifyRequest): boolean {
  return request.headers[PAGE_RENDER_HEADER] === "1";
}
