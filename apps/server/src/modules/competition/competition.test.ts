import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import type { CompetitionDetail, CompetitionEntryDetail, CompetitionEntryPage } from "@portal/contract/schemas/competition";
import type { SpecialCategory, SpecialItemPage } from "@portal/contract/schemas/special";
import { specials } from "../special/tables.ts";
import { checkParams } from "../../test/check-params.ts";
import { createTestApp, type TestApp } from "../../test/app.ts";

let t: TestApp;
let id: number; // the seeded competition
let special: number;
const SLUG = "tdm-new-voices-2026";

const get = (url: string, language = "zh_TW") => t.call({ method: "GET", url, headers: { "api-language": language } });
const dataOf = async <T>(url: string, language = "zh_TW") => {
  const res = await get(url, language);
  expect(res.status, url).toBe(200);
  return res.body.data as T;
};

beforeAll(async () => {
  t = await createTestApp();
  id = (await t.database.db.select({ id: specials.id }).from(specials).where(eq(specials.slug, SLUG)))[0]!.id;
  special = (await t.database.db.select({ id: specials.id }).from(specials).where(eq(specials.slug, "lunar-new-year")))[0]!.id;
});
afterAll(() => t.close());

describe("competition calls", () => {
  it("category answers the competition categories", async () => {
    expect((await dataOf<SpecialCategory[]>("/api/v1.0/competition/category", "en")).map((c) => c.title)).toEqual(["Music contests"]);
  });

  it("detail answers by id or slug, 404 for a special that is not a competition", async () => {
    const byId = await dataOf<CompetitionDetail>(`/api/v1.0/competition/detail?id=${id}`, "en");
    expect(byId).toMatchObject({ slug: SLUG, title: "TDM New Voices 2026", parts: { entry: 6, review: 2, program: 1, news: 1 } });
    expect(byId.content).toContain("<h2>Rules</h2>");
    expect((await dataOf<CompetitionDetail>(`/api/v1.0/competition/detail?slug=${SLUG}`, "pt")).title).toBe("TDM Novas Vozes 2026");
    expect((await get(`/api/v1.0/competition/detail?id=${special}`)).status).toBe(404);
    expect((await get("/api/v1.0/competition/detail")).status).toBe(400);
  });

  it("items pages the entries by number; {id}/item answers one entry with its text", async () => {
    const page = await dataOf<CompetitionEntryPage>(`/api/v1.0/competition/items?competitionId=${id}&pageSize=4`, "en");
    expect(page.total).toBe(6);
    expect(page.items.map((e) => e.number)).toEqual([1, 2, 3, 4]);
    // votes: the tally of the entry's option in the competition's vote (modules/vote), not a stored number.
    expect(page.items[0]).toMatchObject({ title: "Chan Ka Ian", summary: "Song: Harbour Lights", competitionId: id, votes: 84 });
    const entry = await dataOf<CompetitionEntryDetail>(`/api/v1.0/competition/${page.items[1]!.id}/item`, "zh_CN");
    expect(entry).toMatchObject({ title: "李俊杰", number: 2 });
    expect(entry.content).toContain("妈阁以南");
    expect((await get(`/api/v1.0/competition/items?competitionId=${special}`)).status).toBe(404);
    expect((await get("/api/v1.0/competition/2000000000/item")).status).toBe(404);
  });

  it("program-review by slug, related-program and news", async () => {
    const reviews = await dataOf<SpecialItemPage>(`/api/v1.0/competition/${SLUG}/program-review`, "en");
    expect(reviews.items.map((r) => r.title)).toEqual(["Episode 2: The semi-final", "Episode 1: The auditions"]);
    const programs = await dataOf<SpecialItemPage>(`/api/v1.0/competition/related-program?competitionId=${id}`, "en");
    expect(programs.items.map((p) => p.title)).toEqual(["The Road to New Voices"]);
    const news = await dataOf<SpecialItemPage>(`/api/v1.0/competition/news?competitionId=${id}`, "en");
    expect(news.items.map((n) => n.title)).toEqual(["Six finalists named for New Voices"]);
    expect((await get("/api/v1.0/competition/lunar-new-year/program-review")).status).toBe(404);
  });

  it("passes the bad-input check on every competition call", async () => {
    const page = [
      { in: "query" as const, name: "page", kind: "page" as const },
      { in: "query" as const, name: "pageSize", kind: "pageSize" as const },
    ];
    await checkParams(t, { method: "GET", url: "/api/v1.0/competition/category" });
    await checkParams(t, { method: "GET", url: "/api/v1.0/competition/detail", query: { id }, fields: [{ in: "query", name: "id", kind: "id" }] });
    await checkParams(t, { method: "GET", url: "/api/v1.0/competition/detail", query: { slug: SLUG }, fields: [{ in: "query", name: "slug", kind: "slug" }] });
    const part = [{ in: "query" as const, name: "competitionId", kind: "id" as const }, ...page];
    await checkParams(t, { method: "GET", url: "/api/v1.0/competition/items", query: { competitionId: id }, fields: part });
    await checkParams(t, { method: "GET", url: "/api/v1.0/competition/related-program", query: { competitionId: id }, fields: part });
    await checkParams(t, { method: "GET", url: "/api/v1.0/competition/news", query: { competitionId: id }, fields: part });
    const entry = (await dataOf<CompetitionEntryPage>(`/api/v1.0/competition/items?competitionId=${id}`)).items[0]!.id;
    await checkParams(t, { method: "GET", url: "/api/v1.0/competition/:id/item", params: { id: entry }, fields: [{ in: "params", name: "id", kind: "id" }] });
    await checkParams(t, { method: "GET", url: "/api/v1.0/competition/:slug/program-review", params: { slug: SLUG }, fields: [{ in: "params", name: "slug", kind: "slug" }, ...page] });
  });
});
