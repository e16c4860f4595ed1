import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type {
  AboutBanner,
  AboutIntroduction,
  CompanyInfoDetail,
  CompanyInfoPage,
  CompanyInfoYear,
  Milestone,
  Partner,
  ProductionService,
} from "@portal/contract/schemas/company";
import type { LikeState } from "@portal/contract/schemas/interactions";
import { companyInfo } from "./tables.ts";
import { checkParams } from "../../test/check-params.ts";
import { createTestApp, type TestApp } from "../../test/app.ts";
import { asMember, clearLimits, memberIdOf, okData, signIn } from "../member/member.test-helper.ts";

const INTRO = "/api/v1.0/cms/about-us/introduction";
const BANNER = "/api/v1.0/cms/about-us/banner";
const HISTORY = "/api/v1.0/cms/historical-progress";
const INFO = "/api/v1.0/cms/company/info";
const YEARS = "/api/v1.0/cms/company/info/years";
const DETAIL = "/api/v1.0/cms/company/info/:id";
const LIKE = "/api/v1.0/cms/company/info/:id/like";
const CANCEL = "/api/v1.0/cms/company/info/:id/cancel-like";
const VIEW = "/api/v1.0/cms/company/info/:id/view";
const PRODUCTION = "/api/v1.0/cms/production";
const PRODUCTION_BANNERS = "/api/v1.0/cms/production/banners";
const COOPERATION = "/api/v1.0/cms/cooperation-unit";
const ALLIANCES = "/api/v1.0/cms/organizational-alliances";

let t: TestApp;
let member: Record<string, string>;
let draft: number;
const path = (url: string, id: number) => url.replace(":id", String(id));
const get = <T>(url: string, language = "zh_TW") => okData<T>((o) => t.call(o), { method: "GET", url, headers: { "api-language": language } });
const macauYear = (iso: string) => new Date(new Date(iso).getTime() + 8 * 3_600_000).getUTCFullYear();

beforeAll(async () => {
  t = await createTestApp();
  member = { "api-key": await signIn(t, await memberIdOf(t, "demo")) };
  draft = (
    await t.database.db
      .insert(companyInfo)
      .values({ type: "press_release", title: { zh_TW: "草稿" }, summary: {}, body: {}, cover: "/x.svg", published: false })
      .returning({ id: companyInfo.id })
  )[0]!.id;
});
afterAll(() => t.close());

describe("GET /api/v1.0/cms/about-us/introduction and /banner", () => {
  it("answers every About us page in the request's language, with its pictures and documents", async () => {
    for (const slug of ["about_us", "company_profile", "structure", "report", "program_production", "media_technic", "international", "welcome"]) {
      for (const language of ["zh_TW", "zh_CN", "en", "pt"]) {
        const page = await get<AboutIntroduction>(`${INTRO}?slug=${slug}`, language);
        expect(page.slug).toBe(slug);
        expect(page.title.length, `${slug} ${language}`).toBeGreaterThan(1);
        expect(page.body).toMatch(/^<(p|h2)>/);
      }
    }
    const profile = await get<AboutIntroduction>(`${INTRO}?slug=company_profile`, "en");
    expect(profile).toMatchObject({ title: "Company profile", images: [{ src: "/demo/about/headquarters.svg", caption: "The TDM building" }, { src: "/demo/about/studio.svg" }] });
    expect(profile.body).toContain("<h2>Our mission</h2>");
    expect((await get<AboutIntroduction>(`${INTRO}?slug=structure`, "zh_CN")).title).toBe("组织架构");
    const report = await get<AboutIntroduction>(`${INTRO}?slug=report`, "pt");
    expect(report.documents[0]).toEqual({ title: "Relatório anual de 2025", url: "/demo/downloads/annual-report-2025.pdf", size: null });
    const missing = await t.call({ method: "GET", url: `${INTRO}?slug=no_such_page`, headers: { "api-language": "en" } });
    expect(missing.status).toBe(404);
    expect(missing.body.code).not.toBe(0);
  });

  it("answers a page's banners in order; an unknown page has none", async () => {
    const banners = await get<AboutBanner[]>(`${BANNER}?slug=about_us`, "en");
    expect(banners.map((b) => b.title)).toEqual(["Growing with Macau", "Inside the newsroom"]);
    expect(banners[1]).toMatchObject({ image: "/demo/about/studio.svg", url: "/zh-hant/news_zh" });
    expect(await get<AboutBanner[]>(`${BANNER}?slug=nothing_here`)).toEqual([]);
  });

  it("refuses bad input with a 4xx envelope", async () => {
    await checkParams(t, { method: "GET", url: INTRO, query: { slug: "welcome" }, fields: [{ in: "query", name: "slug", kind: "slug" }] });
    await checkParams(t, { method: "GET", url: BANNER, query: { slug: "about_us" }, fields: [{ in: "query", name: "slug", kind: "slug" }] });
    expect((await t.call({ method: "GET", url: INTRO })).status).toBe(400);
  });
});

describe("GET /api/v1.0/cms/historical-progress", () => {
  it("answers the timeline oldest first, with years, days and pictures", async () => {
    const timeline = await get<Milestone[]>(HISTORY, "en");
    expect(timeline.length).toBeGreaterThanOrEqual(8);
    expect(timeline[0]).toMatchObject({ year: 1933, date: "1933-08-26", title: "Macau's first radio broadcast" });
    const dates = timeline.map((m) => m.date);
    expect([...dates].sort()).toEqual(dates);
    expect(timeline.every((m) => m.images.length > 0 && m.text.length > 10)).toBe(true);
    expect((await get<Milestone[]>(HISTORY, "pt"))[2]!.title).toBe("Início das emissões de televisão");
  });

  it("refuses bad input with a 4xx envelope", async () => {
    await checkParams(t, { method: "GET", url: HISTORY });
  });
});

describe("GET /api/v1.0/cms/company/info, /years and /{id}", () => {
  it("pages the entries newest first, by type and by year (Macao time), without drafts", async () => {
    const all = await get<CompanyInfoPage>(`${INFO}?pageSize=100`, "en");
    expect(all.total).toBe(9);
    expect(all.items.map((i) => i.id)).not.toContain(draft);
    const times = all.items.map((i) => i.publishedAt);
    expect([...times].sort().reverse()).toEqual(times);

    const releases = await get<CompanyInfoPage>(`${INFO}?type=press_release&page=1&pageSize=4`, "en");
    expect(releases).toMatchObject({ total: 6, page: 1, pageSize: 4 });
    expect(releases.items[0]).toMatchObject({ type: "press_release", title: "TDM launches its new website and app", source: null });
    const page2 = await get<CompanyInfoPage>(`${INFO}?type=press_release&page=2&pageSize=4`, "en");
    expect(page2.items).toHaveLength(2);
    const articles = await get<CompanyInfoPage>(`${INFO}?type=press_article`, "pt");
    expect(articles.total).toBe(3);
    expect(articles.items[0]).toMatchObject({ type: "press_article", source: "Ou Mun Iat Po" });

    const years = await get<CompanyInfoYear[]>(`${YEARS}?type=press_release`);
    expect(years.map((y) => y.year)).toEqual([...years.map((y) => y.year)].sort((a, b) => b - a));
    expect(years.reduce((n, y) => n + y.count, 0)).toBe(6);
    expect(years.length).toBeGreaterThanOrEqual(2);
    for (const { year, count } of years) {
      const ofYear = await get<CompanyInfoPage>(`${INFO}?type=press_release&year=${year}&pageSize=100`);
      expect(ofYear.total).toBe(count);
      expect(ofYear.items.every((i) => macauYear(i.publishedAt) === year)).toBe(true);
    }
    expect((await get<CompanyInfoPage>(`${INFO}?year=1950`)).total).toBe(0);
    expect((await get<CompanyInfoYear[]>(YEARS)).reduce((n, y) => n + y.count, 0)).toBe(9);
  });

  it("answers an entry with its body, pictures and counters; drafts and unknown ids are 404", async () => {
    const id = (await get<CompanyInfoPage>(`${INFO}?type=press_release&pageSize=1`)).items[0]!.id;
    const detail = await get<CompanyInfoDetail>(path(DETAIL, id), "en");
    expect(detail).toMatchObject({ id, title: "TDM launches its new website and app", sourceUrl: null });
    expect(detail.body).toContain("<h2>Media enquiries</h2>");
    expect(detail.pictures.length).toBeGreaterThanOrEqual(3);
    expect(detail.pictures[0]).toEqual({ src: "/demo/about/studio.svg", caption: "The news studio" });
    expect(detail.viewCount).toBeGreaterThan(0);
    const article = (await get<CompanyInfoPage>(`${INFO}?type=press_article&pageSize=1`)).items[0]!;
    expect((await get<CompanyInfoDetail>(path(DETAIL, article.id))).sourceUrl).toMatch(/^https:\/\//);
    for (const bad of [draft, 999_999]) expect((await t.call({ method: "GET", url: path(DETAIL, bad) })).status).toBe(404);
  });

  it("counts a reader's view once per address", async () => {
    await clearLimits(t);
    const id = (await get<CompanyInfoPage>(`${INFO}?pageSize=1`)).items[0]!.id;
    const start = (await get<CompanyInfoDetail>(path(DETAIL, id))).viewCount;
    const view = (ip: string, itemId = id) => t.call({ method: "POST", url: path(VIEW, itemId), payload: {}, remoteAddress: ip });
    expect((await view("203.0.113.21")).body.data).toEqual({ counted: true });
    expect((await view("203.0.113.21")).body.data).toEqual({ counted: false });
    expect((await get<CompanyInfoDetail>(path(DETAIL, id))).viewCount).toBe(start + 1);
    expect((await view("203.0.113.22", draft)).status).toBe(404);
  });

  it("refuses bad input with a 4xx envelope", async () => {
    const id = (await get<CompanyInfoPage>(`${INFO}?pageSize=1`)).items[0]!.id;
    await checkParams(t, {
      method: "GET",
      url: INFO,
      query: { page: 1, pageSize: 5, year: 2026, type: "press_release" },
      fields: [
        { in: "query", name: "page", kind: "page" },
        { in: "query", name: "pageSize", kind: "pageSize" },
        { in: "query", name: "year", kind: "page" },
        { in: "query", name: "type", kind: "enum" },
      ],
    });
    await checkParams(t, { method: "GET", url: YEARS, query: { type: "press_article" }, fields: [{ in: "query", name: "type", kind: "enum" }] });
    await checkParams(t, { method: "GET", url: DETAIL, params: { id }, fields: [{ in: "params", name: "id", kind: "id" }] });
    await clearLimits(t);
    await checkParams(t, { method: "POST", url: VIEW, params: { id }, fields: [{ in: "params", name: "id", kind: "id" }] });
  });
});

describe("likes of company information", () => {
  it("moves the entry's like count once per member, and needs a member", async () => {
    await clearLimits(t);
    const id = (await get<CompanyInfoPage>(`${INFO}?pageSize=1`)).items[0]!.id;
    const start = (await get<CompanyInfoDetail>(path(DETAIL, id))).likeCount;
    const call = asMember(t, member["api-key"]!);
    expect((await t.call({ method: "POST", url: path(LIKE, id) })).status).toBe(401);
    expect((await t.call({ method: "POST", url: path(CANCEL, id) })).status).toBe(401);
    expect((await t.call({ method: "GET", url: path(LIKE, id) })).status).toBe(401);
    expect(await okData<LikeState>(call, { method: "POST", url: path(LIKE, id) })).toEqual({ id, liked: true, likeCount: start + 1 });
    expect(await okData<LikeState>(call, { method: "POST", url: path(LIKE, id) })).toEqual({ id, liked: true, likeCount: start + 1 });
    expect(await okData<LikeState>(call, { method: "GET", url: path(LIKE, id) })).toEqual({ id, liked: true, likeCount: start + 1 });
    expect((await get<CompanyInfoDetail>(path(DETAIL, id))).likeCount).toBe(start + 1);
    expect(await okData<LikeState>(call, { method: "POST", url: path(CANCEL, id) })).toEqual({ id, liked: false, likeCount: start });
    expect(await okData<LikeState>(call, { method: "POST", url: path(CANCEL, id) })).toEqual({ id, liked: false, likeCount: start });
    expect((await call({ method: "POST", url: path(LIKE, draft) })).status).toBe(404);
  });

  it("refuses bad input with a 4xx envelope", async () => {
    await clearLimits(t);
    const id = (await get<CompanyInfoPage>(`${INFO}?pageSize=1`)).items[0]!.id;
    const fields = [{ in: "params" as const, name: "id", kind: "id" as const }];
    await checkParams(t, { method: "GET", url: LIKE, params: { id }, headers: member, fields });
    await checkParams(t, { method: "POST", url: LIKE, params: { id }, headers: member, fields });
    await checkParams(t, { method: "POST", url: CANCEL, params: { id }, headers: member, fields });
  });
});

describe("production, partners", () => {
  it("answers the production services and the production banners", async () => {
    const services = await get<ProductionService[]>(PRODUCTION, "en");
    expect(services.map((s) => s.title)).toEqual(["Studios", "Outside broadcast", "Post-production", "Radio and sound"]);
    expect(services[0]!.facts).toContain("1,200 m²");
    const banners = await get<AboutBanner[]>(PRODUCTION_BANNERS, "pt");
    expect(banners.map((b) => b.title)).toEqual(["Um estúdio de 1200 m²", "Exteriores em 4K"]);
  });

  it("answers the cooperation units and the alliances with logos and links", async () => {
    const units = await get<Partner[]>(COOPERATION, "en");
    expect(units[0]).toEqual(expect.objectContaining({ name: "Rádio e Televisão de Portugal", logo: "/demo/about/logo-rtp.svg", url: "https://www.rtp.pt/", region: "Portugal" }));
    expect(units).toHaveLength(5);
    const alliances = await get<Partner[]>(ALLIANCES, "zh_CN");
    expect(alliances.map((a) => a.name)).toEqual(["亚洲太平洋广播联盟", "欧洲广播联盟", "亚洲太平洋广播发展机构"]);
  });

  it("refuses bad input with a 4xx envelope", async () => {
    await checkParams(t, { method: "GET", url: PRODUCTION });
    await checkParams(t, { method: "GET", url: PRODUCTION_BANNERS });
    await checkParams(t, { method: "GET", url: COOPERATION });
    await checkParams(t, { method: "GET", url: ALLIANCES });
  });
});
