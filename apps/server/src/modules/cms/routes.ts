import type { FastifyInstance } from "fastify";
import type { Deps } from "../../platform/deps.ts";
import { CACHE_PUBLIC_SHORT, defineRoute } from "../../platform/route.ts";
import { getMenu } from "./menu-service.ts";

/** CMS calls under /api/v1.0/cms/. */
export function registerCmsRoutes(app: FastifyInstance, deps: Deps): void {
  defineRoute(app, {
    method: "GET",
    url: "/api/v1.0/cms/menu",
    cache: CACHE_PUBLIC_SHORT,
    handler: ({ locale }) => getMenu(deps.db, locale),
  });
}
