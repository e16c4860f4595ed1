import { and, asc, eq, inArray } from "drizzle-orm";
import type { ApiLocale } from "@portal/contract/locales";
import {
  DICTIONARY_SLUGS,
  type CountryEntry,
  type DataDictionary,
  type DictionaryEntry,
  type DictionarySlug,
} from "@portal/contract/schemas/common";
import type { Db } from "../../db/client.ts";
import { countries, dictionaryEntries } from "./tables.ts";
import { pickText } from "../../platform/localize.ts";

type Row = typeof dictionaryEntries.$inferSelect;

/**
 * Builds the label/value/children tree of one dictionary. An entry whose parent_value names no entry of the same
 * slug is shown at the top level rather than lost; a cycle cannot be reached from the top and is left out.
 */
function treeOf(rows: Row[], locale: ApiLocale): DictionaryEntry[] {
  const values = new Set(rows.map((r) => r.value));
  const byParent = new Map<string | null, Row[]>();
  for (const row of rows) {
    const parent = row.parentValue !== null && values.has(row.parentValue) && row.parentValue !== row.value ? row.parentValue : null;
    const siblings = byParent.get(parent);
    if (siblings) siblings.push(row);
    else byParent.set(parent, [row]);
  }
  const seen = new Set<string>();
  const walk = (parent: string | null): DictionaryEntry[] =>
    (byParent.get(parent) ?? []).flatMap((row) => {
      if (seen.has(row.value)) return [];
      seen.add(row.value);
      return [{ label: pickText(row.label, locale), value: row.value, children: walk(row.value) }];
    });
  return walk(null);
}

async function dictionaries(db: Db, slugs: readonly DictionarySlug[], locale: ApiLocale) {
  const rows = await db
    .select()
    .from(dictionaryEntries)
    .where(inArray(dictionaryEntries.slug, [...slugs]))
    .orderBy(asc(dictionaryEntries.sortOrder), asc(dictionaryEntries.id));
  const result = {} as Record<DictionarySlug, DictionaryEntry[]>;
  for (const slug of slugs) result[slug] = treeOf(rows.filter((r) => r.slug === slug), locale);
  return result;
}

/** GET /api/v1.0/common/dictionary?slug=education|profession|monthly_profit. */
export async function getDictionary(db: Db, slug: DictionarySlug, locale: ApiLocale): Promise<DictionaryEntry[]> {
  return (await dictionaries(db, [slug], locale))[slug];
}

/** Countries and regions: code = ISO 3166-1 alpha-2, label in the request's language, value = the calling code. */
export async function getCountries(db: Db, locale: ApiLocale): Promise<CountryEntry[]> {
  const rows = await db.select().from(countries).orderBy(asc(countries.sortOrder), asc(countries.code));
  return rows.map((r) => ({ code: r.code, label: pickText(r.label, locale), value: r.dialCode }));
}

/** GET /api/v1.0/common/data-dictionary: the three groups and the countries in one answer. */
export async function getDataDictionary(db: Db, locale: ApiLocale): Promise<DataDictionary> {
  const [groups, countryList] = await Promise.all([dictionaries(db, DICTIONARY_SLUGS, locale), getCountries(db, locale)]);
  return { ...groups, countries: countryList };
}

/** One dictionary's entries as a flat list, labelled in the request's language, in their order (parents and children alike). */
export async function dictionaryOptions(db: Db, slug: string, locale: ApiLocale): Promise<{ label: string; value: string }[]> {
  const rows = await db
    .select({ value: dictionaryEntries.value, label: dictionaryEntries.label })
    .from(dictionaryEntries)
    .where(eq(dictionaryEntries.slug, slug))
    .orderBy(asc(dictionaryEntries.sortOrder), asc(dictionaryEntries.id));
  return rows.map((row) => ({ label: pickText(row.label, locale), value: row.value }));
}

/** The entries that exist among the given dictionaries and values (to refuse a value a form could not offer). */
export function knownDictionaryValues(db: Db, slugs: readonly string[], values: readonly string[]): Promise<{ slug: string; value: string }[]> {
  return db
    .select({ slug: dictionaryEntries.slug, value: dictionaryEntries.value })
    .from(dictionaryEntries)
    .where(and(inArray(dictionaryEntries.slug, [...slugs]), inArray(dictionaryEntries.value, [...values])));
}
