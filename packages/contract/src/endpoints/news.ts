import { CONSOLE_API_PATH, GET, POST, PUT } from "../endpoint.ts";
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
import type {
  NewsAuthorOption,
  NewsConsoleCategory,
  NewsConsoleTopic,
  NewsConsoleListQuery,
  NewsConsolePage,
  NewsCreateInput,
  NewsDiffQuery,
  NewsEditorArticle,
  NewsPreviewLink,
  NewsRestoreInput,
  NewsRevisionDiff,
  NewsRevisionItem,
  NewsRevisionsQuery,
  NewsScheduleInput,
  NewsTransitionInput,
  NewsUpdateInput,
} from "../schemas/news/console.ts";
import type { Paged } from "../schemas/member.ts";

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
  /** `preview`: a token of the console's preview link; the article is then answered whatever its status (no-store). */
  detail: GET(`${BASE}/:id`).query<{ preview?: string }>().returns<NewsDetail>(),
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

const CONSOLE = `${CONSOLE_API_PATH}/v1/news`;
/** Who writes: contributors write and submit drafts; editors and administrators also publish (docs/news.md). */
const WRITERS = ["contributor", "editor", "admin"] as const;
const PUBLISHERS = ["editor", "admin"] as const;

/**
 * The console's news calls (docs/news.md "Editing in the console"). Every write sends the CSRF token and the
 * revision it was made from (`revision`): a save or transition from an older revision answers 409 in the request's
 * language. Contributors create drafts, edit their own drafts and stories in review, and submit them; editors and
 * administrators edit anything and publish, schedule and unpublish. A refused transition answers 400 (not from
 * this status) or 403 (not this role or author).
 */
export const newsConsoleApi = {
  /** Filters: status, newsroom, categoryId, author (staff id), from/to (Macao days, last change), q; newest change first. */
  list: GET(CONSOLE).access(WRITERS).query<NewsConsoleListQuery>().returns<NewsConsolePage>(),
  /** The categories offered by the editor. */
  categories: GET(`${CONSOLE}/categories`).access(WRITERS).returns<NewsConsoleCategory[]>(),
  /** Every topic (published or not), for the editor's topic chooser. */
  topics: GET(`${CONSOLE}/topics`).access(WRITERS).returns<NewsConsoleTopic[]>(),
  /** The staff who may write news (contributors, editors, administrators), for the list's author filter. */
  authors: GET(`${CONSOLE}/authors`).access(PUBLISHERS).returns<NewsAuthorOption[]>(),
  /** One article with everything the editor needs (Simplified lines, overrides, what the caller may do). */
  get: GET(`${CONSOLE}/:id`).access(WRITERS).returns<NewsEditorArticle>(),
  /** A new draft (revision 1). */
  create: POST(CONSOLE).access(WRITERS).body<NewsCreateInput>().returns<NewsEditorArticle>(),
  /** Saves the whole article (a new revision); its status is kept (a published story changes at once). */
  update: PUT(`${CONSOLE}/:id`).access(WRITERS).body<NewsUpdateInput>().returns<NewsEditorArticle>(),
  /** draft → in_review. */
  submit: POST(`${CONSOLE}/:id/submit`).access(WRITERS).body<NewsTransitionInput>().returns<NewsEditorArticle>(),
  /** draft, in_review, scheduled, unpublished → published now. */
  publish: POST(`${CONSOLE}/:id/publish`).access(PUBLISHERS).body<NewsTransitionInput>().returns<NewsEditorArticle>(),
  /** draft, in_review, scheduled, unpublished → scheduled for a Macao minute in the future. */
  schedule: POST(`${CONSOLE}/:id/schedule`).access(PUBLISHERS).body<NewsScheduleInput>().returns<NewsEditorArticle>(),
  /** published, scheduled → unpublished (readers get 404). */
  unpublish: POST(`${CONSOLE}/:id/unpublish`).access(PUBLISHERS).body<NewsTransitionInput>().returns<NewsEditorArticle>(),
  /** The article's revisions, newest first. */
  revisions: GET(`${CONSOLE}/:id/revisions`).access(WRITERS).query<NewsRevisionsQuery>().returns<Paged<NewsRevisionItem>>(),
  /** A revision against the current article (or `against`, another revision): per field, word-level parts. */
  diff: GET(`${CONSOLE}/:id/revisions/:revision/diff`).access(WRITERS).query<NewsDiffQuery>().returns<NewsRevisionDiff>(),
  /** The revision's content becomes the article's, as a new revision (the status is kept). */
  restore: POST(`${CONSOLE}/:id/revisions/:revision/restore`).access(WRITERS).body<NewsRestoreInput>().returns<NewsEditorArticle>(),
  /** A signed link (24 hours) to the article's public page as it is now, draft or not. */
  preview: POST(`${CONSOLE}/:id/preview`).access(WRITERS).returns<NewsPreviewLink>(),
};
