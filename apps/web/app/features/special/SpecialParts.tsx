import type { ReactNode } from "react";
import type { UrlLang } from "@portal/contract/locales";
import type { SpecialCard as Card, SpecialItem } from "@portal/contract/schemas/special";
import { isHttpLink } from "@portal/contract/links";
import { translator } from "../../i18n/define.ts";
import { formatDay } from "../shared/news-date.ts";
import { formatDuration } from "../shared/duration.ts";
import { specialMessages } from "./messages.ts";
import "./special.css";

const FALLBACK = "/demo/default-ad.svg";

export function specialDates(card: Pick<Card, "startsAt" | "endsAt">, lang: UrlLang): string {
  const from = formatDay(card.startsAt, lang);
  const to = formatDay(card.endsAt, lang);
  if (!from) return to;
  if (!to || from === to) return from;
  return translator(specialMessages, lang)("when", { from, to });
}

/** A special in a list: cover, category, title, dates and summary, all one link. */
export function SpecialCard({ card, lang, headingLevel = 2 }: { card: Card; lang: UrlLang; headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <article className="special-card" data-testid="special-card">
      <a href={`/${lang}/subject/${card.id}`} className="special-card__link">
        <span className="special-card__cover">
          <img src={card.cover ?? FALLBACK} alt="" width={640} height={400} loading="lazy" decoding="async" data-fallback={FALLBACK} />
        </span>
        <span className="special-card__body">
          {card.category ? <span className="special-card__category">{card.category.title}</span> : null}
          <Heading className="special-card__title">{card.title}</Heading>
          <span className="special-card__dates">{specialDates(card, lang)}</span>
          <span className="special-card__summary">{card.summary}</span>
        </span>
      </a>
    </article>
  );
}

function duration(seconds: number | null, lang: UrlLang): string | null {
  if (!seconds) return null;
  return translator(specialMessages, lang)("duration", { duration: formatDuration(seconds, lang) });
}

/** A special's item (programme, episode, news, video): a card, with a player when it has a video. */
export function ItemCard({ item, lang, player = false }: { item: SpecialItem; lang: UrlLang; player?: boolean }) {
  const external = item.url ? isHttpLink(item.url) : false;
  const title = item.url ? (
    <a href={item.url} {...(external ? { target: "_blank", rel: "noopener" } : {})}>
      {item.title}
      {external ? <span className="visually-hidden">{translator(specialMessages, lang)("newWindow")}</span> : null}
    </a>
  ) : (
    item.title
  );
  const time = duration(item.durationSeconds, lang);
  return (
    <li className="item-card" data-testid={`item-${item.type}`}>
      {player && item.videoUrl ? (
        <video className="item-card__media" controls preload="none" poster={item.cover ?? undefined} src={item.videoUrl} aria-label={item.title} />
      ) : (
        <img className="item-card__media" src={item.cover ?? FALLBACK} alt="" width={640} height={360} loading="lazy" decoding="async" data-fallback={FALLBACK} />
      )}
      <h3 className="item-card__title">{title}</h3>
      {item.summary ? <p className="item-card__summary">{item.summary}</p> : null}
      <p className="item-card__meta">
        <time dateTime={item.publishedAt}>{formatDay(item.publishedAt, lang)}</time>
        {time ? <span> · {time}</span> : null}
      </p>
    </li>
  );
}

/** A titled section of items, or nothing when there are none. */
export function ItemSection({ id, title, items, lang, player = false, children }: {
  id: string;
  title: string;
  items: readonly SpecialItem[];
  lang: UrlLang;
  player?: boolean;
  children?: ReactNode;
}) {
  if (items.length === 0) return null;
  return (
    <section className="subject-section" aria-labelledby={`${id}-title`} id={id}>
      <h2 id={`${id}-title`}>{title}</h2>
      <ul className="item-grid">
        {items.map((item) => (
          <ItemCard key={item.id} item={item} lang={lang} player={player} />
        ))}
      </ul>
      {children}
    </section>
  );
}
