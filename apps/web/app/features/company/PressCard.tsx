import type { UrlLang } from "@portal/contract/locales";
import type { CompanyInfoCard } from "@portal/contract/schemas/company";
import { formatDay } from "../shared/news-date.ts";
import { pressDetailHref } from "./paths.ts";

/** A press release or press article in a list: picture, date (and the newspaper), title, summary. */
export function PressCard({ lang, item }: { lang: UrlLang; item: CompanyInfoCard }) {
  return (
    <article className="press-card" data-testid="press-card" data-press-id={item.id}>
      <a className="press-card__link" href={pressDetailHref(lang, item.id)}>
        <img className="press-card__img" src={item.cover} alt="" width={1600} height={900} loading="lazy" decoding="async" />
        <div className="press-card__text">
          <span className="press-card__meta">
            <time dateTime={item.publishedAt}>{formatDay(item.publishedAt, lang)}</time>
            {item.source ? <span> · {item.source}</span> : null}
          </span>
          <h2 className="press-card__title">{item.title}</h2>
        </div>
      </a>
      <p className="press-card__summary">{item.summary}</p>
    </article>
  );
}
