import type { ContentKind } from "../../platform/interactions.ts";
import type { Db } from "../../db/client.ts";
import { adjustArticleCounts, findVisibleArticle } from "./news-service.ts";

/** The kind name of news articles' likes and comments (stored with every row: never rename it). */
export const NEWS_KIND = "news";

/**
 * News articles for the interactions service (platform/interactions.ts): an article can be liked, commented on and
 * viewed while readers may see it; its like, comment and view counters stay on news_articles, where lists and
 * search sorting read them.
 */
export function newsContentKind(db: Db): ContentKind {
  return {
    kind: NEWS_KIND,
    visible: async (id, now) => (await findVisibleArticle(db, id, now)) !== null,
    adjust: adjustArticleCounts,
  };
}
