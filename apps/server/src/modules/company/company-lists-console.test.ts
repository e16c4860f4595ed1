import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { companyTags } from "@portal/contract/cache-tags";
import type { AboutBanner, Milestone, Partner, ProductionService } from "@portal/contract/schemas/company";
import type { CompanyEntryInput, ConsoleCompanyEntry, ConsoleCompanyList } from "@portal/contract/schemas/company/lists";
import { createInvalidationRecordingApp, type TestApp } from "../../test/app.ts";
import { checkParams } from "../../test/check-params.ts";
import { type ConsoleBrowser, consoleTestCalls, signedInStaff } from "../staff/staff.test-helper.ts";
import { factsToLines, linesToFacts } from "./list-service.ts";

const CONSOLE = "/api/console/v1";
const LIST = "/api/console/v1/company/lists/:list";
const ENTRY = "/api/console/v1/company/lists/:list/:id";
const ENTRY_VISIBILITY = "/api/console/v1/company/lists/:list/:id/visibility";
const LIST_ORDER = "/api/console/v1/company/lists/:list/order";

let t: TestApp;
let editor: ConsoleBrowser;
let invalidated: string[][];

beforeAll(async () => {
  ({ app: t, invalidated } = await createInvalidationRecordingApp());
  editor = await signedInStaff(t, "editor");
});
afterAll(() => t.close());

const { send, publicGet, entriesOf } = consoleTestCalls(() => t, () => editor);

const entry = (changes: Partial<CompanyEntryInput> = {}): CompanyEntryInput => ({
  scope: "",
  title: { zh_TW: "標題", en: "A title" },
  text: { zh_TW: "", en: "Some text" },
  image: "",
  url: "",
  date: "",
  published: true,
  ...changes,
});

describe("the About us section's lists in the console", () => {
  it("adds a milestone that the timeline shows at once in its date's place, audited, the tag dropped; hides and deletes it", async () => {
    expect(String((await publicGet("/api/v1.0/cms/historical-progress")).headers["cache-tag"])).toContain(companyTags.pages);
    invalidated.length = 0;
    const made = await send<ConsoleCompanyEntry>("POST", "/company/lists/milestones", entry({ date: "1990-06-01", title: { zh_TW: "新大樓落成", en: "A new building opens" }, text: { zh_TW: "", en: "The <studios> move." } }));
    expect(made.status, made.message).toBe(200);
    expect(made.data).toMatchObject({ list: "milestones", date: "1990-06-01", text: { en: "The <studios> move." } });
    expect(invalidated).toEqual([[companyTags.pages]]);
    expect((await entriesOf("company.milestone.create", made.data.id)).length).toBe(1);
    const timeline = (await publicGet<Milestone[]>("/api/v1.0/cms/historical-progress")).data;
    const at = timeline.findIndex((m) => m.id === made.data.id);
    expect(timeline[at]).toMatchObject({ year: 1990, title: "A new building opens", text: "The <studios> move." });
    expect(timeline.slice(0, at).every((m) => m.date <= "1990-06-01") && timeline.slice(at + 1).every((m) => m.date >= "1990-06-01")).toBe(true);
    // The console's list follows the dates too, and cannot be put in another order.
    const list = await send<ConsoleCompanyList>("GET", "/company/lists/milestones");
    expect(list.data.ordered).toBe(false);
    expect(list.data.items.map((i) => i.detail)).toEqual([...list.data.items.map((i) => i.detail)].sort());
    const refused = await send("POST", "/company/lists/milestones/order", { ids: list.data.items.map((i) => i.id).reverse() }, "pt");
    expect([refused.status, refused.message]).toEqual([400, "Os marcos seguem as suas datas: altere antes a data"]);

    const edited = await send<ConsoleCompanyEntry>("PUT", `/company/lists/milestones/${made.data.id}`, entry({ date: "1991-06-01", title: { zh_TW: "新大樓落成", en: "A new building opens" } }));
    expect(edited.data.date).toBe("1991-06-01");
    expect((await entriesOf("company.milestone.update", made.data.id)).length).toBe(1);
    invalidated.length = 0;
    await send("PUT", `/company/lists/milestones/${made.data.id}`, entry({ date: "1991-06-01", title: { zh_TW: "新大樓落成", en: "A new building opens" } }));
    expect(invalidated, "an edit that changes nothing drops nothing").toEqual([]);

    const hidden = await send<ConsoleCompanyEntry>("POST", `/company/lists/milestones/${made.data.id}/visibility`, { published: false });
    expect(hidden.data.published).toBe(false);
    expect((await publicGet<Milestone[]>("/api/v1.0/cms/historical-progress")).data.some((m) => m.id === made.data.id)).toBe(false);
    expect((await entriesOf("company.milestone.unpublish", made.data.id)).length).toBe(1);
    const gone = await send<ConsoleCompanyList>("DELETE", `/company/lists/milestones/${made.data.id}`);
    expect(gone.data.items.some((i) => i.id === made.data.id)).toBe(false);
    expect((await entriesOf("company.milestone.delete", made.data.id)).length).toBe(1);
    expect((await send("GET", `/company/lists/milestones/${made.data.id}`)).status).toBe(404);
  });

  it("reorders the partners of a kind, which the public list follows; a stale order is refused in the request's language", async () => {
    const before = await send<ConsoleCompanyList>("GET", "/company/lists/partners?scope=cooperation");
    expect(before.data).toMatchObject({ scope: "cooperation", scopes: ["cooperation", "alliance"], ordered: true });
    const ids = before.data.items.map((i) => i.id);
    expect(ids.length).toBeGreaterThan(2);
    const reversed = [...ids].reverse();
    invalidated.length = 0;
    const after = await send<ConsoleCompanyList>("POST", "/company/lists/partners/order", { scope: "cooperation", ids: reversed });
    expect(after.data.items.map((i) => i.id)).toEqual(reversed);
    expect(invalidated).toEqual([[companyTags.pages]]);
    const shown = (await publicGet<Partner[]>("/api/v1.0/cms/cooperation-unit")).data;
    expect(shown.map((p) => p.id)).toEqual(reversed.filter((id) => before.data.items.find((i) => i.id === id)!.published));
    const [entry0] = await entriesOf("company.partner.order", "cooperation");
    expect(entry0?.after).toEqual({ ids: reversed });

    const stale = await send("POST", "/company/lists/partners/order", { scope: "cooperation", ids: reversed.slice(1) }, "zh_TW");
    expect([stale.status, stale.message]).toEqual([400, "排序須包括這一組的每一項；請重新載入再試"]);
    const otherKind = await send("POST", "/company/lists/partners/order", { scope: "alliance", ids: reversed }, "en");
    expect(otherKind.status).toBe(400);
    // A new partner goes last of its kind; moved to the other kind, last of that one.
    const made = await send<ConsoleCompanyEntry>("POST", "/company/lists/partners", entry({ scope: "alliance", image: "/demo/about/logo-rtp.svg", url: "https://example.org/", region: { zh_TW: "歐洲", en: "Europe" } }));
    expect(made.status, made.message).toBe(200);
    expect((await send<ConsoleCompanyList>("GET", "/company/lists/partners?scope=alliance")).data.items.at(-1)?.id).toBe(made.data.id);
    await send("PUT", `/company/lists/partners/${made.data.id}`, entry({ scope: "cooperation", image: "/demo/about/logo-rtp.svg", url: "https://example.org/" }));
    expect((await send<ConsoleCompanyList>("GET", "/company/lists/partners?scope=cooperation")).data.items.at(-1)?.id).toBe(made.data.id);
    expect((await send("POST", "/company/lists/partners", entry({ scope: "alliance", image: "/demo/about/logo-rtp.svg", url: "javascript:alert(1)" }))).status).toBe(400);
    await send("DELETE", `/company/lists/partners/${made.data.id}`);
    await send("POST", "/company/lists/partners/order", { scope: "cooperation", ids });
  });

  it("adds a banner to a page there is, not to one there is not; production's facts are one a line", async () => {
    const banner = await send<ConsoleCompanyEntry>("POST", "/company/lists/banners", entry({ scope: "about_us", image: "/demo/about/studio.svg", url: "/en/news_en", title: { zh_TW: "開放日", en: "Open day" } }));
    expect(banner.status, banner.message).toBe(200);
    expect((await publicGet<AboutBanner[]>("/api/v1.0/cms/about-us/banner?slug=about_us")).data.at(-1)).toMatchObject({ id: banner.data.id, title: "Open day", url: "/en/news_en" });
    const unknown = await send("POST", "/company/lists/banners", entry({ scope: "no_such_page", image: "/demo/about/studio.svg" }), "en");
    expect([unknown.status, unknown.message]).toEqual([400, "There is no group “no_such_page”"]);
    expect((await send("POST", "/company/lists/banners", entry({ scope: "about_us", image: "https://evil.example/x.png" }))).status).toBe(400);
    await send("DELETE", `/company/lists/banners/${banner.data.id}`);

    const service = await send<ConsoleCompanyEntry>("POST", "/company/lists/production", entry({ image: "/demo/about/studio.svg", facts: { zh_TW: "4K 轉播車\n三個錄影廠", en: "4K OB van\nThree studios\n" } }));
    expect(service.status, service.message).toBe(200);
    expect(service.data.facts).toMatchObject({ zh_TW: "4K 轉播車\n三個錄影廠", en: "4K OB van\nThree studios" });
    expect((await publicGet<ProductionService[]>("/api/v1.0/cms/production")).data.at(-1)).toMatchObject({ id: service.data.id, facts: ["4K OB van", "Three studios"] });
    await send("DELETE", `/company/lists/production/${service.data.id}`);
  });

  it("keeps facts through the lines and back", () => {
    const facts = [{ zh_TW: "一", en: "one" }, { zh_TW: "二" }];
    expect(linesToFacts({ ...factsToLines(facts), zh_CN: "" })).toEqual(facts);
    expect(linesToFacts({ zh_TW: "\n\n", zh_CN: "", en: "", pt: "" })).toEqual([]);
  });

  it("is for editors and administrators", async () => {
    const producer = await signedInStaff(t, "producer");
    expect((await producer.get("/company/lists/partners")).status).toBe(403);
    expect((await producer.send("POST", `${CONSOLE}/company/lists/milestones`, entry({ date: "2000-01-01" }))).status).toBe(403);
    const admin = await signedInStaff(t, "admin");
    expect((await admin.get("/company/lists/banners")).status).toBe(200);
  });
});

describe("bad input on every company list call", () => {
  it("answers 4xx envelopes, and succeeds with good input", async () => {
    const headers = editor.headers();
    const made = await send<ConsoleCompanyEntry>("POST", "/company/lists/milestones", entry({ date: "2001-01-01", published: false }));
    const params = { list: "milestones", id: made.data.id };
    const listField = { in: "params" as const, name: "list", kind: "enum" as const };
    const idField = { in: "params" as const, name: "id", kind: "id" as const };
    const bodyFields = [
      { in: "body" as const, name: "title", kind: "text" as const },
      { in: "body" as const, name: "date", kind: "date" as const },
      { in: "body" as const, name: "published", kind: "bool" as const },
    ];
    await checkParams(t, { method: "GET", url: LIST, headers, params: { list: "partners" }, query: { scope: "alliance" }, fields: [listField, { in: "query", name: "scope", kind: "slug" }] });
    await checkParams(t, { method: "GET", url: ENTRY, headers, params, fields: [listField, idField] });
    await checkParams(t, { method: "POST", url: LIST, headers, params: { list: "milestones" }, body: entry({ date: "2002-01-01", published: false }), fields: [listField, ...bodyFields] });
    await checkParams(t, { method: "PUT", url: ENTRY, headers, params, body: entry({ date: "2003-01-01", published: false }), fields: [listField, idField, ...bodyFields] });
    await checkParams(t, { method: "POST", url: ENTRY_VISIBILITY, headers, params, body: { published: false }, fields: [listField, idField, { in: "body", name: "published", kind: "bool" }] });
    const production = (await send<ConsoleCompanyList>("GET", "/company/lists/production")).data.items.map((i) => i.id);
    await checkParams(t, { method: "POST", url: LIST_ORDER, headers, params: { list: "production" }, body: { ids: production }, fields: [listField, { in: "body", name: "ids", kind: "enum" }, { in: "body", name: "scope", kind: "text" }] });
    await checkParams(t, { method: "DELETE", url: ENTRY, headers, params, fields: [listField, idField] });
  });
});
