import { and, asc, desc, eq, isNull, or, type SQL } from "drizzle-orm";
import { cutNoticeTitle } from "@portal/contract/constants";
import type { ApiLocale } from "@portal/contract/locales";
import type { NoticeResponse, TopNotification } from "@portal/contract/schemas/common";
import type { Db } from "../../db/client.ts";
import { notices } from "../../db/schema/index.ts";
import { pickOptionalText, pickText } from "../../platform/localize.ts";
import { safeLinkOrNull, visibleAt } from "./visibility.ts";

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
