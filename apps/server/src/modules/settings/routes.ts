import { settingsTags } from "@portal/contract/cache-tags";
import { settingsApi, settingsConsoleApi } from "@portal/contract/endpoints/settings";
import { providerSettingsBody, siteSettingsBody } from "@portal/contract/schemas/settings/console";
import type { FastifyInstance } from "fastify";
import { slugQuery } from "@portal/contract/schemas/common";
import type { Deps } from "../../platform/deps.ts";
import { orNotFound } from "../../platform/errors.ts";
import { CACHE_PUBLIC_SHORT, defineRoute } from "../../platform/route.ts";
import { domainInfo } from "./domain.ts";
import { getMessageTemplate } from "./message-template-service.ts";
import { getCmsCommon, getSiteSetting } from "./setting-service.ts";
import { consoleSettings, updateProviderSettings, updateSiteSettings } from "./console-service.ts";
import { staffActorOf } from "../../platform/staff-auth.ts";
import { withoutNul } from "../../platform/without-nul.ts";
import { defineModule } from "../../platform/domain-module.ts";

/** The site setting, the frame's common texts, message templates and where the parts of the portal live. */
export function registerSettingsRoutes(app: FastifyInstance, deps: Deps): void {
  const { db, config } = deps;
  // Every answer here reads what the administrator's settings form changes (grey mode, providers, cookie notice).
  const tags = () => [settingsTags.all];

  defineRoute(app, settingsApi.messageTemplate, {
    query: slugQuery,
    cache: CACHE_PUBLIC_SHORT,
    tags,
    handler: async ({ query, locale }) => orNotFound(await getMessageTemplate(db, query.slug, locale)),
  });

  defineRoute(app, settingsApi.setting, {
    cache: CACHE_PUBLIC_SHORT,
    tags,
    handler: ({ locale }) => getSiteSetting(db, config, locale, deps.now()),
  });

  // The same answer as /api/v1/common/setting.
  defineRoute(app, settingsApi.cmsSetting, {
    cache: CACHE_PUBLIC_SHORT,
    tags,
    handler: ({ locale }) => getSiteSetting(db, config, locale, deps.now()),
  });

  // The site setting plus what the frame shows on every page (CmsCommon in the contract).
  defineRoute(app, settingsApi.cmsCommon, {
    cache: CACHE_PUBLIC_SHORT,
    tags,
    handler: ({ locale }) => getCmsCommon(db, config, locale, deps.now()),
  });

  defineRoute(app, settingsApi.domain, {
    cache: CACHE_PUBLIC_SHORT,
    handler: () => domainInfo(deps.config),
  });

  // The administrator's settings form (docs/console.md "Administrator: menus and settings").
  defineRoute(app, settingsConsoleApi.get, { deps, handler: () => consoleSettings(deps) });
  defineRoute(app, settingsConsoleApi.update, { deps, body: withoutNul(siteSettingsBody), handler: ({ body, request }) => updateSiteSettings(deps, staffActorOf(request), body) });
  defineRoute(app, settingsConsoleApi.providers, { deps, body: providerSettingsBody, handler: ({ body, request }) => updateProviderSettings(deps, staffActorOf(request), body) });
}

export default defineModule({ routes: registerSettingsRoutes });
