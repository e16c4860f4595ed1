import { and, asc, desc, eq, gt, inArray, lt, lte, or, sql, type SQL, type SQLWrapper } from "drizzle-orm";
import { apiLocaleToUrlLang, type ApiLocale } from "@portal/contract/locales";
import type {
  Episode,
  EpisodeDetail,
  FeatureDetail,
  FeatureSummary,
  ProgramCategory,
  ProgramDetail,
  ProgramHost,
  ProgramLanguage,
  ProgramNewsItem,
  ProgramPage,
  ProgramSummary,
  ProgramType,
} from "@portal/contract/schemas/program";
import type { ContinueItem } from "@portal/contract/schemas/member";
import type { Db } from "../../db/client.ts";
import type { LocalizedText } from "../../db/schema/columns.ts";
import { programCategories, programEpisodes, programFeatures, programHostLinks, programHosts, programmes } from "../../db/schema/program.ts";
import { adjustCounters } from "../../platform/content-counters.ts";
import type { ContentCounts, CountChange } from "../../platform/interactions.ts";
import { pickText } from "../../platform/localize.ts";
import { cjkVector, parseQuery, typeaheadQuery } from "../../platform/search-tokens.ts";
import { articleLang, newestArticles, titleFor } from "../news/article-lists.ts";
import { NEWSROOM_OF } from "../news/news-service.ts";
import { offsetOf } from "../../platform/paging.ts";

/**
 * Programmes, episodes, hosts and features (spec §7 Program; docs/media.md). Every list shows published rows only;
 * texts are picked in the request's language (zh_CN from zh_TW through OpenCC when not written).
 */

export const CHANNEL_NAMES: Record<string, Required<Pick<LocalizedText, "zh_TW" | "en" | "pt">>> = {
  "tdm-macau": { zh_TW: "澳視澳門", en: "TDM Macau", pt: "TDM Macau" },
  "tdm-canal-macau": { zh_TW: "澳視葡文台", en: "TDM Canal Macau", pt: "TDM Canal Macau" },
  "radio-macau": { zh_TW: "澳門電台", en: "Radio Macau", pt: "Rádio Macau (chinês)" },
  "radio-macau-pt": { zh_TW: "澳門葡文電台", en: "Rádio Macau", pt: "Rádio Macau" },
};

type ProgramRow = typeof programmes.$inferSelect;
type EpisodeRow = typeof programEpisodes.$inferSelect;

const programOrder = [asc(programmes.sortOrder), asc(programmes.id)];
const newestEpisodes = [desc(programEpisodes.airedAt), desc(programEpisodes.id)];

function pageOf<T>(items: T[], total: number, page: number, pageSize: number): ProgramPage<T> {
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

function channelName(code: string, locale: ApiLocale): string {
  return pickText(CHANNEL_NAMES[code] ?? { zh_TW: code, en: code, pt: code }, locale);
}

async function summaries(db: Db, rows: ProgramRow[], locale: ApiLocale): Promise<ProgramSummary[]> {
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

function filterWhere(filter: Omit<ProgramFilter, "page" | "pageSize">, extra?: SQL): SQL {
  return and(
    eq(programmes.published, true),
    filter.type ? eq(programmes.type, filter.type) : undefined,
    filter.language ? sql`${programmes.languages} ? ${filter.language}` : undefined,
    filter.category ? sql`${programmes.categories} ? ${filter.category}` : undefined,
    extra,
  )!;
}

async function programPage(db: Db, locale: ApiLocale, where: SQL, page: number, pageSize: number, order: SQL[] = programOrder): Promise<ProgramPage<ProgramSummary>> {
  const [rows, total] = await Promise.all([
    db.select().from(programmes).where(where).orderBy(...order).limit(pageSize).offset(offsetOf(page, pageSize)),
    db.$count(programmes, where),
  ]);
  return pageOf(await summaries(db, rows, locale), total, page, pageSize);
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

async function publishedProgram(db: Db, where: SQL): Promise<ProgramRow | null> {
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

// ── Episodes ──────────────────────────────────────────────────────────────────────────────────────────────
const episodeColumns = {
  episode: programEpisodes,
  program: { id: programmes.id, slug: programmes.slug, title: programmes.title, type: programmes.type },
};
type EpisodeJoin = { episode: EpisodeRow; program: { id: number; slug: string; title: LocalizedText; type: string } };

/** Episodes readers may see: published, aired by now, of a published programme. */
function visibleEpisodes(now: Date, extra?: SQL): SQL {
  return and(eq(programEpisodes.published, true), lte(programEpisodes.airedAt, now), eq(programmes.published, true), extra)!;
}

function toEpisode({ episode, program }: EpisodeJoin, locale: ApiLocale): Episode {
  return {
    id: episode.id,
    slug: episode.slug,
    title: pickText(episode.title, locale),
    summary: pickText(episode.summary, locale),
    airedAt: episode.airedAt.toISOString(),
    duration: episode.duration,
    mediaUrl: episode.mediaUrl,
    mediaType: episode.mediaType as Episode["mediaType"],
    audioUrl: episode.audioUrl,
    poster: episode.poster,
    captions: episode.captions.map((track) => ({ lang: track.lang, label: pickText(track.label, locale), src: track.src })),
    likeCount: Number(episode.likeCount),
    playCount: Number(episode.playCount),
    commentCount: Number(episode.commentCount),
    program: { id: program.id, slug: program.slug, title: pickText(program.title, locale), type: program.type as ProgramType },
  };
}

async function episodesWhere(db: Db, where: SQL, limit: number, offset = 0, order: SQL[] = newestEpisodes): Promise<EpisodeJoin[]> {
  return db
    .select(episodeColumns)
    .from(programEpisodes)
    .innerJoin(programmes, eq(programmes.id, programEpisodes.programId))
    .where(where)
    .orderBy(...order)
    .limit(limit)
    .offset(offset);
}

/** A programme's episodes, newest first; null when the programme is unknown or unpublished. */
export async function programEpisodePage(db: Db, locale: ApiLocale, slug: string, page: number, pageSize: number, now: Date): Promise<ProgramPage<Episode> | null> {
  const program = await publishedProgram(db, eq(programmes.slug, slug));
  if (!program) return null;
  const where = visibleEpisodes(now, eq(programEpisodes.programId, program.id));
  const [rows, [total]] = await Promise.all([
    episodesWhere(db, where, pageSize, offsetOf(page, pageSize)),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(programEpisodes)
      .innerJoin(programmes, eq(programmes.id, programEpisodes.programId))
      .where(where),
  ]);
  return pageOf(rows.map((row) => toEpisode(row, locale)), Number(total?.n ?? 0), page, pageSize);
}

/** One visible episode by slug or numeric id, with its neighbours in the programme. */
export async function episodeDetail(db: Db, locale: ApiLocale, key: string, now: Date): Promise<EpisodeDetail | null> {
  const byKey = /^\d{1,9}$/.test(key) ? eq(programEpisodes.id, Number(key)) : eq(programEpisodes.slug, key);
  const [row] = await episodesWhere(db, visibleEpisodes(now, byKey), 1);
  if (!row) return null;
  const { airedAt, id, programId } = row.episode;
  const same = eq(programEpisodes.programId, programId);
  const before = or(lt(programEpisodes.airedAt, airedAt), and(eq(programEpisodes.airedAt, airedAt), lt(programEpisodes.id, id)));
  const after = or(gt(programEpisodes.airedAt, airedAt), and(eq(programEpisodes.airedAt, airedAt), gt(programEpisodes.id, id)));
  const [[previous], [next]] = await Promise.all([
    episodesWhere(db, visibleEpisodes(now, and(same, before)), 1),
    episodesWhere(db, visibleEpisodes(now, and(same, after)), 1, 0, [asc(programEpisodes.airedAt), asc(programEpisodes.id)]),
  ]);
  const link = (other: EpisodeJoin | undefined) => (other ? { slug: other.episode.slug, title: pickText(other.episode.title, locale) } : null);
  return { ...toEpisode(row, locale), previous: link(previous), next: link(next) };
}

export async function latestEpisodes(db: Db, locale: ApiLocale, type: ProgramType | undefined, limit: number, now: Date): Promise<Episode[]> {
  const rows = await episodesWhere(db, visibleEpisodes(now, type ? eq(programmes.type, type) : undefined), limit);
  return rows.map((row) => toEpisode(row, locale));
}

/** The default playlist: the newest episode of each programme (of one type), newest first. */
export async function defaultPlaylist(db: Db, locale: ApiLocale, type: ProgramType | undefined, now: Date): Promise<Episode[]> {
  const rows = await db
    .selectDistinctOn([programEpisodes.programId], episodeColumns)
    .from(programEpisodes)
    .innerJoin(programmes, eq(programmes.id, programEpisodes.programId))
    .where(visibleEpisodes(now, type ? eq(programmes.type, type) : undefined))
    .orderBy(programEpisodes.programId, ...newestEpisodes);
  return rows
    .sort((a, b) => b.episode.airedAt.getTime() - a.episode.airedAt.getTime() || b.episode.id - a.episode.id)
    .map((row) => toEpisode(row, locale));
}

/** What a member's piece list keeps of an episode: its title, poster and page, in the reader's language. */
export async function episodeReference(db: Db, id: number, locale: ApiLocale, now: Date): Promise<{ itemType: "video" | "radio"; title: string; cover: string | null; url: string } | null> {
  const [row] = await episodesWhere(db, visibleEpisodes(now, eq(programEpisodes.id, id)), 1);
  if (!row) return null;
  const radio = row.program.type === "radio";
  const lang = apiLocaleToUrlLang(locale);
  return {
    itemType: radio ? "radio" : "video",
    title: `${pickText(row.program.title, locale)}：${pickText(row.episode.title, locale)}`.replace("：", locale.startsWith("zh") ? "：" : ": "),
    cover: row.episode.poster,
    url: `/${lang}/program/playitem_${radio ? "radio" : "video"}/${row.episode.slug}`,
  };
}

/** What a member's "continue watching" list shows of an episode (modules/member, playback-service.ts); seconds. */
export type EpisodeCard = Pick<ContinueItem, "itemType" | "title" | "programme" | "programmeSlug" | "cover" | "url"> & { id: number; duration: number };

/** The visible episodes among `ids`, by id, in the reader's language; unknown, unpublished or future ones are left out. */
export async function episodeCards(db: Db, ids: readonly number[], locale: ApiLocale, now: Date): Promise<Map<number, EpisodeCard>> {
  if (!ids.length) return new Map();
  const rows = await episodesWhere(db, visibleEpisodes(now, inArray(programEpisodes.id, [...ids])), ids.length);
  const lang = apiLocaleToUrlLang(locale);
  return new Map(
    rows.map(({ episode, program }) => {
      const radio = program.type === "radio";
      const card: EpisodeCard = {
        id: episode.id,
        itemType: radio ? "radio" : "video",
        title: pickText(episode.title, locale),
        programme: pickText(program.title, locale),
        programmeSlug: program.slug,
        cover: episode.poster,
        url: `/${lang}/program/playitem_${radio ? "radio" : "video"}/${episode.slug}`,
        duration: episode.duration,
      };
      return [episode.id, card];
    }),
  );
}

// ── Features ──────────────────────────────────────────────────────────────────────────────────────────────
function visibleFeatures(now: Date, extra?: SQL): SQL {
  return and(eq(programFeatures.published, true), lte(programFeatures.publishedAt, now), extra)!;
}
const featureColumns = { feature: programFeatures, program: { slug: programmes.slug, title: programmes.title } };

function toFeature(row: { feature: typeof programFeatures.$inferSelect; program: { slug: string; title: LocalizedText } | null }, locale: ApiLocale): FeatureSummary {
  const { feature, program } = row;
  return {
    id: feature.id,
    title: pickText(feature.title, locale),
    summary: pickText(feature.summary, locale),
    cover: feature.cover,
    publishedAt: feature.publishedAt.toISOString(),
    likeCount: Number(feature.likeCount),
    program: program ? { slug: program.slug, title: pickText(program.title, locale) } : null,
  };
}

function featuresWhere(db: Db, where: SQL) {
  return db
    .select(featureColumns)
    .from(programFeatures)
    .leftJoin(programmes, and(eq(programmes.id, programFeatures.programId), eq(programmes.published, true)))
    .where(where)
    .orderBy(desc(programFeatures.publishedAt), desc(programFeatures.id));
}

export async function listFeatures(db: Db, locale: ApiLocale, program: string | undefined, page: number, pageSize: number, now: Date): Promise<ProgramPage<FeatureSummary>> {
  const where = visibleFeatures(now, program ? eq(programmes.slug, program) : undefined);
  const [rows, [total]] = await Promise.all([
    featuresWhere(db, where).limit(pageSize).offset(offsetOf(page, pageSize)),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(programFeatures)
      .leftJoin(programmes, eq(programmes.id, programFeatures.programId))
      .where(where),
  ]);
  return pageOf(rows.map((row) => toFeature(row, locale)), Number(total?.n ?? 0), page, pageSize);
}

export async function signatureFeatures(db: Db, locale: ApiLocale, now: Date): Promise<FeatureSummary[]> {
  const rows = await featuresWhere(db, visibleFeatures(now, eq(programFeatures.signature, true))).limit(6);
  return rows.map((row) => toFeature(row, locale));
}

export async function featureDetail(db: Db, locale: ApiLocale, id: number, now: Date): Promise<FeatureDetail | null> {
  const [row] = await featuresWhere(db, visibleFeatures(now, eq(programFeatures.id, id))).limit(1);
  return row ? { ...toFeature(row, locale), body: pickText(row.feature.body, locale) } : null;
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

// ── Search ────────────────────────────────────────────────────────────────────────────────────────────────
/**
 * Writes a programme's search vector from its texts in every language: the Chinese titles and summaries as
 * bigrams (platform/search-tokens.ts), English and Portuguese stemmed with accents removed (portal_en, portal_pt),
 * and every word as written (portal_simple), titles weighted A, summaries B.
 */
export async function indexProgramForSearch(db: Db, id: number): Promise<void> {
  const [row] = await db.select({ title: programmes.title, summary: programmes.summary }).from(programmes).where(eq(programmes.id, id));
  if (!row) return;
  const zh = (text: LocalizedText) => [text.zh_TW, text.zh_CN].filter(Boolean).join(" ");
  const latin = (text: LocalizedText) => [text.en, text.pt].filter(Boolean).join(" ");
  const cjk = cjkVector([
    { text: zh(row.title), weight: "A" },
    { text: zh(row.summary), weight: "B" },
  ]);
  const weighted = (config: string, text: string, weight: "A" | "B") => sql`setweight(to_tsvector(${config}::regconfig, ${text}), ${weight})`;
  await db
    .update(programmes)
    .set({
      searchVector: sql`${cjk}::tsvector
        || ${weighted("portal_en", row.title.en ?? "", "A")} || ${weighted("portal_en", row.summary.en ?? "", "B")}
        || ${weighted("portal_pt", row.title.pt ?? "", "A")} || ${weighted("portal_pt", row.summary.pt ?? "", "B")}
        || ${weighted("portal_simple", latin(row.title), "A")} || ${weighted("portal_simple", latin(row.summary), "B")}`,
    })
    .where(eq(programmes.id, id));
}

/**
 * The tsquery of programme keywords: the Chinese part as bigram phrases, the rest matched stemmed in English or
 * Portuguese or as written; null when the keywords hold nothing to search for.
 */
function programQueryOf(keywords: string): SQL | null {
  const { cjk, rest } = parseQuery(keywords);
  const parts: SQL[] = [];
  if (cjk) parts.push(sql`${cjk}::tsquery`);
  if (/[\p{L}\p{N}]/u.test(rest)) {
    parts.push(
      sql`(websearch_to_tsquery('portal_en'::regconfig, ${rest}) || websearch_to_tsquery('portal_pt'::regconfig, ${rest}) || websearch_to_tsquery('portal_simple'::regconfig, ${rest}))`,
    );
  }
  if (!parts.length) return null;
  return parts.length === 1 ? sql`(${parts[0]})` : sql`(${parts[0]} && ${parts[1]})`;
}

export async function searchPrograms(
  db: Db,
  locale: ApiLocale,
  search: { keywords: string; type?: ProgramType | undefined; language?: ProgramLanguage | undefined; page: number; pageSize: number },
): Promise<ProgramPage<ProgramSummary>> {
  const query = search.keywords ? programQueryOf(search.keywords) : null;
  if (search.keywords && !query) return pageOf([], 0, search.page, search.pageSize);
  const match: SQL | undefined = query ? sql`${programmes.searchVector} @@ ${query}` : undefined;
  const order: SQL[] = query ? [sql`ts_rank(${programmes.searchVector}, ${query}) desc`, ...programOrder] : programOrder;
  return programPage(db, locale, filterWhere({ type: search.type, language: search.language }, match), search.page, search.pageSize, order);
}

/**
 * Published programmes whose title, in any language, matches text being typed (search suggestions: the last word
 * as a prefix, `typeaheadQuery`), best match first; titles in the request's language.
 */
export async function suggestProgramTitles(db: Db, locale: ApiLocale, keywords: string, limit: number): Promise<{ id: number; slug: string; title: string }[]> {
  const query = typeaheadQuery(keywords, ["portal_en", "portal_pt", "portal_simple"]);
  if (!query) return [];
  const rows = await db
    .select({ id: programmes.id, slug: programmes.slug, title: programmes.title })
    .from(programmes)
    .where(filterWhere({}, and(sql`${programmes.searchVector} @@ ${query}`, sql`ts_filter(${programmes.searchVector}, '{a}') @@ ${query}`)))
    .orderBy(sql`ts_rank(${programmes.searchVector}, ${query}) desc`, ...programOrder)
    .limit(limit);
  return rows.map((row) => ({ id: row.id, slug: row.slug, title: pickText(row.title, locale) }));
}

// ── Counters (the interactions kind) ────────────────────────────────────────────────────────────────────────

/** Whether an id is a programme or an episode readers may see now. */
export async function programItemVisible(db: Db, id: number, now: Date): Promise<boolean> {
  const [program] = await db.select({ id: programmes.id }).from(programmes).where(and(eq(programmes.id, id), eq(programmes.published, true))).limit(1);
  if (program) return true;
  const [episode] = await episodesWhere(db, visibleEpisodes(now, eq(programEpisodes.id, id)), 1);
  return episode !== undefined;
}

/** Moves the counters of a programme or an episode (one id space). */
export async function adjustProgramItemCounts(db: Db, id: number, change: CountChange): Promise<ContentCounts> {
  for (const table of [programmes, programEpisodes] as const) {
    const counts = await adjustCounters(db, table, id, { likeCount: table.likeCount, commentCount: table.commentCount, playCount: table.playCount }, change);
    if (counts) return counts;
  }
  return {};
}

export async function featureVisible(db: Db, id: number, now: Date): Promise<boolean> {
  const [row] = await db.select({ id: programFeatures.id }).from(programFeatures).where(visibleFeatures(now, eq(programFeatures.id, id))).limit(1);
  return row !== undefined;
}

export async function adjustFeatureCounts(db: Db, id: number, change: CountChange): Promise<ContentCounts> {
  return (await adjustCounters(db, programFeatures, id, { likeCount: programFeatures.likeCount }, change)) ?? {};
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
