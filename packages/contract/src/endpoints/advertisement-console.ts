import { CONSOLE_API_PATH, DELETE, GET, POST, PUT } from "../endpoint.ts";
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
import { MARKETERS } from "./vote.ts";

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
