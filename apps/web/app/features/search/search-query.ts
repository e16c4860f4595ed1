import type { NewsType } from "@portal/contract/schemas/news";
import { oneOfQuery, pageQuery, yearQuery, type QueryRule } from "../../data/route-params.ts";
import { SEARCH_SORTS, searchKeyword, type SearchState } from "./search-params.ts";

/**
 * The search page's query rules (its route's handle.query, data/route-params.ts): the values `readSearch` reads the
 * same, so that the server renders and caches one page per search, whatever else the address holds. Apart from
 * search-params.ts, which the islands import: these stay on the server.
 */
export const SEARCH_QUERY: Record<keyof SearchState, QueryRule> = {
  keyword: (value) => searchKeyword(value) || null,
  category: (value) => (/^[a-z0-9][a-z0-9_-]{0,63}$/i.test(value) ? value : null),
  type: oneOfQuery(["text", "image", "video", "radio"] satisfies NewsType[]),
  sort: oneOfQuery(SEARCH_SORTS.filter((sort) => sort !== "relevance")),
  year: yearQuery,
  full: (value) => (value === "1" ? value : null),
  page: pageQuery,
};
