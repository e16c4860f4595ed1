import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { advertTags } from "@portal/contract/cache-tags";
import type { AdvertInput, AdvertReport, ConsoleAdvert, ConsoleAdvertList } from "@portal/contract/schemas/advertisement/console";
import type { AdvertisementList } from "@portal/contract/schemas/advertisement";
import type { AdvertItem, HomeResponse } from "@portal/contract/schemas/common";
import type { DashboardTasks } from "@portal/contract/schemas/dashboard";
import { createInvalidationRecordingApp, type TestApp } from "../../test/app.ts";
import { checkParams } from "../../test/check-params.ts";
import { macauDate } from "../../platform/macau-time.ts";
import { consoleTestCalls, signedInStaff, type ConsoleBrowser } from "../staff/staff.test-helper.ts";
import { statisticsDaily, statisticsEvents } from "../statistics/tables.ts";
import { dayBefore } from "../statistics/statistics-service.ts";

const ADVERTS = "/api/console/v1/adverts";
const ADVERT = "/api/console/v1/adverts/:id";
const HOUR = 3_600_000;

let t: TestApp;
let marketing: ConsoleBrowser;
let invalidated: string[][];

beforeAll(async () => {
  ({ app: t, invalidated } = await createInvalidationRecordingApp({ STATS_ROLLUP_MINUTES: "0" }));
  marketing = await signedInStaff(t, "marketing");
});
afterAll(() => t.close());

const { send, publicGet, entriesOf, macauMinute } = consoleTestCalls(() => t, () => marketing);
const advert = (changes: Partial<AdvertInput> = {}): AdvertInput => ({
  slot: "homepagetop",
  title: { zh_TW: "澳門格蘭披治大賽車", en: "Grand Prix weekend" },
  content: { zh_TW: "", en: "Tickets <on sale>." },
  url: "/en/news-detail/1",
  cover: "/demo/art/heritage.svg",
  respCover: null,
  startsAt: macauMinute(-60_000),
  published: true,
  ...changes,
});
const homeTopTitles = async () => (await publicGet<AdvertisementList>("/api/v1.0/advertisement/list?slug=homepagetop")).data.items.map((a) => a.title);

describe("adverts in the console", () => {
  it("creates an advert last in its slot that the public calls show at once, audited, the adverts' tag dropped", async () => {
    for (const url of ["/api/v1.0/advertisement/list?slug=homepagetop", "/api/v1.0/common/banner?slug=menu_program", "/api/v1.0/cms/home"]) {
      expect(String((await publicGet(url)).headers["cache-tag"]), url).toContain(advertTags.all);
    }
    const before = await send<ConsoleAdvertList>("GET", "/adverts?slot=homepagetop");
    expect(before.data).toMatchObject({ slot: "homepagetop", ratio: { desktop: 33.3, mobile: 62.5 } });
    expect(before.data.slots.map((s) => s.slot)).toContain("menu_program");
    invalidated.length = 0;
    const made = await send<ConsoleAdvert>("POST", "/adverts", advert());
    expect(made.status, made.message).toBe(200);
    expect(made.data).toMatchObject({ slot: "homepagetop", status: "shown", content: { en: "Tickets <on sale>." }, ratio: { desktop: 33.3 } });
    expect(invalidated).toEqual([[advertTags.all]]);
    expect((await entriesOf("advert.create", made.data.id)).length).toBe(1);
    const after = await send<ConsoleAdvertList>("GET", "/adverts?slot=homepagetop");
    expect(after.data.items.map((a) => a.id)).toEqual([...before.data.items.map((a) => a.id), made.data.id]);
    expect(await homeTopTitles()).toContain("Grand Prix weekend");
    expect((await publicGet<HomeResponse>("/api/v1.0/cms/home")).data.topAdverts.map((a) => a.title)).toContain("Grand Prix weekend");
    const detail = await publicGet<{ content: string }>(`/api/v1.0/advertisement/detail?id=${made.data.id}`);
    expect(detail.data.content).toBe("<p>Tickets &lt;on sale&gt;.</p>");
  });

  it("hides and shows, edits, moves to another slot, reorders and deletes — each audited and dropping the tag", async () => {
    const made = await send<ConsoleAdvert>("POST", "/adverts", advert({ title: { zh_TW: "節目橫幅", en: "Programme banner" }, slot: "menu_program" }));
    const id = made.data.id;
    invalidated.length = 0;
    const hidden = await send<ConsoleAdvert>("POST", `/adverts/${id}/visibility`, { published: false });
    expect(hidden.data.status).toBe("hidden");
    expect((await publicGet<AdvertItem[]>("/api/v1.0/common/banner?slug=menu_program")).data.map((b) => b.title)).not.toContain("Programme banner");
    await send("POST", `/adverts/${id}/visibility`, { published: true });
    expect((await entriesOf("advert.unpublish", id)).length).toBe(1);
    expect((await entriesOf("advert.publish", id)).length).toBe(1);

    const scheduled = await send<ConsoleAdvert>("PUT", `/adverts/${id}`, advert({ slot: "menu_program", title: { zh_TW: "節目橫幅", en: "Later banner" }, startsAt: macauMinute(HOUR), endsAt: macauMinute(2 * HOUR) }));
    expect(scheduled.data).toMatchObject({ status: "scheduled", title: { en: "Later banner" } });
    expect((await entriesOf("advert.update", id))[0]!.after).toMatchObject({ title: { en: "Later banner" } });

    // Moved to the home top: last there.
    await send("PUT", `/adverts/${id}`, advert({ title: { zh_TW: "節目橫幅", en: "Moved banner" } }));
    const slot = await send<ConsoleAdvertList>("GET", "/adverts?slot=homepagetop");
    expect(slot.data.items.at(-1)!.id).toBe(id);
    const reversed = slot.data.items.map((a) => a.id).reverse();
    const ordered = await send<ConsoleAdvertList>("POST", "/adverts/order", { slot: "homepagetop", advertIds: reversed });
    expect(ordered.data.items.map((a) => a.id)).toEqual(reversed);
    expect((await homeTopTitles())[0]).toBe("Moved banner");
    expect((await entriesOf("advert.order", "homepagetop"))[0]!.after).toEqual({ advertIds: reversed });
    const partial = await send("POST", "/adverts/order", { slot: "homepagetop", advertIds: reversed.slice(1) }, "zh_TW");
    expect(partial).toMatchObject({ status: 400, message: "排序須包含此位置的全部廣告，請重新載入" });

    const removed = await send<ConsoleAdvertList>("DELETE", `/adverts/${id}`);
    expect(removed.data.items.map((a) => a.id)).not.toContain(id);
    expect(await homeTopTitles()).not.toContain("Moved banner");
    expect((await entriesOf("advert.delete", id))[0]!.before).toMatchObject({ slot: "homepagetop" });
    expect((await send("GET", `/adverts/${id}`)).status).toBe(404);
    // Two visibility changes, two edits, the order and the delete; the refused order dropped nothing.
    expect(invalidated).toHaveLength(6);
    expect(invalidated.every((tags) => tags.includes(advertTags.all))).toBe(true);
  });

  it("refuses each rule in the request's language", async () => {
    const wrong = [
      [advert({ startsAt: macauMinute(2 * HOUR), endsAt: macauMinute(HOUR) }), "pt", "O fim tem de ser posterior ao início"],
      [advert({ slot: "nowhere" }), "en", "There is no such advert slot"],
      [advert({ url: "http://example.com/" }), "zh_CN", "链接须为本站路径或 https 网址"],
      [advert({ url: "javascript:alert(1)" }), "en", "The link must be a path of this site or an https address"],
      [advert({ cover: null }), "zh_TW", "顯示的廣告須有桌面版圖片"],
    ] as const;
    for (const [body, language, message] of wrong) {
      expect(await send("POST", "/adverts", body, language)).toMatchObject({ status: 400, message });
    }
    // A hidden advert may wait for its picture; showing it is refused until it has one.
    const draft = await send<ConsoleAdvert>("POST", "/adverts", advert({ cover: null, published: false, url: "https://www.tdm.com.mo/" }));
    expect(draft.status, draft.message).toBe(200);
    expect(await send("POST", `/adverts/${draft.data.id}/visibility`, { published: true }, "en")).toMatchObject({ status: 400, message: "An advert that is shown needs its desktop picture" });
    expect(await send("GET", "/adverts?slot=nowhere", undefined, "en")).toMatchObject({ status: 400, message: "There is no such advert slot" });
  });

  it("refuses a producer, and lets an administrator in", async () => {
    const producer = await signedInStaff(t, "producer");
    expect((await producer.get("/adverts")).status).toBe(403);
    expect((await producer.send("POST", ADVERTS, advert())).status).toBe(403);
    expect((await (await signedInStaff(t, "admin")).get("/adverts")).status).toBe(200);
  });
});

describe("the views/clicks report", () => {
  it("counts views and clicks per day and per advert: earlier days from the rollup, today live", async () => {
    const made = await send<ConsoleAdvert>("POST", "/adverts", advert({ title: { zh_TW: "報告廣告", en: "Report advert" }, slot: "sidebar" }));
    const id = String(made.data.id);
    const today = macauDate(t.clock.now);
    const yesterday = dayBefore(today);
    await t.database.db.insert(statisticsDaily).values([
      { day: yesterday, event: "ad_view", objectId: id, count: 40 },
      { day: yesterday, event: "ad_click", objectId: id, count: 2 },
      { day: yesterday, event: "page", objectId: "/en/advert-report-test", count: 99 },
    ]);
    await t.database.db.insert(statisticsEvents).values([
      { at: t.clock.now, day: today, event: "ad_view", objectId: id },
      { at: t.clock.now, day: today, event: "ad_view", objectId: id },
      { at: t.clock.now, day: today, event: "ad_click", objectId: id },
    ]);
    const report = await send<AdvertReport>("GET", `/adverts/report?from=${yesterday}&to=${today}&slot=sidebar`, undefined, "en");
    expect(report.status, report.message).toBe(200);
    expect(report.data.days).toEqual([
      { day: yesterday, views: 40, clicks: 2 },
      { day: today, views: 2, clicks: 1 },
    ]);
    expect(report.data.adverts).toEqual([{ id: Number(id), title: "Report advert", slot: "sidebar", views: 42, clicks: 3, ctr: 3 / 42 }]);
    // Another slot does not see it; the default range is the last seven days, today included.
    expect((await send<AdvertReport>("GET", `/adverts/report?slot=footer`)).data.adverts.map((a) => a.id)).not.toContain(Number(id));
    const week = await send<AdvertReport>("GET", "/adverts/report");
    expect(week.data.days.length).toBe(7);
    expect(week.data.to).toBe(today);
    // The list shows the rolled-up views and the counted clicks.
    const list = await send<ConsoleAdvertList>("GET", "/adverts?slot=sidebar");
    expect(list.data.items.find((a) => a.id === Number(id))).toMatchObject({ views: 40, clicks: 0 });
  });

  it("puts adverts ending within a week on marketing's dashboard", async () => {
    const tasks = async () => ((await marketing.get("/dashboard", { language: "en" })).body.data as DashboardTasks).items.find((item) => item.id === "adverts.ending");
    const before = (await tasks())?.count ?? 0;
    await send("POST", "/adverts", advert({ endsAt: macauMinute(3 * 24 * HOUR) }));
    await send("POST", "/adverts", advert({ endsAt: macauMinute(9 * 24 * HOUR) }));
    expect(await tasks()).toEqual({ id: "adverts.ending", count: before + 1, label: `Adverts ending within seven days: ${before + 1}`, link: "/console/adverts" });
  });
});

describe("bad input on every advert console call", () => {
  it("answers 4xx envelopes, and succeeds with good input", async () => {
    const headers = marketing.headers();
    const made = await send<ConsoleAdvert>("POST", "/adverts", advert({ published: false }));
    const id = made.data.id;
    const idField = { in: "params" as const, name: "id", kind: "id" as const };
    await checkParams(t, { method: "GET", url: ADVERTS, headers, query: { slot: "footer" }, fields: [{ in: "query", name: "slot", kind: "slug" }] });
    await checkParams(t, {
      method: "GET",
      url: "/api/console/v1/adverts/report",
      headers,
      query: { from: "2026-11-01", to: "2026-11-07" },
      fields: [{ in: "query", name: "from", kind: "date" }, { in: "query", name: "to", kind: "date" }, { in: "query", name: "slot", kind: "slug" }],
    });
    await checkParams(t, { method: "GET", url: ADVERT, headers, params: { id }, fields: [idField] });
    const fields = [
      { in: "body" as const, name: "slot", kind: "slug" as const },
      { in: "body" as const, name: "title", kind: "text" as const },
      { in: "body" as const, name: "startsAt", kind: "date" as const },
      { in: "body" as const, name: "published", kind: "bool" as const },
    ];
    await checkParams(t, { method: "POST", url: ADVERTS, headers, body: advert({ published: false }), fields });
    await checkParams(t, { method: "PUT", url: ADVERT, headers, params: { id }, body: advert({ published: false }), fields: [idField, ...fields] });
    await checkParams(t, { method: "POST", url: "/api/console/v1/adverts/:id/visibility", headers, params: { id }, body: { published: false }, fields: [idField, { in: "body", name: "published", kind: "bool" }] });
    const ids = (await send<ConsoleAdvertList>("GET", "/adverts?slot=homepagetop")).data.items.map((a) => a.id);
    await checkParams(t, { method: "POST", url: "/api/console/v1/adverts/order", headers, body: { slot: "homepagetop", advertIds: ids }, fields: [{ in: "body", name: "slot", kind: "slug" }] });
    await checkParams(t, { method: "DELETE", url: ADVERT, headers, params: { id }, fields: [idField] });
  });
});
