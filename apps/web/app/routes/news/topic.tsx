import { data } from "react-router";
import { urlLangToApiLocale } from "@portal/contract/locales";
import { newsApi } from "@portal/contract/endpoints/news";
import type { Route } from "./+types/topic";
import type { RouteHandle } from "../../context.ts";
import { loadOrFail } from "../../data/load.server.ts";
import { langOf } from "../../data/route-params.ts";
import { plainTextOf } from "../../features/news/news-paths.ts";
import { TopicView } from "../../features/news/TopicView.tsx";
import { pageMeta } from "../../layout/meta.ts";

const SLUG = /^[a-z0-9][a-z0-9_-]{0,63}$/i;

/** The breadcrumb is hidden on news-topic (spec §2 Layout): the topic's banner says where the reader is. */
export const handle: RouteHandle = { hideBreadcrumb: true };

/** news-topic/{slug} (spec §2): a topic and its stories. */
export async function loader({ params, context }: Route.LoaderArgs) {
  const lang = langOf(params.lang);
  if (!params.slug || !SLUG.test(params.slug)) throw data(null, { status: 404 });
  const detail = await loadOrFail(context.apiFor(urlLangToApiLocale(lang)), newsApi.topic, { params: { slug: params.slug }, query: { PageSize: 24 } });
  return { lang, now: Date.now(), detail };
}

export const meta: Route.MetaFunction = ({ matches, data: page }) =>
  pageMeta(matches, { title: page?.detail.topic.title, description: plainTextOf(page?.detail.topic.description ?? "", 200) || undefined, image: page?.detail.topic.cover });

export default function NewsTopic({ loaderData }: Route.ComponentProps) {
  return <TopicView detail={loaderData.detail} lang={loaderData.lang} now={loaderData.now} />;
}
