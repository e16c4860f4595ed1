import { menuApi } from "@portal/contract/endpoints/menu";
import type { FastifyInstance } from "fastify";
import type { Deps } from "../../platform/deps.ts";
import { CACHE_PUBLIC_SHORT, defineRoute } from "../../platform/route.ts";
import { getMenu } from "./menu-service.ts";
import { defineModule } from "../../platform/domain-module.ts";

/** GET /api/v1.0/cms/menu: the main menu and the footer menus. */
export function registerMenuRoutes(app: FastifyInstance, deps: Deps): void {
  defineRoute(app, menuApi.menu, {
    cache: CACHE_PUBLIC_SHORT,
    handler: ({ locale }) => getMenu(deps.db, locale),
  });
}

export default defineModule({ routes: registerMenuRoutes });
