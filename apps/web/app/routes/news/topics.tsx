import { data } from "react-router";
import { urlLangToApiLocale } from "@portal/contract/locales";
import { newsApi } from "@portal/contract/endpoints/news";
import type { Route } from "./+types/topics";
import { loadOrFail } from "../../data/load.server.ts";
import { langOf, pageQuery } from "../../data/route-params.ts";
import { TopicsIndex, TOPICS_PAGE_SIZE } from "../../features/news/TopicsIndex.tsx";
import { newsMessages } from "../../features/news/messages.ts";
import { pageFromQuery } from "../../features/news/news-paths.ts";
import { translator } from "../../i18n/define.ts";
import { pageMeta } from "../../layout/meta.ts";
import type { RouteHandle } from "../../context.ts";

export const handle: RouteHandle = { query: { page: pageQuery } };

/**
 * news-topics: every news topic (the news module's topics, GET news/topics), staff's order, 24 a page (?page=N).
 * Server-rendered, no script. Not a route of the spec's §2 list, which names each topic's page (news-topic/{slug})
 * but no way to find them; the news menu and every topic page lead here.
 */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const lang = langOf(params.lang);
  const page = pageFromQuery(new URL(request.url).searchParams.get("page"));
  const topics = await loadOrFail(context.apiFor(urlLangToApiLocale(lang)), newsApi.topics, { query: { Page: page, PageSize: TOPICS_PAGE_SIZE } });
  // A page past the last one is not a page.
  if (page > 1 && topics.items.length === 0) throw data(null, { status: 404 });
  return { lang, page, topics };
}

export const meta: Route.MetaFunction = ({ matches, params, data: page }) => {
  const t = translator(newsMessages, langOf(params.lang));
  const title = page?.page && page.page > 1 ? `${t("topicsTitle")} – ${t("pageOf", { page: page.page })}` : t("topicsTitle");
  return pageMeta(matches, { title, description: t("topicsDescription") });
};

export default function NewsTopics({ loaderData }: Route.ComponentProps) {
  const { lang, page, topics } = loaderData;
  return <TopicsIndex lang={lang} page={page} topics={topics} />;
}
