import { CONSOLE_API_PATH, DELETE, GET, POST, PUT } from "../endpoint.ts";
import type { CompanyEntryInput, CompanyEntryVisibilityInput, CompanyListOrderInput, CompanyListQuery, ConsoleCompanyEntry, ConsoleCompanyList } from "../schemas/company/lists.ts";
import type {
  CompanyPageInput,
  CompanyVisibilityInput,
  ConsoleCompanyPage,
  ConsoleCompanyPageItem,
  ConsolePress,
  ConsolePressItem,
  ConsolePressListQuery,
  PressInput,
} from "../schemas/company/console.ts";
import type { Paged } from "../schemas/member.ts";
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

const CONSOLE_COMPANY = `${CONSOLE_API_PATH}/v1/company`;
/** Who edits the about-us pages and the press releases. */
export const COMPANY_EDITORS = ["editor", "admin"] as const;

/**
 * The about-us pages and the press releases and articles (docs/console.md "Editor and administrator: about us and
 * press"): list, create, edit, publish or unpublish. Audited; the public answers' tags are dropped.
 */
export const companyConsoleApi = {
  pages: GET(`${CONSOLE_COMPANY}/pages`).access(COMPANY_EDITORS).returns<ConsoleCompanyPageItem[]>(),
  page: GET(`${CONSOLE_COMPANY}/pages/:id`).access(COMPANY_EDITORS).returns<ConsoleCompanyPage>(),
  createPage: POST(`${CONSOLE_COMPANY}/pages`).access(COMPANY_EDITORS).body<CompanyPageInput>().returns<ConsoleCompanyPage>(),
  updatePage: PUT(`${CONSOLE_COMPANY}/pages/:id`).access(COMPANY_EDITORS).body<CompanyPageInput>().returns<ConsoleCompanyPage>(),
  pageVisibility: POST(`${CONSOLE_COMPANY}/pages/:id/visibility`).access(COMPANY_EDITORS).body<CompanyVisibilityInput>().returns<ConsoleCompanyPage>(),
  press: GET(`${CONSOLE_COMPANY}/press`).access(COMPANY_EDITORS).query<ConsolePressListQuery>().returns<Paged<ConsolePressItem>>(),
  pressItem: GET(`${CONSOLE_COMPANY}/press/:id`).access(COMPANY_EDITORS).returns<ConsolePress>(),
  createPress: POST(`${CONSOLE_COMPANY}/press`).access(COMPANY_EDITORS).body<PressInput>().returns<ConsolePress>(),
  updatePress: PUT(`${CONSOLE_COMPANY}/press/:id`).access(COMPANY_EDITORS).body<PressInput>().returns<ConsolePress>(),
  pressVisibility: POST(`${CONSOLE_COMPANY}/press/:id/visibility`).access(COMPANY_EDITORS).body<CompanyVisibilityInput>().returns<ConsolePress>(),
  /** The section's small lists (banners, milestones, production, partners): one scope's rows in order. */
  list: GET(`${CONSOLE_COMPANY}/lists/:list`).access(COMPANY_EDITORS).query<CompanyListQuery>().returns<ConsoleCompanyList>(),
  entry: GET(`${CONSOLE_COMPANY}/lists/:list/:id`).access(COMPANY_EDITORS).returns<ConsoleCompanyEntry>(),
  createEntry: POST(`${CONSOLE_COMPANY}/lists/:list`).access(COMPANY_EDITORS).body<CompanyEntryInput>().returns<ConsoleCompanyEntry>(),
  updateEntry: PUT(`${CONSOLE_COMPANY}/lists/:list/:id`).access(COMPANY_EDITORS).body<CompanyEntryInput>().returns<ConsoleCompanyEntry>(),
  entryVisibility: POST(`${CONSOLE_COMPANY}/lists/:list/:id/visibility`).access(COMPANY_EDITORS).body<CompanyEntryVisibilityInput>().returns<ConsoleCompanyEntry>(),
  /** Every row of the scope in the new order (not milestones: they follow their dates). */
  orderList: POST(`${CONSOLE_COMPANY}/lists/:list/order`).access(COMPANY_EDITORS).body<CompanyListOrderInput>().returns<ConsoleCompanyList>(),
  removeEntry: DELETE(`${CONSOLE_COMPANY}/lists/:list/:id`).access(COMPANY_EDITORS).returns<ConsoleCompanyList>(),
};
