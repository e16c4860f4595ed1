import { data } from "react-router";
import { shortVideoApi } from "@portal/contract/endpoints/short-video";
import { urlLangToApiLocale } from "@portal/contract/locales";
import type { Route } from "./+types/list";
import { ChipNav } from "../../components/ChipNav.tsx";
import { loadOptional } from "../../data/load.server.ts";
import { langOf, pageParam, pageQuery, slugQuery } from "../../data/route-params.ts";
import { shortVideoMessages } from "../../features/short-video/messages.ts";
import { shortVideoListHref } from "../../features/short-video/paths.ts";
import { ShortVideoCard } from "../../features/short-video/ShortVideoCard.tsx";
import { translator } from "../../i18n/define.ts";
import { pageMeta } from "../../layout/meta.ts";
import { pageTitle } from "../../layout/page-title.ts";
import type { RouteHandle } from "../../context.ts";
import { titleCrumb } from "../../layout/breadcrumb.ts";

/** Clips a page of the grid. */
const PAGE_SIZE = 20;

export const handle: RouteHandle = { query: { category: slugQuery, page: pageQuery }, breadcrumb: titleCrumb(shortVideoMessages, "title") };

/**
 * short-video (not named by the spec; docs/media.md): the clips as a grid, newest first, with the categories as
 * links (?category=slug; an unknown one shows all) and ?page=N; each clip opens the swipe player.
 */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const lang = langOf(params.lang);
  const url = new URL(request.url);
  const page = pageParam(url);
  const api = context.apiFor(urlLangToApiLocale(lang));
  const categories = (await loadOptional(api, shortVideoApi.categories)) ?? [];
  const wanted = url.searchParams.get("category");
  const category = categories.find((c) => c.slug === wanted)?.slug;
  const list = await loadOptional(api, shortVideoApi.list, { query: { page, pageSize: PAGE_SIZE, category } });
  const body = { lang, page, category, categories, list };
  return list === null ? data(body, { status: 503 }) : body;
}

export const meta: Route.MetaFunction = ({ matches, params, data: page }) => {
  const t = translator(shortVideoMessages, langOf(params.lang));
  const current = page?.categories.find((c) => c.slug === page.category);
  return pageMeta(matches, { title: current ? pageTitle(current.title, t("title")) : t("title"), description: t("description") });
};

export default function ShortVideoList({ loaderData }: Route.ComponentProps) {
  const { lang, page, category, categories, list } = loaderData;
  const t = translator(shortVideoMessages, lang);
  const pages = list ? Math.ceil(list.total / list.pageSize) : 0;
  return (
    <main id="main" className="short-page container" data-testid="short-video-list">
      <h1 className="short-page__title">{t("title")}</h1>
      <p className="short-page__lead">{t("description")}</p>
      {categories.length ? (
        <ChipNav
          label={t("categories")}
          all={{ title: t("all"), href: shortVideoListHref(lang) }}
          items={categories.map((c) => ({ key: c.slug, title: c.title, href: shortVideoListHref(lang, c.slug), count: c.count }))}
          current={category}
          testId="short-category"
        />
      ) : null}
      {!list ? (
        <p>{t("unavailable")}</p>
      ) : list.items.length === 0 ? (
        <p>{t("empty")}</p>
      ) : (
        <ul className="short-grid" role="list">
          {list.items.map((video) => (
            <li key={video.id}>
              <ShortVideoCard lang={lang} video={video} category={category} headingLevel={2} />
            </li>
          ))}
        </ul>
      )}
      {pages > 1 ? (
        <nav className="short-pager" aria-label={t("pageOf", { page })}>
          {page > 1 ? <a href={shortVideoListHref(lang, category, page - 1)}>{t("newer")}</a> : <span />}
          {page < pages ? <a href={shortVideoListHref(lang, category, page + 1)}>{t("older")}</a> : null}
        </nav>
      ) : null}
    </main>
  );
}
