import { and, eq, sql, type SQL } from "drizzle-orm";
import type { ApiLocale } from "@portal/contract/locales";
import type { ProgramLanguage, ProgramPage, ProgramSummary, ProgramType } from "@portal/contract/schemas/program";
import type { Db } from "../../db/client.ts";
import type { LocalizedText } from "../../db/columns.ts";
import { programmes } from "./tables.ts";
import { pickText } from "../../platform/localize.ts";
import { cjkVector, parseQuery, typeaheadQuery } from "../../platform/search-tokens.ts";
import { filterWhere, programOrder, programPage, programPageOf } from "./program-service.ts";

/** Programme search (docs/search.md): the search index of a programme, the search page's programmes, titles while typing. */

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
  if (search.keywords && !query) return programPageOf([], 0, search.page, search.pageSize);
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
