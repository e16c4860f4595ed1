import type { FastifyInstance } from "fastify";

/**
 * Where a visitor of `path` ends and with what status, following up to `maxHops` same-site redirects (a link off the
 * site counts as 200 there; a redirect beyond the last hop keeps its own status). The site-links test proves menu
 * entries are not dead with it, and the console refuses a menu entry whose page does not answer 200.
 */
export async function finalPageStatus(app: FastifyInstance, origin: string, path: string, maxHops = 3): Promise<{ status: number; at: string }> {
  let at = path;
  for (let hop = 0; hop <= maxHops; hop += 1) {
    const res = await app.inject({ method: "GET", url: at });
    const location = res.headers.location;
    if (res.statusCode < 300 || res.statusCode >= 400 || typeof location !== "string") return { status: res.statusCode, at };
    if (hop === maxHops) return { status: res.statusCode, at: location };
    const next = new URL(location, origin);
    if (next.origin !== new URL(origin).origin) return { status: 200, at: location }; // leaves the site: not ours to check
    at = next.pathname + next.search;
  }
  return { status: 310, at }; // not reached: the last hop returns above
}
