import { inArray } from "drizzle-orm";
import type { ContentItemRef, ContentKind } from "../../platform/interactions.ts";
import type { Db } from "../../db/client.ts";
import { articleLang, titleFor } from "./article-lists.ts";
import { adjustArticleCounts, findVisibleArticle } from "./news-service.ts";
import { newsArticles } from "./tables.ts";

/** The kind name of news articles' likes and comments (stored with every row: never rename it). */
export const NEWS_KIND = "news";

/**
 * News articles for the interactions service (platform/interactions.ts): an article can be liked, commented on and
 * viewed while readers may see it; its like, comment and view counters stay on news_articles, where lists and
 * search sorting read them. The moderation queue names an article by its title and page, published or not.
 */
export function newsContentKind(db: Db): ContentKind {
  return {
    kind: NEWS_KIND,
    visible: async (id, now) => (await findVisibleArticle(db, id, now)) !== null,
    adjust: adjustArticleCounts,
    describe: async (ids, locale) => {
      if (!ids.length) return new Map();
      const rows = await db
        .select({ id: newsArticles.id, newsroom: newsArticles.newsroom, title: newsArticles.title, titleHans: newsArticles.titleHans })
        .from(newsArticles)
        .where(inArray(newsArticles.id, [...ids]));
      return new Map<number, ContentItemRef>(
        rows.map((row) => [row.id, { title: titleFor(row, row.newsroom, locale), link: `/${articleLang(row.newsroom, locale)}/news-detail/${row.id}` }]),
      );
    },
  };
}
