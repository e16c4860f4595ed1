import type { ApiLocale } from "@portal/contract/locales";
import type { FavInfoOption } from "@portal/contract/schemas/identity";
import type { Db } from "../../db/client.ts";
import { badRequest } from "../../platform/errors.ts";
import { dictionaryOptions, knownDictionaryValues } from "../reference/dictionary-service.ts";

/** Interests offered at registration and in the profile: the dictionary slug fav_info. */
export const FAV_INFO_SLUG = "fav_info";

/** GET member-fav-nfo: the interests, labelled in the request's language, in their order. */
export function listFavInfo(db: Db, locale: ApiLocale): Promise<FavInfoOption[]> {
  return dictionaryOptions(db, FAV_INFO_SLUG, locale);
}

/** Profile fields whose values come from a dictionary, by field name → dictionary slug. */
const CHOICE_SLUGS = {
  favInfo: FAV_INFO_SLUG,
  educationalStatus: "education",
  profession: "profession",
  monthlyProfit: "monthly_profit",
} as const;
export type ChoiceFields = { favInfo?: readonly string[] | null } & Partial<
  Record<Exclude<keyof typeof CHOICE_SLUGS, "favInfo">, string | null>
>;

/**
 * Refuses (400, naming the field) a value that is not in its dictionary, so that a profile only ever holds values
 * the forms can show. Empty and missing values pass.
 */
export async function assertKnownChoices(db: Db, fields: ChoiceFields): Promise<void> {
  const wanted: { field: keyof typeof CHOICE_SLUGS; slug: string; value: string }[] = [];
  for (const field of Object.keys(CHOICE_SLUGS) as (keyof typeof CHOICE_SLUGS)[]) {
    const given = fields[field];
    const values = Array.isArray(given) ? given : given ? [given as string] : [];
    for (const value of values) wanted.push({ field, slug: CHOICE_SLUGS[field], value });
  }
  if (!wanted.length) return;
  const rows = await knownDictionaryValues(db, [...new Set(wanted.map((w) => w.slug))], [...new Set(wanted.map((w) => w.value))]);
  const known = new Set(rows.map((row) => `${row.slug}\u0000${row.value}`));
  const unknown = wanted.find((w) => !known.has(`${w.slug}\u0000${w.value}`));
  if (unknown) throw badRequest(unknown.field);
}
