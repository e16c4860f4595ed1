import type { UrlLang } from "@portal/contract/locales";
import type { LiveChannel } from "@portal/contract/schemas/broadcast";
import type { SportTopicItemCard, SportTopicResults } from "@portal/contract/schemas/sport-topic";
import { translator } from "../../i18n/define.ts";
import { INTL_LOCALE, MACAU_TIME_ZONE } from "../../i18n/intl.ts";
import { Island } from "../../islands/Island.tsx";
import { livePlayerProps } from "../broadcast/player-props.ts";
import { OnAir } from "../broadcast/OnAir.tsx";
import { sportTopicMessages } from "./messages.ts";
import SportTopicLive from "./SportTopicLive.island.tsx";

export const sportTopicPath = (lang: UrlLang, slug: string) => `/${lang}/sport_topic/${slug}`;
export const sportTopicItemPath = (lang: UrlLang, slug: string, id: number) => `/${lang}/sport_topic/${slug}/${id}`;

export function formatTopicDate(iso: string, lang: UrlLang): string {
  return new Intl.DateTimeFormat(INTL_LOCALE[lang], { dateStyle: "medium", timeZone: MACAU_TIME_ZONE }).format(new Date(iso));
}

/** The live block: the channel's player (the live service's island) with what is on air, or a note when it is not available. */
export function LiveBlock({ lang, topic, title, channel }: { lang: UrlLang; topic: string; title: string; channel: LiveChannel | null }) {
  const t = translator(sportTopicMessages, lang);
  return (
    <section className="sport-topic-live" aria-labelledby="sport-topic-live-title">
      <h2 id="sport-topic-live-title" className="sport-topic__heading">
        <span className="sport-topic-live__badge">{t("live")}</span> {title}
      </h2>
      {channel ? (
        <>
          <Island component={SportTopicLive} props={{ player: livePlayerProps(lang, channel), topic }} when="load" className="live-player-island" />
          <OnAir lang={lang} channel={channel} />
        </>
      ) : (
        <p>{t("liveUnavailable")}</p>
      )}
    </section>
  );
}

export function ResultsTables({ lang, results }: { lang: UrlLang; results: SportTopicResults[] }) {
  const t = translator(sportTopicMessages, lang);
  if (!results.length) return null;
  return (
    <section className="sport-topic-results" aria-labelledby="sport-topic-results-title">
      <h2 id="sport-topic-results-title" className="sport-topic__heading">
        {t("results")}
      </h2>
      <div className="sport-topic-results__tables">
        {results.map((table) => (
          <div key={table.title} className="sport-topic-results__table">
            <table>
              <caption>{table.title}</caption>
              <thead>
                <tr>
                  {table.columns.map((column) => (
                    <th key={column} scope="col">
                      {column}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {table.rows.map((row, index) => (
                  <tr key={index}>
                    {row.map((cell, column) => (column === 0 ? <th key={column} scope="row">{cell}</th> : <td key={column}>{cell}</td>))}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        ))}
      </div>
    </section>
  );
}

/** The topic's items as cards: picture, kind, title, summary, date. */
export function ItemCards({ lang, slug, items, headingLevel = 3 }: { lang: UrlLang; slug: string; items: SportTopicItemCard[]; headingLevel?: 3 | 4 }) {
  const t = translator(sportTopicMessages, lang);
  const Heading = headingLevel === 3 ? "h3" : "h4";
  if (!items.length) return <p>{t("empty")}</p>;
  return (
    <ul className="sport-topic-cards" data-testid="sport-topic-items">
      {items.map((item) => (
        <li key={item.id} className="sport-topic-card">
          {item.cover ? <img className="sport-topic-card__image" src={item.cover} alt="" width={640} height={360} loading="lazy" /> : null}
          <div className="sport-topic-card__body">
            <p className={`sport-topic-card__kind sport-topic-card__kind--${item.kind}`}>{t(item.kind)}</p>
            <Heading className="sport-topic-card__title">
              <a href={sportTopicItemPath(lang, slug, item.id)}>{item.title}</a>
            </Heading>
            <p className="sport-topic-card__summary">{item.summary}</p>
            <time className="sport-topic-card__date" dateTime={item.publishedAt}>
              {formatTopicDate(item.publishedAt, lang)}
            </time>
          </div>
        </li>
      ))}
    </ul>
  );
}
