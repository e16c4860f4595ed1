// Helpers shared by the news specs (news/*.spec.ts; member, frame and security specs use latestNews too): stories
// read through the API, the ids a list shows. Not a spec itself (Playwright Test only takes *.spec.ts).
import type { Page } from "@playwright/test";
import { apiData, type UrlLang } from "../../helpers.ts";

/** A newsroom's newest stories (GET /api/v1.0/news in the language), flattened from the list's blocks. */
export async function latestNews(lang: UrlLang = "zh-hant", query = "PageSize=20") {
  const data = await apiData(`/api/v1.0/news?${query}`, lang);
  // `any`: the stories as the API answers them (apiData).
  const items: any[] = data.newsList.flatMap((b: { data: unknown[] }) => b.data);
  return { items, total: data.total, nextCursor: data.nextCursor };
}

/** Ids of the stories a list shows, in order (server-rendered and appended ones). */
export const listedIds = (page: Page): Promise<number[]> =>
  page.locator("[data-testid=news-list] li[data-news-id]").evaluateAll((els) => els.map((el) => Number(el.getAttribute("data-news-id"))));
