import { and, asc, eq } from "drizzle-orm";
import type { ApiLocale } from "@portal/contract/locales";
import type { AdvertDetail, AdvertItem } from "@portal/contract/schemas/common";
import type { Db } from "../../db/client.ts";
import { adverts } from "./tables.ts";
import { pickOptionalText, pickText } from "../../platform/localize.ts";
import { safeLinkOrNull, visibleAt } from "../../platform/visibility.ts";

type Row = typeof adverts.$inferSelect;

function itemOf(row: Row, locale: ApiLocale): AdvertItem {
  return {
    id: row.id,
    url: safeLinkOrNull(row.url),
    cover: row.cover,
    respCover: row.respCover,
    title: pickText(row.title, locale),
    newWindow: row.newWindow,
    hasInnerDetail: row.hasInnerDetail,
  };
}

/** The adverts of one slot that are published and within their window, by sort order then id. */
export async function listBanners(db: Db, slot: string, locale: ApiLocale, now: Date): Promise<AdvertItem[]> {
  const rows = await db
    .select()
    .from(adverts)
    .where(and(eq(adverts.slot, slot), visibleAt(adverts, now)))
    .orderBy(asc(adverts.sortOrder), asc(adverts.id));
  return rows.map((row) => itemOf(row, locale));
}

/** One advert with its content (trusted HTML), or null when unknown, unpublished or outside its window. */
export async function getBannerDetail(db: Db, id: number, locale: ApiLocale, now: Date): Promise<AdvertDetail | null> {
  const [row] = await db
    .select()
    .from(adverts)
    .where(and(eq(adverts.id, id), visibleAt(adverts, now)))
    .limit(1);
  return row ? { ...itemOf(row, locale), content: pickOptionalText(row.content, locale) } : null;
}
