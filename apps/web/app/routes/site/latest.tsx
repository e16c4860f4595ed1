import { sitePagesApi } from "@portal/contract/endpoints/site-pages";
import { urlLangToApiLocale, type UrlLang } from "@portal/contract/locales";
import type { NewsCard as NewsCardData } from "@portal/contract/schemas/common";
import type { ProgramType } from "@portal/contract/schemas/program";
import type { LatestItem } from "@portal/contract/schemas/site-pages";
import type { Route } from "./+types/latest";
import { loadOrFail } from "../../data/load.server.ts";
import { langOf, pageParam, pageQuery } from "../../data/route-params.ts";
import { playItemPath } from "../../features/program/program-paths.ts";
import { NewsCard, newsHref } from "../../features/shared/NewsCard.tsx";
import { shortVideoHref } from "../../features/short-video/paths.ts";
import { sitePageMessages } from "../../features/site-pages/messages.ts";
import "../../features/site-pages/site-pages.css";
import { translator } from "../../i18n/define.ts";
import { pageMeta } from "../../layout/meta.ts";
import type { RouteHandle } from "../../context.ts";

/** Cards a page; the API reads ten pages at most (LATEST_MAX_PAGE), after which the pager stops. */
const LATEST_PAGE_SIZE = 12;

export const handle: RouteHandle = { query: { page: pageQuery } };

/** latest (spec §2): the newest news, programme episodes and short videos, merged newest first; link pages. */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const lang = langOf(params.lang);
  const page = Math.min(pageParam(new URL(request.url)), 10);
  const latest = await loadOrFail(context.apiFor(urlLangToApiLocale(lang)), sitePagesApi.latest, { query: { page, pageSize: LATEST_PAGE_SIZE } });
  return { lang, latest, now: Date.now(), breadcrumb: [{ title: translator(sitePageMessages, lang)("latestTitle") }] };
}

export const meta: Route.MetaFunction = ({ matches, params }) => {
  const t = translator(sitePageMessages, langOf(params.lang));
  return pageMeta(matches, { title: t("latestTitle"), description: t("latestDescription") });
};

const KIND_LABEL = { news: "kindNews", episode: "kindEpisode", "short-video": "kindShortVideo" } as const;

function hrefOf(item: LatestItem, lang: UrlLang): string {
  if (item.kind === "episode" && item.slug) return playItemPath(lang, item.media as ProgramType, item.slug);
  if (item.kind === "short-video") return shortVideoHref(lang, item.id);
  return newsHref(item.id, lang);
}

/** The item as a news card: the kind and its label above the title, a play or radio badge on the picture. */
function cardOf(item: LatestItem, kindLabel: string): NewsCardData {
  const type = item.kind === "news" ? (item.media as NewsCardData["type"]) : item.media === "radio" ? "radio" : "video";
  return {
    id: item.id,
    title: item.title,
    summary: item.summary,
    cover: item.picture,
    type,
    category: item.label ? `${kindLabel} · ${item.label}` : kindLabel,
    publishedAt: item.publishedAt,
  };
}

export default function LatestPage({ loaderData }: Route.ComponentProps) {
  const { lang, latest, now } = loaderData;
  const t = translator(sitePageMessages, lang);
  const href = (page: number) => (page === 1 ? `/${lang}/latest` : `/${lang}/latest?page=${page}`);
  return (
    <main id="main" className="site-page container" data-testid="latest-page">
      <header className="site-page__head">
        <h1>{t("latestTitle")}</h1>
        <p className="site-page__lead">{t("latestDescription")}</p>
      </header>
      {latest.items.length === 0 ? (
        <p className="site-page__empty">{t("latestEmpty")}</p>
      ) : (
        <ul className="latest-grid" role="list">
          {latest.items.map((item, index) => (
            <li key={`${item.kind}-${item.id}`} data-testid="latest-item" data-kind={item.kind}>
              <NewsCard card={cardOf(item, t(KIND_LABEL[item.kind]))} href={hrefOf(item, lang)} lang={lang} now={now} priority={index < 3} headingLevel={2} />
            </li>
          ))}
        </ul>
      )}
      {latest.page > 1 || latest.hasMore ? (
        <nav className="site-pager" aria-label={t("pages")}>
          {latest.page > 1 ? (
            <a className="button" href={href(latest.page - 1)} rel="prev">
              {t("previousPage")}
            </a>
          ) : null}
          <span aria-current="page">{t("pageNumber", { page: latest.page })}</span>
          {latest.hasMore && latest.page < 10 ? (
            <a className="button" href={href(latest.page + 1)} rel="next" data-testid="latest-next">
              {t("nextPage")}
            </a>
          ) : null}
        </nav>
      ) : null}
    </main>
  );
}
