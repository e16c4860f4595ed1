import { menuConsoleApi, menuApi } from "@portal/contract/endpoints/menu";
import { menuTags } from "@portal/contract/cache-tags";
import { idParams } from "@portal/contract/schemas/common";
import { menuEntryBody, menuMoveBody } from "@portal/contract/schemas/menu";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { Deps } from "../../platform/deps.ts";
import { finalPageStatus } from "../../platform/page-status.ts";
import { CACHE_PUBLIC_SHORT, defineRoute } from "../../platform/route.ts";
import { staffActorOf } from "../../platform/staff-auth.ts";
import { withoutNul } from "../../platform/without-nul.ts";
import { getMenu } from "./menu-service.ts";
import { createMenuEntry, listMenuEntries, moveMenuEntry, removeMenuEntry, updateMenuEntry, type PageCheck } from "./menu-console-service.ts";
import { defineModule } from "../../platform/domain-module.ts";

/** GET /api/v1.0/cms/menu: the main menu and the footer menus; and the administrator's console calls. */
export function registerMenuRoutes(app: FastifyInstance, deps: Deps): void {
  defineRoute(app, menuApi.menu, {
    cache: CACHE_PUBLIC_SHORT,
    // Every page's frame shows the menu: a change in the console drops them all at once (docs/performance.md).
    tags: () => [menuTags.menus],
    handler: ({ locale }) => getMenu(deps.db, locale),
  });

  // The site-links test's rule: the page answers 200, after at most three redirects on the site.
  const pageAnswers = (request: FastifyRequest): PageCheck => async (path) =>
    (await finalPageStatus(request.server, deps.config.publicUrl, `/zh-hant/${path}`)).status === 200;

  defineRoute(app, menuConsoleApi.list, { deps, handler: () => listMenuEntries(deps.db) });

  defineRoute(app, menuConsoleApi.create, {
    deps,
    body: withoutNul(menuEntryBody),
    handler: ({ body, request }) => createMenuEntry(deps, staffActorOf(request), body, pageAnswers(request)),
  });

  defineRoute(app, menuConsoleApi.update, {
    deps,
    params: idParams,
    body: withoutNul(menuEntryBody),
    handler: ({ params, body, request }) => updateMenuEntry(deps, staffActorOf(request), params.id, body, pageAnswers(request)),
  });

  defineRoute(app, menuConsoleApi.remove, {
    deps,
    params: idParams,
    handler: ({ params, request }) => removeMenuEntry(deps, staffActorOf(request), params.id),
  });

  defineRoute(app, menuConsoleApi.move, {
    deps,
    params: idParams,
    body: menuMoveBody,
    handler: ({ params, body, request }) => moveMenuEntry(deps, staffActorOf(request), params.id, body.direction),
  });
}

export default defineModule({ routes: registerMenuRoutes });
