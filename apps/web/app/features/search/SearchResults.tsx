import type { UrlLang } from "@portal/contract/locales";
import type { SearchResponse } from "@portal/contract/schemas/search";
import { translator } from "../../i18n/define.ts";
import { PageLinks } from "../../components/PageLinks.tsx";
import { newsDetailPath } from "../news/news-paths.ts";
import { formatNewsDate } from "../shared/news-date.ts";
import { INTL_LOCALE } from "../../i18n/intl.ts";
import { searchMessages } from "./messages.ts";
import { highlight, searchHref, type SearchState } from "./search-params.ts";

function Marked({ text, keyword }: { text: string; keyword: string }) {
  return (
    <>
      {highlight(text, keyword).map((part, i) => (part.match ? <mark key={i}>{part.text}</mark> : <span key={i}>{part.text}</span>))}
    </>
  );
}

/** The hits of a search with the keyword marked, and numbered pages (links: they work without JavaScript). */
export function SearchResults({ lang, state, result, now }: { lang: UrlLang; state: SearchState; result: SearchResponse; now: number }) {
  const t = translator(searchMessages, lang);
  const last = Math.max(1, Math.ceil(result.total / result.pageSize));
  const number = new Intl.NumberFormat(INTL_LOCALE[lang]);
  if (!result.items.length) {
    return (
      <p className="search-page__none" data-testid="search-none">
        {t("none", { keywords: state.keyword })}
      </p>
    );
  }
  return (
    <>
      <p className="search-page__count" role="status" data-testid="search-count">
        {t("count", { total: number.format(result.total) })}
      </p>
      <ol className="search-hits" data-testid="search-results">
        {result.items.map((hit) => {
          const date = formatNewsDate(hit.publishedAt, lang, now);
          return (
            <li key={hit.id} className="search-hit">
              <div className="search-hit__text">
                <p className="search-hit__meta">
                  {hit.category ? <span className="search-hit__category">{hit.category}</span> : null}
                  {date ? <time dateTime={date.iso}>{date.text}</time> : null}
                  <span>{t("views", { count: number.format(hit.viewCount) })}</span>
                </p>
                <h2 className="search-hit__title">
                  <a href={newsDetailPath(lang, hit.id)}>
                    <Marked text={hit.title} keyword={state.keyword} />
                  </a>
                </h2>
                <p className="search-hit__excerpt">
                  <Marked text={hit.excerpt || hit.summary} keyword={state.keyword} />
                </p>
              </div>
              {hit.cover ? <img className="search-hit__image" src={hit.cover} alt="" width={240} height={135} loading="lazy" decoding="async" data-fallback="" /> : null}
            </li>
          );
        })}
      </ol>
      <PageLinks
        page={state.page}
        last={last}
        href={(p) => searchHref(lang, state, p)}
        labels={{ name: t("pagination"), previous: t("previous"), next: t("next"), pageN: t("pageN") }}
      />
    </>
  );
}
