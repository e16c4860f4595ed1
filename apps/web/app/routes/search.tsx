import { data } from "react-router";
import { urlLangToApiLocale } from "@portal/contract/locales";
import { searchApi } from "@portal/contract/endpoints/search";
import type { Route } from "./+types/search";
import { loadOptional } from "../data/load.server.ts";
import { langOf } from "../data/route-params.ts";
import { searchMessages } from "../features/search/messages.ts";
import { SearchResults } from "../features/search/SearchResults.tsx";
import { ProgramHits } from "../features/program/ProgramHits.tsx";
import SearchFilters from "../features/search/SearchFilters.island.tsx";
import { apiQuery, readSearch } from "../features/search/search-params.ts";
import { SEARCH_QUERY } from "../features/search/search-query.ts";
import { ImageFallbackScript } from "../features/shared/ImageFallbackScript.tsx";
import { ShortVideoBand } from "../features/short-video/ShortVideoCard.tsx";
import { searchShortVideos } from "../features/short-video/search-strip.server.ts";
import { shortVideoMessages } from "../features/short-video/messages.ts";
import { translator } from "../i18n/define.ts";
import { Island } from "../islands/Island.tsx";
import { titleCrumb } from "../layout/breadcrumb.ts";
import { pageMeta } from "../layout/meta.ts";
import type { RouteHandle } from "../context.ts";
import "../features/news/news.css";
import "../features/search/search.css";

export const handle: RouteHandle = { breadcrumb: titleCrumb(searchMessages, "title"), query: SEARCH_QUERY };

/**
 * /{lang}/search (spec §2, §5): ?keyword= normalised (normalizeSearchText; empty: the form only, no call), the filters of
 * search/fitler, sort by relevance, date or views, year, full text, and numbered pages. Rendered on the server;
 * the form is an island that submits when a filter changes.
 */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const lang = langOf(params.lang);
  const state = readSearch(new URL(request.url).searchParams);
  const api = context.apiFor(urlLangToApiLocale(lang));
  const [filters, result, programs, shortVideos] = await Promise.all([
    loadOptional(api, searchApi.filter),
    state.keyword ? loadOptional(api, searchApi.search, { query: apiQuery(state) }) : Promise.resolve(null),
    // Programmes matching the words (search_program), shown above the news on the first page.
    state.keyword && state.page === 1 ? loadOptional(api, searchApi.programs, { query: { Keywords: state.keyword, PageSize: 6 } }) : Promise.resolve(null),
    searchShortVideos(api, state.keyword),
  ]);
  const body = { lang, now: Date.now(), state, filters, result, programs: programs?.items ?? [], shortVideos, failed: Boolean(state.keyword) && result === null };
  return body.failed ? data(body, { status: 503 }) : body;
}

export const meta: Route.MetaFunction = ({ matches, params, data: page }) => {
  const t = translator(searchMessages, langOf(params.lang));
  const keyword = page?.state.keyword;
  return [
    ...pageMeta(matches, { title: keyword ? t("resultsTitle", { keywords: keyword }) : t("title"), description: t("description"), canonical: null }),
    // Result pages are not documents to index (robots.txt says so too); their links are followed.
    { name: "robots", content: "noindex, follow" },
  ];
};

export default function Search({ loaderData }: Route.ComponentProps) {
  const { lang, now, state, filters, result, programs, shortVideos, failed } = loaderData;
  const t = translator(searchMessages, lang);
  const labels = {
    label: t("label"),
    placeholder: t("placeholder"),
    submit: t("submit"),
    suggestions: t("suggestions"),
    suggestionProgram: t("suggestionProgram"),
    filters: t("filters"),
    category: t("category"),
    allCategories: t("allCategories"),
    type: t("type"),
    sort: t("sort"),
    sortRelevance: t("sortRelevance"),
    sortNewest: t("sortNewest"),
    sortOldest: t("sortOldest"),
    sortViews: t("sortViews"),
    year: t("year"),
    allYears: t("allYears"),
    fullSearch: t("fullSearch"),
    apply: t("apply"),
    reset: t("reset"),
  };
  const options = {
    categories: filters?.categories ?? [],
    types: filters?.types?.length ? filters.types : [{ value: "all", label: t("type") }],
    years: filters?.years ?? [],
  };
  return (
    <main id="main" className="search-page" data-testid="search-page">
      <ImageFallbackScript />
      <div className="search-page__head">
        <div className="container">
          <h1 className="search-page__title">{state.keyword ? t("resultsTitle", { keywords: state.keyword }) : t("title")}</h1>
          <Island component={SearchFilters} when="load" props={{ lang, state, options, labels }} />
        </div>
      </div>
      <div className="container search-page__body">
        {!state.keyword ? (
          <p className="search-page__prompt">{t("prompt")}</p>
        ) : failed || !result ? (
          <p className="news-empty">{t("unavailable")}</p>
        ) : (
          <>
            <ProgramHits lang={lang} hits={programs} />
            <SearchResults lang={lang} state={state} result={result} now={now} />
          </>
        )}
        <ShortVideoBand lang={lang} videos={shortVideos} title={translator(shortVideoMessages, lang)("searchTitle")} testId="search-short-videos" />
      </div>
    </main>
  );
}
