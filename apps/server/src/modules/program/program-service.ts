import { and, asc, eq, inArray, sql, type SQL, type SQLWrapper } from "drizzle-orm";
import { apiLocaleToUrlLang, type ApiLocale } from "@portal/contract/locales";
import type { ProgramCategory, ProgramDetail, ProgramHost, ProgramLanguage, ProgramNewsItem, ProgramPage, ProgramSummary, ProgramType } from "@portal/contract/schemas/program";
import type { Db } from "../../db/client.ts";
import type { LocalizedText } from "../../db/columns.ts";
import { programCategories, programEpisodes, programHostLinks, programHosts, programmes } from "./tables.ts";
import { pickText } from "../../platform/localize.ts";
import { offsetOf } from "../../platform/paging.ts";
import { articleLang, newestArticles, titleFor } from "../news/article-lists.ts";
import { NEWSROOM_OF } from "../news/news-service.ts";

/**
 * Programmes, their hosts and categories (spec §7 Program; docs/media.md), and what other domains read of them
 * (recommendations, references, play totals). Episodes are episode-service.ts, features feature-service.ts, search
 * program-search.ts. Every list shows published rows only; texts are picked in the request's language (zh_CN from
 * zh_TW through OpenCC when not written).
 */

export const CHANNEL_NAMES: Record<string, Required<Pick<LocalizedText, "zh_TW" | "en" | "pt">>> = {
  "tdm-macau": { zh_TW: "澳視澳門", en: "TDM Macau", pt: "TDM Macau" },
  "tdm-canal-macau": { zh_TW: "澳視葡文台", en: "TDM Canal Macau", pt: "TDM Canal Macau" },
  "radio-macau": { zh_TW: "澳門電台", en: "Radio Macau", pt: "Rádio Macau (chinês)" },
  "radio-macau-pt": { zh_TW: "澳門葡文電台", en: "Rádio Macau", pt: "Rádio Macau" },
};

export type ProgramRow = typeof programmes.$inferSelect;

export const programOrder = [asc(programmes.sortOrder), asc(programmes.id)];

export function programPageOf<T>(items: T[], total: number, page: number, pageSize: number): ProgramPage<T> {
  return { items, total, page, pageSize };
}

async function categoryNames(db: Db, locale: ApiLocale): Promise<Map<string, string>> {
  const rows = await db.select({ slug: programCategories.slug, name: programCategories.name }).from(programCategories);
  return new Map(rows.map((row) => [row.slug, pickText(row.name, locale)]));
}

async function episodeCounts(db: Db, ids: number[]): Promise<Map<number, number>> {
  if (!ids.length) return new Map();
  const rows = await db
    .select({ programId: programEpisodes.programId, n: sql<number>`count(*)::int` })
    .from(programEpisodes)
    .where(and(inArray(programEpisodes.programId, ids), eq(programEpisodes.published, true)))
    .groupBy(programEpisodes.programId);
  return new Map(rows.map((row) => [row.programId, Number(row.n)]));
}

/** A channel's name in the language (its code when unknown). */
export function channelName(code: string, locale: ApiLocale): string {
  return pickText(CHANNEL_NAMES[code] ?? { zh_TW: code, en: code, pt: code }, locale);
}

export async function summaries(db: Db, rows: ProgramRow[], locale: ApiLocale): Promise<ProgramSummary[]> {
  const [names, counts] = await Promise.all([categoryNames(db, locale), episodeCounts(db, rows.map((row) => row.id))]);
  return rows.map((row) => ({
    id: row.id,
    slug: row.slug,
    type: row.type as ProgramType,
    channel: row.channel,
    channelName: channelName(row.channel, locale),
    languages: row.languages as ProgramLanguage[],
    title: pickText(row.title, locale),
    summary: pickText(row.summary, locale),
    cover: row.cover,
    airtime: pickText(row.airtime, locale),
    categories: row.categories.map((slug) => ({ slug, name: names.get(slug) ?? slug })),
    likeCount: Number(row.likeCount),
    episodeCount: counts.get(row.id) ?? 0,
  }));
}

export interface ProgramFilter {
  type?: ProgramType | undefined;
  language?: ProgramLanguage | undefined;
  category?: string | undefined;
  page: number;
  pageSize: number;
}

export function filterWhere(filter: Omit<ProgramFilter, "page" | "pageSize">, extra?: SQL): SQL {
  return and(
    eq(programmes.published, true),
    filter.type ? eq(programmes.type, filter.type) : undefined,
    filter.language ? sql`${programmes.languages} ? ${filter.language}` : undefined,
    filter.category ? sql`${programmes.categories} ? ${filter.category}` : undefined,
    extra,
  )!;
}

export async function programPage(db: Db, locale: ApiLocale, where: SQL, page: number, pageSize: number, order: SQL[] = programOrder): Promise<ProgramPage<ProgramSummary>> {
  const [rows, total] = await Promise.all([
    db.select().from(programmes).where(where).orderBy(...order).limit(pageSize).offset(offsetOf(page, pageSize)),
    db.$count(programmes, where),
  ]);
  return programPageOf(await summaries(db, rows, locale), total, page, pageSize);
}

export function listPrograms(db: Db, locale: ApiLocale, filter: ProgramFilter): Promise<ProgramPage<ProgramSummary>> {
  return programPage(db, locale, filterWhere(filter), filter.page, filter.pageSize);
}

export async function listCategories(db: Db, locale: ApiLocale): Promise<ProgramCategory[]> {
  const rows = await db.select().from(programCategories).orderBy(asc(programCategories.sortOrder), asc(programCategories.id));
  const counts = await db
    .select({ slug: sql<string>`jsonb_array_elements_text(${programmes.categories})`, n: sql<number>`count(*)::int` })
    .from(programmes)
    .where(eq(programmes.published, true))
    .groupBy(sql`1`);
  const countOf = new Map(counts.map((row) => [row.slug, Number(row.n)]));
  return rows.map((row) => ({ slug: row.slug, name: pickText(row.name, locale), count: countOf.get(row.slug) ?? 0 }));
}

export async function publishedProgram(db: Db, where: SQL): Promise<ProgramRow | null> {
  const [row] = await db.select().from(programmes).where(and(where, eq(programmes.published, true))).limit(1);
  return row ?? null;
}

async function hostsWhere(db: Db, locale: ApiLocale, where: SQL | undefined, order: SQL[]): Promise<ProgramHost[]> {
  const linked = await db
    .select({ id: programHosts.id, name: programHosts.name, photo: programHosts.photo, bio: programHosts.bio })
    .from(programHosts)
    .innerJoin(programHostLinks, eq(programHostLinks.hostId, programHosts.id))
    .innerJoin(programmes, and(eq(programmes.id, programHostLinks.programId), eq(programmes.published, true)))
    .where(where)
    .orderBy(...order);
  const rows = [...new Map(linked.map((row) => [row.id, row])).values()];
  if (!rows.length) return [];
  const links = await db
    .select({ hostId: programHostLinks.hostId, slug: programmes.slug, title: programmes.title })
    .from(programHostLinks)
    .innerJoin(programmes, and(eq(programmes.id, programHostLinks.programId), eq(programmes.published, true)))
    .where(inArray(programHostLinks.hostId, rows.map((row) => row.id)))
    .orderBy(asc(programmes.sortOrder), asc(programmes.id));
  return rows.map((row) => ({
    id: row.id,
    name: pickText(row.name, locale),
    photo: row.photo,
    bio: pickText(row.bio, locale),
    programs: links.filter((link) => link.hostId === row.id).map((link) => ({ slug: link.slug, title: pickText(link.title, locale) })),
  }));
}

export function listHosts(db: Db, locale: ApiLocale, program?: string): Promise<ProgramHost[]> {
  return program
    ? hostsWhere(db, locale, eq(programmes.slug, program), [asc(programHostLinks.sortOrder)])
    : hostsWhere(db, locale, undefined, [asc(programHosts.sortOrder), asc(programHosts.id)]);
}

/** One published programme by slug or numeric id (share links name programmes by id: sharelink/program/{id}). */
export async function programDetail(db: Db, locale: ApiLocale, key: string): Promise<ProgramDetail | null> {
  const row = await publishedProgram(db, /^\d{1,9}$/.test(key) ? eq(programmes.id, Number(key)) : eq(programmes.slug, key));
  if (!row) return null;
  const [[summary], hosts] = await Promise.all([summaries(db, [row], locale), hostsWhere(db, locale, eq(programmes.id, row.id), [asc(programHostLinks.sortOrder)])]);
  return { ...summary!, description: pickText(row.description, locale), hosts, commentCount: Number(row.commentCount), playCount: Number(row.playCount) };
}

export async function focusPrograms(db: Db, locale: ApiLocale): Promise<ProgramSummary[]> {
  const rows = await db.select().from(programmes).where(and(eq(programmes.published, true), eq(programmes.focus, true))).orderBy(...programOrder).limit(12);
  return summaries(db, rows, locale);
}

// ── News about programmes (rcnews) ──────────────────────────────────────────────────────────────────────────
/** The categories of news that write about programmes: culture and sport. */
const RCNEWS_CATEGORIES = ["culture", "sport"] as const;

export async function programNews(db: Db, locale: ApiLocale, limit: number, now: Date): Promise<ProgramNewsItem[]> {
  const newsroom = NEWSROOM_OF[locale];
  const rows = await newestArticles(db, { newsroom, now, categorySlugs: RCNEWS_CATEGORIES, limit });
  return rows.map((row) => ({
    id: row.id,
    title: titleFor(row, newsroom, locale),
    summary: row.summary,
    cover: row.cover || null,
    publishedAt: row.publishedAt.toISOString(),
    url: `/${articleLang(newsroom, locale)}/news-detail/${row.id}`,
  }));
}


/**
 * Programmes for a member's recommendations (modules/member): those in `categories` first (by their order), then
 * the rest; never the ids in `exclude` (a subquery of ids as text, as members' lists keep them).
 */
export async function programsForRecommendation(
  db: Db,
  locale: ApiLocale,
  query: { categories: readonly string[]; excludeIdsIn: SQLWrapper; limit: number },
): Promise<(ProgramSummary & { matched: string[]; url: string })[]> {
  const rows = await db
    .select()
    .from(programmes)
    .where(and(eq(programmes.published, true), sql`${programmes.id}::text not in ${query.excludeIdsIn}`))
    .orderBy(...programOrder);
  const wanted = new Set(query.categories);
  const matched = (row: ProgramRow) => row.categories.filter((slug) => wanted.has(slug));
  const ordered = [...rows.filter((row) => matched(row).length), ...rows.filter((row) => !matched(row).length)].slice(0, query.limit);
  const lang = apiLocaleToUrlLang(locale);
  const items = await summaries(db, ordered, locale);
  return items.map((item, i) => ({ ...item, matched: matched(ordered[i]!), url: `/${lang}/program-detail/${item.slug}` }));
}

/** A published programme as another area keeps it (collections): its title, cover and page in the reader's language. */
export async function programReference(db: Db, id: number, locale: ApiLocale): Promise<{ title: string; cover: string | null; url: string } | null> {
  const row = await publishedProgram(db, eq(programmes.id, id));
  return row ? { title: pickText(row.title, locale), cover: row.cover, url: `/${apiLocaleToUrlLang(locale)}/program-detail/${row.slug}` } : null;
}

/**
 * Plays counted so far (`program/play/{id}/start`) per published programme: its own plays and its episodes'. For
 * the leaderboard, which ranks the plays of a day or a week by how these totals moved (docs/statistics.md).
 */
export async function programPlayTotals(db: Db): Promise<{ id: number; plays: number }[]> {
  const episodePlays = db
    .select({ programId: programEpisodes.programId, plays: sql<number>`sum(${programEpisodes.playCount})`.as("plays") })
    .from(programEpisodes)
    .groupBy(programEpisodes.programId)
    .as("episode_plays");
  const rows = await db
    .select({ id: programmes.id, plays: sql<number>`${programmes.playCount} + coalesce(${episodePlays.plays}, 0)`.mapWith(Number) })
    .from(programmes)
    .leftJoin(episodePlays, eq(episodePlays.programId, programmes.id))
    .where(eq(programmes.published, true));
  return rows.filter((row) => row.plays > 0);
}

/** Every programme's slug, shown or hidden (the schedule import links its rows to them: modules/broadcast). */
export async function programmeSlugs(db: Db): Promise<Set<string>> {
  return new Set((await db.select({ slug: programmes.slug }).from(programmes)).map((row) => row.slug));
}
