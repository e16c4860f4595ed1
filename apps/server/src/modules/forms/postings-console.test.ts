import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { postingTags } from "@portal/contract/cache-tags";
import type { Job, JobPage, Tender, TenderPage } from "@portal/contract/endpoints/forms";
import type { ConsoleJob, ConsoleJobItem, ConsoleTender, ConsoleTenderItem, JobInput, TenderInput } from "@portal/contract/schemas/forms/console";
import { macauIso } from "../../platform/macau-time.ts";
import { createInvalidationRecordingApp, type TestApp } from "../../test/app.ts";
import { checkParams } from "../../test/check-params.ts";
import { auditLog } from "../audit/tables.ts";
import { consoleBrowser, consoleSend as send, signedInStaff, type ConsoleBrowser } from "../staff/staff.test-helper.ts";
import { jobApplications, jobs } from "./tables.ts";

const TENDERS = "/api/console/v1/tenders";
const TENDER = "/api/console/v1/tenders/:id";
const TENDER_PUBLICATION = "/api/console/v1/tenders/:id/publication";
const JOBS = "/api/console/v1/jobs";
const JOB = "/api/console/v1/jobs/:id";
const JOB_PUBLICATION = "/api/console/v1/jobs/:id/publication";

let t: TestApp;
let procurement: ConsoleBrowser;
let hr: ConsoleBrowser;
let invalidated: string[][];

beforeAll(async () => {
  ({ app: t, invalidated } = await createInvalidationRecordingApp());
  procurement = await signedInStaff(t, "procurement");
  hr = await signedInStaff(t, "hr", consoleBrowser(t));
});
afterAll(() => t.close());


async function publicCall<T>(url: string, locale = "en") {
  const res = await t.call({ method: "GET", url, headers: { "api-language": locale } });
  return { status: res.status, headers: res.headers, data: res.body.data as T };
}

/** An instant as the Macau minute the console's form sends. */
const macauMinuteOf = (instant: string | number) => macauIso(new Date(instant)).slice(0, 16);
/** A Macau minute `days` from the test clock's now. */
const minuteIn = (days: number) => macauMinuteOf(t.clock.now.getTime() + days * 86_400_000);

const entriesOf = (entity: string, id: number) =>
  t.database.db.select().from(auditLog).where(and(eq(auditLog.entity, entity), eq(auditLog.entityId, String(id))));

let seq = 0;
const tender = (changes: Partial<TenderInput> = {}): TenderInput => ({
  reference: `TDM-T-TEST-${++seq}`,
  title: { zh_TW: "播出系統維護服務", en: "Maintenance of the playout system", pt: "Manutenção do sistema de emissão" },
  summary: { zh_TW: "兩年維護合約。", en: "A two-year maintenance contract." },
  opensAt: minuteIn(-1),
  closesAt: minuteIn(20),
  documents: [{ title: { zh_TW: "招標方案", en: "Tender rules" }, url: "/demo/tenders/tdm-t-2026-021-tender-rules.pdf" }],
  ...changes,
});

const job = (changes: Partial<JobInput> = {}): JobInput => ({
  reference: `TDM-J-TEST-${++seq}`,
  department: "engineering",
  type: "full_time",
  title: { zh_TW: "播控工程師", en: "Playout engineer", pt: "Engenheiro de emissão" },
  location: { zh_TW: "澳門", en: "Macau", pt: "Macau" },
  summary: { zh_TW: "負責播出系統。", en: "Runs the playout system." },
  duties: { zh_TW: "值班\n維護", en: "Shift work\nMaintenance", pt: "" },
  requirements: { zh_TW: "工程學位", en: "An engineering degree" },
  vacancies: 2,
  requiresChineseFields: false,
  opensAt: minuteIn(-1),
  closesAt: minuteIn(30),
  ...changes,
});

describe("tenders", () => {
  it("creates an unpublished notice, publishes it to the public pages at once, edits and unpublishes it; audited", async () => {
    // The public answers carry the tag the console drops.
    expect(String((await publicCall("/api/v1.0/cms/bidding")).headers["cache-tag"])).toContain(postingTags.tenders);
    expect(String((await publicCall("/api/v1.0/cms/bidding/1")).headers["cache-tag"])).toContain(postingTags.tenders);
    invalidated.length = 0;

    const created = await send<ConsoleTender>(procurement, "POST", "/tenders", tender());
    expect(created.status, created.message).toBe(200);
    expect(created.data).toMatchObject({ published: false, phase: "open", documents: [{ url: "/demo/tenders/tdm-t-2026-021-tender-rules.pdf", size: null }] });
    expect(invalidated).toEqual([[postingTags.tenders]]);
    const id = created.data.id;
    const onPublicList = async () => (await publicCall<TenderPage>("/api/v1.0/cms/bidding?pageSize=50")).data.items.some((item) => item.id === id);
    expect(await onPublicList()).toBe(false);
    expect((await publicCall(`/api/v1.0/cms/bidding/${id}`)).status).toBe(404);

    const published = await send<ConsoleTender>(procurement, "POST", `/tenders/${id}/publication`, { published: true });
    expect(published.data.published).toBe(true);
    expect(await onPublicList()).toBe(true);
    expect((await publicCall<Tender>(`/api/v1.0/cms/bidding/${id}`, "pt")).data).toMatchObject({ title: "Manutenção do sistema de emissão", status: "open" });
    // zh_CN left empty is converted from zh_TW.
    expect((await publicCall<Tender>(`/api/v1.0/cms/bidding/${id}`, "zh_CN")).data.title).toBe("播出系统维护服务");

    const edited = await send<ConsoleTender>(procurement, "PUT", `/tenders/${id}`, { ...tender({ reference: created.data.reference }), title: { zh_TW: "播出系統維護", en: "Playout maintenance" } });
    expect(edited.status, edited.message).toBe(200);
    expect((await publicCall<Tender>(`/api/v1.0/cms/bidding/${id}`)).data.title).toBe("Playout maintenance");

    const listed = (await send<ConsoleTenderItem[]>(procurement, "GET", "/tenders")).data.find((item) => item.id === id);
    expect(listed).toMatchObject({ title: "Playout maintenance", published: true, documentCount: 1, phase: "open" });

    await send(procurement, "POST", `/tenders/${id}/publication`, { published: false });
    expect(await onPublicList()).toBe(false);
    // The same state again writes no entry.
    await send(procurement, "POST", `/tenders/${id}/publication`, { published: false });
    expect((await entriesOf("tender", id)).map((e) => e.action)).toEqual(["tender.create", "tender.publish", "tender.update", "tender.unpublish"]);
    const update = (await entriesOf("tender", id)).find((e) => e.action === "tender.update")!;
    expect(update.before).toMatchObject({ title: { en: "Maintenance of the playout system" } });
    expect(update.after).toMatchObject({ title: { en: "Playout maintenance" } });
  });

  it("keeps a seeded document's size when its address stays", async () => {
    const [seeded] = (await send<ConsoleTenderItem[]>(procurement, "GET", "/tenders")).data.filter((item) => item.reference === "TDM-T-2026-021");
    const current = (await send<ConsoleTender>(procurement, "GET", `/tenders/${seeded!.id}`)).data;
    const body = { reference: current.reference, title: current.title, summary: current.summary, opensAt: macauMinuteOf(current.opensAt), closesAt: macauMinuteOf(current.closesAt), documents: current.documents.map((d) => ({ title: d.title, url: d.url })) };
    const saved = await send<ConsoleTender>(procurement, "PUT", `/tenders/${seeded!.id}`, body);
    expect(saved.data.documents.map((d) => d.size)).toEqual(current.documents.map((d) => d.size));
    expect(saved.data.documents[0]!.size).toBe(721);
  });

  it("refuses in the request's language: closing before opening, a reference taken, a document that is not a link; unknown ids 404", async () => {
    const closes = await send(procurement, "POST", "/tenders", tender({ closesAt: minuteIn(-2) }), "pt");
    expect(closes).toMatchObject({ status: 400, message: "A data de encerramento tem de ser posterior à de abertura" });
    expect((await send(procurement, "POST", "/tenders", tender({ closesAt: minuteIn(-2) }), "zh_TW")).message).toBe("截止時間必須遲於開始時間");
    const taken = await send(procurement, "POST", "/tenders", tender({ reference: "TDM-T-2026-021" }));
    expect(taken).toMatchObject({ status: 400, message: "The reference TDM-T-2026-021 is already in use" });
    for (const url of ["javascript:alert(1)", "http://example.com/a.pdf", "//evil.example/a.pdf", "/demo/../etc/passwd"]) {
      expect((await send(procurement, "POST", "/tenders", tender({ documents: [{ title: { zh_TW: "文件" }, url }] }))).status, url).toBe(400);
    }
    expect((await send(procurement, "POST", "/tenders", tender({ documents: [{ title: { zh_TW: "" }, url: "https://example.mo/a.pdf" }] }))).status).toBe(400);
    expect((await send(procurement, "GET", "/tenders/999999")).status).toBe(404);
    expect((await send(procurement, "PUT", "/tenders/999999", tender())).status).toBe(404);
    expect((await send(procurement, "POST", "/tenders/999999/publication", { published: true })).status).toBe(404);
    // HR may not edit tenders, procurement not jobs.
    expect((await send(hr, "GET", "/tenders")).status).toBe(403);
    expect((await send(procurement, "GET", "/jobs")).status).toBe(403);
  });
});

describe("jobs", () => {
  it("creates an ad open today, publishes it to the public job list at once, with its items line by line; audited", async () => {
    expect(String((await publicCall("/api/v1.0/cms/job")).headers["cache-tag"])).toContain(postingTags.jobs);
    invalidated.length = 0;
    const created = await send<ConsoleJob>(hr, "POST", "/jobs", job());
    expect(created.status, created.message).toBe(200);
    expect(created.data).toMatchObject({ published: false, phase: "open", applications: 0, duties: { zh_TW: "值班\n維護", en: "Shift work\nMaintenance", pt: "" } });
    expect(invalidated).toEqual([[postingTags.jobs]]);
    const id = created.data.id;
    expect((await publicCall(`/api/v1.0/cms/job/${id}`)).status).toBe(404);

    await send(hr, "POST", `/jobs/${id}/publication`, { published: true });
    const page = (await publicCall<JobPage>("/api/v1.0/cms/job?pageSize=50")).data;
    expect(page.items.find((item) => item.id === id)).toMatchObject({ title: "Playout engineer", status: "open", vacancies: 2, department: "engineering" });
    const detail = (await publicCall<Job>(`/api/v1.0/cms/job/${id}`)).data;
    expect(detail).toMatchObject({ duties: ["Shift work", "Maintenance"], requirements: ["An engineering degree"], requiresChineseFields: false });
    // Portuguese has no duties: another language shows (the site's rule for a missing translation, localize.ts).
    expect((await publicCall<Job>(`/api/v1.0/cms/job/${id}`, "pt")).data.duties).toEqual(["Shift work", "Maintenance"]);
    expect((await publicCall<Job>(`/api/v1.0/cms/job/${id}`, "zh_CN")).data.duties).toEqual(["值班", "维护"]);

    const edited = await send<ConsoleJob>(hr, "PUT", `/jobs/${id}`, job({ reference: created.data.reference, requiresChineseFields: true, vacancies: 1 }));
    expect(edited.data).toMatchObject({ requiresChineseFields: true, vacancies: 1 });
    expect((await publicCall<Job>(`/api/v1.0/cms/job/${id}`)).data.requiresChineseFields).toBe(true);
    expect((await entriesOf("job", id)).map((e) => e.action)).toEqual(["job.create", "job.publish", "job.update"]);
  });

  it("counts each job's applications", async () => {
    const [seeded] = await t.database.db.select().from(jobs).limit(1);
    const before = (await send<ConsoleJobItem[]>(hr, "GET", "/jobs")).data.find((item) => item.id === seeded!.id)!.applications;
    const application = (n: number) => ({
      reference: `J-TEST-${n}`,
      jobId: seeded!.id,
      locale: "en",
      chineseName: "陳大文",
      englishName: "Chan Tai Man",
      idNumber: "1234567(8)",
      phone: `6612000${n}`,
      email: `a${n}@example.mo`,
      emailKey: `a${n}@example.mo`,
      chineseAddress: "澳門南灣大馬路",
      englishAddress: "Avenida da Praia Grande",
      diploma: [],
      photo: "/uploads/u/2026/11/aaaaaaaaaaaaaaaaaaaaaa.webp",
    });
    await t.database.db.insert(jobApplications).values([application(1), application(2)]);
    expect((await send<ConsoleJobItem[]>(hr, "GET", "/jobs")).data.find((item) => item.id === seeded!.id)!.applications).toBe(before + 2);
    expect((await send<ConsoleJob>(hr, "GET", `/jobs/${seeded!.id}`)).data.applications).toBe(before + 2);
  });

  it("refuses items whose languages have different numbers of lines, closing before opening, in four languages", async () => {
    const uneven = job({ duties: { zh_TW: "值班\n維護", en: "Shift work" } });
    const messages = {
      en: "Each language of the duties needs as many lines as the Traditional Chinese (or none): one item a line, each line the same item",
      zh_TW: "「職責」每種語言須與繁體中文行數相同（或留空）：每行一項，同一行是同一項",
      zh_CN: "“职责”每种语言须与繁体中文行数相同（或留空）：每行一项，同一行是同一项",
      pt: "Cada língua das funções precisa de tantas linhas como o chinês tradicional (ou nenhuma): um item por linha, cada linha o mesmo item",
    };
    for (const [language, message] of Object.entries(messages)) expect(await send(hr, "POST", "/jobs", uneven, language)).toMatchObject({ status: 400, message });
    expect((await send(hr, "POST", "/jobs", job({ requirements: { zh_TW: "", en: "Degree" } }))).message).toMatch(/requirements needs as many lines/);
    expect((await send(hr, "POST", "/jobs", job({ opensAt: minuteIn(3), closesAt: minuteIn(3) }))).message).toBe("The closing time must be after the opening time");
    expect((await send(hr, "POST", "/jobs", job({ vacancies: 0 }))).status).toBe(400);
    expect((await send(hr, "POST", "/jobs", job({ title: { zh_TW: "" } }))).status).toBe(400);
  });
});

describe("bad input on every tender and job call", () => {
  it("answers 4xx envelopes, and succeeds with good input", async () => {
    const idField = { in: "params" as const, name: "id", kind: "id" as const };
    const timeFields = [
      { in: "body" as const, name: "opensAt", kind: "date" as const },
      { in: "body" as const, name: "closesAt", kind: "date" as const },
      { in: "body" as const, name: "title", kind: "text" as const },
      { in: "body" as const, name: "reference", kind: "slug" as const },
    ];
    const p = procurement.headers();
    const made = await send<ConsoleTender>(procurement, "POST", "/tenders", tender());
    await checkParams(t, { method: "GET", url: TENDERS, headers: p });
    await checkParams(t, { method: "GET", url: TENDER, headers: p, params: { id: made.data.id }, fields: [idField] });
    await checkParams(t, { method: "POST", url: TENDERS, headers: p, body: tender() as Record<string, unknown>, fields: timeFields });
    await checkParams(t, { method: "PUT", url: TENDER, headers: p, params: { id: made.data.id }, body: tender({ reference: made.data.reference }) as Record<string, unknown>, fields: [idField, ...timeFields] });
    await checkParams(t, { method: "POST", url: TENDER_PUBLICATION, headers: p, params: { id: made.data.id }, body: { published: true }, fields: [idField, { in: "body", name: "published", kind: "bool" }] });

    const h = hr.headers();
    const ad = await send<ConsoleJob>(hr, "POST", "/jobs", job());
    const jobFields = [...timeFields, { in: "body" as const, name: "department", kind: "enum" as const }, { in: "body" as const, name: "type", kind: "enum" as const }, { in: "body" as const, name: "requiresChineseFields", kind: "bool" as const }];
    await checkParams(t, { method: "GET", url: JOBS, headers: h });
    await checkParams(t, { method: "GET", url: JOB, headers: h, params: { id: ad.data.id }, fields: [idField] });
    await checkParams(t, { method: "POST", url: JOBS, headers: h, body: job() as Record<string, unknown>, fields: jobFields });
    await checkParams(t, { method: "PUT", url: JOB, headers: h, params: { id: ad.data.id }, body: job({ reference: ad.data.reference }) as Record<string, unknown>, fields: [idField, ...jobFields] });
    await checkParams(t, { method: "POST", url: JOB_PUBLICATION, headers: h, params: { id: ad.data.id }, body: { published: true }, fields: [idField, { in: "body", name: "published", kind: "bool" }] });
  });
});
