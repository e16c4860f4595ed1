import { matchRoutes, type RouteObject, type ServerBuild } from "react-router";

/**
 * The query a page is rendered and cached with (issue 20: a random query string must not force a render). Each web
 * route declares the parameters its loader reads in its `handle` (apps/web/app/context.ts `RouteHandle.query`, rules
 * in apps/web/app/data/route-params.ts); a page reads those of its matched routes (the language layout's
 * `platform`, the screen's own), and no other:
 *
 * - the render sees, and the page cache keys by, only those parameters, each once, with its canonical value (a
 *   value the screen reads as absent is left out: `page=abc`, `page=1`), in the order of their names;
 * - a document address holding any other parameter (`x=…`, `utm_source`, `fbclid`, `gclid`) is redirected (301) to
 *   the same address without it, so what a reader sees is what was rendered;
 * - parameters only the browser reads (`handle.browserQuery`: a social sign-in's hand-over code) stay in the address
 *   and out of the render and its key;
 * - React Router's data requests (`….data`, sent by screens hydrated whole) are never redirected: their extra
 *   parameters are dropped, and `_routes` keeps only route ids of the match.
 */

/** A route's rule for one parameter: its canonical value ("" for presence), or null when read as absent. */
type QueryRule = (value: string) => string | null;

interface RouteQuery {
  rules: ReadonlyMap<string, QueryRule>;
  browser: ReadonlySet<string>;
  routeIds: ReadonlySet<string>;
}

export interface PageQuery {
  /** The query the render sees and the page cache keys by: "" or "?…". */
  render: string;
  /** The address to send a reader to when theirs holds parameters the page does not read, else null. */
  redirect: string | null;
}

interface RouteNode {
  id: string;
  path?: string;
  index?: boolean;
  caseSensitive?: boolean;
  /** Only when there are children: React Router refuses an index route with a list of them, even empty. */
  children?: RouteNode[];
}

/** The declarations of one route module's handle, checked when the server starts (a typo fails at once). */
function declarationsOf(id: string, handle: unknown): { query: [string, QueryRule][]; browser: string[] } {
  const { query = {}, browserQuery = [] } = (handle ?? {}) as { query?: Record<string, unknown>; browserQuery?: unknown };
  const rules = Object.entries(query);
  for (const [name, rule] of rules) {
    if (typeof rule !== "function") throw new Error(`route ${id}: handle.query.${name} is not a rule (data/route-params.ts)`);
  }
  if (!Array.isArray(browserQuery) || browserQuery.some((name) => typeof name !== "string")) {
    throw new Error(`route ${id}: handle.browserQuery is not a list of names`);
  }
  return { query: rules as [string, QueryRule][], browser: browserQuery as string[] };
}

/** The path React Router matches for an address: a data request's `.data` taken off as its server does. */
function routedPath(pathname: string): { path: string; data: boolean } {
  if (!pathname.endsWith(".data")) return { path: pathname, data: false };
  if (pathname === "/_root.data") return { path: "/", data: true };
  const path = pathname.endsWith("/_.data") ? pathname.slice(0, -"_.data".length) : pathname.slice(0, -".data".length);
  return { path: path.length > 1 && path.endsWith("/") ? path.slice(0, -1) : path, data: true };
}

/**
 * The ids of the routes React Router matches for a path, as its `matchRoutes` gives them, at a small cost:
 * `matchRoutes` flattens, compiles and ranks every route it is given on each call (some 5 ms for the site's 116
 * routes, 0.1 ms for a handful), so a flood of new paths must not reach it each time.
 *
 * - A segment that is no route's static segment can only be matched by a parameter or a splat, so it is replaced by
 *   a stand-in: `/en/news-detail/51` and `/en/news-detail/52` are one shape, and a shape is matched once (bounded
 *   memo). A new shape needs words of the routes' own paths.
 * - A new shape is matched on the tree cut down to the routes whose next static segment is the path's, or that start
 *   with a parameter. Ranking among the routes kept is unchanged (it compares scores, then the order of siblings).
 *
 * `page-query.test.ts` checks the ids against `matchRoutes` on the whole tree, for every route of the build.
 */
export function createRouteMatcher(build: Pick<ServerBuild, "routes">): (path: string) => string[] {
  const nodes = new Map<string, RouteNode>();
  const words = new Set<string>();
  for (const route of Object.values(build.routes)) {
    if (!route) continue;
    nodes.set(route.id, { id: route.id, path: route.path, index: route.index, caseSensitive: route.caseSensitive });
    for (const segment of (route.path ?? "").split("/")) if (segment && !/^:|[*?]/.test(segment)) words.add(segment.toLowerCase());
  }
  const tree: RouteNode[] = [];
  for (const route of Object.values(build.routes)) {
    if (!route) continue;
    const node = nodes.get(route.id)!;
    const parent = route.parentId ? nodes.get(route.parentId) : undefined;
    if (parent) (parent.children ??= []).push(node);
    else tree.push(node);
  }
  const STAND_IN = "~";

  const pruned = (routes: RouteNode[], segments: string[], at: number): RouteNode[] => {
    const kept: RouteNode[] = [];
    for (const node of routes) {
      const own = (node.path ?? "").split("/").filter(Boolean);
      const first = own[0];
      if (first !== undefined && !/^:|[*?]/.test(first)) {
        const segment = segments[at];
        if (segment === undefined || (node.caseSensitive ? segment !== first : segment.toLowerCase() !== first.toLowerCase())) continue;
      }
      // Below a splat or an optional segment the next segment's place is not known: all children stay.
      const children = !node.children ? undefined : own.some((s) => /[*?]/.test(s)) ? node.children : pruned(node.children, segments, at + own.length);
      kept.push(children?.length ? { ...node, children } : { ...node, children: undefined });
    }
    return kept;
  };
  const match = (routes: RouteNode[], path: string) => (matchRoutes(routes as RouteObject[], path) ?? []).map((m) => (m.route as RouteNode).id);

  const byShape = new Map<string, string[]>();
  return (path) => {
    let segments: string[];
    try {
      segments = path.split("/").map((segment) => decodeURIComponent(segment));
    } catch {
      return match(tree, path); // React Router matches such a path undecoded: the whole tree, as it does
    }
    const shape = segments.map((segment) => (segment === "" || words.has(segment.toLowerCase()) ? segment : STAND_IN)).join("/");
    const known = byShape.get(shape);
    if (known) return known;
    const ids = match(pruned(tree, shape.split("/").filter(Boolean), 0), shape);
    if (byShape.size >= 5000) byShape.clear();
    byShape.set(shape, ids);
    return ids;
  };
}

/** The page query of an address (path and query string), by the handles of the build's routes. */
export function createPageQuery(build: Pick<ServerBuild, "routes">): (pathname: string, search: string) => PageQuery {
  const declared = new Map<string, ReturnType<typeof declarationsOf>>();
  for (const route of Object.values(build.routes)) if (route) declared.set(route.id, declarationsOf(route.id, route.module.handle));
  const matchedIds = createRouteMatcher(build);

  // The rules of each set of matched routes, made once (there are as many sets as screens).
  const byRoutes = new Map<string, RouteQuery>();
  const queryOf = (path: string): RouteQuery => {
    const ids = matchedIds(path);
    const key = ids.join(" ");
    const known = byRoutes.get(key);
    if (known) return known;
    const rules = new Map<string, QueryRule>();
    const browser = new Set<string>();
    for (const id of ids) {
      const { query, browser: names } = declared.get(id)!;
      for (const [name, rule] of query) rules.set(name, rule);
      for (const name of names) browser.add(name);
    }
    const found = { rules, browser, routeIds: new Set(ids) };
    byRoutes.set(key, found);
    return found;
  };

  return (pathname, search) => {
    // Nothing to read, nothing to drop: no need to know the routes.
    if (search === "" || search === "?") return { render: "", redirect: null };
    const { path, data } = routedPath(pathname);
    const { rules, browser, routeIds } = queryOf(path);
    const given = new URLSearchParams(search);
    const render = new URLSearchParams();
    for (const name of [...rules.keys()].sort()) {
      const value = given.get(name);
      const canonical = value === null ? null : rules.get(name)!(value);
      if (canonical !== null) render.append(name, canonical);
    }
    if (data) {
      const asked = given.get("_routes")?.split(",").filter((id) => routeIds.has(id)) ?? [];
      if (asked.length) render.append("_routes", asked.join(","));
    }
    const renderText = render.toString();
    let redirect: string | null = null;
    if (!data) {
      const kept = new URLSearchParams();
      for (const [name, value] of given) if (rules.has(name) || browser.has(name)) kept.append(name, value);
      if ([...given.keys()].length !== [...kept.keys()].length) {
        const keptText = kept.toString();
        redirect = `${pathname}${keptText ? `?${keptText}` : ""}`;
      }
    }
    return { render: renderText ? `?${renderText}` : "", redirect };
  };
}
