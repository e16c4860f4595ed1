import { useRouteLoaderData } from "react-router";
import { URL_LANGS } from "@portal/contract/locales";
import type { Route } from "./+types/sitemap-page";
import { newsMessages } from "../features/news/messages.ts";
import { NEWSROOM_OF_LANG } from "../features/news/news-paths.ts";
import { langOf } from "../data/route-params.ts";
import { translator } from "../i18n/define.ts";
import { LANG_LABELS } from "../layout/lang-switch.ts";
import { titleCrumb } from "../layout/breadcrumb.ts";
import { pageMeta } from "../layout/meta.ts";
import type { RouteHandle } from "../context.ts";
import type { NavItem } from "../layout/nav.ts";
import { LANG_LAYOUT_ROUTE_ID, type FramePageData } from "../layout/page-data.ts";
import "../features/news/news.css";

export const handle: RouteHandle = { breadcrumb: titleCrumb(newsMessages, "sitemapTitle") };

export function loader({ params }: Route.LoaderArgs) {
  return { lang: langOf(params.lang) };
}

export const meta: Route.MetaFunction = ({ matches, params }) => {
  const t = translator(newsMessages, langOf(params.lang));
  return pageMeta(matches, { title: t("sitemapTitle"), description: t("sitemapDescription") });
};

function Tree({ items, level }: { items: readonly NavItem[]; level: number }) {
  return (
    <ul className={`sitemap-tree sitemap-tree--l${level}`} role="list">
      {items.map((item) => (
        <li key={item.id}>
          {item.href ? (
            <a href={item.href} {...(item.external ? { rel: "noopener noreferrer" } : {})} {...(item.newWindow ? { target: "_blank" } : {})}>
              {item.title}
            </a>
          ) : (
            <span>{item.title}</span>
          )}
          {item.children.length ? <Tree items={item.children} level={level + 1} /> : null}
        </li>
      ))}
    </ul>
  );
}

/** /{lang}/sitemap (spec §2): the menu tree as one page of links, each top entry a column, and the RSS feeds. */
export default function SitemapPage({ loaderData }: Route.ComponentProps) {
  const { lang } = loaderData;
  const page = useRouteLoaderData<FramePageData>(LANG_LAYOUT_ROUTE_ID);
  const t = translator(newsMessages, lang);
  const menu = page?.frame.menu ?? [];
  const sections = menu.filter((item) => item.children.length);
  // Top entries without children (home, a channel link …) and the footer's menus: one column of their own.
  const more = [...menu.filter((item) => !item.children.length), ...(page?.frame.footLeft ?? []), ...(page?.frame.footRight ?? [])];
  return (
    <main id="main" className="news-page container sitemap-page" data-testid="sitemap-page">
      <h1 className="news-page__title">{t("sitemapTitle")}</h1>
      <div className="sitemap-columns">
        {sections.map((top) => (
          <section key={top.id} className="sitemap-column" aria-labelledby={`sitemap-${top.id}`}>
            <h2 id={`sitemap-${top.id}`}>{top.href ? <a href={top.href}>{top.title}</a> : top.title}</h2>
            {top.children.length ? <Tree items={top.children} level={2} /> : null}
          </section>
        ))}
        {more.length ? (
          <section className="sitemap-column" aria-labelledby="sitemap-more">
            <h2 id="sitemap-more">{t("sitemapMore")}</h2>
            <Tree items={more} level={2} />
          </section>
        ) : null}
        <section className="sitemap-column" aria-labelledby="sitemap-news">
          <h2 id="sitemap-news">
            <a href={`/${lang}/${NEWSROOM_OF_LANG[lang]}`}>{t("sitemapNews")}</a>
          </h2>
          <ul className="sitemap-tree" role="list">
            <li>
              <a href={`/${lang}/news-list`}>{t("listTitle")}</a>
            </li>
            <li>
              <a href={`/${lang}/news-radio`}>{t("radioTitle")}</a>
            </li>
            <li>
              <a href={`/${lang}/news_provide`}>{t("provideTitle")}</a>
            </li>
          </ul>
          <h3 className="sitemap-feeds__title">{t("sitemapFeeds")}</h3>
          <ul className="sitemap-tree" role="list">
            {URL_LANGS.map((l) => (
              <li key={l}>
                <a href={`/rss/news-${l}.xml`} type="application/rss+xml" hrefLang={LANG_LABELS[l].htmlLang} lang={LANG_LABELS[l].htmlLang}>
                  RSS · {LANG_LABELS[l].full}
                </a>
              </li>
            ))}
          </ul>
        </section>
      </div>
    </main>
  );
}
