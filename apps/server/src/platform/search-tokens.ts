import { sql, type SQL } from "drizzle-orm";
import * as OpenCC from "opencc-js/t2cn";
import { htmlToText } from "./html-text.ts";

/**
 * Chinese search tokens (docs/search.md). PostgreSQL's parsers do not split Chinese, and trigram indexes cannot
 * serve queries under three characters, so the application makes the tokens:
 *
 * - text and queries are normalised the same way: NFKC (full-width letters and digits to ASCII), Traditional to
 *   Simplified character by character (OpenCC t → cn, so that 颱風 and 台风 meet), lower case;
 * - every run of Han characters becomes one token per character: the character and the next one (a bigram), or
 *   the character alone at the end of the run, at consecutive positions;
 * - a query run of one character is a prefix query (`风:*` finds 风 at the start of any token, so anywhere), of two
 *   one token, of three or more the phrase of its bigrams (`台风 <-> 风来 <-> 来袭`).
 *
 * The tokens are written as a tsvector literal (never through a parser), so the result does not depend on the
 * database's locale: PGlite and PostgreSQL index the same lexemes.
 */

const toSimplified = OpenCC.Converter({ from: "t", to: "cn" });

/** Han ideographs (CJK unified, extensions, compatibility) and 〇. */
const HAN_RUN = /[\p{Script=Han}〇]+/gu;
const HAN_CHAR = /[\p{Script=Han}〇]/u;

/** tsvector positions stop at 16383; a lexeme keeps at most 256 positions. */
const MAX_POSITION = 16_383;
const MAX_POSITIONS_PER_LEXEME = 255;

export type Weight = "A" | "B" | "C" | "D";

export function normalizeForSearch(text: string): string {
  return toSimplified(text.normalize("NFKC")).toLowerCase();
}

export function hasHan(text: string): boolean {
  return HAN_CHAR.test(text);
}

/** The tokens of one run of Han characters: bigrams, the last character alone. */
function runTokens(run: string): string[] {
  const chars = Array.from(run);
  return chars.map((c, i) => (i + 1 < chars.length ? c + chars[i + 1] : c));
}

/**
 * The Chinese part of an article's search vector, as a tsvector literal: each part's Han runs, normalised, at
 * consecutive positions (runs separated by a gap so that a phrase never spans two runs), with the part's weight.
 */
export function cjkVector(parts: readonly { text: string; weight: Weight }[]): string {
  const lexemes = new Map<string, string[]>();
  let position = 1;
  for (const part of parts) {
    const text = normalizeForSearch(part.text);
    for (const match of text.matchAll(HAN_RUN)) {
      for (const token of runTokens(match[0])) {
        if (position > MAX_POSITION) break;
        let list = lexemes.get(token);
        if (!list) lexemes.set(token, (list = []));
        if (list.length < MAX_POSITIONS_PER_LEXEME) list.push(`${position}${part.weight}`);
        position += 1;
      }
      position += 1; // the gap between runs
    }
  }
  // Han characters need no quoting beyond the surrounding quotes: no quote or backslash can be in a token.
  return [...lexemes].map(([lexeme, positions]) => `'${lexeme}':${positions.join(",")}`).join(" ");
}

/** An article's search_cjk from its texts (title A, Simplified title A, summary B, body D). */
export function articleCjkVector(article: { title: string; titleHans?: string | null; summary: string; body: string }): string {
  return cjkVector([
    { text: article.title, weight: "A" },
    ...(article.titleHans ? [{ text: article.titleHans, weight: "A" as const }] : []),
    { text: article.summary, weight: "B" },
    { text: htmlToText(article.body), weight: "D" },
  ]);
}

export interface ParsedQuery {
  /** A tsquery literal for the Han runs (ANDed), or null when the query has none. */
  cjk: string | null;
  /** The rest of the query (Latin words, digits) for websearch_to_tsquery, or "" when none. */
  rest: string;
}

/** Splits a search query into its Chinese part (as a tsquery literal) and the rest. */
export function parseQuery(keywords: string): ParsedQuery {
  const text = normalizeForSearch(keywords);
  const phrases: string[] = [];
  for (const match of text.matchAll(HAN_RUN)) {
    const chars = Array.from(match[0]);
    if (chars.length === 1) phrases.push(`'${chars[0]}':*`);
    else {
      const bigrams = chars.slice(0, -1).map((c, i) => `'${c}${chars[i + 1]}'`);
      phrases.push(bigrams.length === 1 ? bigrams[0]! : `(${bigrams.join(" <-> ")})`);
    }
  }
  const rest = text.replace(HAN_RUN, " ").replace(/\s+/g, " ").trim();
  return { cjk: phrases.length ? phrases.join(" & ") : null, rest };
}

/**
 * The tsquery of text being typed (search suggestions): the Chinese part as in `parseQuery`, and each other word
 * matched in any of `configs` with the last one as a prefix (`grand pr` → `'grand' & 'pr':*`), so that titles come
 * before the word is finished. Words are letters and digits only, quoted, so the text can hold no tsquery syntax.
 * Null when there is nothing to search for. A stop word gives an empty part, which `&&` leaves out.
 */
export function typeaheadQuery(keywords: string, configs: readonly string[]): SQL | null {
  const { cjk, rest } = parseQuery(keywords);
  const words = rest.match(/[\p{L}\p{N}]+/gu) ?? [];
  const parts: SQL[] = cjk ? [sql`${cjk}::tsquery`] : [];
  words.forEach((word, i) => {
    const lexeme = `'${word}'${i === words.length - 1 ? ":*" : ""}`;
    parts.push(sql`(${sql.join(configs.map((config) => sql`to_tsquery(${config}::regconfig, ${lexeme})`), sql` || `)})`);
  });
  return parts.length ? sql`(${sql.join(parts, sql` && `)})` : null;
}
