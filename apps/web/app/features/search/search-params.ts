/**
 * The search page's address (spec §2 search, §5): ?keyword= (the header form's field) plus the filters of
 * search/fitler. Pure: tested in search-params.test.ts. Whitespace is removed from the text (spec §5).
 */
export const SEARCH_SORTS = ["relevance", "newest", "oldest", "views"] as const;
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

/** Every whitespace character (ASCII, ideographic, no-break) removed, as the header form does. */
export const stripSpaces = (text: string) => text.replace(/[\s\u3000\u00a0\u200b\ufeff]+/g, "");

export function readSearch(query: URLSearchParams): SearchState {
  const keyword = stripSpaces(query.get("keyword") ?? "").slice(0, KEYWORD_MAX);
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

/** Splits text around case-insensitive occurrences of the keyword, for <mark>. */
export function highlight(text: string, keyword: string): { text: string; match: boolean }[] {
  if (!keyword) return [{ text, match: false }];
  const escaped = keyword.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  return text
    .split(new RegExp(`(${escaped})`, "gi"))
    .filter((part) => part !== "")
    .map((part) => ({ text: part, match: part.toLowerCase() === keyword.toLowerCase() }));
}
