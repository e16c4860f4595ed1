import { data } from "react-router";
import type { Route } from "./+types/news-edit";
import { newsConsoleApi } from "@portal/contract/endpoints/news";
import { NEWSROOMS, type Newsroom } from "@portal/contract/news-rules";
import type { NewsConsoleCategory, NewsConsoleTopic, NewsEditorArticle, NewsRevisionItem } from "@portal/contract/schemas/news/console";
import type { Paged } from "@portal/contract/schemas/member";
import type { RouteHandle } from "../../context.ts";
import { oneOfQuery } from "../../data/route-params.ts";
import { consoleMeta } from "../../features/console/console-route.ts";
import { ArticleEditor } from "../../features/console/news/ArticleEditor.tsx";
import { loadForDesk } from "../../features/console/news/news-load.server.ts";
import { consoleLangOfRequest } from "../../features/console/staff-session.server.ts";
import "../../features/console/news/news-desk.css";

export const meta: Route.MetaFunction = ({ matches }) => consoleMeta(matches, "navNews");

/** A new story's newsroom (/console/news/new?newsroom=en): the server keeps only declared parameters. */
export const handle: RouteHandle = { query: { newsroom: oneOfQuery(NEWSROOMS) } };

export interface NewsEditData {
  /** null: a new story, not saved yet. */
  article: NewsEditorArticle | null;
  newsroom: Newsroom;
  categories: NewsConsoleCategory[];
  topics: NewsConsoleTopic[];
  revisions: Paged<NewsRevisionItem> | null;
}

/** A story by id (with its revisions), or a new one in the newsroom of `?newsroom=` (/console/news/new). */
export async function loader({ request, context, params }: Route.LoaderArgs): Promise<NewsEditData> {
  const lang = consoleLangOfRequest(request);
  const lists = Promise.all([loadForDesk(context, request, lang, newsConsoleApi.categories), loadForDesk(context, request, lang, newsConsoleApi.topics)]);
  // Awaited below, with the article: a refusal of either is the page's (a rejection left unawaited would be unhandled).
  lists.catch(() => undefined);
  if (!("id" in params) || params.id === undefined) {
    const asked = new URL(request.url).searchParams.get("newsroom");
    const newsroom = (NEWSROOMS as readonly string[]).includes(asked ?? "") ? (asked as Newsroom) : "zh";
    const [categories, topics] = await lists;
    return { article: null, newsroom, categories, topics, revisions: null };
  }
  if (!/^[1-9]\d{0,9}$/.test(params.id)) throw data(null, { status: 404 });
  const id = Number(params.id);
  const [article, revisions] = await Promise.all([
    loadForDesk(context, request, lang, newsConsoleApi.get, { params: { id } }),
    loadForDesk(context, request, lang, newsConsoleApi.revisions, { params: { id }, query: { page: 1, pageSize: 20 } }),
  ]);
  const [categories, topics] = await lists;
  return { article, newsroom: article.newsroom, categories, topics, revisions };
}

/** The article editor (features/console/news/ArticleEditor.tsx; its body editor is loaded when the screen opens). */
export default function NewsEdit({ loaderData }: Route.ComponentProps) {
  return <ArticleEditor key={loaderData.article?.id ?? `new-${loaderData.newsroom}`} {...loaderData} />;
}
