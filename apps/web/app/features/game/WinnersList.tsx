import type { UrlLang } from "@portal/contract/locales";
import type { AwardList } from "@portal/contract/schemas/game";
import { translator } from "../../i18n/define.ts";
import { gameMessages } from "./messages.ts";

const timeOf = (iso: string) => new Date(Date.parse(iso) + 8 * 3_600_000).toISOString().slice(11, 16);

/** A day's quiz winners (award-list), names partly hidden by the server; the time is Macao's. */
export function WinnersList({ lang, list }: { lang: UrlLang; list: AwardList | null }) {
  const t = translator(gameMessages, lang);
  if (!list || list.winners.length === 0) return <p className="game-winners__empty">{t("noWinners")}</p>;
  return (
    <ol className="game-winners" data-testid="quiz-winners">
      {list.winners.map((winner) => (
        <li key={winner.rank} className="game-winners__item">
          <span className="game-winners__rank" aria-label={t("rankLabel", { rank: winner.rank })}>
            {winner.rank}
          </span>
          <span className="game-winners__name">{winner.name}</span>
          <time className="game-winners__time" dateTime={winner.answeredAt}>
            {timeOf(winner.answeredAt)}
          </time>
        </li>
      ))}
    </ol>
  );
}
