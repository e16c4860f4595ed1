import type { FastifyInstance } from "fastify";
import { companyApi } from "@portal/contract/endpoints/company";
import { aboutSlugQuery, companyIdParams, companyInfoQuery, companyInfoYearsQuery } from "@portal/contract/schemas/company";
import type { Deps } from "../../platform/deps.ts";
import { defineModule, type Wiring } from "../../platform/domain-module.ts";
import { orNotFound } from "../../platform/errors.ts";
import { CACHE_PUBLIC_SHORT, defineRoute } from "../../platform/route.ts";
import {
  adjustCompanyInfoCounts,
  companyInfoVisible,
  getCompanyInfo,
  getIntroduction,
  listBanners,
  listCompanyInfo,
  listCompanyInfoYears,
  listMilestones,
  listPartners,
  listProduction,
  PARTNER_KINDS,
  PRODUCTION_SLUG,
} from "./company-service.ts";

/** The kind name of company information's likes and views (stored with every row: never rename it). */
export const COMPANY_INFO_KIND = "company_info";

/** Spec §7 CMS, About us (docs/company.md). Likes and views are the interactions service's (docs/interactions.md). */
function registerCompanyRoutes(app: FastifyInstance, deps: Deps, wiring: Wiring): void {
  const { db } = deps;
  defineRoute(app, companyApi.introduction, {
    query: aboutSlugQuery,
    cache: CACHE_PUBLIC_SHORT,
    handler: async ({ locale, query }) => orNotFound(await getIntroduction(db, locale, query.slug)),
  });
  defineRoute(app, companyApi.banner, {
    query: aboutSlugQuery,
    cache: CACHE_PUBLIC_SHORT,
    handler: ({ locale, query }) => listBanners(db, locale, query.slug),
  });
  defineRoute(app, companyApi.history, { cache: CACHE_PUBLIC_SHORT, handler: ({ locale }) => listMilestones(db, locale) });
  defineRoute(app, companyApi.info, {
    query: companyInfoQuery,
    cache: CACHE_PUBLIC_SHORT,
    handler: ({ locale, query }) => listCompanyInfo(db, locale, deps.now(), query),
  });
  defineRoute(app, companyApi.infoYears, {
    query: companyInfoYearsQuery,
    cache: CACHE_PUBLIC_SHORT,
    handler: ({ query }) => listCompanyInfoYears(db, deps.now(), query.type),
  });
  defineRoute(app, companyApi.infoDetail, {
    params: companyIdParams,
    cache: CACHE_PUBLIC_SHORT,
    handler: async ({ locale, params }) => orNotFound(await getCompanyInfo(db, locale, deps.now(), params.id)),
  });
  defineRoute(app, companyApi.production, { cache: CACHE_PUBLIC_SHORT, handler: ({ locale }) => listProduction(db, locale) });
  defineRoute(app, companyApi.productionBanners, { cache: CACHE_PUBLIC_SHORT, handler: ({ locale }) => listBanners(db, locale, PRODUCTION_SLUG) });
  defineRoute(app, companyApi.cooperationUnits, {
    cache: CACHE_PUBLIC_SHORT,
    handler: ({ locale }) => listPartners(db, locale, PARTNER_KINDS.cooperation),
  });
  defineRoute(app, companyApi.alliances, { cache: CACHE_PUBLIC_SHORT, handler: ({ locale }) => listPartners(db, locale, PARTNER_KINDS.alliance) });
  wiring.interactions.registerRoutes(app, {
    kind: COMPANY_INFO_KIND,
    likeState: companyApi.likeState,
    like: companyApi.like,
    cancelLike: companyApi.cancelLike,
    view: companyApi.view,
  });
}

export default defineModule({
  routes: registerCompanyRoutes,
  contentKinds: (deps) => [
    { kind: COMPANY_INFO_KIND, visible: (id, now) => companyInfoVisible(deps.db, id, now), adjust: adjustCompanyInfoCounts },
  ],
});
