import type { FastifyInstance } from "fastify";
import { companyTags } from "@portal/contract/cache-tags";
import { companyApi, companyConsoleApi } from "@portal/contract/endpoints/company";
import { idParams } from "@portal/contract/schemas/common";
import { companyPageBody, companyVisibilityBody, consolePressListQuery, pressBody } from "@portal/contract/schemas/company/console";
import { companyEntryBodies, companyEntryParams, companyEntryVisibilityBody, companyListOrderBody, companyListParams, companyListQuery, type CompanyListName } from "@portal/contract/schemas/company/lists";
import { staffActorOf } from "../../platform/staff-auth.ts";
import { withoutNul } from "../../platform/without-nul.ts";
import {
  consolePage,
  consolePress,
  createPage,
  createPress,
  listConsolePages,
  listConsolePress,
  setPageVisibility,
  setPressVisibility,
  updatePage,
  updatePress,
} from "./console-service.ts";
import { companyEntry, createCompanyEntry, listCompanyEntries, orderCompanyList, removeCompanyEntry, setCompanyEntryVisibility, updateCompanyEntry } from "./list-service.ts";
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
  // What the console's writes drop (docs/console.md "Editor and administrator: about us and press").
  const pageTags = () => [companyTags.pages];
  const infoTags = () => [companyTags.info];
  defineRoute(app, companyApi.introduction, {
    query: aboutSlugQuery,
    cache: CACHE_PUBLIC_SHORT,
    tags: pageTags,
    handler: async ({ locale, query }) => orNotFound(await getIntroduction(db, locale, query.slug)),
  });
  defineRoute(app, companyApi.banner, {
    query: aboutSlugQuery,
    cache: CACHE_PUBLIC_SHORT,
    tags: pageTags,
    handler: ({ locale, query }) => listBanners(db, locale, query.slug),
  });
  defineRoute(app, companyApi.history, { cache: CACHE_PUBLIC_SHORT, tags: pageTags, handler: ({ locale }) => listMilestones(db, locale) });
  defineRoute(app, companyApi.info, {
    query: companyInfoQuery,
    cache: CACHE_PUBLIC_SHORT,
    tags: infoTags,
    handler: ({ locale, query }) => listCompanyInfo(db, locale, deps.now(), query),
  });
  defineRoute(app, companyApi.infoYears, {
    query: companyInfoYearsQuery,
    cache: CACHE_PUBLIC_SHORT,
    tags: infoTags,
    handler: ({ query }) => listCompanyInfoYears(db, deps.now(), query.type),
  });
  defineRoute(app, companyApi.infoDetail, {
    params: companyIdParams,
    cache: CACHE_PUBLIC_SHORT,
    tags: infoTags,
    handler: async ({ locale, params }) => orNotFound(await getCompanyInfo(db, locale, deps.now(), params.id)),
  });
  defineRoute(app, companyApi.production, { cache: CACHE_PUBLIC_SHORT, tags: pageTags, handler: ({ locale }) => listProduction(db, locale) });
  defineRoute(app, companyApi.productionBanners, { cache: CACHE_PUBLIC_SHORT,
    tags: pageTags, handler: ({ locale }) => listBanners(db, locale, PRODUCTION_SLUG) });
  defineRoute(app, companyApi.cooperationUnits, {
    cache: CACHE_PUBLIC_SHORT,
    tags: pageTags,
    handler: ({ locale }) => listPartners(db, locale, PARTNER_KINDS.cooperation),
  });
  defineRoute(app, companyApi.alliances, { cache: CACHE_PUBLIC_SHORT, tags: pageTags, handler: ({ locale }) => listPartners(db, locale, PARTNER_KINDS.alliance) });
  registerCompanyConsoleRoutes(app, deps);
  wiring.interactions.registerRoutes(app, {
    kind: COMPANY_INFO_KIND,
    likeState: companyApi.likeState,
    like: companyApi.like,
    cancelLike: companyApi.cancelLike,
    view: companyApi.view,
  });
}

/** The about-us pages and the press in the console (`companyConsoleApi`); who may call each is on its endpoint. */
function registerCompanyConsoleRoutes(app: FastifyInstance, deps: Deps): void {
  const { db } = deps;
  defineRoute(app, companyConsoleApi.pages, { deps, handler: ({ locale }) => listConsolePages(db, locale) });
  defineRoute(app, companyConsoleApi.page, { deps, params: idParams, handler: ({ params }) => consolePage(db, params.id) });
  defineRoute(app, companyConsoleApi.createPage, { deps, body: withoutNul(companyPageBody), handler: ({ body, request }) => createPage(deps, staffActorOf(request), body) });
  defineRoute(app, companyConsoleApi.updatePage, {
    deps,
    params: idParams,
    body: withoutNul(companyPageBody),
    handler: ({ params, body, request }) => updatePage(deps, staffActorOf(request), params.id, body),
  });
  defineRoute(app, companyConsoleApi.pageVisibility, {
    deps,
    params: idParams,
    body: companyVisibilityBody,
    handler: ({ params, body, request }) => setPageVisibility(deps, staffActorOf(request), params.id, body.published),
  });
  defineRoute(app, companyConsoleApi.press, { deps, query: consolePressListQuery, handler: ({ query, locale }) => listConsolePress(db, locale, query) });
  defineRoute(app, companyConsoleApi.pressItem, { deps, params: idParams, handler: ({ params }) => consolePress(db, params.id) });
  defineRoute(app, companyConsoleApi.createPress, { deps, body: withoutNul(pressBody), handler: ({ body, request }) => createPress(deps, staffActorOf(request), body) });
  defineRoute(app, companyConsoleApi.updatePress, {
    deps,
    params: idParams,
    body: withoutNul(pressBody),
    handler: ({ params, body, request }) => updatePress(deps, staffActorOf(request), params.id, body),
  });
  defineRoute(app, companyConsoleApi.pressVisibility, {
    deps,
    params: idParams,
    body: companyVisibilityBody,
    handler: ({ params, body, request }) => setPressVisibility(deps, staffActorOf(request), params.id, body.published),
  });
  registerCompanyListRoutes(app, deps);
}

/** The body of the path's list (banners, milestones, production, partners), parsed as defineRoute parses a body. */
const entryBody = (list: CompanyListName, body: unknown) => withoutNul(companyEntryBodies[list]).parse(body ?? {});

/** The section's small lists in the console: one service for the four (list-service.ts). */
function registerCompanyListRoutes(app: FastifyInstance, deps: Deps): void {
  const { db } = deps;
  defineRoute(app, companyConsoleApi.list, {
    deps,
    params: companyListParams,
    query: companyListQuery,
    handler: ({ params, query, locale }) => listCompanyEntries(db, locale, params.list, query.scope),
  });
  defineRoute(app, companyConsoleApi.entry, { deps, params: companyEntryParams, handler: ({ params }) => companyEntry(db, params.list, params.id) });
  defineRoute(app, companyConsoleApi.createEntry, {
    deps,
    params: companyListParams,
    handler: ({ params, request }) => createCompanyEntry(deps, staffActorOf(request), params.list, entryBody(params.list, request.body)),
  });
  defineRoute(app, companyConsoleApi.updateEntry, {
    deps,
    params: companyEntryParams,
    handler: ({ params, request }) => updateCompanyEntry(deps, staffActorOf(request), params.list, params.id, entryBody(params.list, request.body)),
  });
  defineRoute(app, companyConsoleApi.entryVisibility, {
    deps,
    params: companyEntryParams,
    body: companyEntryVisibilityBody,
    handler: ({ params, body, request }) => setCompanyEntryVisibility(deps, staffActorOf(request), params.list, params.id, body.published),
  });
  defineRoute(app, companyConsoleApi.orderList, {
    deps,
    params: companyListParams,
    body: companyListOrderBody,
    handler: ({ params, body, request, locale }) => orderCompanyList(deps, staffActorOf(request), locale, params.list, body.scope, body.ids),
  });
  defineRoute(app, companyConsoleApi.removeEntry, {
    deps,
    params: companyEntryParams,
    handler: ({ params, request, locale }) => removeCompanyEntry(deps, staffActorOf(request), locale, params.list, params.id),
  });
}

export default defineModule({
  routes: registerCompanyRoutes,
  contentKinds: (deps) => [
    { kind: COMPANY_INFO_KIND, visible: (id, now) => companyInfoVisible(deps.db, id, now), adjust: adjustCompanyInfoCounts },
  ],
});
