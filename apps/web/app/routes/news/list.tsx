import { data } from "react-router";
import { urlLangToApiLocale } from "@portal/contract/locales";
import { newsApi } from "@portal/contract/endpoints/news";
import { NEWS_TYPES, type NewsType } from "@portal/contract/news-rules";
import type { Route } from "./+types/list";
import { newsMessages } from "../../features/news/messages.ts";
import { loadOptional } from "../../data/load.server.ts";
import { LIST_PAGE_SIZE, ListFilterBar, NewsListView, NewsRail } from "../../features/news/NewsListView.tsx";
import { pageFromQuery } from "../../features/news/news-paths.ts";
import { langOf, oneOfQuery, pageQuery, slugQuery } from "../../data/route-params.ts";
import { ImageFallbackScript } from "../../features/shared/ImageFallbackScript.tsx";
import { translator } from "../../i18n/define.ts";
import { pageMeta } from "../../layout/meta.ts";
import type { RouteHandle } from "../../context.ts";
import { titleCrumb } from "../../layout/breadcrumb.ts";

const SLUG = /^[a-z0-9][a-z0-9_-]{0,63}$/i;

export const handle: RouteHandle = {
  query: { category: slugQuery, page: pageQuery, type: oneOfQuery(NEWS_TYPES) },
  breadcrumb: titleCrumb(newsMessages, "listTitle"),
};

/**
 * news-list (spec §2): every story, newest first, filtered by ?category= and ?type=; ?page=N shows page N (the
 * "more" island appends the next pages in place). An unknown category or type is ignored rather than refused.
 */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const lang = langOf(params.lang);
  const query = new URL(request.url).searchParams;
  const categoryParam = query.get("category") ?? "";
  const typeParam = query.get("type") ?? "";
  const page = pageFromQuery(query.get("page"));
  const api = context.apiFor(urlLangToApiLocale(lang));
  const categories = (await loadOptional(api, newsApi.categories)) ?? [];
  const category = SLUG.test(categoryParam) && categories.some((c) => c.slug === categoryParam) ? categoryParam : undefined;
  const type = (NEWS_TYPES as readonly string[]).includes(typeParam) ? (typeParam as NewsType) : undefined;
  const [list, radio] = await Promise.all([
    loadOptional(api, newsApi.list, { query: { Page: page, PageSize: LIST_PAGE_SIZE, Category: category, Type: type } }),
    type === "radio" ? Promise.resolve(null) : loadOptional(api, newsApi.list, { query: { Type: "radio", PageSize: 4 } }),
  ]);
  const t = translator(newsMessages, lang);
  const current = categories.find((c) => c.slug === category);
  const body = {
    lang,
    now: Date.now(),
    page,
    filters: { category, type },
    categories,
    list,
    rail: radio?.newsList.flatMap((b) => b.data) ?? [],
    title: current ? `${current.title} – ${t("listTitle")}` : t("listTitle"),
    breadcrumb: current ? [{ title: t("listTitle"), path: "news-list" }, { title: current.title }] : undefined,
  };
  return list === null ? data(body, { status: 503 }) : body;
}

export const meta: Route.MetaFunction = ({ matches, data: page, params }) => {
  const t = translator(newsMessages, langOf(params.lang));
  const title = page?.page && page.page > 1 ? `${page.title} – ${t("pageOf", { page: page.page })}` : page?.title;
  return pageMeta(matches, { title: title ?? t("listTitle"), description: t("listDescription") });
};

export default function NewsList({ loaderData }: Route.ComponentProps) {
  const { lang, now, page, filters, categories, list, rail, title } = loaderData;
  const t = translator(newsMessages, lang);
  return (
    <main id="main" className="news-page container" data-testid="news-list-page">
      <ImageFallbackScript />
      <h1 className="news-page__title">{title}</h1>
      <ListFilterBar lang={lang} categories={categories} filters={filters} />
      <div className="news-page__columns">
        {list ? <NewsListView lang={lang} list={list} filters={filters} page={page} now={now} /> : <p className="news-empty">{t("unavailable")}</p>}
        <NewsRail lang={lang} now={now} radio={rail} />
      </div>
    </main>
  );
}
