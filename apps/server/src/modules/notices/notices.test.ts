import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { NoticeResponse, TopNotification } from "@portal/contract/schemas/common";
import type { NoticeDetail, NoticeList } from "@portal/contract/schemas/notices";
import { notices } from "./tables.ts";
import { checkParams } from "../../test/check-params.ts";
import { createTestApp, type TestApp } from "../../test/app.ts";

let t: TestApp;
const NOW = new Date("2026-11-22T06:00:00Z"); // 14:00 in Macao
const hours = (h: number) => new Date(NOW.getTime() + h * 3_600_000);

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
beforeEach(async () => {
  t.clock.now = NOW;
  await t.database.db.delete(notices);
});

const notice = (values: Partial<typeof notices.$inferInsert> & { kind: string; title: typeof notices.$inferInsert["title"] }) =>
  t.database.db.insert(notices).values(values).returning({ id: notices.id }).then((rows) => rows[0]!.id);

async function noticesOf(url: string, language = "zh_TW") {
  const res = await t.call({ method: "GET", url, headers: { "api-language": language } });
  expect(res.status, url).toBe(200);
  return res.body.data as NoticeResponse;
}

describe("GET /api/v1/notice and /api/v1.0/cms/notice", () => {
  it("answers the bar notices and the home popup within their window, in the request's language", async () => {
    const bar = await notice({ kind: "bar", title: { zh_TW: "颱風期間節目調動", en: "Programme changes during the typhoon" }, url: "https://www.smg.gov.mo/" });
    await notice({ kind: "bar", title: { zh_TW: "已結束" }, startsAt: hours(-48), endsAt: hours(-1) });
    await notice({ kind: "bar", title: { zh_TW: "未開始" }, startsAt: hours(1) });
    await notice({ kind: "bar", title: { zh_TW: "未發佈" }, published: false });
    const popup = await notice({
      kind: "popup",
      title: { zh_TW: "澳門國際煙花比賽匯演", en: "Macao International Fireworks Display Contest" },
      content: { zh_TW: "<p>今晚現場直播</p>", en: "<p>Live tonight</p>" },
      startsAt: hours(-1),
      endsAt: hours(1),
    });

    for (const url of ["/api/v1/notice", "/api/v1.0/cms/notice"]) {
      const zh = await noticesOf(url);
      expect(zh.notices).toEqual([{ id: bar, title: "颱風期間節目調動", url: "https://www.smg.gov.mo/" }]);
      expect(zh.popup).toEqual({ id: popup, title: "澳門國際煙花比賽匯演", content: "<p>今晚現場直播</p>" });
      const en = await noticesOf(url, "en");
      expect(en.notices[0]!.title).toBe("Programme changes during the typhoon");
      expect(en.popup?.content).toBe("<p>Live tonight</p>");
      const hans = await noticesOf(url, "zh_CN");
      expect(hans.notices[0]!.title).toBe("台风期间节目调动");
      expect(hans.popup?.title).toBe("澳门国际烟花比赛汇演");
    }

    t.clock.now = hours(2); // the popup's window has ended
    expect((await noticesOf("/api/v1/notice")).popup).toBeNull();
    t.clock.now = hours(-30); // before the popup, while the first "ended" notice was still running
    expect((await noticesOf("/api/v1/notice")).notices.map((n) => n.title)).toEqual(["已結束", "颱風期間節目調動"]); // newest first
  });

  it("orders by sort order, then newest first, and shows the first popup only", async () => {
    const older = await notice({ kind: "bar", title: { zh_TW: "一" }, sortOrder: 1 });
    const newer = await notice({ kind: "bar", title: { zh_TW: "二" }, sortOrder: 1 });
    const first = await notice({ kind: "bar", title: { zh_TW: "三" }, sortOrder: 0 });
    await notice({ kind: "popup", title: { zh_TW: "後" }, content: { zh_TW: "b" }, sortOrder: 2 });
    const shown = await notice({ kind: "popup", title: { zh_TW: "先" }, content: { zh_TW: "a" }, sortOrder: 1 });
    const data = await noticesOf("/api/v1.0/cms/notice");
    expect(data.notices.map((n) => n.id)).toEqual([first, newer, older]);
    expect(data.popup?.id).toBe(shown);
  });

  it("shows notices with a slug only when that slug is asked for", async () => {
    const everywhere = await notice({ kind: "bar", title: { zh_TW: "全站" } });
    const home = await notice({ kind: "bar", slug: "web_home", title: { zh_TW: "首頁" } });
    await notice({ kind: "bar", slug: "web_news", title: { zh_TW: "新聞" } });
    expect((await noticesOf("/api/v1/notice")).notices.map((n) => n.id)).toEqual([everywhere]);
    expect((await noticesOf("/api/v1/notice?slug=web_home")).notices.map((n) => n.id).sort()).toEqual([everywhere, home].sort());
  });

  it("cuts titles over 400 characters outside the Chinese locales and drops links that are not http(s) or site paths", async () => {
    await notice({ kind: "bar", title: { zh_TW: "長".repeat(450), en: "x".repeat(450) }, url: "javascript:alert(1)" });
    await notice({ kind: "bar", title: { zh_TW: "站內" }, url: "/zh-hant/notice-list", sortOrder: 1 });
    const en = await noticesOf("/api/v1/notice", "en");
    expect(en.notices[0]!.title).toBe(`${"x".repeat(400)}...`);
    expect(en.notices[0]!.url).toBeNull();
    expect(en.notices[1]!.url).toBe("/zh-hant/notice-list");
    expect((await noticesOf("/api/v1/notice")).notices[0]!.title).toBe("長".repeat(450));
  });

  it("answers nothing to show as an empty list and a null popup, publicly cacheable", async () => {
    const res = await t.call({ method: "GET", url: "/api/v1/notice" });
    expect(res.body.data).toEqual({ notices: [], popup: null });
    expect(res.headers["cache-control"]).toMatch(/^public, max-age=60/);
  });

  it("passes the bad-input check", async () => {
    const slugField = [{ in: "query" as const, name: "slug", kind: "slug" as const }];
    await checkParams(t, { method: "GET", url: "/api/v1/notice", query: { slug: "web_home" }, fields: slugField });
    await checkParams(t, { method: "GET", url: "/api/v1.0/cms/notice", query: { slug: "web_home" }, fields: slugField });
  });
});

describe("GET /api/v1.0/common/notification-top", () => {
  it("answers the top notifications in force, in two languages", async () => {
    const id = await notice({
      kind: "top",
      title: { zh_TW: "八號風球信號生效", en: "Typhoon Signal No. 8 in force", pt: "Sinal n.º 8 de tufão em vigor" },
      content: { zh_TW: "<p>請留意最新消息</p>" },
      url: "https://www.smg.gov.mo/",
      endsAt: hours(3),
    });
    await notice({ kind: "top", title: { zh_TW: "舊" }, endsAt: hours(-3) });
    await notice({ kind: "bar", title: { zh_TW: "不是頂部通知" } });
    const zh = await t.call({ method: "GET", url: "/api/v1.0/common/notification-top" });
    expect(zh.body.data as TopNotification[]).toEqual([
      { id, title: "八號風球信號生效", content: "<p>請留意最新消息</p>", url: "https://www.smg.gov.mo/" },
    ]);
    const pt = await t.call({ method: "GET", url: "/api/v1.0/common/notification-top", headers: { "api-language": "pt" } });
    expect((pt.body.data as TopNotification[])[0]!.title).toBe("Sinal n.º 8 de tufão em vigor");
    const hans = await t.call({ method: "GET", url: "/api/v1.0/common/notification-top", headers: { "api-language": "zh_CN" } });
    expect((hans.body.data as TopNotification[])[0]!.title).toBe("八号风球信号生效");
    t.clock.now = hours(4);
    expect((await t.call({ method: "GET", url: "/api/v1.0/common/notification-top" })).body.data).toEqual([]);
  });

  it("passes the bad-input check", async () => {
    await checkParams(t, { method: "GET", url: "/api/v1.0/common/notification-top" });
  });
});

describe("GET /api/v1/notice/list and /api/v1/notice/{id}", () => {
  it("pages the visible list and bar notices newest first, whatever their slug", async () => {
    const old = await notice({ kind: "list", slug: "tender", title: { zh_TW: "招標公告", en: "Tender notice" }, startsAt: hours(-72) });
    const bar = await notice({ kind: "bar", title: { zh_TW: "滾動通告" }, startsAt: hours(-24) });
    const fresh = await notice({ kind: "list", title: { zh_TW: "節目調動" }, startsAt: hours(-1), content: { zh_TW: "<p>詳情</p>" } });
    await notice({ kind: "popup", title: { zh_TW: "彈窗" }, content: { zh_TW: "x" } });
    await notice({ kind: "list", title: { zh_TW: "未開始" }, startsAt: hours(5) });
    const page1 = await t.call({ method: "GET", url: "/api/v1/notice/list?page=1&pageSize=2", headers: { "api-language": "en" } });
    expect(page1.headers["cache-control"]).toMatch(/^public/);
    const data1 = page1.body.data as NoticeList;
    expect(data1.total).toBe(3);
    expect(data1.items.map((n) => n.id)).toEqual([fresh, bar]);
    expect(data1.items[0]!.publishedAt).toBe(hours(-1).toISOString());
    const data2 = (await t.call({ method: "GET", url: "/api/v1/notice/list?page=2&pageSize=2", headers: { "api-language": "en" } })).body.data as NoticeList;
    expect(data2.items).toEqual([{ id: old, title: "Tender notice", url: null, publishedAt: hours(-72).toISOString() }]);
  });

  it("answers a notice's detail in the request's language, and 404 for popups, hidden and unknown ones", async () => {
    const id = await notice({ kind: "list", title: { zh_TW: "颱風期間安排" }, content: { zh_TW: "<p>請留意</p>" } });
    const hans = await t.call({ method: "GET", url: `/api/v1/notice/${id}`, headers: { "api-language": "zh_CN" } });
    expect(hans.body.data as NoticeDetail).toMatchObject({ id, title: "台风期间安排", content: "<p>请留意</p>", url: null });
    const popup = await notice({ kind: "popup", title: { zh_TW: "彈窗" }, content: { zh_TW: "x" } });
    const ended = await notice({ kind: "list", title: { zh_TW: "完" }, endsAt: hours(-1) });
    for (const missing of [popup, ended, 2_000_000_000]) {
      const res = await t.call({ method: "GET", url: `/api/v1/notice/${missing}`, headers: { "api-language": "en" } });
      expect(res.status).toBe(404);
      expect(res.body.message).toBe("The requested resource was not found");
    }
  });

  it("passes the bad-input check", async () => {
    const id = await notice({ kind: "list", title: { zh_TW: "檢查" } });
    await checkParams(t, {
      method: "GET",
      url: "/api/v1/notice/list",
      query: { page: 1, pageSize: 10 },
      fields: [{ in: "query", name: "page", kind: "page" }, { in: "query", name: "pageSize", kind: "pageSize" }],
    });
    await checkParams(t, { method: "GET", url: "/api/v1/notice/:id", params: { id }, fields: [{ in: "params", name: "id", kind: "id" }] });
  });
});
