import { and, desc, eq, inArray, lte, notInArray, sql, type SQL } from "drizzle-orm";
import { apiLocaleToUrlLang, type ApiLocale } from "@portal/contract/locales";
import type { Recommendation } from "@portal/contract/schemas/member";
import type { Db } from "../../db/client.ts";
import { type LocalizedText } from "../../db/schema/columns.ts";
import { memberCollections } from "../../db/schema/member.ts";
import { newsArticles, newsCategories } from "../../db/schema/news.ts";
import { dictionaryEntries } from "../../db/schema/reference.ts";
import { pickText, traditionalToSimplified } from "../../platform/localize.ts";
import { NEWSROOM_OF } from "../home/service.ts";
import { memberRow } from "../identity/profile-service.ts";

/**
 * program-recommendation. Programmes are not in the portal yet, so this recommends news articles (text, image,
 * video and radio reports) of the request's newsroom: first the newest in the categories that match the member's
 * interests (favInfo), then the newest of all, never one the member has already collected or put on the piece
 * list. When the programme issue lands, this switches to programmes matched on the same interests.
 */
export const MAX_RECOMMENDATIONS = 12;

/** Which news categories each interest of the fav_info dictionary reads; interests not listed match none yet. */
export const NEWS_CATEGORIES_OF_INTEREST: Record<string, readonly string[]> = {
  news: ["local", "greater-bay-area", "china", "international"],
  sport: ["sport"],
  finance: ["economy"],
  culture: ["culture"],
};

const REASONS = {
  interest: { zh_TW: "因為你關注「{interest}」", zh_CN: "因为你关注「{interest}」", en: "Because you follow {interest}", pt: "Porque segue {interest}" },
  latest: { zh_TW: "最新新聞", zh_CN: "最新新闻", en: "Latest news", pt: "Últimas notícias" },
} satisfies Record<string, Required<LocalizedText>>;

const articleColumns = {
  id: newsArticles.id,
  title: newsArticles.title,
  titleHans: newsArticles.titleHans,
  cover: newsArticles.cover,
  categorySlug: newsCategories.slug,
};
type ArticleRow = { id: number; title: string; titleHans: string | null; cover: string | null; categorySlug: string | null };

async function interestLabels(db: Db, values: string[], locale: ApiLocale): Promise<Map<string, string>> {
  if (!values.length) return new Map();
  const rows = await db
    .select({ value: dictionaryEntries.value, label: dictionaryEntries.label })
    .from(dictionaryEntries)
    .where(and(eq(dictionaryEntries.slug, "fav_info"), inArray(dictionaryEntries.value, values)));
  return new Map(rows.map((row) => [row.value, pickText(row.label, locale)]));
}

export async function recommendFor(db: Db, memberId: number, locale: ApiLocale, now: Date): Promise<Recommendation[]> {
  const member = await memberRow(db, memberId);
  const interests = member.favInfo.filter((value) => NEWS_CATEGORIES_OF_INTEREST[value]);
  const slugs = [...new Set(interests.flatMap((value) => NEWS_CATEGORIES_OF_INTEREST[value]!))];

  const notKeptYet = sql`not exists (select 1 from ${memberCollections} where ${memberCollections.memberId} = ${memberId} and ${memberCollections.itemType} = 'news' and ${memberCollections.itemId} = ${newsArticles.id}::text)`;
  const newest = (where: SQL | undefined, limit: number): Promise<ArticleRow[]> =>
    db
      .select(articleColumns)
      .from(newsArticles)
      .leftJoin(newsCategories, eq(newsCategories.id, newsArticles.categoryId))
      .where(
        and(
          eq(newsArticles.newsroom, NEWSROOM_OF[locale]),
          eq(newsArticles.published, true),
          lte(newsArticles.publishedAt, now),
          notKeptYet,
          where,
        ),
      )
      .orderBy(desc(newsArticles.publishedAt), desc(newsArticles.id))
      .limit(limit);

  const matched = slugs.length ? await newest(inArray(newsCategories.slug, slugs), MAX_RECOMMENDATIONS) : [];
  const latest =
    matched.length < MAX_RECOMMENDATIONS
      ? await newest(matched.length ? notInArray(newsArticles.id, matched.map((row) => row.id)) : undefined, MAX_RECOMMENDATIONS - matched.length)
      : [];

  const labels = await interestLabels(db, interests, locale);
  const reasonFor = (row: ArticleRow, byInterest: boolean): string => {
    const interest = byInterest ? interests.find((value) => NEWS_CATEGORIES_OF_INTEREST[value]!.includes(row.categorySlug ?? "")) : undefined;
    return interest ? REASONS.interest[locale].replace("{interest}", labels.get(interest) ?? interest) : REASONS.latest[locale];
  };
  const lang = apiLocaleToUrlLang(locale);
  const toRecommendation = (row: ArticleRow, byInterest: boolean): Recommendation => ({
    itemType: "news",
    itemId: String(row.id),
    title: locale === "zh_CN" ? row.titleHans?.trim() || traditionalToSimplified(row.title) : row.title,
    cover: row.cover || null,
    url: `/${lang}/news-detail/${row.id}`,
    reason: reasonFor(row, byInterest),
  });
  return [...matched.map((row) => toRecommendation(row, true)), ...latest.map((row) => toRecommendation(row, false))];
}
