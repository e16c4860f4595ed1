import { useEffect, useMemo, useState } from "react";
import { voteConsoleApi } from "@portal/contract/endpoints/vote";
import type { UrlLang } from "@portal/contract/locales";
import type { ConsoleVoteResults } from "@portal/contract/schemas/vote/console";
import { translator } from "../../../i18n/define.ts";
import { consoleCall } from "../console-api.ts";
import { macauDateTime } from "../console-list.ts";
import { marketingMessages } from "./messages.ts";
import { RESULTS_POLL_MS } from "./marketing.ts";

/**
 * The live results of a vote: its ballots and every option's tally and share, asked again every few seconds while
 * the screen is open (a small poll of the console's results call; it stops when the screen closes).
 */
export function VoteResults({ lang, voteId, initial }: { lang: UrlLang; voteId: number; initial: ConsoleVoteResults }) {
  const t = translator(marketingMessages, lang);
  const call = useMemo(() => consoleCall(lang), [lang]);
  const [results, setResults] = useState(initial);
  const [stale, setStale] = useState(false);
  const [seen, setSeen] = useState(initial);
  if (seen !== initial) {
    setSeen(initial);
    setResults(initial);
  }

  useEffect(() => {
    let stopped = false;
    const timer = setInterval(() => {
      call(voteConsoleApi.results, { params: { id: voteId } }).then(
        (fresh) => {
          if (stopped) return;
          setResults(fresh);
          setStale(false);
        },
        () => !stopped && setStale(true),
      );
    }, RESULTS_POLL_MS);
    return () => {
      stopped = true;
      clearInterval(timer);
    };
  }, [call, voteId]);

  const percent = (share: number) => `${Math.round(share * 1000) / 10}%`;
  return (
    <section className="console-panel marketing-results" aria-labelledby="results-title" data-testid="vote-results" data-ballots={results.ballots}>
      <h2 id="results-title" className="console-panel__title">
        {t("resultsTitle")}
      </h2>
      <p className="console-note">
        {t("resultsLead")} <strong data-testid="vote-results-ballots">{t("ballots", { count: results.ballots })}</strong> · {t("readAt", { time: macauDateTime(results.readAt) })}
      </p>
      {stale ? (
        <p className="console-note" role="status">
          {t("resultsStale")}
        </p>
      ) : null}
      <table className="news-table marketing-results__table">
        <thead>
          <tr>
            <th scope="col">{t("colOption")}</th>
            <th scope="col">{t("colTally")}</th>
            <th scope="col">{t("colShare")}</th>
          </tr>
        </thead>
        <tbody>
          {results.items.map((item) => (
            <tr key={item.id} data-testid="vote-result" data-option-id={item.id} data-tally={item.tally}>
              <th scope="row">{item.title}</th>
              <td>{item.tally}</td>
              <td>
                <span className="marketing-share">
                  <span className="marketing-share__bar" style={{ width: percent(item.share) }} aria-hidden="true" />
                  <span className="marketing-share__text">{percent(item.share)}</span>
                </span>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
