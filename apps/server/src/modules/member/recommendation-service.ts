import type { ApiLocale } from "@portal/contract/locales";
import type { Recommendation } from "@portal/contract/schemas/member";
import type { Db } from "../../db/client.ts";
import type { LocalizedText } from "../../db/columns.ts";
import { memberRow } from "../identity/profile-service.ts";
import { programsForRecommendation } from "../program/program-service.ts";
import { dictionaryOptions } from "../reference/dictionary-service.ts";
import { keptItemIds } from "./collection-service.ts";

/**
 * program-recommendation: programmes (docs/media.md) matched on the member's interests (favInfo): first those in
 * the programme categories of their interests, then the others in the channel's order, never one the member has
 * already saved.
 */
export const MAX_RECOMMENDATIONS = 12;

/** Which programme categories each interest of the fav_info dictionary reads; interests not listed match none. */
export const PROGRAM_CATEGORIES_OF_INTEREST: Record<string, readonly string[]> = {
  news: ["news-affairs"],
  sport: ["sport"],
  music: ["music"],
  documentary: ["documentary"],
  food: ["lifestyle"],
  culture: ["culture"],
  travel: ["culture", "lifestyle"],
};

const REASONS = {
  interest: { zh_TW: "因為你關注「{interest}」", zh_CN: "因为你关注「{interest}」", en: "Because you follow {interest}", pt: "Porque segue {interest}" },
  latest: { zh_TW: "精選節目", zh_CN: "精选节目", en: "Featured programme", pt: "Programa em destaque" },
} satisfies Record<string, Required<LocalizedText>>;

async function interestLabels(db: Db, values: string[], locale: ApiLocale): Promise<Map<string, string>> {
  if (!values.length) return new Map();
  const options = await dictionaryOptions(db, "fav_info", locale);
  return new Map(options.filter((option) => values.includes(option.value)).map((option) => [option.value, option.label]));
}

export async function recommendFor(db: Db, memberId: number, locale: ApiLocale): Promise<Recommendation[]> {
  const member = await memberRow(db, memberId);
  const interests = member.favInfo.filter((value) => PROGRAM_CATEGORIES_OF_INTEREST[value]);
  const categories = [...new Set(interests.flatMap((value) => PROGRAM_CATEGORIES_OF_INTEREST[value]!))];
  const programs = await programsForRecommendation(db, locale, { categories, excludeIdsIn: keptItemIds(db, memberId, "program"), limit: MAX_RECOMMENDATIONS });
  const labels = await interestLabels(db, interests, locale);
  return programs.map((program) => {
    const interest = interests.find((value) => PROGRAM_CATEGORIES_OF_INTEREST[value]!.some((slug) => program.matched.includes(slug)));
    return {
      itemType: "program",
      itemId: String(program.id),
      title: program.title,
      cover: program.cover,
      url: program.url,
      reason: interest ? REASONS.interest[locale].replace("{interest}", labels.get(interest) ?? interest) : REASONS.latest[locale],
    };
  });
}
