import { shortVideoApi } from "@portal/contract/endpoints/short-video";
import { SHORT_VIDEO_KEYWORD_MAX, type ShortVideo } from "@portal/contract/schemas/short-video";
import type { ApiClient } from "@portal/contract/api-client";
import { loadOptional } from "../../data/load.server.ts";

/** Clips the search page shows beside its results. */
export const SEARCH_STRIP_SIZE = 6;

/** The search page's short videos for a keyword: none when there is no keyword or the call fails (the page stands without). */
export async function searchShortVideos(api: ApiClient, keyword: string | undefined): Promise<ShortVideo[]> {
  if (!keyword || keyword.length > SHORT_VIDEO_KEYWORD_MAX) return [];
  const page = await loadOptional(api, shortVideoApi.list, { query: { keyword, pageSize: SEARCH_STRIP_SIZE } });
  return page?.items ?? [];
}
