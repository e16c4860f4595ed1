import { data } from "react-router";
import { urlLangToApiLocale } from "@portal/contract/locales";
import { newsApi } from "@portal/contract/endpoints/news";
import type { Route } from "./+types/radio";
import { newsMessages } from "../../features/news/messages.ts";
import { loadOptional } from "../../data/load.server.ts";
import { LIST_PAGE_SIZE, NewsListView } from "../../features/news/NewsListView.tsx";
import { pageFromQuery } from "../../features/news/news-paths.ts";
import { langOf, pageQuery } from "../../data/route-params.ts";
import { ImageFallbackScript } from "../../features/shared/ImageFallbackScript.tsx";
import { translator } from "../../i18n/define.ts";
import { pageMeta } from "../../layout/meta.ts";
import type { RouteHandle } from "../../context.ts";

export const handle: RouteHandle = { query: { page: pageQuery } };

/** news-radio (spec §2): the radio news, newest first; each story's page has its audio player. */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const lang = langOf(params.lang);
  const page = pageFromQuery(new URL(request.url).searchParams.get("page"));
  const list = await loadOptional(context.apiFor(urlLangToApiLocale(lang)), newsApi.list, { query: { Type: "radio", Page: page, PageSize: LIST_PAGE_SIZE } });
  const body = { lang, now: Date.now(), page, list };
  return list === null ? data(body, { status: 503 }) : body;
}

export const meta: Route.MetaFunction = ({ matches, params }) => {
  const t = translator(newsMessages, langOf(params.lang));
  return pageMeta(matches, { title: t("radioTitle"), description: t("radioDescription") });
};

export default function NewsRadio({ loaderData }: Route.ComponentProps) {
  const { lang, now, page, list } = loaderData;
  const t = translator(newsMessages, lang);
  return (
    <main id="main" className="news-page container" data-testid="news-radio">
      <ImageFallbackScript />
      <h1 className="news-page__title">{t("radioTitle")}</h1>
      <p className="news-page__lead">{t("radioDescription")}</p>
      {list ? <NewsListView lang={lang} list={list} filters={{ type: "radio" }} page={page} now={now} /> : <p className="news-empty">{t("unavailable")}</p>}
    </main>
  );
}
