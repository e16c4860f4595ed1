import { mkdirSync, mkdtempSync, rmSync, writeFileSync, existsSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { and, eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { FormReceipt, JobPage } from "@portal/contract/endpoints/forms";
import { INBOX_KINDS, inboxKindsOf, type InboxDetail, type InboxKind, type InboxNote, type InboxPage, type InboxStaff } from "@portal/contract/schemas/inbox";
import type { StaffRole } from "@portal/contract/schemas/staff";
import type { UploadResult } from "@portal/contract/schemas/upload";
import { createTestApp, type TestApp } from "../../test/app.ts";
import { checkParams } from "../../test/check-params.ts";
import { multipart } from "../../test/multipart.ts";
import { auditLog } from "../audit/tables.ts";
import { issueCaptcha } from "../captcha/captcha.ts";
import { pruneSubmissions } from "../forms/forms-service.ts";
import { contactMessages, disclosures, jobApplications } from "../forms/tables.ts";
import { clearLimits, memberIdOf } from "../member/member.test-helper.ts";
import { pruneFeedback } from "../member/inbox-source.ts";
import { memberFeedback } from "../member/tables.ts";
import { consoleBrowser, signedInStaff, staffIdOf, type ConsoleBrowser } from "../staff/staff.test-helper.ts";
import { suppliers } from "../supplier/tables.ts";
import { sweepUploads } from "../upload/sweep.ts";
import { pruneBookings } from "../visit/inbox-source.ts";
import { visitBookings, visitBookingSlots, visitLocations, visitSlots } from "../visit/tables.ts";
import { forgetDeletedSubmissions } from "./inbox-service.ts";
import { inboxHandling, inboxNotes } from "./tables.ts";

const INBOX = "/api/console/v1/inbox";
const ASSIGNEES = "/api/console/v1/inbox/assignees";
const FILES = "/api/console/v1/inbox/files";
const ITEM = "/api/console/v1/inbox/:kind/:id";
const STATUS = "/api/console/v1/inbox/:kind/:id/status";
const ASSIGN = "/api/console/v1/inbox/:kind/:id/assign";
const NOTES = "/api/console/v1/inbox/:kind/:id/notes";
let t: TestApp;
let uploadDir: string;
const browsers = new Map<StaffRole, ConsoleBrowser>();
/** A submission of every kind, made below through the public forms (or rows, for those without a public form here). */
const ids = {} as Record<InboxKind, number>;
let diplomaPath: string;
let photoPath: string;
let supplierDocument: string;

beforeAll(async () => {
  uploadDir = mkdtempSync(join(tmpdir(), "portal-inbox-test-"));
  t = await createTestApp({ UPLOAD_DIR: uploadDir });
  for (const role of ["editor", "marketing", "hr", "procurement", "moderator", "admin", "producer"] as const) browsers.set(role, await signedInStaff(t, role));
  await makeSubmissions();
});
afterAll(async () => {
  await t.close();
  rmSync(uploadDir, { recursive: true, force: true });
});
beforeEach(() => clearLimits(t));

const as = (role: StaffRole) => browsers.get(role)!;

let ipCounter = 0;
const post = (url: string, payload: Record<string, unknown>) =>
  t.call({ method: "POST", url, payload, remoteAddress: `10.77.0.${++ipCounter}`, headers: { "api-language": "en" } });
async function captcha() {
  const { verifyKey } = await issueCaptcha(t.kv, t.clock.now, 20, 11);
  return { verifyKey, verifyCode: "11" };
}
async function upload(file: Buffer, purpose: "form" | "diploma"): Promise<string> {
  const body = multipart(file, { filename: "file.bin" });
  const res = await t.call({ method: "POST", url: `/api/v1.0/common/upload?purpose=${purpose}`, payload: body.payload, headers: { ...body.headers, "api-language": "en" } });
  expect(res.body.code, JSON.stringify(res.body)).toBe(0);
  return (res.body.data as UploadResult).path;
}
const jpeg = () => sharp({ create: { width: 40, height: 30, channels: 3, background: { r: 10, g: 120, b: 200 } } }).jpeg().toBuffer();
const pdf = () => Buffer.concat([Buffer.from("%PDF-1.7\n", "latin1"), Buffer.alloc(2000, 32)]);

async function makeSubmissions(): Promise<void> {
  diplomaPath = await upload(pdf(), "diploma");
  photoPath = await upload(await jpeg(), "form");
  const jobs = (await t.call({ method: "GET", url: "/api/v1.0/cms/job?status=open&pageSize=1" })).body.data as JobPage;
  const application = await post("/api/v1.0/cms/job-application", {
    chineseName: "陳大文", englishName: "Chan Tai Man", idNumber: "51234567", phone: "66554433", email: "applicant@example.mo",
    chineseAddress: "澳門氹仔成都街 123 號", englishAddress: "123 Rua de Chengdu, Taipa", experienceYears: "4",
    jobId: jobs.items[0]!.id, diploma: [diplomaPath], photo: photoPath, ...(await captcha()),
  });
  expect(application.body.code, JSON.stringify(application.body)).toBe(0);
  ids.application = (await t.database.db.select().from(jobApplications).where(eq(jobApplications.reference, (application.body.data as FormReceipt).reference)))[0]!.id;

  const disclosure = await post("/api/v1.0/cms/disclosure", { name: "=HYPERLINK(\"http://x\")", sex: "female", content: "Flooding on Rua do Campo", email: "tip@example.mo", images: [await upload(await jpeg(), "form")], ...(await captcha()) });
  expect(disclosure.body.code, JSON.stringify(disclosure.body)).toBe(0);
  ids.disclosure = (await t.database.db.select().from(disclosures).where(eq(disclosures.reference, (disclosure.body.data as FormReceipt).reference)))[0]!.id;
  const contact = await post("/api/v1.0/cms/contact-message", { name: "Maria Conceição", email: "viewer@example.mo", topic: "reception", message: "Channel 2 breaks up in Taipa", ...(await captcha()) });
  expect(contact.body.code, JSON.stringify(contact.body)).toBe(0);
  ids.contact = (await t.database.db.select().from(contactMessages).where(eq(contactMessages.reference, (contact.body.data as FormReceipt).reference)))[0]!.id;

  const [feedback] = await t.database.db.insert(memberFeedback).values({ memberId: await memberIdOf(t, "demo"), category: "app", content: "The player stops on my phone", contact: "demo@example.mo", createdAt: t.clock.now }).returning();
  ids.feedback = feedback!.id;
  const [location] = await t.database.db.select().from(visitLocations).limit(1);
  const [slot] = await t.database.db.insert(visitSlots).values({ locationId: location!.id, startsAt: new Date(t.clock.now.getTime() + 86_400_000), endsAt: new Date(t.clock.now.getTime() + 90_000_000), capacity: 30 }).returning();
  const [booking] = await t.database.db.insert(visitBookings).values({ reference: "V-TEST-1", locationId: location!.id, organisation: "Escola Portuguesa", contactName: "Ana Lei", phone: "66001122", email: "ana@example.mo", headcount: 20, locale: "pt", createdAt: t.clock.now }).returning();
  await t.database.db.insert(visitBookingSlots).values({ bookingId: booking!.id, slotId: slot!.id, people: 20 });
  ids.visit = booking!.id;

  // A supplier's document in the private area, as the registration's upload stores it.
  supplierDocument = "/uploads/p/2026/11/AbCdEfGhIjKlMnOpQrStUv.pdf";
  mkdirSync(join(uploadDir, "p/2026/11"), { recursive: true });
  writeFileSync(join(uploadDir, "p/2026/11/AbCdEfGhIjKlMnOpQrStUv.pdf"), pdf());
  const [supplier] = await t.database.db.select().from(suppliers).where(eq(suppliers.usernameKey, "supplier-demo"));
  await t.database.db.update(suppliers).set({ files: [{ kind: "businessRegistration", path: supplierDocument }] }).where(eq(suppliers.id, supplier!.id));
  ids.supplier = supplier!.id;
}

async function list(role: StaffRole, query = "") {
  const res = await as(role).get(`/inbox${query}`);
  return { status: res.status, message: res.body.message, data: res.body.data as InboxPage };
}

describe("who sees which kind", () => {
  it("lists for each role only the kinds it may see, with the new items of each, and the administrator all", async () => {
    for (const role of ["editor", "marketing", "hr", "procurement", "moderator", "admin"] as const) {
      const { status, data } = await list(role, "?pageSize=100");
      expect(status).toBe(200);
      expect(data.counts.map((count) => count.kind)).toEqual(inboxKindsOf(role));
      expect(new Set(data.items.map((item) => item.kind))).toEqual(new Set(inboxKindsOf(role)));
      for (const kind of inboxKindsOf(role)) expect(data.items.some((item) => item.kind === kind && item.id === ids[kind]), `${role} ${kind}`).toBe(true);
    }
    expect((await list("admin")).data.counts.map((count) => count.kind)).toEqual([...INBOX_KINDS]);
  });

  it("answers 403 in the request's language to a kind the role may not see, for the list and one item", async () => {
    const res = await as("hr").get("/inbox?kind=disclosure", { language: "pt" });
    expect(res.status).toBe(403);
    expect(res.body.message).toBe("A sua função não lhe permite ver este tipo de pedido");
    expect((await as("marketing").get(`/inbox/application/${ids.application}`)).status).toBe(403);
    expect((await as("producer").get("/inbox")).status).toBe(403);
    expect((await consoleBrowser(t).get("/inbox")).status).toBe(401);
    expect((await as("hr").get("/inbox/application/999999")).status).toBe(404);
  });

  it("shows an application with its fields, files, the day it is deleted on and no notes yet", async () => {
    const res = await as("hr").get(`/inbox/application/${ids.application}`);
    const item = res.body.data as InboxDetail;
    expect(item).toMatchObject({ kind: "application", status: "new", assignee: null, notes: [], from: "Chan Tai Man" });
    expect(item.fields).toContainEqual({ key: "idNumber", value: "51234567", label: null });
    expect(item.files).toEqual([{ key: "diploma", path: diplomaPath }, { key: "photo", path: photoPath }]);
    expect(item.deletedOn).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    const supplier = (await as("procurement").get(`/inbox/supplier/${ids.supplier}`)).body.data as InboxDetail;
    expect(supplier.link).toMatch(/^\/console\/suppliers\/[0-9a-f-]{36}$/);
    expect(supplier.deletedOn).toBeNull();
    const visit = (await as("marketing").get(`/inbox/visit/${ids.visit}`)).body.data as InboxDetail;
    expect(visit.fields).toContainEqual({ key: "organisation", value: "Escola Portuguesa", label: null });
  });
});

describe("handling", () => {
  const entries = (action: string, kind: InboxKind, id: number) =>
    t.database.db.select().from(auditLog).where(and(eq(auditLog.action, action), eq(auditLog.entityId, `${kind}:${id}`)));

  it("sets the status, assigns and adds notes, each audited; the filters find the item by them", async () => {
    const hr = as("hr");
    const hrId = await staffIdOf(t, "hr");
    const url = `/inbox/application/${ids.application}`;
    const started = await hr.post(`${url}/status`, { status: "in_progress" });
    expect((started.body.data as InboxDetail).status).toBe("in_progress");
    expect(await entries("inbox.status", "application", ids.application)).toMatchObject([{ before: { status: "new" }, after: { status: "in_progress" }, actorRole: "hr" }]);

    const assigned = await hr.post(`${url}/assign`, { staffId: hrId });
    expect((assigned.body.data as InboxDetail).assignee).toMatchObject({ id: hrId, role: "hr" });
    expect(await entries("inbox.assign", "application", ids.application)).toMatchObject([{ before: { assigneeId: null }, after: { assigneeId: hrId } }]);
    expect((await list("hr", "?mine=true")).data.items.map((item) => item.id)).toEqual([ids.application]);
    expect((await list("hr", `?assignee=${hrId}&status=in_progress`)).data.total).toBe(1);
    expect((await list("hr", "?assignee=none&kind=application")).data.items.some((item) => item.id === ids.application)).toBe(false);

    const note = await hr.post(`${url}/notes`, { text: "Called: <b>interview</b> on Monday" });
    expect(note.status).toBe(200);
    expect(note.body.data as InboxNote).toMatchObject({ text: "Called: <b>interview</b> on Monday", author: { id: hrId } });
    expect(await entries("inbox.note", "application", ids.application)).toHaveLength(1);

    const done = await hr.post(`${url}/status`, { status: "done" });
    const detail = done.body.data as InboxDetail;
    expect(detail).toMatchObject({ status: "done", updatedBy: { id: hrId } });
    expect(detail.notes.map((n) => n.text)).toEqual(["Called: <b>interview</b> on Monday"]);
    // The same status again changes nothing and writes no entry.
    await hr.post(`${url}/status`, { status: "done" });
    expect(await entries("inbox.status", "application", ids.application)).toHaveLength(2);
    const counts = (await list("hr")).data.counts;
    expect(counts.find((count) => count.kind === "application")!.new).toBe((await list("hr", "?status=new&kind=application")).data.total);
  });

  it("assigns only to an active staff member whose role sees the kind; unassigns", async () => {
    const url = `/inbox/contact/${ids.contact}/assign`;
    const refused = await as("moderator").post(url, { staffId: await staffIdOf(t, "hr") }, { language: "zh_TW" });
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe("只能指派給可以查看這類提交、帳戶有效的同事");
    const assignees = (await as("moderator").get("/inbox/assignees?kind=contact")).body.data as InboxStaff[];
    expect(new Set(assignees.map((member) => member.role))).toEqual(new Set(["moderator", "admin"]));
    expect((await as("moderator").post(url, { staffId: await staffIdOf(t, "admin") })).status).toBe(200);
    const cleared = await as("moderator").post(url, { staffId: null });
    expect((cleared.body.data as InboxDetail).assignee).toBeNull();
    expect((await as("moderator").get("/inbox/assignees?kind=application")).status).toBe(403);
  });

  it("exports the filtered list as CSV, formulas defused, only the caller's kinds", async () => {
    const res = await t.app.inject({ method: "GET", url: `${INBOX}?format=csv&kind=disclosure`, headers: as("editor").headers() });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toContain("text/csv");
    expect(res.headers["cache-control"]).toBe("no-store");
    const lines = res.body.trim().split("\r\n");
    expect(lines[0]).toBe("kind,id,reference,received_at,from,summary,status,assignee,deleted_on");
    expect(lines.slice(1).every((line) => line.startsWith("disclosure,"))).toBe(true);
    expect(res.body).toContain(`"'=HYPERLINK(""http://x"")"`);
    const all = await t.app.inject({ method: "GET", url: `${INBOX}?format=csv`, headers: as("editor").headers() });
    expect(all.body.split("\r\n").slice(1).filter(Boolean).every((line) => line.startsWith("disclosure,"))).toBe(true);
  });
});

describe("the public's files, private", () => {
  it("stores the forms' files under /uploads/p/, which no public address serves", async () => {
    expect(diplomaPath).toMatch(/^\/uploads\/p\/\d{4}\/\d{2}\//);
    expect(photoPath).toMatch(/^\/uploads\/p\//);
    expect((await t.app.inject({ method: "GET", url: diplomaPath })).statusCode).toBe(404);
    expect((await t.app.inject({ method: "GET", url: diplomaPath.replace("/uploads/p/", "/uploads/u/../p/") })).statusCode).toBe(404);
  });

  it("gives a file through the console to a role that sees its submission: 403 to another, 401 without a session, 404 for a path no one names", async () => {
    const file = (browser: ConsoleBrowser, path: string) => t.app.inject({ method: "GET", url: `${FILES}?path=${encodeURIComponent(path)}`, headers: browser.headers() });
    const res = await file(as("hr"), diplomaPath);
    expect(res.statusCode).toBe(200);
    expect(res.headers).toMatchObject({ "content-type": "application/pdf", "cache-control": "no-store", "x-content-type-options": "nosniff" });
    expect(String(res.headers["content-disposition"])).toMatch(/^attachment/);
    expect(String(res.headers["content-security-policy"])).toContain("sandbox");
    expect(res.rawPayload.subarray(0, 5).toString("latin1")).toBe("%PDF-");
    expect((await file(as("hr"), photoPath)).headers["content-type"]).toBe("image/webp");
    expect((await file(as("editor"), diplomaPath)).statusCode).toBe(403);
    expect((await file(consoleBrowser(t), diplomaPath)).statusCode).toBe(401);
    expect((await file(as("hr"), "/uploads/p/2026/01/NoSubmissionNamesThis.pdf")).statusCode).toBe(404);
    expect((await file(as("procurement"), supplierDocument)).statusCode).toBe(200);
    expect((await file(as("hr"), supplierDocument)).statusCode).toBe(403);
    expect((await file(as("admin"), supplierDocument)).statusCode).toBe(200);
  });

  it("sweeps a private file nobody refers to and keeps the ones submissions name", async () => {
    const orphan = join(uploadDir, "p/2026/11/OrphanOrphanOrphanOrph.pdf");
    writeFileSync(orphan, pdf());
    const result = await sweepUploads(t.database.db, uploadDir, new Date(Date.now() + 86_400_000), 3_600_000);
    expect(result.removed).toContain("/uploads/p/2026/11/OrphanOrphanOrphanOrph.pdf");
    expect(existsSync(orphan)).toBe(false);
    expect(result.removed).not.toContain(diplomaPath);
    expect(result.removed).not.toContain(supplierDocument);
  });
});

describe("retention", () => {
  it("deletes visit bookings a year after the visit and feedback a year after it came, and the inbox forgets them with their notes", async () => {
    await as("marketing").post(`/inbox/visit/${ids.visit}/notes`, { text: "Confirmed by phone" });
    await as("moderator").post(`/inbox/feedback/${ids.feedback}/status`, { status: "done" });
    expect(await pruneBookings(t.database.db, new Date(t.clock.now.getTime() + 300 * 86_400_000))).toBe(0);
    expect(await pruneFeedback(t.database.db, new Date(t.clock.now.getTime() + 300 * 86_400_000))).toBe(0);
    const later = new Date(t.clock.now.getTime() + 400 * 86_400_000);
    expect(await pruneBookings(t.database.db, later)).toBeGreaterThan(0);
    expect(await pruneFeedback(t.database.db, later)).toBeGreaterThan(0);
    await pruneSubmissions(t.database.db, new Date(t.clock.now.getTime() + 3 * 365 * 86_400_000));
    expect(await forgetDeletedSubmissions(t.database.db)).toBeGreaterThanOrEqual(3);
    const left = await t.database.db.select().from(inboxHandling);
    expect(left.every((row) => row.kind === "supplier")).toBe(true);
    expect(await t.database.db.select().from(inboxNotes).where(eq(inboxNotes.kind, "visit"))).toEqual([]);
    expect((await as("marketing").get(`/inbox/visit/${ids.visit}`)).status).toBe(404);
  });
});

describe("bad input", () => {
  it("answers 4xx in the request's language on every call", async () => {
    const headers = as("admin").headers();
    const kindId = [
      { in: "params" as const, name: "kind", kind: "enum" as const },
      { in: "params" as const, name: "id", kind: "id" as const },
    ];
    const params = { kind: "supplier", id: ids.supplier };
    await checkParams(t, {
      method: "GET",
      url: INBOX,
      headers,
      fields: [
        { in: "query", name: "kind", kind: "enum" },
        { in: "query", name: "status", kind: "enum" },
        { in: "query", name: "assignee", kind: "id" },
        { in: "query", name: "mine", kind: "bool" },
        { in: "query", name: "q", kind: "text" },
        { in: "query", name: "from", kind: "date" },
        { in: "query", name: "to", kind: "date" },
        { in: "query", name: "page", kind: "page" },
        { in: "query", name: "pageSize", kind: "pageSize" },
      ],
    });
    await checkParams(t, { method: "GET", url: ASSIGNEES, headers, fields: [{ in: "query", name: "kind", kind: "enum" }] });
    await checkParams(t, { method: "GET", url: FILES, headers, query: { path: supplierDocument }, fields: [{ in: "query", name: "path", kind: "slug" }], expectOk: false });
    await checkParams(t, { method: "GET", url: ITEM, headers, params, fields: kindId });
    await checkParams(t, { method: "POST", url: STATUS, headers, params, body: { status: "in_progress" }, fields: [...kindId, { in: "body", name: "status", kind: "enum" }] });
    await checkParams(t, { method: "POST", url: ASSIGN, headers, params, body: { staffId: null }, fields: [...kindId, { in: "body", name: "staffId", kind: "id" }] });
    await checkParams(t, { method: "POST", url: NOTES, headers, params, body: { text: "Checked" }, fields: [...kindId, { in: "body", name: "text", kind: "text" }] });
  });
});
