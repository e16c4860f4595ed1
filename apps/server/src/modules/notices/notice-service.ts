import { and, asc, count, desc, eq, inArray, isNull, or, sql, type SQL } from "drizzle-orm";
import { cutNoticeTitle } from "@portal/contract/constants";
import type { ApiLocale } from "@portal/contract/locales";
import type { NoticeResponse, TopNotification } from "@portal/contract/schemas/common";
import type { NoticeDetail, NoticeList, NoticeListItem } from "@portal/contract/schemas/notices";
import type { Db } from "../../db/client.ts";
import { notices } from "./tables.ts";
import { pickOptionalText, pickText } from "../../platform/localize.ts";
import { safeLinkOrNull, visibleAt } from "../../platform/visibility.ts";
import { offsetOf } from "../../platform/paging.ts";

/**
 * Notices by kind: `bar` (the scrolling notice bar), `popup` (the home popup), `top` (notification-top).
 * A notice without a slug is shown everywhere; one with a slug only when that slug is asked for
 * (GET /api/v1/notice?slug=…). Order: sort_order, then newest first.
 */
async function visibleNotices(db: Db, kinds: string[], now: Date, slug?: string) {
  const bySlug: SQL | undefined = slug ? or(isNull(notices.slug), eq(notices.slug, slug)) : isNull(notices.slug);
  const byKind = or(...kinds.map((k) => eq(notices.kind, k)));
  return db
    .select()
    .from(notices)
    .where(and(byKind, bySlug, visibleAt(notices, now)))
    .orderBy(asc(notices.sortOrder), desc(notices.id));
}

const isChinese = (locale: ApiLocale) => locale === "zh_TW" || locale === "zh_CN";

/** The notice bar and the home popup (the first popup in order), as GET /api/v1/notice and /api/v1.0/cms/notice. */
export async function getNotices(db: Db, locale: ApiLocale, now: Date, slug?: string): Promise<NoticeResponse> {
  const rows = await visibleNotices(db, ["bar", "popup"], now, slug);
  const popup = rows.find((r) => r.kind === "popup");
  return {
    notices: rows
      .filter((r) => r.kind === "bar")
      .map((r) => ({ id: r.id, title: cutNoticeTitle(pickText(r.title, locale), isChinese(locale)), url: safeLinkOrNull(r.url) })),
    popup: popup ? { id: popup.id, title: pickText(popup.title, locale), content: pickText(popup.content, locale) } : null,
  };
}

/** The urgent notifications above the header (kind `top`). */
export async function getTopNotifications(db: Db, locale: ApiLocale, now: Date): Promise<TopNotification[]> {
  const rows = await visibleNotices(db, ["top"], now);
  return rows.map((r) => ({
    id: r.id,
    title: pickText(r.title, locale),
    content: pickOptionalText(r.content, locale),
    url: safeLinkOrNull(r.url),
  }));
}

/** Kinds the notice list shows and the detail page opens: the listed notices and those of the scrolling bar. */
export const LISTED_NOTICE_KINDS = ["list", "bar"];
/** Kinds the detail page opens: the listed ones and the urgent notifications (their link may lead there). */
const DETAIL_NOTICE_KINDS = [...LISTED_NOTICE_KINDS, "top"];

const publishedAtOf = (row: typeof notices.$inferSelect) => (row.startsAt ?? row.createdAt).toISOString();
const publishedOrder = sql`coalesce(${notices.startsAt}, ${notices.createdAt})`;

function listItemOf(row: typeof notices.$inferSelect, locale: ApiLocale): NoticeListItem {
  return { id: row.id, title: pickText(row.title, locale), url: safeLinkOrNull(row.url), publishedAt: publishedAtOf(row) };
}

/**
 * GET /api/v1/notice/list: visible notices of kind list and bar, whatever their slug, newest first (by the start
 * of their window, else creation; then id), paged.
 */
export async function listNoticePage(db: Db, locale: ApiLocale, now: Date, page: number, pageSize: number): Promise<NoticeList> {
  const where = and(inArray(notices.kind, LISTED_NOTICE_KINDS), visibleAt(notices, now));
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(notices)
      .where(where)
      .orderBy(desc(publishedOrder), desc(notices.id))
      .limit(pageSize)
      .offset(offsetOf(page, pageSize)),
    db.select({ n: count() }).from(notices).where(where),
  ]);
  return { items: rows.map((row) => listItemOf(row, locale)), total: Number(total?.n ?? 0), page, pageSize };
}

/** GET /api/v1/notice/{id}: one visible notice of kind list, bar or top with its content, or null. */
export async function getNoticeDetail(db: Db, id: number, locale: ApiLocale, now: Date): Promise<NoticeDetail | null> {
  const [row] = await db
    .select()
    .from(notices)
    .where(and(eq(notices.id, id), inArray(notices.kind, DETAIL_NOTICE_KINDS), visibleAt(notices, now)))
    .limit(1);
  return row ? { ...listItemOf(row, locale), content: pickOptionalText(row.content, locale) } : null;
}
