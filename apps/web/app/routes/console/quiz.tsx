import { Link } from "react-router";
import type { Route } from "./+types/quiz";
import { quizConsoleApi } from "@portal/contract/endpoints/game-console";
import type { ConsoleQuizList } from "@portal/contract/schemas/game/console";
import type { RouteHandle } from "../../context.ts";
import type { QueryRule } from "../../data/route-params.ts";
import { translator } from "../../i18n/define.ts";
import { consoleMeta, useConsoleLang } from "../../features/console/console-route.ts";
import { loadForDesk } from "../../features/console/news/news-load.server.ts";
import { QUIZ_PATH, dayLabel, monthAfter, monthLabel, newQuizPath, quizPath, quizWhenBadge } from "../../features/console/marketing/marketing.ts";
import { quizMessages } from "../../features/console/marketing/quiz-messages.ts";
import { consoleLangOfRequest } from "../../features/console/staff-session.server.ts";
import "../../features/console/news/news-desk.css";
import "../../features/console/producer/producer.css";
import "../../features/console/marketing/marketing.css";

export const meta: Route.MetaFunction = ({ matches }) => consoleMeta(matches, "navQuiz");

const monthQuery: QueryRule = (value) => (/^\d{4}-(0[1-9]|1[0-2])$/.test(value) ? value : null);
/** The query the loader reads (the server renders with these only: page-query.ts). */
export const handle: RouteHandle = { query: { month: monthQuery } };

/** The month asked (this month in Macao by default: the server decides), every day with its question or none. */
export async function loader({ request, context }: Route.LoaderArgs): Promise<{ quiz: ConsoleQuizList }> {
  const month = monthQuery(new URL(request.url).searchParams.get("month") ?? "");
  return { quiz: await loadForDesk(context, request, consoleLangOfRequest(request), quizConsoleApi.list, { query: month ? { month } : {} }) };
}

/** Marketing's daily quiz: the coming week's empty days first, then a month of days, each with its question or a link to add one. */
export default function Quiz({ loaderData }: Route.ComponentProps) {
  const lang = useConsoleLang();
  const t = translator(quizMessages, lang);
  const { quiz } = loaderData;
  const month = quiz.from.slice(0, 7);
  const named = monthLabel(month, lang);
  return (
    <div className="console-page news-desk" data-testid="quiz">
      <header className="console-page__head news-desk__head">
        <div>
          <h1>{t("quizTitle")}</h1>
          <p className="console-page__lead">{t("quizLead")}</p>
        </div>
        <Link to={newQuizPath(quiz.nextEmpty)} className="button button--primary" data-testid="quiz-new">
          {t("newQuestion")}
        </Link>
      </header>

      <section className="console-panel" aria-labelledby="quiz-soon-title" data-testid="quiz-empty-soon" data-count={quiz.emptySoon.length}>
        <h2 id="quiz-soon-title" className="console-panel__title">
          {t("emptySoonTitle")}
        </h2>
        {quiz.emptySoon.length === 0 ? (
          <p className="console-note">
            {t("emptySoonNone")} {t("nextEmpty")}{" "}
            <Link to={newQuizPath(quiz.nextEmpty)} data-testid="quiz-next-empty">
              {dayLabel(quiz.nextEmpty, lang)}
            </Link>
          </p>
        ) : (
          <>
            <p className="console-note">{t("emptySoonSome")}</p>
            <ul className="quiz-empty-days">
              {quiz.emptySoon.map((day) => (
                <li key={day}>
                  <Link to={newQuizPath(day)} className="button" aria-label={t("addForDay", { day: dayLabel(day, lang) })}>
                    <span className={quizWhenBadge("empty")}>{t("when_empty")}</span> {dayLabel(day, lang)}
                  </Link>
                </li>
              ))}
            </ul>
          </>
        )}
      </section>

      <section className="console-panel news-table-panel" aria-labelledby="quiz-days-title">
        <h2 id="quiz-days-title" className="console-panel__title">
          {t("daysTitle", { month: named })}
        </h2>
        <nav className="marketing-actions quiz-months" aria-label={t("monthNav")}>
          <Link to={`${QUIZ_PATH}?month=${monthAfter(month, -1)}`} data-testid="quiz-prev-month">
            ← {t("prevMonth")}
          </Link>
          <Link to={QUIZ_PATH} aria-current={quiz.today.startsWith(month) ? "page" : undefined}>
            {t("thisMonth")}
          </Link>
          <Link to={`${QUIZ_PATH}?month=${monthAfter(month, 1)}`} data-testid="quiz-next-month">
            {t("nextMonth")} →
          </Link>
        </nav>
        <table className="news-table producer-table quiz-days">
          <thead>
            <tr>
              <th scope="col">{t("colDay")}</th>
              <th scope="col">{t("colState")}</th>
              <th scope="col">{t("colQuestion")}</th>
              <th scope="col">{t("colAnswers")}</th>
              <th scope="col">{t("colCorrect")}</th>
            </tr>
          </thead>
          <tbody>
            {quiz.days.map(({ day, when, question }) => (
              <tr key={day} data-testid="quiz-day" data-day={day} data-when={when} data-empty={question ? undefined : ""} className={when === "today" ? "quiz-days__today" : undefined}>
                <th scope="row">
                  <time dateTime={day}>{dayLabel(day, lang)}</time>
                </th>
                <td data-label={t("colState")}>
                  <span className={quizWhenBadge(question ? when : "empty")}>{question ? t(`when_${when}`) : when === "today" ? `${t("when_today")} · ${t("when_empty")}` : t("when_empty")}</span>
                </td>
                <td data-label={t("colQuestion")} className="news-table__headline">
                  {question ? (
                    <Link to={quizPath(question.id)}>{question.text}</Link>
                  ) : when === "past" ? (
                    "—"
                  ) : (
                    <Link to={newQuizPath(day)}>{t("addForDay", { day: dayLabel(day, lang) })}</Link>
                  )}
                </td>
                <td data-label={t("colAnswers")}>{question ? question.answers : "—"}</td>
                <td data-label={t("colCorrect")}>{question ? question.correct : "—"}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>
    </div>
  );
}
