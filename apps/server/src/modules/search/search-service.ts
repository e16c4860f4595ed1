import { sql } from "drizzle-orm";
import { apiLocaleToUrlLang, type ApiLocale } from "@portal/contract/locales";
import type { NewsType } from "@portal/contract/schemas/news";
import { normalizeSearchText } from "@portal/contract/links";
import {
  SEARCH_SUGGEST_MAX,
  SEARCH_SUGGEST_MIN_CHARS,
  type SearchFilterResponse,
  type SearchProgramResponse,
  type SearchResponse,
  type SearchSelectType,
  type SearchSuggestResponse,
} from "@portal/contract/schemas/search";
import type { Db } from "../../db/client.ts";
import { searchKeywordsDaily } from "./tables.ts";
import { macauDate } from "../../platform/macau-time.ts";
import { normalizeForSearch } from "../../platform/search-tokens.ts";
import { publishedRange, searchArticles, suggestArticleTitles } from "../news/article-search.ts";
import { listCategories } from "../news/news-service.ts";
import { searchPrograms as searchProgrammes, suggestProgramTitles } from "../program/program-search.ts";

/**
 * The search calls (docs/search.md): news through the news module's full-text search (news/article-search.ts), the
 * filter choices, programmes, suggestions while typing and the daily keyword counts.
 */

const EXCERPT_CHARS = 160;

export interface SearchInput {
  Keywords: string;
  Category?: string | undefined;
  SelectType: SearchSelectType;
  Page: number;
  PageSize: number;
  DateSort?: "asc" | "desc" | undefined;
  ViewCountSort?: "asc" | "desc" | undefined;
  Year?: number | undefined;
  FullSearch: boolean;
}

function cut(text: string, max: number): string {
  const chars = Array.from(text.replace(/\s+/g, " ").trim());
  return chars.length > max ? `${chars.slice(0, max).join("")}…` : chars.join("");
}

export async function searchNews(db: Db, locale: ApiLocale, input: SearchInput, now: Date): Promise<SearchResponse> {
  const keywords = input.Keywords.trim();
  const { items, total } = await searchArticles(
    db,
    locale,
    {
      keywords,
      category: input.Category,
      type: input.SelectType !== "all" ? (input.SelectType as NewsType) : undefined,
      year: input.Year,
      titleAndSummaryOnly: !input.FullSearch,
      order: input.DateSort
        ? { by: "date", direction: input.DateSort }
        : input.ViewCountSort
          ? { by: "views", direction: input.ViewCountSort }
          : undefined,
      page: input.Page,
      pageSize: input.PageSize,
    },
    now,
  );
  return {
    keywords,
    items: items.map((item) => ({ ...item, excerpt: cut(item.summary, EXCERPT_CHARS) })),
    total,
    page: input.Page,
    pageSize: input.PageSize,
  };
}

const TYPE_LABELS: Record<SearchSelectType, Record<ApiLocale, string>> = {
  all: { zh_TW: "全部", zh_CN: "全部", en: "All", pt: "Todos" },
  text: { zh_TW: "文字", zh_CN: "文字", en: "Text", pt: "Texto" },
  image: { zh_TW: "圖片", zh_CN: "图片", en: "Photos", pt: "Fotografias" },
  video: { zh_TW: "視頻", zh_CN: "视频", en: "Video", pt: "Vídeo" },
  radio: { zh_TW: "電台", zh_CN: "电台", en: "Radio", pt: "Rádio" },
};

/**
 * search/fitler: the categories, the SelectType choices and the years from the newsroom's oldest to its newest
 * visible article (two index lookups, whatever the number of articles), newest first.
 */
export async function searchFilter(db: Db, locale: ApiLocale, now: Date): Promise<SearchFilterResponse> {
  const [categories, range] = await Promise.all([listCategories(db, locale), publishedRange(db, locale, now)]);
  const years: number[] = [];
  if (range.oldest && range.newest) {
    const first = Number(macauDate(range.oldest).slice(0, 4));
    const last = Number(macauDate(range.newest).slice(0, 4));
    for (let y = last; y >= first; y -= 1) years.push(y);
  }
  return {
    categories: categories.map((c) => ({ value: c.slug, label: c.title })),
    types: (Object.keys(TYPE_LABELS) as SearchSelectType[]).map((value) => ({ value, label: TYPE_LABELS[value][locale] })),
    years,
  };
}

/**
 * search_program: published programmes whose title or summary, in any language, match the keywords with the news
 * rules (Chinese bigrams in either script, English and Portuguese stemmed and without accents; docs/search.md),
 * best match first. Empty keywords match nothing.
 */
export async function searchPrograms(db: Db, locale: ApiLocale, keywords: string, page: number, pageSize: number): Promise<SearchProgramResponse> {
  const text = keywords.trim();
  if (!text) return { keywords: text, items: [], total: 0, page, pageSize };
  const found = await searchProgrammes(db, locale, { keywords: text, page, pageSize });
  const lang = apiLocaleToUrlLang(locale);
  return {
    keywords: text,
    items: found.items.map((p) => ({ id: p.id, slug: p.slug, title: p.title, summary: p.summary, cover: p.cover, type: p.type, channelName: p.channelName, url: `/${lang}/program-detail/${p.slug}` })),
    total: found.total,
    page,
    pageSize,
  };
}

/** Programmes among the suggestions: they lead, and leave the rest of the list to stories. */
const SUGGESTED_PROGRAMMES = 3;

/**
 * search/suggest: titles of programmes and of the newsroom's stories matching text being typed (normalised by the
 * query schema), programmes first, at most SEARCH_SUGGEST_MAX; nothing under SEARCH_SUGGEST_MIN_CHARS characters.
 */
export async function suggestTitles(db: Db, locale: ApiLocale, keywords: string, now: Date): Promise<SearchSuggestResponse> {
  if (Array.from(keywords).length < SEARCH_SUGGEST_MIN_CHARS) return { keywords, items: [] };
  const [programmes, stories] = await Promise.all([
    suggestProgramTitles(db, locale, keywords, SUGGESTED_PROGRAMMES),
    suggestArticleTitles(db, locale, keywords, SEARCH_SUGGEST_MAX, now),
  ]);
  const lang = apiLocaleToUrlLang(locale);
  const items = [
    ...programmes.map((p) => ({ kind: "program" as const, id: p.id, title: p.title, url: `/${lang}/program-detail/${p.slug}` })),
    ...stories.map((a) => ({ kind: "news" as const, id: a.id, title: a.title, url: `/${lang}/news-detail/${a.id}` })),
  ];
  return { keywords, items: items.slice(0, SEARCH_SUGGEST_MAX) };
}

/**
 * The form a keyword is counted under: the search forms' spaces (normalizeSearchText), then normalised like the
 * search itself (NFKC, Simplified, lower case): `颱風 警告` and `台风警告` count as one, `grand prix` keeps its space.
 */
export function statisticsKeyword(keywords: string): string {
  return Array.from(normalizeForSearch(normalizeSearchText(keywords) ?? "").replace(/\s+/g, " ").trim()).slice(0, 100).join("");
}

/** Counts one search of `keywords` for today (Macau time). */
export async function recordSearch(db: Db, keywords: string, now: Date): Promise<void> {
  const keyword = statisticsKeyword(keywords);
  if (!keyword) return;
  await db
    .insert(searchKeywordsDaily)
    .values({ day: macauDate(now), keyword, count: 1 })
    .onConflictDoUpdate({ target: [searchKeywordsDaily.day, searchKeywordsDaily.keyword], set: { count: sql`${searchKeywordsDaily.count} + 1` } });
}
