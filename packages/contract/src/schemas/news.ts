import { z } from "zod";
import { NEWS_TYPES, type NewsType, type Newsroom } from "../news-rules.ts";
import { capitalPaging, idSchema, isoDate, slugSchema, type AdvertItem } from "./common.ts";
import {
  COMMENT_MAX_CHARS,
  commentBody,
  commentsQuery,
  type CommentAuthor,
  type CommentInput,
  type CommentsPage,
  type ContentComment,
  type LikeState,
} from "./interactions.ts";

/**
 * Requests and responses of the news calls (spec §7 News, base /api/v1.0/news; docs/news.md), shared by server
 * and web. Query keys follow the historic API's capitalised style (Page, PageSize …) like the search call.
 */

export const NEWS_BASE = "/api/v1.0/news";

/** The types and newsrooms live in the zod-free news-rules.ts (the browser imports them there: ADR 0011). */
export { NEWS_TYPES, NEWSROOMS, type NewsType, type Newsroom } from "../news-rules.ts";

/** Limits of the comment rules (docs/interactions.md). */
export const NEWS_COMMENT_MAX_CHARS = COMMENT_MAX_CHARS;
export const NEWS_RELATION_MAX = 12;
export const NEWS_RELATION_DEFAULT = 6;
/** How many list items form one newsList block (each block is followed by its footer adverts). */
export const NEWS_LIST_BLOCK_SIZE = 10;
/** The advert slot whose adverts follow each block of the news list (the site's footer adverts). */
export const NEWS_LIST_FOOTER_AD_SLUG = "footer";

/** "1", "true", "0", "false" (a query string) or a boolean. */
export const queryFlag = z
  .union([z.boolean(), z.enum(["1", "0", "true", "false"])])
  .transform((v) => v === true || v === "1" || v === "true");

/** YYYY-MM-DD, a real date (the common rule). */
export const newsDate = isoDate;

export const newsPaging = capitalPaging;

/**
 * An opaque keyset cursor (`nextCursor` of the previous page): with it the list continues after that article
 * instead of counting rows, which keeps deep pages as fast as the first.
 */
export const newsCursor = z.string().trim().max(64).regex(/^\d{1,17}_\d{1,10}$/, "bad cursor");

/** GET /api/v1.0/news: the request language chooses the newsroom. */
export const newsListQuery = z.object({
  ...newsPaging,
  /** Category slug (GET categories). */
  Category: slugSchema.optional(),
  Type: z.enum(NEWS_TYPES).optional(),
  /** Inclusive day range, Macau time. */
  DateFrom: newsDate.optional(),
  DateTo: newsDate.optional(),
  /** Only the past 12 months (spec §5). */
  Past12Months: queryFlag.optional(),
  Cursor: newsCursor.optional(),
});
export type NewsListQuery = z.input<typeof newsListQuery>;

export interface NewsCategory {
  id: number;
  slug: string;
  title: string;
}

/** An article in a list. */
export interface NewsItem {
  id: number;
  title: string;
  summary: string;
  cover: string | null;
  type: NewsType;
  /** The category's title in the request's language. */
  category: string | null;
  categorySlug: string | null;
  publishedAt: string;
  viewCount: number;
  likeCount: number;
}

/** A block of the list with the adverts shown under it (spec §3 "Paged list result"). */
export interface NewsListBlock {
  data: NewsItem[];
  footerAd: AdvertItem[];
}

export interface NewsListResponse {
  newsList: NewsListBlock[];
  /** Articles matching the filters (all pages). */
  total: number;
  page: number;
  pageSize: number;
  /** Pass as Cursor to get the page after this one; null on the last page. */
  nextCursor: string | null;
}

export interface NewsDetail extends NewsItem {
  newsroom: Newsroom;
  /** Trusted HTML written by staff (sanitised when written). */
  body: string;
  /** The cover and the images of the body, in order, without repeats. */
  images: string[];
  videoUrl: string | null;
  audioUrl: string | null;
  author: string | null;
  commentCount: number;
  updatedAt: string;
  /** The cover's alternative text, written in the console ("" for a story without one). */
  coverAlt: string;
  /** The page's title and description for search engines and sharing when the console gave them ("": the headline and standfirst). */
  seoTitle: string;
  seoDescription: string;
  /** Topics this article belongs to. */
  topics: NewsTopicSummary[];
}

/** POST like / like-cancel and GET like (the member's own state): the interactions' LikeState. */
export type NewsLikeState = LikeState;

// ── Comments (the interactions' shapes, docs/interactions.md) ──────────────────────────────────────────────
export const newsCommentBody = commentBody;
export type NewsCommentInput = CommentInput;
export const newsCommentsQuery = commentsQuery;
export type NewsCommentAuthor = CommentAuthor;
export type NewsComment = ContentComment;
export type NewsCommentsResponse = CommentsPage;

// ── Relation, page-news ────────────────────────────────────────────────────────────────────────────────────
export const newsRelationQuery = z.object({
  PageSize: z.coerce.number().int().min(1).max(NEWS_RELATION_MAX).default(NEWS_RELATION_DEFAULT),
});

/** GET page-news: the articles before and after one article of the same newsroom (and category, if given). */
export const pageNewsQuery = z.object({
  id: idSchema,
  Category: slugSchema.optional(),
});

export interface PageNewsResponse {
  /** The next older article, or null. */
  previous: NewsItem | null;
  /** The next newer article, or null. */
  next: NewsItem | null;
}

// ── Topics ─────────────────────────────────────────────────────────────────────────────────────────────────
export interface NewsTopicSummary {
  id: number;
  slug: string;
  title: string;
  cover: string | null;
}

export interface NewsTopic extends NewsTopicSummary {
  /** Trusted HTML written by staff. */
  description: string;
  articleCount: number;
}

export const newsTopicsQuery = z.object({ ...newsPaging });
export interface NewsTopicsResponse {
  items: NewsTopic[];
  total: number;
  page: number;
  pageSize: number;
}

export const newsTopicSlugParams = z.object({ slug: slugSchema });
export const newsTopicArticlesQuery = z.object({ ...newsPaging });

/** GET topics/{slug} and topics/by-id/{id}: the topic and a page of its articles (newest first). */
export interface NewsTopicDetail {
  topic: NewsTopic;
  items: NewsItem[];
  total: number;
  page: number;
  pageSize: number;
}

// ── The cached news file ───────────────────────────────────────────────────────────────────────────────────
/** `lang` of /uploads/cache/json/web_news_{lang}.json: the API locale codes or the URL forms. */
export const NEWS_CACHE_LANGS = ["zh_TW", "zh_CN", "en", "pt", "zh-hant", "zh-hans"] as const;

export interface NewsCacheFile {
  lang: "zh_TW" | "zh_CN" | "en" | "pt";
  /** Changes whenever news is written. */
  version: string;
  generatedAt: string;
  latest: NewsItem[];
  categories: (NewsCategory & { items: NewsItem[] })[];
  video: NewsItem[];
  radio: NewsItem[];
  topics: NewsTopicSummary[];
}
