import { urlLangToApiLocale } from "@portal/contract/locales";
import { newsApi } from "@portal/contract/endpoints/news";
import type { Route } from "./+types/topic-detail";
import { loadOrFail } from "../../data/load.server.ts";
import { topicPath } from "../../features/news/news-paths.ts";
import { idParam, langOf } from "../../data/route-params.ts";
import { TopicView } from "../../features/news/TopicView.tsx";
import { pageMeta } from "../../layout/meta.ts";

/**
 * news-topic-detail/{id} (spec §2): a topic found by its id (the form shared links and apps use). The same page as
 * news-topic/{slug}, whose address is the canonical one.
 */
export async function loader({ params, context }: Route.LoaderArgs) {
  const lang = langOf(params.lang);
  const id = idParam(params.id);
  const detail = await loadOrFail(context.apiFor(urlLangToApiLocale(lang)), newsApi.topicById, { params: { id }, query: { PageSize: 24 } });
  return { lang, now: Date.now(), detail, breadcrumb: [{ title: detail.topic.title }] };
}

export const meta: Route.MetaFunction = ({ matches, data: page }) =>
  pageMeta(matches, {
    title: page?.detail.topic.title,
    canonical: page ? topicPath(page.lang, page.detail.topic.slug) : undefined,
    image: page?.detail.topic.cover,
  });

export default function NewsTopicDetail({ loaderData }: Route.ComponentProps) {
  return <TopicView detail={loaderData.detail} lang={loaderData.lang} now={loaderData.now} />;
}
