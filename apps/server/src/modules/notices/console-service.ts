import { and, count, desc, eq, ne, type SQL } from "drizzle-orm";
import { noticeTags } from "@portal/contract/cache-tags";
import type { ApiLocale } from "@portal/contract/locales";
import type { Paged } from "@portal/contract/schemas/member";
import type { ConsoleNotice, ConsoleNoticeItem, ConsoleNoticeStatus, NoticeKind, noticeBody } from "@portal/contract/schemas/notices/console";
import type { z } from "zod";
import type { Db } from "../../db/client.ts";
import { consoleParagraphs, consoleText, storedParagraphs, storedText } from "../../platform/console-text.ts";
import type { Deps } from "../../platform/deps.ts";
import { notFound, refusal } from "../../platform/errors.ts";
import { pickText } from "../../platform/localize.ts";
import { parseMacauDateTime } from "../../platform/macau-time.ts";
import { offsetOf } from "../../platform/paging.ts";
import { windowStatus } from "../../platform/visibility.ts";
import type { StaffActor } from "../../platform/staff-auth.ts";
import { changedFields, recordChange } from "../audit/audit-service.ts";
import { noticeConsoleReplies } from "./console-replies.ts";
import { notices } from "./tables.ts";

/**
 * Marketing's console for notices (docs/console.md "Marketing"): the bar and list notices, the urgent notice (kind
 * `top`) and the home pop-up (kind `popup`). Every write is one transaction with its audit entry; after it commits,
 * every cached public notice answer — and so every page's frame — is dropped (`noticeTags.all`).
 */

type NoticeRow = typeof notices.$inferSelect;
type NoticeValues = z.output<typeof noticeBody>;

const statusOf = (row: NoticeRow, now: Date): ConsoleNoticeStatus => windowStatus(row, now);


function toConsoleNotice(row: NoticeRow, now: Date): ConsoleNotice {
  return {
    id: row.id,
    kind: row.kind as NoticeKind,
    title: consoleText(row.title),
    content: consoleParagraphs(row.content),
    url: row.url ?? "",
    slug: row.slug ?? "",
    startsAt: row.startsAt?.toISOString() ?? null,
    endsAt: row.endsAt?.toISOString() ?? null,
    published: row.published,
    status: statusOf(row, now),
  };
}

export async function listConsoleNotices(db: Db, locale: ApiLocale, now: Date, query: { kind?: NoticeKind | undefined; page: number; pageSize: number }): Promise<Paged<ConsoleNoticeItem>> {
  const where: SQL | undefined = query.kind ? eq(notices.kind, query.kind) : undefined;
  const [rows, [total]] = await Promise.all([
    db.select().from(notices).where(where).orderBy(desc(notices.createdAt), desc(notices.id)).limit(query.pageSize).offset(offsetOf(query.page, query.pageSize)),
    db.select({ n: count() }).from(notices).where(where),
  ]);
  return {
    items: rows.map((row) => ({ id: row.id, kind: row.kind as NoticeKind, title: pickText(row.title, locale), status: statusOf(row, now), startsAt: row.startsAt?.toISOString() ?? null, endsAt: row.endsAt?.toISOString() ?? null })),
    total: Number(total?.n ?? 0),
    page: query.page,
    pageSize: query.pageSize,
  };
}

export async function consoleNotice(deps: Deps, id: number): Promise<ConsoleNotice> {
  const [row] = await deps.db.select().from(notices).where(eq(notices.id, id));
  if (!row) throw notFound();
  return toConsoleNotice(row, deps.now());
}

function noticeColumns(input: NoticeValues) {
  const startsAt = input.startsAt ? parseMacauDateTime(input.startsAt) : null;
  const endsAt = input.endsAt ? parseMacauDateTime(input.endsAt) : null;
  if (startsAt && endsAt && endsAt <= startsAt) throw refusal(noticeConsoleReplies.endsBeforeStarts);
  return {
    kind: input.kind,
    title: storedText(input.title),
    content: storedParagraphs(input.content),
    url: input.url || null,
    slug: input.slug || null,
    startsAt,
    endsAt,
    published: input.published,
  };
}

/** Runs a write and its audit entry in one transaction, then drops the cached notice answers (every page's frame). */
async function writeThenDrop(deps: Deps, write: (tx: Db) => Promise<number>): Promise<ConsoleNotice> {
  const id = await deps.db.transaction(write);
  await deps.cache.invalidate([noticeTags.all]);
  return consoleNotice(deps, id);
}

async function lockedNotice(tx: Db, id: number): Promise<NoticeRow> {
  const [row] = await tx.select().from(notices).where(eq(notices.id, id)).for("update");
  if (!row) throw notFound();
  return row;
}

export function createNotice(deps: Deps, actor: StaffActor, input: NoticeValues): Promise<ConsoleNotice> {
  const columns = noticeColumns(input);
  return writeThenDrop(deps, async (tx) => {
    const [created] = await tx.insert(notices).values(columns).returning();
    await recordChange(tx, actor, { action: "notice.create", entity: "notice", entityId: created!.id, ...changedFields(null, created!) });
    return created!.id;
  });
}

export function updateNotice(deps: Deps, actor: StaffActor, id: number, input: NoticeValues): Promise<ConsoleNotice> {
  const columns = noticeColumns(input);
  return writeThenDrop(deps, async (tx) => {
    const before = await lockedNotice(tx, id);
    const [after] = await tx.update(notices).set(columns).where(eq(notices.id, id)).returning();
    await recordChange(tx, actor, { action: "notice.update", entity: "notice", entityId: id, ...changedFields(before, after!) });
    return id;
  });
}

export function setNoticeVisibility(deps: Deps, actor: StaffActor, id: number, published: boolean): Promise<ConsoleNotice> {
  return writeThenDrop(deps, async (tx) => {
    const before = await lockedNotice(tx, id);
    if (before.published === published) return id;
    const [after] = await tx.update(notices).set({ published }).where(eq(notices.id, id)).returning();
    await recordChange(tx, actor, { action: published ? "notice.publish" : "notice.unpublish", entity: "notice", entityId: id, ...changedFields(before, after!) });
    return id;
  });
}

/** The one urgent notice: this one becomes kind `top` and published; every other published `top` notice is unpublished. */
export function markUrgent(deps: Deps, actor: StaffActor, id: number): Promise<ConsoleNotice> {
  return writeThenDrop(deps, async (tx) => {
    const before = await lockedNotice(tx, id);
    const others = await tx.update(notices).set({ published: false }).where(and(eq(notices.kind, "top"), eq(notices.published, true), ne(notices.id, id))).returning({ id: notices.id });
    const [after] = await tx.update(notices).set({ kind: "top", published: true }).where(eq(notices.id, id)).returning();
    await recordChange(tx, actor, {
      action: "notice.urgent",
      entity: "notice",
      entityId: id,
      before: { ...changedFields(before, after!).before, urgentBefore: others.map((o) => o.id) },
      after: changedFields(before, after!).after,
    });
    return id;
  });
}
