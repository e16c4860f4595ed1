// Helpers shared by the news specs (news-*.test.mjs, search-*.test.mjs): stories read through the API, a quiet
// page. Not a spec itself (the runner only takes *.test.mjs).
import { apiData, quietOverlays } from "./frame-helpers.mjs";
import { openPage } from "../helpers.mjs";

/** A newsroom's newest stories (GET /api/v1.0/news in the language), flattened from the list's blocks. */
export async function latestNews(lang = "zh-hant", query = "PageSize=20") {
  const data = await apiData(`/api/v1.0/news?${query}`, lang);
  return { items: data.newsList.flatMap((b) => b.data), total: data.total, nextCursor: data.nextCursor };
}

/** A page for one test with the cookie bar and home popup out of the way. */
export async function quietPage(t, options = {}) {
  const opened = await openPage(t, options);
  await quietOverlays(opened.context);
  return opened;
}

/** Ids of the stories a list shows, in order (server-rendered and appended ones). */
export const listedIds = (page) =>
  page.locator("[data-testid=news-list] li[data-news-id]").evaluateAll((els) => els.map((el) => Number(el.getAttribute("data-news-id"))));
