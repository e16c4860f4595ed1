import { OAUTH_PROVIDERS } from "@portal/contract/schemas/identity";
import { settingsApi } from "@portal/contract/endpoints/settings";
import type { FastifyInstance } from "fastify";
import { slugQuery } from "@portal/contract/schemas/common";
import type { Deps } from "../../platform/deps.ts";
import { orNotFound } from "../../platform/errors.ts";
import { CACHE_PUBLIC_SHORT, defineRoute } from "../../platform/route.ts";
import { domainInfo } from "./domain.ts";
import { getMessageTemplate } from "./message-template-service.ts";
import { getCmsCommon, getSiteSetting } from "./setting-service.ts";
import { defineModule } from "../../platform/domain-module.ts";

/** The site setting, the frame's common texts, message templates and where the parts of the portal live. */
export function registerSettingsRoutes(app: FastifyInstance, deps: Deps): void {
  const { db } = deps;
  // The providers with an issuer and a client id (config.ts): the only ones the login screens may offer.
  const signInProviders = OAUTH_PROVIDERS.filter((name) => deps.config.oauth[name] !== undefined);

  defineRoute(app, settingsApi.messageTemplate, {
    query: slugQuery,
    cache: CACHE_PUBLIC_SHORT,
    handler: async ({ query, locale }) => orNotFound(await getMessageTemplate(db, query.slug, locale)),
  });

  defineRoute(app, settingsApi.setting, {
    cache: CACHE_PUBLIC_SHORT,
    handler: ({ locale }) => getSiteSetting(db, locale, deps.now(), signInProviders),
  });

  // The same answer as /api/v1/common/setting.
  defineRoute(app, settingsApi.cmsSetting, {
    cache: CACHE_PUBLIC_SHORT,
    handler: ({ locale }) => getSiteSetting(db, locale, deps.now(), signInProviders),
  });

  // The site setting plus what the frame shows on every page (CmsCommon in the contract).
  defineRoute(app, settingsApi.cmsCommon, {
    cache: CACHE_PUBLIC_SHORT,
    handler: ({ locale }) => getCmsCommon(db, locale, deps.now(), signInProviders),
  });

  defineRoute(app, settingsApi.domain, {
    cache: CACHE_PUBLIC_SHORT,
    handler: () => domainInfo(deps.config),
  });
}

export default defineModule({ routes: registerSettingsRoutes });
