import type { UrlLang } from "@portal/contract/locales";
import type { AdvertItem } from "@portal/contract/schemas/common";
import type { NewsCategory, NewsItem, NewsListResponse } from "@portal/contract/schemas/news";
import { NEWS_LIST_FOOTER_AD_SLUG } from "@portal/contract/schemas/news";
import { translator } from "../../i18n/define.ts";
import { Island } from "../../islands/Island.tsx";
import { PrevIcon } from "../../components/icons.tsx";
import { AdSlot } from "../shared/AdSlot.tsx";
import { NewsCard } from "../shared/NewsCard.tsx";
import { newsMessages } from "./messages.ts";
import MoreNews from "./MoreNews.island.tsx";
import { listHref, type ListFilters } from "./news-paths.ts";
import "./news.css";

export const LIST_PAGE_SIZE = 20;
const TYPES = ["video", "radio", "image", "text"] as const;

/** Category and type filters as links (they work without JavaScript and are crawlable). */
export function ListFilterBar({ lang, categories, filters, showTypes = true }: { lang: UrlLang; categories: readonly NewsCategory[]; filters: ListFilters; showTypes?: boolean }) {
  const t = translator(newsMessages, lang);
  const typeLabel = { video: t("typeVideo"), radio: t("typeRadio"), image: t("typeImage"), text: t("typeText") };
  return (
    <div className="news-filters">
      {categories.length ? (
        <nav className="news-tabs" aria-label={t("categories")}>
          <ul role="list">
            <li>
              <a href={listHref(lang, { type: filters.type })} aria-current={!filters.category ? "page" : undefined}>
                {t("allCategories")}
              </a>
            </li>
            {categories.map((c) => (
              <li key={c.slug}>
                <a href={listHref(lang, { category: c.slug, type: filters.type })} aria-current={filters.category === c.slug ? "page" : undefined}>
                  {c.title}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
      {showTypes ? (
        <nav className="news-chips" aria-label={t("types")}>
          <ul role="list">
            <li>
              <a href={listHref(lang, { category: filters.category })} aria-current={!filters.type ? "page" : undefined}>
                {t("typeAll")}
              </a>
            </li>
            {TYPES.map((type) => (
              <li key={type}>
                <a href={listHref(lang, { category: filters.category, type })} aria-current={filters.type === type ? "page" : undefined}>
                  {typeLabel[type]}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
    </div>
  );
}

/**
 * One page of the news list: its blocks (each followed by its footer adverts, spec §3), then the "more" island
 * that appends the next pages (spec §4). On a page above 1 (no JavaScript, or a shared address) a link leads back
 * to the newer stories.
 */
export function NewsListView({ lang, list, filters, page, now, footerSlot = NEWS_LIST_FOOTER_AD_SLUG }: {
  lang: UrlLang;
  list: NewsListResponse;
  filters: ListFilters;
  page: number;
  now: number;
  footerSlot?: string;
}) {
  const t = translator(newsMessages, lang);
  const blocks = list.newsList.filter((b) => b.data.length);
  const shown = blocks.reduce((n, b) => n + b.data.length, 0);
  const hasMore = Boolean(list.nextCursor) || page * list.pageSize < list.total;
  return (
    <div className="news-list-view" data-testid="news-list" data-page={page}>
      {page > 1 ? (
        <p className="news-list-view__newer">
          <a href={listHref(lang, filters, page - 1)}>
            <PrevIcon /> {t("newerPage")}
          </a>
          <span>{t("pageOf", { page })}</span>
        </p>
      ) : null}
      {shown === 0 ? <p className="news-empty">{t("empty")}</p> : null}
      {blocks.map((block, i) => (
        <div key={i} className="news-list-block">
          <ul className="news-list" role="list">
            {block.data.map((item, j) => (
              <li key={item.id} data-news-id={item.id}>
                <NewsCard card={item} lang={lang} now={now} variant="compact" summary priority={page === 1 && i === 0 && j < 2} headingLevel={2} />
              </li>
            ))}
          </ul>
          <FooterAds adverts={block.footerAd} lang={lang} slot={footerSlot} />
        </div>
      ))}
      {hasMore ? (
        <Island
          component={MoreNews}
          when="visible"
          className="news-more-island"
          props={{
            lang,
            category: filters.category,
            type: filters.type,
            nextPage: page + 1,
            nextCursor: list.nextCursor,
            pageSize: list.pageSize,
            now,
            labels: { loadMore: t("loadMore"), loading: t("loadingMore"), loaded: t("loadedMore"), failed: t("loadFailed"), noMore: t("noMore") },
          }}
        />
      ) : shown ? (
        <p className="news-more__status">{t("noMore")}</p>
      ) : null}
    </div>
  );
}

function FooterAds({ adverts, lang, slot }: { adverts: readonly AdvertItem[]; lang: UrlLang; slot: string }) {
  if (!adverts?.length) return null;
  return <AdSlot slot={slot} adverts={adverts} lang={lang} autoplayMs={8000} className="news-list-block__ad" />;
}

/** The list's right rail (a column from 991 px, after the list on phones): radio news and "send us news". */
export function NewsRail({ lang, now, radio }: { lang: UrlLang; now: number; radio: readonly NewsItem[] }) {
  const t = translator(newsMessages, lang);
  return (
    <aside className="news-rail" aria-label={t("radio")}>
      {radio.length ? (
        <section className="news-rail__box" aria-labelledby="news-rail-radio">
          <h2 id="news-rail-radio" className="news-section-title">
            <a href={`/${lang}/news-radio`}>{t("radio")}</a>
          </h2>
          <ul className="news-related__list" role="list">
            {radio.map((item) => (
              <li key={item.id}>
                <NewsCard card={item} lang={lang} now={now} variant="compact" />
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <section className="news-rail__promo" aria-labelledby="news-rail-provide">
        <h2 id="news-rail-provide">{t("provideTitle")}</h2>
        <p>{t("provideLead")}</p>
        <a className="button button--primary" href={`/${lang}/news_provide`}>
          {t("provideChannels")}
        </a>
      </section>
    </aside>
  );
}
