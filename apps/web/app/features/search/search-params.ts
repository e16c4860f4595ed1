/**
 * The search page's address (spec §2 search, §5): ?keyword= (the header form's field) plus the filters of
 * search/fitler. Pure: tested in search-params.test.ts. The text is normalised as the search forms do: whitespace
 * between Chinese characters removed (spec §5), Latin words kept apart by one space (normalizeSearchText).
 */
export const SEARCH_SORTS = ["relevance", "newest", "oldest", "views"] as const;
import { normalizeSearchText } from "@portal/contract/links";
import type { NewsType } from "@portal/contract/schemas/news";
import type { SearchQuery } from "@portal/contract/schemas/search";
export { pageWindow } from "../../components/page-links.ts";
export type SearchSort = (typeof SEARCH_SORTS)[number];
export const SEARCH_PAGE_SIZE = 10;
export const KEYWORD_MAX = 100;

export interface SearchState {
  keyword: string;
  category: string;
  /** A news type, or "" for every type. */
  type: NewsType | "";
  sort: SearchSort;
  year: number | null;
  full: boolean;
  page: number;
}

/** The keyword of the page: normalised as the search forms do, at most KEYWORD_MAX characters; "" for none. */
export const searchKeyword = (text: string | null) => (normalizeSearchText(text) ?? "").slice(0, KEYWORD_MAX).trimEnd();

export function readSearch(query: URLSearchParams): SearchState {
  const keyword = searchKeyword(query.get("keyword"));
  const category = query.get("category") ?? "";
  const type = query.get("type") ?? "";
  const sort = query.get("sort") ?? "";
  const year = query.get("year") ?? "";
  const page = query.get("page") ?? "";
  return {
    keyword,
    category: /^[a-z0-9][a-z0-9_-]{0,63}$/i.test(category) ? category : "",
    type: /^(text|image|video|radio)$/.test(type) ? (type as NewsType) : "",
    sort: (SEARCH_SORTS as readonly string[]).includes(sort) ? (sort as SearchSort) : "relevance",
    year: /^(19|20)\d{2}$/.test(year) ? Number(year) : null,
    full: query.get("full") === "1",
    page: /^\d{1,4}$/.test(page) && Number(page) >= 1 ? Number(page) : 1,
  };
}

/** The search call's query (GET /api/v1.0/search/). */
export function apiQuery(state: SearchState): SearchQuery {
  return {
    Keywords: state.keyword,
    Category: state.category || undefined,
    SelectType: state.type || "all",
    Page: state.page,
    PageSize: SEARCH_PAGE_SIZE,
    DateSort: state.sort === "newest" ? "desc" : state.sort === "oldest" ? "asc" : undefined,
    ViewCountSort: state.sort === "views" ? "desc" : undefined,
    Year: state.year ?? undefined,
    FullSearch: state.full ? "1" : undefined,
  };
}

/** The page's address for a state (defaults left out). */
export function searchHref(lang: string, state: SearchState, page = state.page): string {
  const q = new URLSearchParams();
  if (state.keyword) q.set("keyword", state.keyword);
  if (state.category) q.set("category", state.category);
  if (state.type) q.set("type", state.type);
  if (state.sort !== "relevance") q.set("sort", state.sort);
  if (state.year) q.set("year", String(state.year));
  if (state.full) q.set("full", "1");
  if (page > 1) q.set("page", String(page));
  const text = q.toString();
  return `/${lang}/search${text ? `?${text}` : ""}`;
}

/**
 * Splits text around case-insensitive occurrences of the keyword's words, for <mark>: each word is found on its
 * own, as the search finds them (`grand prix` marks "Prix" alone too), and words next to each other are one mark.
 */
export function highlight(text: string, keyword: string): { text: string; match: boolean }[] {
  const words = [...new Set(keyword.split(" ").filter(Boolean))].sort((a, b) => b.length - a.length);
  if (!words.length) return [{ text, match: false }];
  const word = `(?:${words.map((w) => w.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")).join("|")})`;
  // split() with one capturing group puts the matches at the odd indexes.
  return text
    .split(new RegExp(`(${word}(?:\\s+${word})*)`, "gi"))
    .map((part, i) => ({ text: part, match: i % 2 === 1 }))
    .filter((part) => part.text !== "");
}
