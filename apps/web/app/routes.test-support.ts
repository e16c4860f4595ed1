import { matchRoutes, type RouteObject } from "react-router";
import type { RouteConfigEntry } from "@react-router/dev/routes";
import routes from "./routes.ts";

/** The app's route config as router objects, each carrying its module in `handle`. */
function toRouteObjects(entries: RouteConfigEntry[]): RouteObject[] {
  return entries.map((entry): RouteObject =>
    entry.index ? { index: true, path: entry.path, handle: entry.file } : { path: entry.path, handle: entry.file, children: toRouteObjects(entry.children ?? []) },
  );
}
const ROUTE_OBJECTS = toRouteObjects(routes);

/**
 * The screen module (as routes.ts names it, "routes/company/page.tsx") that serves an address the site builds, or
 * null when no route takes it: lets a feature's tests check that its links lead somewhere, and to the right screen.
 */
export function screenOf(href: string): string | null {
  const handle: unknown = matchRoutes(ROUTE_OBJECTS, href)?.at(-1)?.route.handle;
  return typeof handle === "string" ? handle : null;
}
