import type { ReactNode } from "react";
import { data } from "react-router";
import { gameApi } from "@portal/contract/endpoints/game";
import { leaderboardApi } from "@portal/contract/endpoints/leaderboard";
import { urlLangToApiLocale } from "@portal/contract/locales";
import type { Route } from "./+types/game";
import type { RouteHandle } from "../../context.ts";
import { loadOptional } from "../../data/load.server.ts";
import { langOf } from "../../data/route-params.ts";
import DailyQuiz from "../../features/game/DailyQuiz.island.tsx";
import { WinnersList } from "../../features/game/WinnersList.tsx";
import { MostPlayed } from "../../features/leaderboard/Leaderboard.tsx";
import { gameMessages } from "../../features/game/messages.ts";
import "../../features/game/game.css";
import { formatDay } from "../../features/shared/news-date.ts";
import { translator } from "../../i18n/define.ts";
import { Island } from "../../islands/Island.tsx";
import { pageMeta } from "../../layout/meta.ts";

/** The games of spec §2 game/{slug}: the daily quiz is the one there is. */
const GAMES = new Set(["daily-quiz"]);

/** Spec §2: no breadcrumb on game pages. */
export const handle: RouteHandle = { hideBreadcrumb: true };

const DAY_MS = 86_400_000;

/**
 * game/daily-quiz (docs/game.md): today's question (server-rendered; the answer form is an island), the rules, and
 * the winners of today and yesterday. A day without a question still shows the page, saying so.
 */
export async function loader({ params, context }: Route.LoaderArgs) {
  const lang = langOf(params.lang);
  if (!params.slug || !GAMES.has(params.slug)) throw data(null, { status: 404 });
  const api = context.apiFor(urlLangToApiLocale(lang));
  const question = await loadOptional(api, gameApi.dayQuestion);
  const today = await loadOptional(api, gameApi.awardList, { query: {} });
  const yesterdayDay = today ? new Date(Date.parse(`${today.day}T00:00:00Z`) - DAY_MS).toISOString().slice(0, 10) : null;
  const yesterday = yesterdayDay ? await loadOptional(api, gameApi.awardList, { query: { date: yesterdayDay } }) : null;
  const leaders = await loadOptional(api, leaderboardApi.board, { query: { limit: 5 } });
  return { lang, question, today, yesterday, leaders };
}

export const meta: Route.MetaFunction = ({ matches, params, data: page }) => {
  const t = translator(gameMessages, langOf(params.lang));
  return pageMeta(matches, { title: t("title"), description: t("description", { count: page?.question?.winnersPerDay ?? 10 }) });
};

/** A titled box of the page's side column. */
function GamePanel({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section className="game-panel" aria-labelledby={id}>
      <h2 id={id} className="game-panel__title">
        {title}
      </h2>
      {children}
    </section>
  );
}

export default function GamePage({ loaderData }: Route.ComponentProps) {
  const { lang, question, today, yesterday, leaders } = loaderData;
  const t = translator(gameMessages, lang);
  const winnersPerDay = question?.winnersPerDay ?? 10;
  return (
    <main id="main" className="game-page container" data-testid="game-page">
      <header className="game-hero">
        <p className="game-hero__kicker">{t("kicker")}</p>
        <h1 className="game-hero__title">{t("title")}</h1>
        <p className="game-hero__lead">{t("lead", { count: winnersPerDay })}</p>
      </header>
      <div className="game-layout">
        <section className="game-card" aria-labelledby="quiz-heading">
          <div className="game-card__head">
            <h2 id="quiz-heading" className="game-card__title">
              {t("todaysQuestion")}
            </h2>
            {question ? (
              <p className="game-card__meta">
                <time dateTime={question.day}>{formatDay(`${question.day}T12:00:00+08:00`, lang)}</time>
                <span aria-hidden="true"> · </span>
                <span data-testid="quiz-correct-count">{t("correctSoFar", { count: question.correctCount })}</span>
              </p>
            ) : null}
          </div>
          {question ? (
            <Island component={DailyQuiz} props={{ lang, question: { id: question.id, question: question.question, options: question.options } }} />
          ) : (
            <p data-testid="quiz-none">{t("noQuestion")}</p>
          )}
        </section>
        <aside className="game-aside">
          <GamePanel id="winners-today" title={t("winners")}>
            <WinnersList lang={lang} list={today} />
          </GamePanel>
          <GamePanel id="quiz-rules" title={t("rules")}>
            <ol className="game-rules">
              <li>{t("rule1")}</li>
              <li>{t("rule2")}</li>
              <li>{t("rule3", { count: winnersPerDay })}</li>
            </ol>
          </GamePanel>
          {yesterday && yesterday.winners.length ? (
            <GamePanel id="winners-yesterday" title={t("winnersYesterday")}>
              <WinnersList lang={lang} list={yesterday} />
            </GamePanel>
          ) : null}
          {leaders?.programmes.week.length ? (
            <div className="game-panel">
              <MostPlayed lang={lang} board={leaders} />
            </div>
          ) : null}
        </aside>
      </div>
    </main>
  );
}
