import { and, asc, count, desc, eq, inArray, type SQL } from "drizzle-orm";
import type { ApiLocale } from "@portal/contract/locales";
import type {
  PhotoAlbum,
  PhotoAlbumDetail,
  SpecialCard,
  SpecialCategory,
  SpecialDetail,
  SpecialItem,
  SpecialItemType,
} from "@portal/contract/schemas/special";
import type { CompetitionEntry, CompetitionEntryDetail } from "@portal/contract/schemas/competition";
import type { Paged } from "@portal/contract/schemas/member";
import type { Db } from "../../db/client.ts";
import { specialCategories, specialItems, specialPhotos, specials } from "./tables.ts";
import { pickOptionalText, pickText } from "../../platform/localize.ts";
import { httpLinkOrNull, safeLinkOrNull } from "../../platform/visibility.ts";
import { pageOf, type PageRequest } from "../../platform/paging.ts";

export type SpecialKind = "special" | "competition";
type SpecialRow = typeof specials.$inferSelect;
type ItemRow = typeof specialItems.$inferSelect;
type CategoryRow = typeof specialCategories.$inferSelect;

const iso = (d: Date | null) => (d ? d.toISOString() : null);
/** URL form of a locale, for links to pages of the portal (news-detail/{id}). */
const URL_LANG: Record<ApiLocale, string> = { zh_TW: "zh-hant", zh_CN: "zh-hans", en: "en", pt: "pt" };

function categoryOf(row: CategoryRow, locale: ApiLocale): SpecialCategory {
  return { id: row.id, slug: row.slug, title: pickText(row.title, locale) };
}

function cardOf(row: SpecialRow, category: CategoryRow | null, locale: ApiLocale): SpecialCard {
  return {
    id: row.id,
    slug: row.slug,
    title: pickText(row.title, locale),
    summary: pickText(row.summary, locale),
    cover: row.cover,
    category: category ? categoryOf(category, locale) : null,
    startsAt: iso(row.startsAt),
    endsAt: iso(row.endsAt),
    publishedAt: row.publishedAt.toISOString(),
  };
}

function itemOf(row: ItemRow, locale: ApiLocale): SpecialItem {
  // A news item points at the article (ref_id) in the reader's language unless it has a link of its own.
  const url = safeLinkOrNull(row.url) ?? (row.type === "news" && row.refId ? `/${URL_LANG[locale]}/news-detail/${row.refId}` : null);
  return {
    id: row.id,
    type: row.type as SpecialItemType,
    title: pickText(row.title, locale),
    summary: pickText(row.summary, locale),
    cover: row.cover,
    url,
    videoUrl: httpLinkOrNull(row.videoUrl) ?? (row.videoUrl?.startsWith("/") ? row.videoUrl : null),
    durationSeconds: row.durationSeconds,
    publishedAt: row.publishedAt.toISOString(),
  };
}

const publishedSpecial = (kind: SpecialKind) => and(eq(specials.kind, kind), eq(specials.published, true));

export async function listCategories(db: Db, kind: SpecialKind, locale: ApiLocale): Promise<SpecialCategory[]> {
  const rows = await db
    .select()
    .from(specialCategories)
    .where(eq(specialCategories.kind, kind))
    .orderBy(asc(specialCategories.sortOrder), asc(specialCategories.id));
  return rows.map((row) => categoryOf(row, locale));
}

/** Published specials (or competitions), by sort order then newest first, optionally of one category. */
export async function listSpecials(db: Db, kind: SpecialKind, locale: ApiLocale, request: PageRequest & { categoryId?: number }) {
  const where = and(publishedSpecial(kind), request.categoryId ? eq(specials.categoryId, request.categoryId) : undefined);
  return pageOf<SpecialCard>(
    request,
    async (limit, offset) => {
      const rows = await db
        .select({ special: specials, category: specialCategories })
        .from(specials)
        .leftJoin(specialCategories, eq(specials.categoryId, specialCategories.id))
        .where(where)
        .orderBy(asc(specials.sortOrder), desc(specials.publishedAt), desc(specials.id))
        .limit(limit)
        .offset(offset);
      return rows.map((r) => cardOf(r.special, r.category, locale));
    },
    async () => Number((await db.select({ n: count() }).from(specials).where(where))[0]?.n ?? 0),
  );
}

/** A published special (or competition) by id or slug, with its row, or null. */
async function findSpecial(db: Db, kind: SpecialKind, by: { id?: number; slug?: string }) {
  const key: SQL = by.id !== undefined ? eq(specials.id, by.id) : eq(specials.slug, by.slug ?? "");
  const [row] = await db
    .select({ special: specials, category: specialCategories })
    .from(specials)
    .leftJoin(specialCategories, eq(specials.categoryId, specialCategories.id))
    .where(and(publishedSpecial(kind), key))
    .limit(1);
  return row ?? null;
}

/** The id of a published special (or competition) by id or slug, or null. */
export async function specialIdOf(db: Db, kind: SpecialKind, by: { id?: number; slug?: string }): Promise<number | null> {
  const found = await findSpecial(db, kind, by);
  return found ? found.special.id : null;
}

export async function getSpecialDetail(db: Db, kind: SpecialKind, by: { id?: number; slug?: string }, locale: ApiLocale): Promise<SpecialDetail | null> {
  const found = await findSpecial(db, kind, by);
  if (!found) return null;
  const { special, category } = found;
  const counts = await db
    .select({ type: specialItems.type, n: count() })
    .from(specialItems)
    .where(and(eq(specialItems.specialId, special.id), eq(specialItems.published, true)))
    .groupBy(specialItems.type);
  return {
    ...cardOf(special, category, locale),
    content: pickOptionalText(special.content, locale),
    banner: special.banner,
    fbVideos: special.fbVideos
      .map((v) => ({ title: pickText(v.title, locale), url: httpLinkOrNull(v.url) }))
      .filter((v): v is { title: string; url: string } => v.url !== null),
    parts: Object.fromEntries(counts.map((c) => [c.type, Number(c.n)])),
  };
}

const itemsWhere = (specialId: number, types: SpecialItemType[]) =>
  and(eq(specialItems.specialId, specialId), inArray(specialItems.type, types), eq(specialItems.published, true));

/** Rows of special_items matching `where` in `order`, paged, each made into what the answer carries. */
function pagedItems<T>(db: Db, where: SQL | undefined, order: SQL[], toItem: (row: typeof specialItems.$inferSelect) => T, request: PageRequest): Promise<Paged<T>> {
  return pageOf(
    request,
    async (limit, offset) => (await db.select().from(specialItems).where(where).orderBy(...order).limit(limit).offset(offset)).map(toItem),
    async () => Number((await db.select({ n: count() }).from(specialItems).where(where))[0]?.n ?? 0),
  );
}

/** A special's items of some types, by sort order then newest first, paged. */
export async function listItems(db: Db, specialId: number, types: SpecialItemType[], locale: ApiLocale, request: PageRequest): Promise<Paged<SpecialItem>> {
  const order = [asc(specialItems.sortOrder), desc(specialItems.publishedAt), desc(specialItems.id)];
  return pagedItems(db, itemsWhere(specialId, types), order, (row) => itemOf(row, locale), request);
}

/** Photos per album, for the albums listed. */
async function photoCounts(db: Db, albumIds: number[]): Promise<Map<number, number>> {
  if (albumIds.length === 0) return new Map();
  const rows = await db
    .select({ albumId: specialPhotos.albumId, n: count() })
    .from(specialPhotos)
    .where(inArray(specialPhotos.albumId, albumIds))
    .groupBy(specialPhotos.albumId);
  return new Map(rows.map((r) => [r.albumId, Number(r.n)]));
}

function albumOf(row: ItemRow, photos: number, locale: ApiLocale): PhotoAlbum {
  return {
    id: row.id,
    title: pickText(row.title, locale),
    summary: pickText(row.summary, locale),
    cover: row.cover,
    photoCount: Number(photos),
    publishedAt: row.publishedAt.toISOString(),
  };
}

export async function listPhotoAlbums(db: Db, specialId: number, locale: ApiLocale, request: PageRequest): Promise<Paged<PhotoAlbum>> {
  const where = itemsWhere(specialId, ["photo_album"]);
  return pageOf(
    request,
    async (limit, offset) => {
      const rows = await db
        .select()
        .from(specialItems)
        .where(where)
        .orderBy(asc(specialItems.sortOrder), desc(specialItems.publishedAt), desc(specialItems.id))
        .limit(limit)
        .offset(offset);
      const counts = await photoCounts(db, rows.map((r) => r.id));
      return rows.map((row) => albumOf(row, counts.get(row.id) ?? 0, locale));
    },
    async () => Number((await db.select({ n: count() }).from(specialItems).where(where))[0]?.n ?? 0),
  );
}

/** One photo album of a published special, with its photos in order, or null. */
export async function getPhotoAlbum(db: Db, id: number, locale: ApiLocale): Promise<PhotoAlbumDetail | null> {
  const [row] = await db
    .select({ item: specialItems })
    .from(specialItems)
    .innerJoin(specials, eq(specials.id, specialItems.specialId))
    .where(and(eq(specialItems.id, id), eq(specialItems.type, "photo_album"), eq(specialItems.published, true), eq(specials.published, true)))
    .limit(1);
  if (!row) return null;
  const photos = await db.select().from(specialPhotos).where(eq(specialPhotos.albumId, id)).orderBy(asc(specialPhotos.sortOrder), asc(specialPhotos.id));
  return {
    ...albumOf(row.item, photos.length, locale),
    specialId: row.item.specialId,
    photos: photos.map((p) => ({ id: p.id, url: p.url, caption: pickText(p.caption, locale) })),
  };
}

function entryOf(row: ItemRow, locale: ApiLocale): CompetitionEntry {
  return { ...itemOf(row, locale), competitionId: row.specialId, number: row.number, votes: row.votes };
}

/** A competition's entries by number, paged. */
export async function listEntries(db: Db, competitionId: number, locale: ApiLocale, request: PageRequest): Promise<Paged<CompetitionEntry>> {
  const order = [asc(specialItems.number), asc(specialItems.sortOrder), asc(specialItems.id)];
  return pagedItems(db, itemsWhere(competitionId, ["entry"]), order, (row) => entryOf(row, locale), request);
}

/** One entry of a published competition, with its text, or null. */
export async function getEntry(db: Db, id: number, locale: ApiLocale): Promise<CompetitionEntryDetail | null> {
  const [row] = await db
    .select({ item: specialItems })
    .from(specialItems)
    .innerJoin(specials, eq(specials.id, specialItems.specialId))
    .where(and(eq(specialItems.id, id), eq(specialItems.type, "entry"), eq(specialItems.published, true), publishedSpecial("competition")))
    .limit(1);
  return row ? { ...entryOf(row.item, locale), content: pickOptionalText(row.item.content, locale) } : null;
}
