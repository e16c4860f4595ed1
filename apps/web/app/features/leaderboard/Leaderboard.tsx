import type { UrlLang } from "@portal/contract/locales";
import type { LeaderBoard, LeaderItem } from "@portal/contract/schemas/leaderboard";
import { translator } from "../../i18n/define.ts";
import { INTL_LOCALE } from "../../i18n/intl.ts";
import { leaderboardMessages } from "./messages.ts";
import "./leaderboard.css";

type Key = keyof (typeof leaderboardMessages)["en"];

/** One ranked list: a title, then numbered links with their count; nothing when the list is empty. */
function LeaderList({ id, lang, title, unit, items }: { id: string; lang: UrlLang; title: Key; unit: Key; items: readonly LeaderItem[] }) {
  if (!items.length) return null;
  const t = translator(leaderboardMessages, lang);
  const number = new Intl.NumberFormat(INTL_LOCALE[lang]);
  return (
    <section className="leaderboard" aria-labelledby={id} data-testid={id}>
      <h2 id={id} className="leaderboard__title">
        {t(title)}
      </h2>
      <ol className="leaderboard__list">
        {items.map((item) => (
          <li key={item.id} className="leaderboard__item">
            <a className="leaderboard__link" href={item.url}>
              {item.title}
            </a>
            <span className="leaderboard__count">{t(unit, { count: number.format(item.count) })}</span>
          </li>
        ))}
      </ol>
    </section>
  );
}

/** The most read news (common/leader-board): today's, or the week's when today has none yet. Server-rendered. */
export function MostRead({ lang, board, exclude }: { lang: UrlLang; board: LeaderBoard | null; exclude?: number }) {
  if (!board) return null;
  const today = board.news.day.filter((i) => i.id !== exclude);
  const list = today.length ? today : board.news.week.filter((i) => i.id !== exclude);
  return <LeaderList id="most-read" lang={lang} title={today.length ? "mostReadToday" : "mostReadWeek"} unit="views" items={list} />;
}

/** The week's most played programmes (common/leader-board). */
export function MostPlayed({ lang, board }: { lang: UrlLang; board: LeaderBoard | null }) {
  if (!board) return null;
  return <LeaderList id="most-played" lang={lang} title="mostPlayedWeek" unit="plays" items={board.programmes.week} />;
}
