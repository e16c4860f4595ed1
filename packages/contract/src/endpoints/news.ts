import { GET, POST } from "../endpoint.ts";
import type {
  NewsCategory,
  NewsComment,
  NewsCommentInput,
  NewsCommentsResponse,
  NewsDetail,
  NewsLikeState,
  NewsItem,
  NewsListQuery,
  NewsListResponse,
  NewsTopicDetail,
  NewsTopicsResponse,
  PageNewsResponse,
} from "../schemas/news.ts";

/** Spec §7 News (docs/news.md). Paging keys are capitalised (Page, PageSize) like the historic API. */
const BASE = "/api/v1.0/news";

type Paging = { Page?: number; PageSize?: number };

export const newsApi = {
  categories: GET(`${BASE}/categories`).returns<NewsCategory[]>(),
  list: GET(BASE).query<NewsListQuery>().returns<NewsListResponse>(),
  /** The articles before and after one article (of the same category, if given). */
  pageNews: GET(`${BASE}/page-news`).query<{ id: number; Category?: string }>().returns<PageNewsResponse>(),
  topics: GET(`${BASE}/topics`).query<Paging>().returns<NewsTopicsResponse>(),
  topic: GET(`${BASE}/topics/:slug`).query<Paging>().returns<NewsTopicDetail>(),
  topicById: GET(`${BASE}/topics/by-id/:id`).query<Paging>().returns<NewsTopicDetail>(),
  detail: GET(`${BASE}/:id`).returns<NewsDetail>(),
  /** One view counted by the reader's browser (the page itself is cached for everyone). */
  view: POST(`${BASE}/:id/view`).returns<{ counted: boolean }>(),
  /** The member's own like state. */
  likeState: GET(`${BASE}/:id/like`).returns<NewsLikeState>(),
  like: POST(`${BASE}/:id/like`).returns<NewsLikeState>(),
  likeCancel: POST(`${BASE}/:id/like-cancel`).returns<NewsLikeState>(),
  comments: GET(`${BASE}/:id/comment`).query<Paging>().returns<NewsCommentsResponse>(),
  comment: POST(`${BASE}/:id/comment`).body<NewsCommentInput>().returns<NewsComment>(),
  relation: GET(`${BASE}/:id/relation`).query<{ PageSize?: number }>().returns<NewsItem[]>(),
};
