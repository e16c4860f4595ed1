import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { deflateSync } from "node:zlib";
import { eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { FormReceipt, JobPage, Tender, TenderPage } from "@portal/contract/endpoints/forms";
import type { UploadResult } from "@portal/contract/schemas/upload";
import { disclosures, jobApplications, jobs } from "./tables.ts";
import { createTestApp, type TestApp } from "../../test/app.ts";
import { checkParams } from "../../test/check-params.ts";
import { issueCaptcha } from "../captcha/captcha.ts";
import { identityMessagesSettled } from "../identity/identity-messages.ts";
import { clearLimits } from "../member/member.test-helper.ts";
import { pruneSubmissions } from "./forms-service.ts";
import { multipart } from "../../test/multipart.ts";

const TOKEN = "staff-export-token-for-tests-0123";
const MB = 1024 * 1024;
let t: TestApp;
let uploadDir: string;

beforeAll(async () => {
  uploadDir = mkdtempSync(join(tmpdir(), "portal-forms-test-"));
  t = await createTestApp({ UPLOAD_DIR: uploadDir, FORMS_EXPORT_TOKEN: TOKEN });
});
afterAll(async () => {
  await t.close();
  rmSync(uploadDir, { recursive: true, force: true });
});
beforeEach(() => clearLimits(t));

async function captcha() {
  const counter = 11;
  const { verifyKey } = await issueCaptcha(t.kv, t.clock.now, 20, counter);
  return { verifyKey, verifyCode: String(counter) };
}

/** A visitor's upload, as the forms send it (no member token). */
async function upload(file: Buffer, options: { filename?: string; purpose?: "general" | "diploma" } = {}) {
  const body = multipart(file, { filename: options.filename ?? "file.bin" });
  return t.call({ method: "POST", url: `/api/v1.0/common/upload${options.purpose ? `?purpose=${options.purpose}` : ""}`, payload: body.payload, headers: { ...body.headers, "api-language": "en" } });
}
async function uploaded(file: Buffer, purpose?: "general" | "diploma"): Promise<string> {
  const res = await upload(file, { purpose });
  expect(res.body.code, JSON.stringify(res.body)).toBe(0);
  return (res.body.data as UploadResult).path;
}

const jpeg = () => sharp({ create: { width: 40, height: 30, channels: 3, background: { r: 10, g: 120, b: 200 } } }).jpeg().toBuffer();
const mp4 = () => Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from("ftypisom", "latin1"), Buffer.alloc(2000, 0)]);
const pdf = () => Buffer.concat([Buffer.from("%PDF-1.7\n", "latin1"), Buffer.alloc(2000, 32)]);

let ipCounter = 0;
/** A client address of its own per submission, so that the per-address limit is tested where it is meant to be. */
const nextIp = () => `10.13.0.${++ipCounter}`;

function post(url: string, payload: Record<string, unknown>, options: { language?: string; ip?: string } = {}) {
  return t.call({ method: "POST", url, payload, remoteAddress: options.ip ?? nextIp(), headers: { "api-language": options.language ?? "en" } });
}

async function openJobId(): Promise<number> {
  const res = await t.call({ method: "GET", url: "/api/v1.0/cms/job?status=open&pageSize=1" });
  return (res.body.data as JobPage).items[0]!.id;
}

describe("GET /api/v1.0/cms/bidding", () => {
  it("lists open tenders first (closing soonest first), then closed ones, in the request's language", async () => {
    const res = await t.call({ method: "GET", url: "/api/v1.0/cms/bidding", headers: { "api-language": "pt" } });
    expect(res.body.code).toBe(0);
    const page = res.body.data as TenderPage;
    expect(page.total).toBeGreaterThanOrEqual(3);
    const statuses = page.items.map((item) => item.status);
    expect(statuses.indexOf("closed")).toBeGreaterThan(statuses.lastIndexOf("open"));
    const open = page.items.filter((item) => item.status === "open");
    expect(open.map((item) => item.closesAt)).toEqual([...open.map((item) => item.closesAt)].sort());
    expect(page.items.every((item) => item.documents.length > 0 && item.documents.every((d) => d.url.endsWith(".pdf")))).toBe(true);
    expect(page.items[0]!.title).toMatch(/[a-zà-ú]/i);
    const zh = await t.call({ method: "GET", url: "/api/v1.0/cms/bidding?status=closed", headers: { "api-language": "zh_TW" } });
    const closed = zh.body.data as TenderPage;
    expect(closed.items.every((item) => item.status === "closed")).toBe(true);
    expect(closed.items[0]!.title).toMatch(/\p{Script=Han}/u);
  });

  it("answers a notice by id, and 404 for one that does not exist", async () => {
    const first = ((await t.call({ method: "GET", url: "/api/v1.0/cms/bidding" })).body.data as TenderPage).items[0]!;
    const res = await t.call({ method: "GET", url: `/api/v1.0/cms/bidding/${first.id}` });
    expect((res.body.data as Tender).reference).toBe(first.reference);
    const missing = await t.call({ method: "GET", url: "/api/v1.0/cms/bidding/999999" });
    expect(missing.status).toBe(404);
  });

  it("refuses bad input with a 4xx envelope", async () => {
    await checkParams(t, {
      method: "GET",
      url: "/api/v1.0/cms/bidding",
      query: { page: 1 },
      fields: [
        { in: "query", name: "page", kind: "page" },
        { in: "query", name: "pageSize", kind: "pageSize" },
        { in: "query", name: "status", kind: "enum" },
      ],
    });
    const id = ((await t.call({ method: "GET", url: "/api/v1.0/cms/bidding" })).body.data as TenderPage).items[0]!.id;
    await checkParams(t, { method: "GET", url: "/api/v1.0/cms/bidding/:id", params: { id }, fields: [{ in: "params", name: "id", kind: "id" }] });
  });
});

describe("GET /api/v1.0/cms/job", () => {
  it("filters by department, type and status", async () => {
    const all = (await t.call({ method: "GET", url: "/api/v1.0/cms/job" })).body.data as JobPage;
    expect(all.total).toBeGreaterThanOrEqual(4);
    const news = (await t.call({ method: "GET", url: "/api/v1.0/cms/job?department=news" })).body.data as JobPage;
    expect(news.items.length).toBeGreaterThan(0);
    expect(news.items.every((job) => job.department === "news")).toBe(true);
    const interns = (await t.call({ method: "GET", url: "/api/v1.0/cms/job?type=internship" })).body.data as JobPage;
    expect(interns.items.every((job) => job.type === "internship")).toBe(true);
    const closed = (await t.call({ method: "GET", url: "/api/v1.0/cms/job?status=closed" })).body.data as JobPage;
    expect(closed.items.length).toBeGreaterThan(0);
    expect(closed.items.every((job) => job.status === "closed")).toBe(true);
  });

  it("answers a job's details, 404 for an unknown one", async () => {
    const id = await openJobId();
    const res = await t.call({ method: "GET", url: `/api/v1.0/cms/job/${id}`, headers: { "api-language": "en" } });
    expect(res.body.data).toMatchObject({ id, status: "open" });
    expect((res.body.data as { requirements: string[] }).requirements.length).toBeGreaterThan(0);
    expect((await t.call({ method: "GET", url: "/api/v1.0/cms/job/999999" })).status).toBe(404);
  });

  it("refuses bad input with a 4xx envelope", async () => {
    await checkParams(t, {
      method: "GET",
      url: "/api/v1.0/cms/job",
      fields: [
        { in: "query", name: "page", kind: "page" },
        { in: "query", name: "department", kind: "enum" },
        { in: "query", name: "type", kind: "enum" },
        { in: "query", name: "status", kind: "enum" },
      ],
    });
    await checkParams(t, { method: "GET", url: "/api/v1.0/cms/job/:id", params: { id: await openJobId() }, fields: [{ in: "params", name: "id", kind: "id" }] });
  });
});

describe("POST /api/v1.0/cms/disclosure", () => {
  const DISCLOSURE_URL = "/api/v1.0/cms/disclosure";
  const base = { name: "Chan Tai Man", sex: "male", content: "A burst water main is flooding Rua do Campo since 7 a.m.", phone: "66123456" };

  it("stores the disclosure with its files before answering, then acknowledges it by e-mail in the sender's language", async () => {
    const image = await uploaded(await jpeg());
    const video = await uploaded(mp4());
    const res = await post(DISCLOSURE_URL, { ...base, email: "Tipster@Example.mo", images: [image], videos: [video], ...(await captcha()) }, { language: "pt" });
    expect(res.body.code, JSON.stringify(res.body)).toBe(0);
    const receipt = res.body.data as FormReceipt;
    expect(receipt.reference).toMatch(/^D-\d{8}-[2-9A-Z]{6}$/);
    expect(receipt.acknowledgement).toBe("email");
    const [row] = await t.database.db.select().from(disclosures).where(eq(disclosures.reference, receipt.reference));
    expect(row).toMatchObject({ name: "Chan Tai Man", sex: "male", phone: "66123456", images: [image], videos: [video], locale: "pt" });
    await identityMessagesSettled(t.app);
    const mail = await t.lastMessageTo("Tipster@Example.mo");
    expect(mail?.body).toContain(receipt.reference);
    expect(mail?.subject).toMatch(/recebemos/);
  });

  it("acknowledges by SMS when only a phone is given", async () => {
    const res = await post(DISCLOSURE_URL, { ...base, phone: "68880001", ...(await captcha()) }, { language: "zh_TW" });
    expect((res.body.data as FormReceipt).acknowledgement).toBe("sms");
    await identityMessagesSettled(t.app);
    expect((await t.lastMessageTo("68880001"))?.body).toContain("爆料");
  });

  it("names the field and the §5 rule that failed, in the request's language", async () => {
    const noContact = await post(DISCLOSURE_URL, { ...base, phone: "", ...(await captcha()) });
    expect(noContact.status).toBe(400);
    expect(noContact.body.message).toBe("Required");
    const badPhone = await post(DISCLOSURE_URL, { ...base, phone: "12345678", ...(await captcha()) }, { language: "zh_TW" });
    expect(badPhone.body.message).toMatch(/澳門手機號碼/);
    const badEmail = await post(DISCLOSURE_URL, { ...base, email: "not-an-address", ...(await captcha()) });
    expect(badEmail.body.message).toBe("Please enter a valid e-mail address");
    const blank = await post(DISCLOSURE_URL, { ...base, content: "   ", ...(await captcha()) }, { language: "pt" });
    expect(blank.body.message).toBe("Campo obrigatório");
    // Staff read the disclosure: no bidirectional controls or invisible characters (docs/security.md).
    for (const change of [{ name: "Chan\u202E Tai Man" }, { content: "Rua do Campo\u200B inundada" }, { name: "a\nb" }]) {
      const hidden = await post(DISCLOSURE_URL, { ...base, ...change, ...(await captcha()) });
      expect(hidden.status, JSON.stringify(change)).toBe(400);
      expect(hidden.body.message, JSON.stringify(change)).toBe("Cannot contain invisible or formatting characters");
    }
  });

  it("refuses files that are not this site's uploads of the right kind, and a wrong captcha", async () => {
    const video = await uploaded(mp4());
    const content = "Refused references must store nothing";
    const cases: Record<string, unknown>[] = [
      { images: ["https://evil.example.com/a.webp"] },
      { images: ["/uploads/u/2026/01/AAAAAAAAAAAAAAAAAAAAAA.webp"] },
      { images: [video] },
      { images: ["/uploads/u/2026/01/../../../etc/passwd"] },
    ];
    for (const extra of cases) {
      const res = await post(DISCLOSURE_URL, { ...base, content, ...extra, ...(await captcha()) });
      expect(res.status, JSON.stringify(extra)).toBe(400);
      expect(res.body.code).not.toBe(0);
    }
    const wrongCaptcha = await post(DISCLOSURE_URL, { ...base, content, verifyKey: (await captcha()).verifyKey, verifyCode: "12" });
    expect(wrongCaptcha.body.message).toBe("The verification code is wrong or has expired");
    const count = await t.database.db.select().from(disclosures).where(eq(disclosures.content, content));
    expect(count.length).toBe(0);
  });

  it("limits submissions per client address", async () => {
    const ip = "10.99.0.1";
    for (let i = 0; i < 10; i++) expect((await post(DISCLOSURE_URL, { ...base, ...(await captcha()) }, { ip })).body.code).toBe(0);
    const over = await post(DISCLOSURE_URL, { ...base, ...(await captcha()) }, { ip });
    expect(over.status).toBe(429);
  });

  it("refuses bad input with a 4xx envelope", async () => {
    await checkParams(t, {
      method: "POST",
      url: DISCLOSURE_URL,
      body: { ...base, verifyKey: "k", verifyCode: "1" },
      fields: [
        { in: "body", name: "name", kind: "text" },
        { in: "body", name: "content", kind: "text" },
        { in: "body", name: "sex", kind: "enum" },
        { in: "body", name: "phone", kind: "text" },
        { in: "body", name: "email", kind: "text" },
        { in: "body", name: "images", kind: "slug" },
        { in: "body", name: "videos", kind: "enum" },
      ],
      expectOk: false,
    });
  });
});

describe("POST /api/v1.0/cms/job-application", () => {
  const APPLICATION_URL = "/api/v1.0/cms/job-application";
  const applicant = {
    chineseName: "陳大文",
    englishName: "Chan Tai Man",
    idNumber: "51234567",
    phone: "66554433",
    email: "applicant@example.mo",
    chineseAddress: "澳門氹仔成都街 123 號",
    englishAddress: "123 Rua de Chengdu, Taipa",
    experienceYears: "4",
  };
  async function files() {
    return { diploma: [await uploaded(pdf(), "diploma")], photo: await uploaded(await jpeg()) };
  }

  it("stores the application, acknowledges it, and refuses a second one for the job with the same phone or e-mail", async () => {
    const jobId = await openJobId();
    const res = await post(APPLICATION_URL, { ...applicant, jobId, ...(await files()), ...(await captcha()) }, { language: "zh_TW" });
    expect(res.body.code, JSON.stringify(res.body)).toBe(0);
    const receipt = res.body.data as FormReceipt;
    expect(receipt.reference).toMatch(/^J-\d{8}-/);
    const [row] = await t.database.db.select().from(jobApplications).where(eq(jobApplications.reference, receipt.reference));
    expect(row).toMatchObject({ jobId, idNumber: "51234567", experienceYears: 4, locale: "zh_TW" });
    await identityMessagesSettled(t.app);
    expect((await t.lastMessageTo("applicant@example.mo"))?.body).toContain(receipt.reference);

    const samePhone = await post(APPLICATION_URL, { ...applicant, email: "other@example.mo", jobId, ...(await files()), ...(await captcha()) });
    expect(samePhone.status).toBe(409);
    expect(samePhone.body.message).toMatch(/already been sent/);
    const sameEmail = await post(APPLICATION_URL, { ...applicant, phone: "66554400", email: "APPLICANT@example.mo", jobId, ...(await files()), ...(await captcha()) }, { language: "pt" });
    expect(sameEmail.status).toBe(409);
    expect(sameEmail.body.message).toMatch(/Já foi enviada/);
  });

  it("applies the §5 rules field by field", async () => {
    const jobId = await openJobId();
    const cases: [Record<string, unknown>, string][] = [
      [{ chineseName: "Chan" }, "Please enter Chinese"],
      [{ englishName: "陳大文" }, "Please enter English"],
      [{ idNumber: "21234567" }, "Please enter a valid identity card number (8 digits starting with 1, 5 or 7)"],
      [{ chineseAddress: "澳門" }, "Please enter a Chinese or English address of at least 5 characters"],
      [{ englishAddress: "Rua" }, "Please enter a Chinese or English address of at least 5 characters"],
      [{ experienceYears: "４" }, "Please enter digits only"],
      [{ diploma: [] }, "Must upload"],
      [{ photo: "" }, "Must upload"],
      [{ chineseName: "陳\u202E大文" }, "Cannot contain invisible or formatting characters"],
      [{ chineseAddress: "澳門氹仔\u2066成都街 123 號\u2069" }, "Cannot contain invisible or formatting characters"],
    ];
    for (const [change, message] of cases) {
      const res = await post(APPLICATION_URL, { ...applicant, jobId, ...(await files()), ...change, ...(await captcha()) });
      expect(res.status, JSON.stringify(change)).toBe(400);
      expect(res.body.message, JSON.stringify(change)).toBe(message);
    }
  });

  describe("the Chinese fields, as the job asks (jobs.requires_chinese_fields; issue 21)", () => {
    async function jobIdOf(reference: string): Promise<number> {
      const res = await t.call({ method: "GET", url: "/api/v1.0/cms/job?pageSize=50" });
      return (res.body.data as JobPage).items.find((job) => job.reference === reference)!.id;
    }
    /** The demo's Portuguese-language reporter job, and one worked in Chinese. */
    const portugueseJob = () => jobIdOf("TDM-J-2026-031");
    const chineseJob = () => jobIdOf("TDM-J-2026-034");
    const portugueseApplicant = {
      englishName: "João da Silva",
      idNumber: "51234568",
      email: "joao.silva@example.mo",
      englishAddress: "Rua de S. Paulo, n.º 12, 3.º andar",
    };

    it("the job's details say whether it requires them", async () => {
      const portuguese = await t.call({ method: "GET", url: `/api/v1.0/cms/job/${await portugueseJob()}`, headers: { "api-language": "pt" } });
      expect(portuguese.body.data).toMatchObject({ reference: "TDM-J-2026-031", requiresChineseFields: false });
      const chinese = await t.call({ method: "GET", url: `/api/v1.0/cms/job/${await chineseJob()}` });
      expect(chinese.body.data).toMatchObject({ requiresChineseFields: true });
    });

    it("a Portuguese-language job takes a name with accents and a Portuguese address without the Chinese fields", async () => {
      const jobId = await portugueseJob();
      const res = await post(APPLICATION_URL, { ...portugueseApplicant, phone: "66550001", jobId, ...(await files()), ...(await captcha()) }, { language: "pt" });
      expect(res.body.code, JSON.stringify(res.body)).toBe(0);
      const [row] = await t.database.db.select().from(jobApplications).where(eq(jobApplications.reference, (res.body.data as FormReceipt).reference));
      expect(row).toMatchObject({ jobId, englishName: "João da Silva", chineseName: "", chineseAddress: "", englishAddress: "Rua de S. Paulo, n.º 12, 3.º andar" });

      const names = ["Conceição Müller", "Ana-Rita D'Almeida"];
      for (const [i, englishName] of names.entries()) {
        const other = { ...portugueseApplicant, englishName, englishAddress: "Av. da Praia Grande 429", phone: `6655010${i}`, email: `other${i}@example.mo` };
        const again = await post(APPLICATION_URL, { ...other, jobId, ...(await files()), ...(await captcha()) });
        expect(again.body.code, englishName).toBe(0);
      }
    });

    it("a Portuguese-language job still checks what is given: a Chinese name in Chinese, the name in Latin letters", async () => {
      const jobId = await portugueseJob();
      const cases: [Record<string, unknown>, string][] = [
        [{ chineseName: "Silva" }, "Introduza texto em chinês"],
        [{ chineseAddress: "澳門" }, "Introduza um endereço em chinês ou em inglês com pelo menos 5 caracteres"],
        [{ englishName: "陳大文" }, "Introduza o nome em letras latinas (pode usar acentos, hífenes e apóstrofos)"],
        [{ englishName: "João 2" }, "Introduza o nome em letras latinas (pode usar acentos, hífenes e apóstrofos)"],
      ];
      for (const [change, message] of cases) {
        const res = await post(APPLICATION_URL, { ...portugueseApplicant, phone: "66550009", jobId, ...(await files()), ...change, ...(await captcha()) }, { language: "pt" });
        expect(res.status, JSON.stringify(change)).toBe(400);
        expect(res.body.message, JSON.stringify(change)).toBe(message);
      }
    });

    it("a job worked in Chinese still refuses an application without them, whatever the client says", async () => {
      const jobId = await chineseJob();
      const cases: [Record<string, unknown>, string][] = [
        [{}, "Required"],
        [{ chineseName: "陳大文", englishName: "Joao da Silva" }, "Required"],
        [{ chineseName: "陳大文", chineseAddress: "澳門氹仔成都街 123 號" }, "Please enter English"],
        [{ requiresChineseFields: false }, "Required"],
      ];
      for (const [change, message] of cases) {
        const res = await post(APPLICATION_URL, { ...portugueseApplicant, phone: "66550010", jobId, ...(await files()), ...change, ...(await captcha()) });
        expect(res.status, JSON.stringify(change)).toBe(400);
        expect(res.body.message, JSON.stringify(change)).toBe(message);
      }
      const rows = await t.database.db.select().from(jobApplications).where(eq(jobApplications.phone, "66550010"));
      expect(rows).toEqual([]);
    });
  });

  it("refuses a closed job, an unknown job, and a video as a diploma", async () => {
    const closed = ((await t.call({ method: "GET", url: "/api/v1.0/cms/job?status=closed" })).body.data as JobPage).items[0]!.id;
    const late = await post(APPLICATION_URL, { ...applicant, jobId: closed, ...(await files()), ...(await captcha()) });
    expect(late.body.message).toBe("Applications for this job have closed");
    const unknown = await post(APPLICATION_URL, { ...applicant, jobId: 999999, ...(await files()), ...(await captcha()) });
    expect(unknown.status).toBe(404);
    const video = await post(APPLICATION_URL, { ...applicant, phone: "66000001", email: "v@example.mo", jobId: await openJobId(), ...(await files()), diploma: [await uploaded(mp4())], ...(await captcha()) });
    expect(video.status).toBe(400);
    expect(video.body.code).toBe(-1);
  });

  it("refuses bad input with a 4xx envelope", async () => {
    await checkParams(t, {
      method: "POST",
      url: APPLICATION_URL,
      body: { ...applicant, jobId: 1, diploma: ["/uploads/u/2026/01/AAAAAAAAAAAAAAAAAAAAAA.pdf"], photo: "/uploads/u/2026/01/AAAAAAAAAAAAAAAAAAAAAA.webp", verifyKey: "k", verifyCode: "1" },
      fields: [
        { in: "body", name: "jobId", kind: "id" },
        { in: "body", name: "chineseName", kind: "text" },
        { in: "body", name: "englishName", kind: "text" },
        { in: "body", name: "idNumber", kind: "text" },
        { in: "body", name: "phone", kind: "text" },
        { in: "body", name: "email", kind: "text" },
        { in: "body", name: "chineseAddress", kind: "text" },
        { in: "body", name: "englishAddress", kind: "text" },
        { in: "body", name: "experienceYears", kind: "enum" },
        { in: "body", name: "diploma", kind: "slug" },
        { in: "body", name: "photo", kind: "slug" },
      ],
      expectOk: false,
    });
  });
});

describe("staff exports", () => {
  const auth = { authorization: `Bearer ${TOKEN}` };

  it("need the token", async () => {
    for (const url of ["/api/staff/forms/disclosures", "/api/staff/forms/job-applications"]) {
      expect((await t.call({ method: "GET", url })).status).toBe(401);
      expect((await t.call({ method: "GET", url, headers: { authorization: "Bearer wrong-token-wrong-token" } })).status).toBe(401);
      expect((await t.call({ method: "GET", url: `${url}?format=json`, headers: auth })).body.code).toBe(0);
    }
  });

  it("give CSV that a spreadsheet cannot run, and JSON within a date range", async () => {
    const res = await post("/api/v1.0/cms/disclosure", { name: "=HYPERLINK(\"http://x\")", sex: "female", content: "+1 formula, \"quoted\"", email: "csv@example.mo", ...(await captcha()) });
    expect(res.body.code).toBe(0);
    const csv = await t.app.inject({ method: "GET", url: "/api/staff/forms/disclosures?format=csv", headers: auth });
    expect(csv.headers["content-type"]).toMatch(/text\/csv/);
    expect(csv.headers["cache-control"]).toBe("no-store");
    expect(csv.body).toContain(`"'=HYPERLINK(""http://x"")"`);
    expect(csv.body).toContain(`"'+1 formula, ""quoted"""`);
    const future = await t.call({ method: "GET", url: "/api/staff/forms/disclosures?format=json&from=2099-01-01&to=2099-01-02", headers: auth });
    expect((future.body.data as { items: unknown[] }).items).toEqual([]);
    const apps = await t.app.inject({ method: "GET", url: "/api/staff/forms/job-applications", headers: auth });
    expect(apps.body.split("\r\n")[0]).toContain("id_number");
  });

  it("refuse bad input with a 4xx envelope", async () => {
    const fields = [
      { in: "query" as const, name: "from", kind: "date" as const },
      { in: "query" as const, name: "to", kind: "date" as const },
      { in: "query" as const, name: "format", kind: "enum" as const },
    ];
    await checkParams(t, { method: "GET", url: "/api/staff/forms/disclosures", headers: auth, query: { format: "json" }, fields });
    await checkParams(t, { method: "GET", url: "/api/staff/forms/job-applications", headers: auth, query: { format: "json" }, fields });
  });
});

describe("retention", () => {
  it("deletes disclosures after two years and applications a year after their job closed", async () => {
    const jobId = await openJobId();
    const [job] = await t.database.db.select().from(jobs).where(eq(jobs.id, jobId));
    const res = await post("/api/v1.0/cms/job-application", {
      chineseName: "李小明", englishName: "Lei Siu Ming", idNumber: "71234567", phone: "66770011", email: "lei@example.mo",
      chineseAddress: "澳門新馬路 50 號", englishAddress: "50 Avenida de Almeida Ribeiro", jobId,
      diploma: [await uploaded(pdf(), "diploma")], photo: await uploaded(await jpeg()), ...(await captcha()),
    });
    expect(res.body.code).toBe(0);
    const soon = await pruneSubmissions(t.database.db, new Date(job!.closesAt.getTime() + 300 * 86_400_000));
    expect(soon.applications).toBe(0);
    const later = await pruneSubmissions(t.database.db, new Date(Date.now() + 3 * 365 * 86_400_000));
    expect(later.applications).toBeGreaterThan(0);
    expect(later.disclosures).toBeGreaterThan(0);
    expect(await t.database.db.select().from(disclosures)).toEqual([]);
  });
});

// ── The upload attack set, on every kind of file the forms take ──────────────────────────────────────────────

function crc32(bytes: Buffer): number {
  let crc = ~0;
  for (const byte of bytes) {
    crc ^= byte;
    for (let k = 0; k < 8; k++) crc = (crc >>> 1) ^ (0xedb88320 & -(crc & 1));
  }
  return ~crc >>> 0;
}
function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, "latin1"), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}
/** A PNG of 60000 × 60000 pixels in a few kilobytes: 3.6 billion pixels once decoded. */
function decompressionBomb(): Buffer {
  const side = 60_000;
  const header = Buffer.alloc(13);
  header.writeUInt32BE(side, 0);
  header.writeUInt32BE(side, 4);
  header.set([8, 0, 0, 0, 0], 8); // 8-bit greyscale
  const row = Buffer.alloc(side + 1);
  const data = deflateSync(Buffer.concat(Array.from({ length: 64 }, () => row)), { level: 9 });
  return Buffer.concat([Buffer.from("\x89PNG\r\n\x1a\n", "latin1"), chunk("IHDR", header), chunk("IDAT", data), chunk("IEND", Buffer.alloc(0))]);
}

describe("the upload attack set on the forms' files (image, video, diploma)", () => {
  const kinds = [
    { name: "image", purpose: "general" as const, limit: 5 * MB, head: () => Buffer.from("\x89PNG\r\n\x1a\n", "latin1") },
    { name: "video", purpose: "general" as const, limit: 10 * MB, head: () => Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from("ftypisom", "latin1")]) },
    { name: "diploma", purpose: "diploma" as const, limit: 50 * MB, head: () => Buffer.from("%PDF-1.7\n", "latin1") },
  ];
  for (const kind of kinds) {
    it(`answers 4xx, never 5xx, for each attack on a ${kind.name}`, async () => {
      const good = kind.name === "image" ? await jpeg() : kind.name === "video" ? mp4() : pdf();
      const attacks: [string, Buffer, string][] = [
        ["the limit (sizes must be under it)", Buffer.concat([kind.head(), Buffer.alloc(kind.limit - kind.head().length, 1)]), "x.bin"],
        ["the limit + 1 byte", Buffer.concat([kind.head(), Buffer.alloc(kind.limit + 1 - kind.head().length, 1)]), "x.bin"],
        ["wrong magic bytes", Buffer.concat([Buffer.from("MZ\x90\x00\x03\x00\x00\x00", "latin1"), good.subarray(8)]), "file.pdf"],
        ["a script with a double extension", Buffer.from("<?php system($_GET['c']); ?>"), "photo.jpg.php"],
        ["an SVG with a script", Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'), "image.svg"],
        ["a decompression-bomb PNG", decompressionBomb(), "bomb.png"],
      ];
      for (const [what, bytes, filename] of attacks) {
        await clearLimits(t);
        const res = await upload(bytes, { filename, purpose: kind.purpose });
        expect(res.status, `${kind.name}: ${what}`).toBeGreaterThanOrEqual(400);
        expect(res.status, `${kind.name}: ${what}`).toBeLessThan(500);
        expect(res.body.code, `${kind.name}: ${what}`).not.toBe(0);
      }
      // A hostile name, even on a harmless file: refused (the name is never used, files get random names).
      for (const [what, filename] of [["a 300-character name", "x".repeat(300) + ".pdf"], ["a NUL in the name", "evil\u0000.php.pdf"]]) {
        await clearLimits(t);
        const res = await upload(good, { filename: filename!, purpose: kind.purpose });
        expect(res.status, `${kind.name}: ${what}`).toBe(400);
        expect(res.body.code, `${kind.name}: ${what}`).not.toBe(0);
      }
      await clearLimits(t);
      expect((await upload(good, { filename: "照片 2026.jpg", purpose: kind.purpose })).body.code, "an ordinary name").toBe(0);
    });
  }
});
