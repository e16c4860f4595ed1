import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { companyTags } from "@portal/contract/cache-tags";
import type { AboutIntroduction, CompanyInfoDetail, CompanyInfoPage } from "@portal/contract/schemas/company";
import type { CompanyPageInput, ConsoleCompanyPage, ConsoleCompanyPageItem, ConsolePress, ConsolePressItem, PressInput } from "@portal/contract/schemas/company/console";
import type { Paged } from "@portal/contract/schemas/member";
import { createInvalidationRecordingApp, type TestApp } from "../../test/app.ts";
import { checkParams } from "../../test/check-params.ts";
import { companyPages } from "./tables.ts";
import { type ConsoleBrowser, consoleTestCalls, signedInStaff } from "../staff/staff.test-helper.ts";

const PAGES = "/api/console/v1/company/pages";
const PAGE = "/api/console/v1/company/pages/:id";
const PAGE_VISIBILITY = "/api/console/v1/company/pages/:id/visibility";
const PRESS = "/api/console/v1/company/press";
const PRESS_ITEM = "/api/console/v1/company/press/:id";
const PRESS_VISIBILITY = "/api/console/v1/company/press/:id/visibility";
const HOUR = 3_600_000;

let t: TestApp;
let editor: ConsoleBrowser;
let invalidated: string[][];

beforeAll(async () => {
  ({ app: t, invalidated } = await createInvalidationRecordingApp());
  editor = await signedInStaff(t, "editor");
});
afterAll(() => t.close());

const { send, publicGet, macauMinute, entriesOf } = consoleTestCalls(() => t, () => editor);

const page = (changes: Partial<CompanyPageInput> = {}): CompanyPageInput => ({
  slug: "newsroom_tour",
  title: { zh_TW: "參觀新聞部", en: "Newsroom tour" },
  summary: { zh_TW: "", en: "How the <news> is made" },
  body: { zh_TW: "<p>歡迎</p>", en: '<p>Welcome<script>alert(1)</script> <a href="javascript:alert(1)">here</a></p><img src="https://evil.example/x.png" alt="x">' },
  images: [{ src: "/demo/about/headquarters.svg", caption: { zh_TW: "", en: "The studio" } }],
  published: true,
  ...changes,
});
const press = (changes: Partial<PressInput> = {}): PressInput => ({
  type: "press_release",
  title: { zh_TW: "新頻道啟播", en: "A new channel starts" },
  summary: { zh_TW: "", en: "TDM launches a channel." },
  body: { zh_TW: "", en: "<p>From <strong>today</strong>.</p><iframe src='x'></iframe>" },
  cover: "/demo/about/headquarters.svg",
  source: { zh_TW: "" },
  sourceUrl: "",
  publishedAt: macauMinute(-HOUR),
  published: true,
  ...changes,
});

describe("about-us pages in the console", () => {
  it("creates a page that the public answer shows at once, sanitised, audited, the tag dropped", async () => {
    expect(String((await publicGet("/api/v1.0/cms/about-us/introduction?slug=welcome")).headers["cache-tag"])).toContain(companyTags.pages);
    invalidated.length = 0;
    const made = await send<ConsoleCompanyPage>("POST", "/company/pages", page());
    expect(made.status, made.message).toBe(200);
    expect(made.data.body.en).toBe("<p>Welcome <a>here</a></p>");
    expect(made.data.summary.en).toBe("How the <news> is made");
    expect(invalidated).toEqual([[companyTags.pages]]);
    const shown = await publicGet<AboutIntroduction>("/api/v1.0/cms/about-us/introduction?slug=newsroom_tour");
    expect(shown.data).toMatchObject({ title: "Newsroom tour", body: "<p>Welcome <a>here</a></p>", images: [{ src: "/demo/about/headquarters.svg", caption: "The studio" }] });
    expect((await entriesOf("company.page.create", made.data.id)).length).toBe(1);

    const edited = await send<ConsoleCompanyPage>("PUT", `/company/pages/${made.data.id}`, page({ title: { zh_TW: "參觀新聞部", en: "Visit the newsroom" } }));
    expect(edited.data.title.en).toBe("Visit the newsroom");
    const [update] = await entriesOf("company.page.update", made.data.id);
    expect(update).toMatchObject({ before: { title: { en: "Newsroom tour" } }, after: { title: { en: "Visit the newsroom" } } });

    invalidated.length = 0;
    await send("POST", `/company/pages/${made.data.id}/visibility`, { published: false });
    expect(invalidated).toEqual([[companyTags.pages]]);
    expect((await publicGet("/api/v1.0/cms/about-us/introduction?slug=newsroom_tour")).status).toBe(404);
    expect((await entriesOf("company.page.unpublish", made.data.id)).length).toBe(1);
    // Unpublished again: nothing changes, nothing is written.
    invalidated.length = 0;
    await send("POST", `/company/pages/${made.data.id}/visibility`, { published: false });
    expect(invalidated).toEqual([]);
  });

  it("keeps a page's documents to download: a PDF uploaded or an https address, its known size kept while its address stays", async () => {
    const made = await send<ConsoleCompanyPage>("POST", "/company/pages", page({ slug: "reports_test", documents: [{ title: { zh_TW: "年報", en: "Annual report" }, url: "/uploads/d/report.pdf" }] }));
    expect(made.status, made.message).toBe(200);
    expect(made.data.documents).toEqual([{ title: { zh_TW: "年報", zh_CN: "", en: "Annual report", pt: "" }, url: "/uploads/d/report.pdf" }]);
    const shown = await publicGet<AboutIntroduction>("/api/v1.0/cms/about-us/introduction?slug=reports_test");
    expect(shown.data.documents).toEqual([{ title: "Annual report", url: "/uploads/d/report.pdf", size: null }]);
    await t.database.db.update(companyPages).set({ documents: [{ title: { zh_TW: "年報", en: "Annual report" }, url: "/uploads/d/report.pdf", size: 2048 }] }).where(eq(companyPages.id, made.data.id));
    const documents = [
      { title: { zh_TW: "年報 2026", en: "Annual report 2026" }, url: "/uploads/d/report.pdf" },
      { title: { zh_TW: "資料", en: "Press kit" }, url: "https://example.org/kit.pdf" },
    ];
    await send("PUT", `/company/pages/${made.data.id}`, page({ slug: "reports_test", documents }));
    expect((await publicGet<AboutIntroduction>("/api/v1.0/cms/about-us/introduction?slug=reports_test")).data.documents).toEqual([
      { title: "Annual report 2026", url: "/uploads/d/report.pdf", size: 2048 },
      { title: "Press kit", url: "https://example.org/kit.pdf", size: null },
    ]);
    for (const url of ["javascript:alert(1)", "/uploads/../etc/passwd", "http://example.org/x.pdf"]) {
      expect((await send("PUT", `/company/pages/${made.data.id}`, page({ slug: "reports_test", documents: [{ title: { zh_TW: "x" }, url }] }))).status, url).toBe(400);
    }
  });

  it("lists every page, published or not; refuses a taken address in the request's language", async () => {
    const list = await send<ConsoleCompanyPageItem[]>("GET", "/company/pages");
    expect(list.data.map((p) => p.slug)).toEqual(expect.arrayContaining(["about_us", "welcome", "newsroom_tour"]));
    expect(list.data.find((p) => p.slug === "newsroom_tour")).toMatchObject({ title: "Visit the newsroom", published: false });
    const taken = await send("POST", "/company/pages", page({ slug: "welcome" }), "zh_TW");
    expect(taken).toMatchObject({ status: 400, code: -1, message: "另一頁已使用地址「welcome」" });
    const picture = await send("POST", "/company/pages", page({ slug: "elsewhere", images: [{ src: "https://evil.example/x.png", caption: { zh_TW: "" } }] }));
    expect(picture.status).toBe(400);
  });
});

describe("press releases in the console", () => {
  it("creates a release on the public press list at once, edits, unpublishes; a later date waits", async () => {
    expect(String((await publicGet("/api/v1.0/cms/company/info?type=press_release")).headers["cache-tag"])).toContain(companyTags.info);
    invalidated.length = 0;
    const made = await send<ConsolePress>("POST", "/company/press", press());
    expect(made.status, made.message).toBe(200);
    expect(made.data.body.en).toBe("<p>From <strong>today</strong>.</p>");
    expect(invalidated).toEqual([[companyTags.info]]);
    const list = await publicGet<CompanyInfoPage>("/api/v1.0/cms/company/info?type=press_release");
    expect(list.data.items[0]).toMatchObject({ id: made.data.id, title: "A new channel starts" });
    const detail = await publicGet<CompanyInfoDetail>(`/api/v1.0/cms/company/info/${made.data.id}`);
    expect(detail.data.body).toBe("<p>From <strong>today</strong>.</p>");
    expect((await entriesOf("company.press.create", made.data.id)).length).toBe(1);

    await send("PUT", `/company/press/${made.data.id}`, press({ title: { zh_TW: "新頻道啟播", en: "Channel 5 starts" } }));
    const [update] = await entriesOf("company.press.update", made.data.id);
    expect(update).toMatchObject({ before: { title: { en: "A new channel starts" } }, after: { title: { en: "Channel 5 starts" } } });
    expect(Object.keys(update!.after as object)).toEqual(["title"]);

    await send("POST", `/company/press/${made.data.id}/visibility`, { published: false });
    expect((await publicGet(`/api/v1.0/cms/company/info/${made.data.id}`)).status).toBe(404);
    expect((await entriesOf("company.press.unpublish", made.data.id)).length).toBe(1);

    const later = await send<ConsolePress>("POST", "/company/press", press({ title: { zh_TW: "預告", en: "Coming soon" }, publishedAt: macauMinute(24 * HOUR) }));
    expect((await publicGet(`/api/v1.0/cms/company/info/${later.data.id}`)).status).toBe(404);
    const items = await send<Paged<ConsolePressItem>>("GET", "/company/press?type=press_release&pageSize=5");
    expect(items.data.items[0]).toMatchObject({ id: later.data.id, title: "Coming soon", published: true });
  });

  it("refuses a cover from elsewhere and a source that is not https; refuses other roles", async () => {
    expect((await send("POST", "/company/press", press({ cover: "https://evil.example/x.png" }))).status).toBe(400);
    expect((await send("POST", "/company/press", press({ sourceUrl: "http://example.com/a" }))).status).toBe(400);
    const producer = await signedInStaff(t, "producer");
    expect((await producer.get("/company/press")).status).toBe(403);
    expect((await producer.send("POST", PAGES, page({ slug: "producer_page" }))).status).toBe(403);
    const admin = await signedInStaff(t, "admin");
    expect((await admin.get("/company/pages")).status).toBe(200);
  });
});

describe("bad input on every company console call", () => {
  it("answers 4xx envelopes, and succeeds with good input", async () => {
    const headers = editor.headers();
    const idField = { in: "params" as const, name: "id", kind: "id" as const };
    const madePage = await send<ConsoleCompanyPage>("POST", "/company/pages", page({ slug: "params_page", published: false }));
    const madePress = await send<ConsolePress>("POST", "/company/press", press({ published: false }));
    await checkParams(t, { method: "GET", url: PAGES, headers });
    await checkParams(t, { method: "GET", url: PAGE, headers, params: { id: madePage.data.id }, fields: [idField] });
    const pageFields = [
      { in: "body" as const, name: "slug", kind: "slug" as const },
      { in: "body" as const, name: "title", kind: "text" as const },
      { in: "body" as const, name: "published", kind: "bool" as const },
    ];
    await checkParams(t, { method: "POST", url: PAGES, headers, body: page({ slug: "params_page_2", published: false }), fields: pageFields });
    await checkParams(t, { method: "PUT", url: PAGE, headers, params: { id: madePage.data.id }, body: page({ slug: "params_page", published: false }), fields: [idField, ...pageFields] });
    await checkParams(t, { method: "POST", url: PAGE_VISIBILITY, headers, params: { id: madePage.data.id }, body: { published: false }, fields: [idField, { in: "body", name: "published", kind: "bool" }] });
    await checkParams(t, { method: "GET", url: PRESS, headers, query: { page: 1 }, fields: [{ in: "query", name: "page", kind: "page" }, { in: "query", name: "type", kind: "enum" }] });
    await checkParams(t, { method: "GET", url: PRESS_ITEM, headers, params: { id: madePress.data.id }, fields: [idField] });
    const pressFields = [
      { in: "body" as const, name: "type", kind: "enum" as const },
      { in: "body" as const, name: "title", kind: "text" as const },
      { in: "body" as const, name: "publishedAt", kind: "date" as const },
      { in: "body" as const, name: "published", kind: "bool" as const },
    ];
    await checkParams(t, { method: "POST", url: PRESS, headers, body: press({ published: false }), fields: pressFields });
    await checkParams(t, { method: "PUT", url: PRESS_ITEM, headers, params: { id: madePress.data.id }, body: press({ published: false }), fields: [idField, ...pressFields] });
    await checkParams(t, { method: "POST", url: PRESS_VISIBILITY, headers, params: { id: madePress.data.id }, body: { published: false }, fields: [idField, { in: "body", name: "published", kind: "bool" }] });
  });
});
