import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AuditEntry } from "@portal/contract/schemas/audit";
import type { Paged } from "@portal/contract/schemas/member";
import type { StaffActor } from "../../platform/staff-auth.ts";
import { createTestApp, type TestApp } from "../../test/app.ts";
import { checkParams } from "../../test/check-params.ts";
import { consoleBrowser, signedInStaff, staffIdOf } from "../staff/staff.test-helper.ts";
import { AUDIT_CSV_COLUMNS, changedFields, recordChange } from "./audit-service.ts";
import { auditLog } from "./tables.ts";

const AUDIT = "/api/console/v1/audit";

let t: TestApp;
let actor: StaffActor;
beforeAll(async () => {
  t = await createTestApp();
  actor = { sessionId: 0, staffId: await staffIdOf(t, "editor"), role: "editor", email: "staff.editor@example.mo", displayName: "Editor", ip: "192.0.2.7", userAgent: "test" };
});
afterAll(() => t.close());

describe("changedFields", () => {
  it("keeps only the fields that differ, dates as ISO strings, and leaves out updatedAt", () => {
    const before = { id: 1, title: "舊標題", body: "<p>long</p>", publishedAt: new Date("2026-11-28T01:00:00Z"), updatedAt: new Date(1) };
    const after = { ...before, title: "新標題", publishedAt: new Date("2026-11-28T02:00:00Z"), updatedAt: new Date(2) };
    expect(changedFields(before, after)).toEqual({
      before: { title: "舊標題", publishedAt: "2026-11-28T01:00:00.000Z" },
      after: { title: "新標題", publishedAt: "2026-11-28T02:00:00.000Z" },
    });
  });

  it("stores the whole row on one side for a row created or deleted, without the ignored fields", () => {
    expect(changedFields(null, { id: 3, title: "x", passwordHash: "h" }, ["passwordHash"])).toEqual({ before: null, after: { id: 3, title: "x" } });
    expect(changedFields({ id: 3, title: "x" }, null)).toEqual({ before: { id: 3, title: "x" }, after: null });
  });
});

describe("the audit log", () => {
  it("is written in the change's transaction: a change rolled back leaves no entry", async () => {
    const marker = `rolled-back-${Date.now()}`;
    await expect(
      t.database.db.transaction(async (tx) => {
        await recordChange(tx, actor, { action: "news.update", entity: "news_article", entityId: marker, after: { title: "x" } });
        throw new Error("the change failed");
      }),
    ).rejects.toThrow("the change failed");
    const rows = await t.database.db.select().from(auditLog).where(sql`${auditLog.entityId} = ${marker}`);
    expect(rows).toHaveLength(0);
  });

  it("cannot be edited or deleted, even with SQL: the database refuses", async () => {
    await recordChange(t.database.db, actor, { action: "news.update", entity: "news_article", entityId: "immutable", before: { title: "a" }, after: { title: "b" } });
    for (const statement of [
      sql`update audit_log set after = '{}'::jsonb where entity_id = 'immutable'`,
      sql`delete from audit_log where entity_id = 'immutable'`,
      sql`truncate audit_log`,
    ]) {
      // Drizzle wraps the database's error ("Failed query: …"); the refusal is its cause.
      const error = await t.database.db.execute(statement).then(() => null, (e: Error) => e);
      expect(String((error?.cause as Error | undefined)?.message)).toMatch(/audit_log is append-only: (UPDATE|DELETE|TRUNCATE) refused/);
    }
    const rows = await t.database.db.select().from(auditLog).where(sql`${auditLog.entityId} = 'immutable'`);
    expect(rows.map((r) => r.after)).toEqual([{ title: "b" }]);
  });

  it("is read with filters, newest first, by administrators and editors only", async () => {
    const at = (iso: string) => new Date(iso);
    const id = `filter-${Date.now()}`;
    // 2026-11-27 23:30 and 2026-11-28 00:30 in Macao (UTC+8): two different Macao days.
    await recordChange(t.database.db, actor, { action: "news.create", entity: "news_article", entityId: id, after: { title: "一" } }, at("2026-11-27T15:30:00Z"));
    await recordChange(t.database.db, actor, { action: "news.publish", entity: "news_article", entityId: id, before: { status: "draft" }, after: { status: "published" } }, at("2026-11-27T16:30:00Z"));

    const admin = await signedInStaff(t, "admin");
    const all = await admin.get(`/audit?entity=news_article&entityId=${id}`);
    expect(all.status, all.body.message).toBe(200);
    const page = all.body.data as Paged<AuditEntry>;
    expect(page.total).toBe(2);
    expect(page.items.map((e) => e.action)).toEqual(["news.publish", "news.create"]);
    expect(page.items[0]).toMatchObject({ actor: { email: "staff.editor@example.mo", role: "editor" }, ip: "192.0.2.7", before: { status: "draft" }, after: { status: "published" } });

    const day = await admin.get(`/audit?entityId=${id}&from=2026-11-28&to=2026-11-28`);
    expect((day.body.data as Paged<AuditEntry>).items.map((e) => e.action)).toEqual(["news.publish"]);
    const byAction = await admin.get(`/audit?entityId=${id}&action=news.create`);
    expect((byAction.body.data as Paged<AuditEntry>).items.map((e) => e.action)).toEqual(["news.create"]);

    const editor = await signedInStaff(t, "editor");
    expect((await editor.get(`/audit?entityId=${id}`)).status).toBe(200);
    for (const role of ["contributor", "moderator"] as const) expect((await (await signedInStaff(t, role)).get("/audit")).status).toBe(403);
    expect((await consoleBrowser(t).get("/audit")).status).toBe(401);
  });

  it("exports as CSV, values as JSON, formulas defused", async () => {
    const id = `csv-${Date.now()}`;
    await recordChange(t.database.db, actor, { action: "news.update", entity: "news_article", entityId: id, before: { title: "=cmd()" }, after: { title: 'say "hi"' } });
    const admin = await signedInStaff(t, "admin");
    const res = await admin.get(`/audit?entityId=${id}&format=csv`);
    expect(res.status).toBe(200);
    expect(res.headers["content-type"]).toMatch(/^text\/csv/);
    expect(res.headers["cache-control"]).toBe("no-store");
    const [header, row, end] = res.body.message.split("\r\n");
    expect(header).toBe(AUDIT_CSV_COLUMNS.map((c) => c.name).join(","));
    expect(row).toContain(`news.update,news_article,${id}`);
    expect(row).toContain(`"{""title"":""=cmd()""}"`);
    expect(row).toContain(`"{""title"":""say \\""hi\\""""}"`);
    expect(end).toBe("");
  });

  it("answers bad filters with a 400 in the request's language", async () => {
    const admin = await signedInStaff(t, "admin");
    await checkParams(t, {
      method: "GET",
      url: AUDIT,
      headers: admin.headers(),
      fields: [
        { in: "query", name: "page", kind: "page" },
        { in: "query", name: "pageSize", kind: "pageSize" },
        { in: "query", name: "actorId", kind: "id" },
        { in: "query", name: "from", kind: "date" },
        { in: "query", name: "to", kind: "date" },
        { in: "query", name: "format", kind: "enum" },
        { in: "query", name: "action", kind: "slug" },
      ],
      expectOk: true,
    });
    const reversed = await admin.get("/audit?from=2026-11-28&to=2026-11-01", { language: "zh-hant" });
    expect(reversed.status).toBe(400);
    expect(reversed.body.code).not.toBe(0);
  });
});
