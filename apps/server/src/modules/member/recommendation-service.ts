import { apiLocaleToUrlLang, type ApiLocale } from "@portal/contract/locales";
import type { Recommendation } from "@portal/contract/schemas/member";
import type { Db } from "../../db/client.ts";
import type { LocalizedText } from "../../db/schema/columns.ts";
import { memberRow } from "../identity/profile-service.ts";
import { newestArticles, titleFor } from "../news/article-lists.ts";
import { NEWSROOM_OF } from "../news/news-service.ts";
import { dictionaryOptions } from "../reference/dictionary-service.ts";
import { keptItemIds } from "./collection-service.ts";

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

type ArticleRow = { id: number; title: string; titleHans: string | null; cover: string | null; categorySlug: string | null };

async function interestLabels(db: Db, values: string[], locale: ApiLocale): Promise<Map<string, string>> {
  if (!values.length) return new Map();
  const options = await dictionaryOptions(db, "fav_info", locale);
  return new Map(options.filter((option) => values.includes(option.value)).map((option) => [option.value, option.label]));
}

export async function recommendFor(db: Db, memberId: number, locale: ApiLocale, now: Date): Promise<Recommendation[]> {
  const member = await memberRow(db, memberId);
  const interests = member.favInfo.filter((value) => NEWS_CATEGORIES_OF_INTEREST[value]);
  const slugs = [...new Set(interests.flatMap((value) => NEWS_CATEGORIES_OF_INTEREST[value]!))];

  const newsroom = NEWSROOM_OF[locale];
  const notKeptYet = keptItemIds(db, memberId, "news");
  const matched = slugs.length
    ? await newestArticles(db, { newsroom, now, categorySlugs: slugs, excludeIdsIn: notKeptYet, limit: MAX_RECOMMENDATIONS })
    : [];
  const latest =
    matched.length < MAX_RECOMMENDATIONS
      ? await newestArticles(db, {
          newsroom,
          now,
          exclude: matched.map((row) => row.id),
          excludeIdsIn: notKeptYet,
          limit: MAX_RECOMMENDATIONS - matched.length,
        })
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
    title: titleFor(row, newsroom, locale),
    cover: row.cover || null,
    url: `/${lang}/news-detail/${row.id}`,
    reason: reasonFor(row, byInterest),
  });
  return [...matched.map((row) => toRecommendation(row, true)), ...latest.map((row) => toRecommendation(row, false))];
}
