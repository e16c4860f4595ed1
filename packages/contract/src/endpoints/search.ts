import { GET, POST } from "../endpoint.ts";
import type {
  SearchFilterResponse,
  SearchProgramResponse,
  SearchQuery,
  SearchResponse,
  SearchStatisticsInput,
  SearchSuggestQuery,
  SearchSuggestResponse,
} from "../schemas/search.ts";

/** Spec §7 Downloads, statistics, search (docs/search.md). */
const BASE = "/api/v1.0/search";

export const searchApi = {
  /** News matching the keywords (GET /api/v1.0/search/ with the query of spec §3 "Search query"). */
  search: GET(`${BASE}/`).query<SearchQuery>().returns<SearchResponse>(),
  /** The filter choices; "fitler" is the spec's historic spelling. */
  filter: GET(`${BASE}/fitler`).returns<SearchFilterResponse>(),
  programs: GET(`${BASE}/search_program`).query<{ Keywords?: string; Page?: number; PageSize?: number }>().returns<SearchProgramResponse>(),
  /** Titles of stories and programmes while the reader types (the search fields' suggestions; docs/search.md). */
  suggest: GET(`${BASE}/suggest`).query<SearchSuggestQuery>().returns<SearchSuggestResponse>(),
  /** Counts a search's keywords for the day. */
  statistics: POST("/api/v1.0/statistics/search").body<SearchStatisticsInput>().returns<null>(),
};
