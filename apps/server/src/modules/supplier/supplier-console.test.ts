import { and, count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { SupplierConsolePage, SupplierInfo } from "@portal/contract/schemas/supplier";
import { createTestApp, type TestApp } from "../../test/app.ts";
import { checkParams } from "../../test/check-params.ts";
import { auditLog } from "../audit/tables.ts";
import { messageTo } from "../identity/flows.test-helper.ts";
import { outboxMessages } from "../messaging/tables.ts";
import { consoleBrowser, consoleSend as send, signedInStaff, type ConsoleBrowser } from "../staff/staff.test-helper.ts";
import { suppliers } from "./tables.ts";
import { DEMO_SUPPLIER, SUPPLIER_BASE, supplierPost } from "./supplier.test-helper.ts";

const SUPPLIERS = "/api/console/v1/suppliers";
const SUPPLIER = "/api/console/v1/suppliers/:uuid";
const APPROVE = "/api/console/v1/suppliers/:uuid/approve";
const REFUSE = "/api/console/v1/suppliers/:uuid/refuse";
const NO_SUCH_UUID = "00000000-0000-4000-8000-000000000000";

let t: TestApp;
let procurement: ConsoleBrowser;

/** Registrations of the queue's tests, made in the table (the public registration is supplier.test.ts's). */
async function registration(n: number, name: string, status: "pending" | "approved" | "rejected", daysAgo: number) {
  const [row] = await t.database.db
    .insert(suppliers)
    .values({
      username: `console-${n}`,
      usernameKey: `console-${n}`,
      mobile: `6677${String(n).padStart(4, "0")}`,
      email: `office${n}@console.example.mo`,
      emailKey: `office${n}@console.example.mo`,
      passwordHash: "not-a-hash",
      companyNameZh: `${name}有限公司`,
      companyNameEn: `${name} Limited`,
      businessRegistrationNo: `BR-${n}`,
      contactPerson: "Chan Tai Man",
      address: "Avenida da Praia Grande 100, Macau",
      files: [{ kind: "license", path: `/uploads/u/2026/11/console${String(n).padStart(15, "0")}.pdf` }],
      status,
      createdAt: new Date(t.clock.now.getTime() - daysAgo * 86_400_000),
    })
    .returning();
  return row!;
}


/** How many messages went to a number (once the ones under way have left). */
async function smsTo(mobile: string): Promise<number> {
  await messageTo(t, mobile);
  const [row] = await t.database.db.select({ n: count() }).from(outboxMessages).where(eq(outboxMessages.recipient, mobile));
  return Number(row?.n ?? 0);
}

const queue = (query = "") => send<SupplierConsolePage>(procurement, "GET", `/suppliers${query}`);

beforeAll(async () => {
  t = await createTestApp();
  procurement = await signedInStaff(t, "procurement");
});
afterAll(() => t.close());

describe("the review queue", () => {
  it("lists pending registrations first, then the oldest first; by status, by company name, paged; with the counts", async () => {
    await registration(1, "Harbour Echo", "pending", 1);
    await registration(2, "Old Pier", "pending", 9);
    await registration(3, "Sunset 100%", "approved", 30);
    await registration(4, "Rua Nova", "rejected", 20);

    const all = await queue("?pageSize=100");
    expect(all.status, all.message).toBe(200);
    const statuses = all.data.items.map((item) => item.status);
    // Every pending one before any other.
    expect(statuses.lastIndexOf("pending")).toBeLessThan(statuses.findIndex((status) => status !== "pending"));
    const pending = all.data.items.filter((item) => item.status === "pending").map((item) => item.username);
    expect(pending).toEqual(["console-2", "lotus-stage", "console-1"]);
    expect(all.data.counts).toEqual({ pending: 3, approved: 2, rejected: 1 });

    const approved = await queue("?status=approved");
    expect(approved.data.items.map((item) => item.username)).toEqual(["supplier-demo", "console-3"]);
    expect(approved.data.total).toBe(2);
    // The counts are every status's, whatever the filter.
    expect(approved.data.counts.pending).toBe(3);

    // By words of either name; `%` is a character, not a wildcard.
    expect((await queue("?q=pier")).data.items.map((item) => item.username)).toEqual(["console-2"]);
    expect((await queue(`?q=${encodeURIComponent("舊")}`)).data.items).toEqual([]);
    expect((await queue(`?q=${encodeURIComponent("100%")}`)).data.items.map((item) => item.username)).toEqual(["console-3"]);
    expect((await queue(`?q=${encodeURIComponent("%")}`)).data.items.map((item) => item.username)).toEqual(["console-3"]);

    const second = await queue("?pageSize=2&page=2");
    expect(second.data).toMatchObject({ page: 2, pageSize: 2, total: 6 });
    expect(second.data.items.map((item) => item.username)).toEqual(["console-1", "supplier-demo"]);
  });

  it("shows one registration in full, with its documents; 404 for one that does not exist", async () => {
    const row = await registration(5, "Lantern", "pending", 3);
    const one = await send<SupplierInfo>(procurement, "GET", `/suppliers/${row.uuid}`);
    expect(one.data).toMatchObject({
      uuid: row.uuid,
      companyNameZh: "Lantern有限公司",
      companyNameEn: "Lantern Limited",
      businessRegistrationNo: "BR-5",
      contactPerson: "Chan Tai Man",
      email: "office5@console.example.mo",
      mobile: "66770005",
      status: "pending",
      files: [{ kind: "license", path: row.files[0]!.path }],
    });
    expect((await send(procurement, "GET", `/suppliers/${NO_SUCH_UUID}`)).status).toBe(404);
  });
});

describe("decisions", () => {
  const auditOf = (id: number) => t.database.db.select().from(auditLog).where(and(eq(auditLog.entity, "supplier"), eq(auditLog.entityId, String(id))));

  it("approves: the supplier is told by SMS and signs in to an approved account; audited once", async () => {
    const [lotus] = await t.database.db.select().from(suppliers).where(eq(suppliers.username, "lotus-stage"));
    const approved = await send<SupplierInfo>(procurement, "POST", `/suppliers/${lotus!.uuid}/approve`);
    expect(approved.status, approved.message).toBe(200);
    expect(approved.data).toMatchObject({ status: "approved", statusReason: null });
    expect(approved.data.reviewedAt).not.toBeNull();
    expect((await messageTo(t, lotus!.mobile))?.body).toMatch(/approved/);

    const login = await supplierPost(t, "login", { username: "lotus-stage", password: DEMO_SUPPLIER.password });
    const token = (login.body.data as { token: string }).token;
    const info = await t.call({ method: "GET", url: `${SUPPLIER_BASE}/info`, headers: { "api-key": token } });
    expect(info.body.data).toMatchObject({ status: "approved" });

    const entries = await auditOf(lotus!.id);
    expect(entries.map((e) => e.action)).toEqual(["supplier.approve"]);
    expect(entries[0]!.before).toMatchObject({ status: "pending" });
    expect(entries[0]!.after).toMatchObject({ status: "approved" });
    // Nothing of the account's secrets in the log.
    expect(JSON.stringify(entries[0])).not.toContain("passwordHash");

    // Approving again changes nothing: no second entry, no second SMS.
    const sent = () => smsTo(lotus!.mobile);
    const before = await sent();
    expect((await send(procurement, "POST", `/suppliers/${lotus!.uuid}/approve`)).status).toBe(200);
    expect(await auditOf(lotus!.id)).toHaveLength(1);
    expect(await sent()).toBe(before);
  });

  it("refuses with a reason the supplier reads in the SMS and on the account; the reason is required and bounded, in four languages", async () => {
    const row = await registration(6, "Jade Gate", "pending", 2);
    const path = `/suppliers/${row.uuid}/refuse`;
    const missing = {
      en: "Give the reason for refusing: the supplier reads it in the SMS and on their account page",
      zh_TW: "請寫下不通過的原因：供應商會在短訊及帳戶頁看到",
      zh_CN: "请写下不通过的原因：供应商会在短信及账户页看到",
      pt: "Indique o motivo da recusa: o fornecedor lê-o no SMS e na página da sua conta",
    };
    for (const [language, message] of Object.entries(missing)) {
      for (const body of [{}, { reason: "" }, { reason: "   \n " }]) {
        const refused = await send(procurement, "POST", path, body, language);
        expect(refused).toMatchObject({ status: 400, message });
        expect(refused.code).not.toBe(0);
      }
    }
    const tooLong = await send(procurement, "POST", path, { reason: "字".repeat(301) });
    expect(tooLong).toMatchObject({ status: 400, message: "The reason may be at most 300 characters long" });
    expect((await t.database.db.select().from(suppliers).where(eq(suppliers.id, row.id)))[0]!.status).toBe("pending");

    const reason = "The business registration certificate has expired <b>2025</b>";
    const refused = await send<SupplierInfo>(procurement, "POST", path, { reason: `  ${reason} ` });
    expect(refused.status, refused.message).toBe(200);
    expect(refused.data).toMatchObject({ status: "rejected", statusReason: reason });
    expect((await messageTo(t, row.mobile))?.body).toContain(reason);
    expect((await auditOf(row.id)).map((e) => e.action)).toEqual(["supplier.refuse"]);
    expect((await queue("?status=rejected")).data.items.map((item) => item.uuid)).toContain(row.uuid);
    // 300 characters is still a reason.
    expect((await send(procurement, "POST", path, { reason: "字".repeat(300) })).status).toBe(200);
  });

  it("answers 404 for an unknown registration; other roles are refused by the guard", async () => {
    expect((await send(procurement, "POST", `/suppliers/${NO_SUCH_UUID}/approve`)).status).toBe(404);
    expect((await send(procurement, "POST", `/suppliers/${NO_SUCH_UUID}/refuse`, { reason: "x" })).status).toBe(404);
    const hr = await signedInStaff(t, "hr", consoleBrowser(t));
    expect((await send(hr, "GET", "/suppliers")).status).toBe(403);
  });
});

describe("bad input on every supplier review call", () => {
  it("answers 4xx envelopes, and succeeds with good input", async () => {
    const headers = procurement.headers();
    const row = await registration(7, "Checked", "pending", 1);
    const uuidField = { in: "params" as const, name: "uuid", kind: "slug" as const };
    await checkParams(t, {
      method: "GET",
      url: SUPPLIERS,
      headers,
      query: { page: 1, pageSize: 5, status: "pending", q: "Checked" },
      fields: [
        { in: "query", name: "page", kind: "page" },
        { in: "query", name: "pageSize", kind: "pageSize" },
        { in: "query", name: "status", kind: "enum" },
        { in: "query", name: "q", kind: "text" },
      ],
    });
    // (An empty uuid would be the queue's own address: the GET checks the others.)
    for (const uuid of ["not-a-uuid", "x".repeat(5000), "../../etc/passwd", "<script>"]) {
      const res = await send(procurement, "GET", `/suppliers/${encodeURIComponent(uuid)}`);
      expect([400, 404], uuid).toContain(res.status);
      expect(res.code).not.toBe(0);
    }
    await checkParams(t, { method: "GET", url: SUPPLIER, headers, params: { uuid: row.uuid } });
    await checkParams(t, { method: "POST", url: REFUSE, headers, params: { uuid: row.uuid }, body: { reason: "Incomplete documents" }, fields: [uuidField, { in: "body", name: "reason", kind: "text" }] });
    await checkParams(t, { method: "POST", url: APPROVE, headers, params: { uuid: row.uuid }, fields: [uuidField] });
  });
});
