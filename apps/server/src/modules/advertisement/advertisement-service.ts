import { and, asc, eq, ne, sql } from "drizzle-orm";
import type { ApiLocale } from "@portal/contract/locales";
import {
  DEFAULT_AD_COVER,
  adRatioOf,
  type AdvertListItem,
  type AdvertisementDetail,
  type AdvertisementList,
  type AdvertisementPageDetail,
} from "@portal/contract/schemas/advertisement";
import type { Db } from "../../db/client.ts";
import { adverts } from "./tables.ts";
import { pickOptionalText, pickText } from "../../platform/localize.ts";
import { safeLinkOrNull, visibleAt } from "../../platform/visibility.ts";

type Row = typeof adverts.$inferSelect;

function itemOf(row: Row, locale: ApiLocale): AdvertListItem {
  return {
    id: row.id,
    slot: row.slot,
    url: safeLinkOrNull(row.url),
    cover: row.cover?.trim() || DEFAULT_AD_COVER,
    respCover: row.respCover?.trim() || null,
    title: pickText(row.title, locale),
    newWindow: row.newWindow,
    hasInnerDetail: row.hasInnerDetail,
  };
}

/** The visible adverts of one slot (published, within their window), by sort order then id. */
export async function listAdvertisements(db: Db, slug: string, locale: ApiLocale, now: Date): Promise<AdvertisementList> {
  const rows = await db
    .select()
    .from(adverts)
    .where(and(eq(adverts.slot, slug), visibleAt(adverts, now)))
    .orderBy(asc(adverts.sortOrder), asc(adverts.id));
  return { slug, ratio: adRatioOf(slug), items: rows.map((row) => itemOf(row, locale)) };
}

/**
 * One advert with its content, or null. A preview (advertisement/preview/{id}) also finds an advert outside its
 * window — scheduled or ended — so that staff can look at it; an unpublished draft is never shown.
 */
export async function getAdvertisement(db: Db, id: number, locale: ApiLocale, now: Date, preview = false): Promise<AdvertisementDetail | null> {
  const [row] = await db
    .select()
    .from(adverts)
    .where(and(eq(adverts.id, id), preview ? eq(adverts.published, true) : visibleAt(adverts, now)))
    .limit(1);
  if (!row) return null;
  return {
    ...itemOf(row, locale),
    content: pickOptionalText(row.content, locale),
    ratio: adRatioOf(row.slot),
    startsAt: row.startsAt?.toISOString() ?? null,
    endsAt: row.endsAt?.toISOString() ?? null,
  };
}

/** The advert's inner page: its detail and up to 6 other visible adverts of the same slot. */
export async function getAdvertisementPage(db: Db, id: number, locale: ApiLocale, now: Date, preview = false): Promise<AdvertisementPageDetail | null> {
  const advert = await getAdvertisement(db, id, locale, now, preview);
  if (!advert) return null;
  const rows = await db
    .select()
    .from(adverts)
    .where(and(eq(adverts.slot, advert.slot), ne(adverts.id, id), visibleAt(adverts, now)))
    .orderBy(asc(adverts.sortOrder), asc(adverts.id))
    .limit(6);
  return { advert, more: rows.map((row) => itemOf(row, locale)) };
}

/** Adds one click to a visible advert; answers its link, or null when the advert is not visible. */
export async function countClick(db: Db, id: number, now: Date, count: boolean): Promise<{ url: string | null } | null> {
  if (count) {
    const [row] = await db
      .update(adverts)
      .set({ clicks: sql`${adverts.clicks} + 1` })
      .where(and(eq(adverts.id, id), visibleAt(adverts, now)))
      .returning({ url: adverts.url });
    return row ? { url: safeLinkOrNull(row.url) } : null;
  }
  const [row] = await db.select({ url: adverts.url }).from(adverts).where(and(eq(adverts.id, id), visibleAt(adverts, now))).limit(1);
  return row ? { url: safeLinkOrNull(row.url) } : null;
}
