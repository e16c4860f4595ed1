import { GET, POST } from "../endpoint.ts";
import type {
  AboutBanner,
  AboutIntroduction,
  AboutSlugQuery,
  CompanyInfoDetail,
  CompanyInfoPage,
  CompanyInfoQuery,
  CompanyInfoYear,
  CompanyInfoYearsQuery,
  Milestone,
  Partner,
  ProductionService,
} from "../schemas/company.ts";
import type { CountedView, LikeState } from "../schemas/interactions.ts";

/** Spec §7 CMS: About us and the company's content (docs/company.md). Likes and views are the interactions service's. */
const BASE = "/api/v1.0/cms";

export const companyApi = {
  introduction: GET(`${BASE}/about-us/introduction`).query<AboutSlugQuery>().returns<AboutIntroduction>(),
  banner: GET(`${BASE}/about-us/banner`).query<AboutSlugQuery>().returns<AboutBanner[]>(),
  history: GET(`${BASE}/historical-progress`).returns<Milestone[]>(),
  info: GET(`${BASE}/company/info`).query<CompanyInfoQuery>().returns<CompanyInfoPage>(),
  infoYears: GET(`${BASE}/company/info/years`).query<CompanyInfoYearsQuery>().returns<CompanyInfoYear[]>(),
  infoDetail: GET(`${BASE}/company/info/:id`).returns<CompanyInfoDetail>(),
  /** The member's own like state (the like button reads it; not in the spec). */
  likeState: GET(`${BASE}/company/info/:id/like`).returns<LikeState>(),
  like: POST(`${BASE}/company/info/:id/like`).returns<LikeState>(),
  cancelLike: POST(`${BASE}/company/info/:id/cancel-like`).returns<LikeState>(),
  /** One view counted by the reader's browser (not in the spec; the page is cached for everyone). */
  view: POST(`${BASE}/company/info/:id/view`).returns<CountedView>(),
  production: GET(`${BASE}/production`).returns<ProductionService[]>(),
  productionBanners: GET(`${BASE}/production/banners`).returns<AboutBanner[]>(),
  cooperationUnits: GET(`${BASE}/cooperation-unit`).returns<Partner[]>(),
  alliances: GET(`${BASE}/organizational-alliances`).returns<Partner[]>(),
};
