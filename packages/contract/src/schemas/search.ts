import { z } from "zod";
import { DEFAULT_PAGE_SIZE, MAX_PAGE, MAX_PAGE_SIZE } from "../constants.ts";
import { normalizeSearchText } from "../links.ts";
import { slugSchema } from "./common.ts";
import { NEWS_TYPES, queryFlag, type NewsItem } from "./news.ts";

/**
 * Requests and responses of the search calls (spec §3 Search query, §7 Search; docs/search.md), shared by server
 * and web. The request language chooses the newsroom searched (zh_TW and zh_CN both search the Chinese newsroom,
 * whatever the script of the query).
 */

export const SEARCH_BASE = "/api/v1.0/search";
export const SEARCH_KEYWORDS_MAX_CHARS = 100;

/** SelectType: every kind, or one news type. */
export const SEARCH_SELECT_TYPES = ["all", ...NEWS_TYPES] as const;
export type SearchSelectType = (typeof SEARCH_SELECT_TYPES)[number];
export const SORT_DIRECTIONS = ["asc", "desc"] as const;

const keywords = z
  .string()
  .trim()
  .max(SEARCH_KEYWORDS_MAX_CHARS)
  .refine((v) => !/[\u0000-\u001f\u007f]/.test(v), "keywords may not hold control characters");

/**
 * GET /api/v1.0/search/. Empty Keywords give an empty result (spec §5: empty text does nothing). Without a sort,
 * results come by relevance, then newest first; DateSort wins over ViewCountSort when both are given.
 */
export const searchQuery = z.object({
  Keywords: keywords.default(""),
  Category: slugSchema.optional(),
  SelectType: z.enum(SEARCH_SELECT_TYPES).default("all"),
  Page: z.coerce.number().int().min(1).max(MAX_PAGE).default(1),
  PageSize: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(DEFAULT_PAGE_SIZE),
  DateSort: z.enum(SORT_DIRECTIONS).optional(),
  ViewCountSort: z.enum(SORT_DIRECTIONS).optional(),
  Year: z.coerce.number().int().min(1901).max(2099).optional(),
  /** true: title, summary and body; false (default): title and summary only. */
  FullSearch: queryFlag.default(false),
});
export type SearchQuery = z.input<typeof searchQuery>;

export interface SearchHit extends NewsItem {
  /** A plain-text excerpt around the first match (or the summary). */
  excerpt: string;
}

export interface SearchResponse {
  keywords: string;
  items: SearchHit[];
  total: number;
  page: number;
  pageSize: number;
}

/** GET /api/v1.0/search/fitler (the historic spelling): the choices of the search form. */
export interface SearchFilterOption {
  value: string;
  label: string;
}
export interface SearchFilterResponse {
  categories: SearchFilterOption[];
  /** SelectType choices, "all" first. */
  types: SearchFilterOption[];
  /** Years that have articles, newest first. */
  years: number[];
}

/** GET /api/v1.0/search/search_program: published programmes matching the keywords, best first (docs/search.md). */
export const searchProgramQuery = z.object({
  Keywords: keywords.default(""),
  Page: z.coerce.number().int().min(1).max(MAX_PAGE).default(1),
  PageSize: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(DEFAULT_PAGE_SIZE),
});
/** A programme found by search_program (docs/search.md "Programmes"). */
export interface SearchProgramHit {
  id: number;
  slug: string;
  title: string;
  summary: string;
  cover: string | null;
  type: "tv" | "radio" | "sport";
  channelName: string;
  /** The programme's page in the request's language. */
  url: string;
}
export interface SearchProgramResponse {
  keywords: string;
  items: SearchProgramHit[];
  total: number;
  page: number;
  pageSize: number;
}

export { SEARCH_SUGGEST_MAX, SEARCH_SUGGEST_MIN_CHARS } from "../links.ts";

/**
 * GET /api/v1.0/search/suggest: the text normalised as the search forms do (spaces between Chinese characters
 * removed, between Latin words kept: normalizeSearchText); fewer than SEARCH_SUGGEST_MIN_CHARS characters suggest
 * nothing.
 */
export const searchSuggestQuery = z.object({
  Keywords: keywords.default("").transform((text) => normalizeSearchText(text) ?? ""),
});
export type SearchSuggestQuery = z.input<typeof searchSuggestQuery>;
/** A title offered while typing: a story of the request's newsroom or a programme, and its page. */
export interface SearchSuggestion {
  kind: "news" | "program";
  id: number;
  /** In the request's language. */
  title: string;
  /** The page in the request's language. */
  url: string;
}
export interface SearchSuggestResponse {
  keywords: string;
  /** Programmes first, then stories, newest first; at most SEARCH_SUGGEST_MAX. */
  items: SearchSuggestion[];
}

/** POST /api/v1.0/statistics/search: counts a search's keywords for the day. */
export const searchStatisticsBody = z.object({
  Keywords: keywords.pipe(z.string().min(1)),
  source: z.enum(["pc", "mobile", "app"]).default("pc"),
  platform: z.enum(["web", "app"]).default("web"),
});
export type SearchStatisticsInput = z.input<typeof searchStatisticsBody>;
