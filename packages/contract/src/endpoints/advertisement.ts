import { CONSOLE_API_PATH, DELETE, GET, POST, PUT } from "../endpoint.ts";
import type { AdvertisementClick, AdvertisementDetail, AdvertisementList, AdvertisementPageDetail } from "../schemas/advertisement.ts";
import type {
  AdvertInput,
  AdvertOrderInput,
  AdvertReport,
  AdvertReportQuery,
  AdvertVisibilityInput,
  ConsoleAdvert,
  ConsoleAdvertList,
  ConsoleAdvertListQuery,
} from "../schemas/advertisement/console.ts";
import type { AdvertDetail, AdvertItem } from "../schemas/common.ts";
import { MARKETERS } from "./vote.ts";

/** Spec §7 Advertisement (docs/adverts-specials.md). */
const BASE = "/api/v1.0/advertisement";

type ById = { id: number; /** "1": also an advert outside its publishing window (preview). */ preview?: "0" | "1" };

export const advertisementApi = {
  /** A slot's visible adverts and the ratio its box keeps. */
  list: GET(`${BASE}/list`).query<{ slug: string }>().returns<AdvertisementList>(),
  detail: GET(`${BASE}/detail`).query<ById>().returns<AdvertisementDetail>(),
  /** The detail and the other adverts of its slot (the inner page). */
  pageDetail: GET(`${BASE}/page-detail`).query<ById>().returns<AdvertisementPageDetail>(),
  /** Counts a click (once per client and advert in ten minutes) and answers the link to follow. */
  click: POST(`${BASE}/click`).query<{ id: number }>().returns<AdvertisementClick>(),
  /** Spec §7 Common banner: a banner slot's visible items (the menu's programme banner is one). */
  bannerList: GET("/api/v1.0/common/banner").query<{ slug: string }>().returns<AdvertItem[]>(),
  /** One banner with its content (the banner/{id} page). */
  bannerDetail: GET("/api/v1.0/common/banner/detail").query<{ id: number }>().returns<AdvertDetail>(),
};

const CONSOLE_ADVERTS = `${CONSOLE_API_PATH}/v1/adverts`;

/** Marketing's adverts and banners, per slot, and their views/clicks report (docs/console.md "Marketing"). */
export const advertConsoleApi = {
  /** One slot's adverts in their order, shown or not, with the slots and their ratios. */
  list: GET(CONSOLE_ADVERTS).access(MARKETERS).query<ConsoleAdvertListQuery>().returns<ConsoleAdvertList>(),
  /** Views and clicks per day and per advert over a range of Macau days (from the statistics). */
  report: GET(`${CONSOLE_ADVERTS}/report`).access(MARKETERS).query<AdvertReportQuery>().returns<AdvertReport>(),
  get: GET(`${CONSOLE_ADVERTS}/:id`).access(MARKETERS).returns<ConsoleAdvert>(),
  /** A new advert goes last in its slot. */
  create: POST(CONSOLE_ADVERTS).access(MARKETERS).body<AdvertInput>().returns<ConsoleAdvert>(),
  /** A move to another slot puts it last there. */
  update: PUT(`${CONSOLE_ADVERTS}/:id`).access(MARKETERS).body<AdvertInput>().returns<ConsoleAdvert>(),
  /** Shows or hides the advert (a shown advert needs its desktop picture). */
  visibility: POST(`${CONSOLE_ADVERTS}/:id/visibility`).access(MARKETERS).body<AdvertVisibilityInput>().returns<ConsoleAdvert>(),
  /** Every advert of a slot in the new order. */
  order: POST(`${CONSOLE_ADVERTS}/order`).access(MARKETERS).body<AdvertOrderInput>().returns<ConsoleAdvertList>(),
  /** Deletes the advert for good (its statistics stay, under its number; the audit entry keeps its fields). */
  remove: DELETE(`${CONSOLE_ADVERTS}/:id`).access(MARKETERS).returns<ConsoleAdvertList>(),
};
