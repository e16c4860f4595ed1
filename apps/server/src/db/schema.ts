/**
 * Every table of the portal, gathered from their owners: each module's `modules/<domain>/tables.ts` and the kv
 * store's `kv/tables.ts`. drizzle-kit reads this file (apps/server/drizzle.config.ts) to write the migrations; code
 * queries the tables of its own module instead. A new domain's tables.ts gets its line here: the ownership test
 * (test/table-ownership.test.ts) fails until it has one.
 */
export * from "../kv/tables.ts";
export * from "../modules/advertisement/tables.ts";
export * from "../modules/analysis/tables.ts";
export * from "../modules/broadcast/tables.ts";
export * from "../modules/campaign/tables.ts";
export * from "../modules/company/tables.ts";
export * from "../modules/food/tables.ts";
export * from "../modules/forms/tables.ts";
export * from "../modules/game/tables.ts";
export * from "../modules/identity/tables.ts";
export * from "../modules/interactions/tables.ts";
export * from "../modules/leaderboard/tables.ts";
export * from "../modules/member/tables.ts";
export * from "../modules/menu/tables.ts";
export * from "../modules/messaging/tables.ts";
export * from "../modules/news/tables.ts";
export * from "../modules/notices/tables.ts";
export * from "../modules/podcast/tables.ts";
export * from "../modules/program/tables.ts";
export * from "../modules/reference/tables.ts";
export * from "../modules/search/tables.ts";
export * from "../modules/settings/tables.ts";
export * from "../modules/short-video/tables.ts";
export * from "../modules/site-pages/tables.ts";
export * from "../modules/special/tables.ts";
export * from "../modules/sport-topic/tables.ts";
export * from "../modules/statistics/tables.ts";
export * from "../modules/supplier/tables.ts";
export * from "../modules/visit/tables.ts";
export * from "../modules/vote/tables.ts";
export * from "../modules/weather/tables.ts";
