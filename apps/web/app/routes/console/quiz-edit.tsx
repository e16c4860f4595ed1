import { useMemo, useState, type FormEvent } from "react";
import { Link, useNavigate } from "react-router";
import type { Route } from "./+types/quiz-edit";
import { quizConsoleApi } from "@portal/contract/endpoints/game-console";
import type { UrlLang } from "@portal/contract/locales";
import type { ConsoleText } from "@portal/contract/schemas/console-text";
import { QUIZ_CHOICES, type QuizChoice } from "@portal/contract/schemas/game";
import { QUIZ_CHOICE_MAX, QUIZ_EXPLANATION_MAX, QUIZ_QUESTION_MAX, type ConsoleQuizQuestion, type ConsoleQuizResults } from "@portal/contract/schemas/game/console";
import { ConfirmDialog } from "../../components/ConfirmDialog.tsx";
import { Field } from "../../components/Field.tsx";
import type { RouteHandle } from "../../context.ts";
import { dateQuery } from "../../data/route-params.ts";
import { translator } from "../../i18n/define.ts";
import { ActionStatus } from "../../features/console/ConsoleList.tsx";
import { useRowAction } from "../../features/console/console-actions.ts";
import { consoleCall } from "../../features/console/console-api.ts";
import { macauDateTime } from "../../features/console/console-list.ts";
import { consoleMeta, useConsoleLang } from "../../features/console/console-route.ts";
import { loadForDesk } from "../../features/console/news/news-load.server.ts";
import { LocalizedFields, OutcomeMessage } from "../../features/console/form/LocalizedFields.tsx";
import { consoleFormMessages } from "../../features/console/form/messages.ts";
import { emptyText, textIn } from "../../features/console/form/texts.ts";
import { useSubmit } from "../../features/console/form/use-submit.ts";
import { QUIZ_PATH, dayLabel, quizPath, quizWhenBadge } from "../../features/console/marketing/marketing.ts";
import { quizMessages } from "../../features/console/marketing/quiz-messages.ts";
import { consoleLangOfRequest } from "../../features/console/staff-session.server.ts";
import "../../features/console/news/news-desk.css";
import "../../features/console/producer/producer.css";
import "../../features/console/marketing/marketing.css";

export const meta: Route.MetaFunction = ({ matches }) => consoleMeta(matches, "navQuiz");

/** The query the loader reads: the day a new question is for (the list's "add" links). */
export const handle: RouteHandle = { query: { day: dateQuery } };

interface QuizData {
  question: ConsoleQuizQuestion | null;
  results: ConsoleQuizResults | null;
  /** A new question's day, as the list asked. */
  day: string;
}

/** The question (none for a new one) with its day's answers and winners. */
export async function loader({ request, context, params }: Route.LoaderArgs): Promise<QuizData> {
  if (params.id === undefined) return { question: null, results: null, day: dateQuery(new URL(request.url).searchParams.get("day") ?? "") ?? "" };
  const lang = consoleLangOfRequest(request);
  const asked = Number(params.id);
  const id = Number.isInteger(asked) && asked > 0 ? asked : 0;
  const [question, results] = await Promise.all([loadForDesk(context, request, lang, quizConsoleApi.get, { params: { id } }), loadForDesk(context, request, lang, quizConsoleApi.results, { params: { id } })]);
  return { question, results, day: question.day };
}

interface Draft {
  day: string;
  question: ConsoleText;
  choices: ConsoleText[];
  answer: QuizChoice;
  explanation: ConsoleText;
}

const draftOf = (q: ConsoleQuizQuestion | null, day: string): Draft =>
  q ? { day: q.day, question: q.question, choices: q.choices, answer: q.answer, explanation: q.explanation } : { day, question: emptyText(), choices: QUIZ_CHOICES.map(() => emptyText()), answer: "A", explanation: emptyText() };

/** A question's editor: its day, texts in four locales, choices and the right one; once made, its answers and winners. */
export default function QuizEdit({ loaderData }: Route.ComponentProps) {
  const lang = useConsoleLang();
  const t = translator(quizMessages, lang);
  const call = useMemo(() => consoleCall(lang), [lang]);
  const navigate = useNavigate();
  const [question, setQuestion] = useState(loaderData.question);
  const [draft, setDraft] = useState<Draft>(() => draftOf(loaderData.question, loaderData.day));
  const [seen, setSeen] = useState(loaderData);
  if (seen !== loaderData) {
    setSeen(loaderData);
    setQuestion(loaderData.question);
    setDraft(draftOf(loaderData.question, loaderData.day));
  }
  const { busy, outcome, submit } = useSubmit(lang);
  const { pending, message, dialogError, run, clearDialogError } = useRowAction(lang);
  const [deleting, setDeleting] = useState(false);
  const set = <K extends keyof Draft>(key: K, value: Draft[K]) => setDraft((d) => ({ ...d, [key]: value }));
  const answered = (question?.answers ?? 0) > 0;

  const save = (event: FormEvent) => {
    event.preventDefault();
    void submit(async () => {
      if (!question) {
        const created = await call(quizConsoleApi.create, { body: draft });
        navigate(quizPath(created.id));
        return null;
      }
      const after = await call(quizConsoleApi.update, { params: { id: question.id }, body: draft });
      setQuestion(after);
      setDraft(draftOf(after, after.day));
      return t("saved");
    });
  };
  const remove = () =>
    run(
      "delete",
      () => call(quizConsoleApi.remove, { params: { id: question!.id } }),
      () => {
        setDeleting(false);
        navigate(QUIZ_PATH);
        return t("deleted", { day: question!.day });
      },
      "dialog",
    );

  return (
    <div className="console-page producer-page" data-testid="quiz-editor">
      <header className="console-page__head">
        <p className="news-editor__back">
          <Link to={QUIZ_PATH}>{t("backToQuiz")}</Link>
        </p>
        <h1>{question ? `${dayLabel(question.day, lang)} · ${textIn(question.question, lang)}` : t("newQuestion")}</h1>
        {question ? (
          <div className="marketing-actions">
            <span className={quizWhenBadge(question.when)} data-testid="quiz-when">
              {t(`when_${question.when}`)}
            </span>
            {question.when === "today" ? (
              <a href={`/${lang}/game/daily-quiz`} target="_blank" rel="noreferrer">
                {t("publicPage")}
              </a>
            ) : null}
            {answered ? null : (
              <button type="button" className="button console-button--danger" disabled={pending !== null} onClick={() => (clearDialogError(), setDeleting(true))} data-testid="quiz-delete">
                {t("deleteQuestion")}
              </button>
            )}
          </div>
        ) : null}
        <ActionStatus message={message} testId="quiz-action-status" />
      </header>

      <form className="console-panel producer-form" onSubmit={save} noValidate aria-labelledby="quiz-form-title" data-testid="quiz-question-form">
        <h2 id="quiz-form-title" className="console-panel__title">
          {question ? t("fieldQuestion") : t("newQuestion")}
        </h2>
        <p className="console-note">{translator(consoleFormMessages, lang)("zhCnNote")}</p>
        {answered ? (
          <p className="console-note" data-testid="quiz-answered-note">
            <strong>{t("answeredNote", { count: question!.answers })}</strong>
          </p>
        ) : null}
        <Field id="quiz-day" label={t("fieldDay")} hint={t("dayHint")} required>
          {(control) => <input {...control} type="date" required disabled={answered} value={draft.day} onChange={(e) => set("day", e.target.value)} data-testid="quiz-day-input" />}
        </Field>
        <LocalizedFields lang={lang} id="quiz-question" legend={t("fieldQuestion")} value={draft.question} onValue={(v) => set("question", v)} required multiline rows={2} maxLength={QUIZ_QUESTION_MAX} />
        {/* Once members have answered, the choices and the right one are fixed (the server refuses a change). */}
        <fieldset className="console-texts quiz-choice-grid" disabled={answered}>
          <legend>{t("choicesTitle")}</legend>
          {QUIZ_CHOICES.map((key, i) => (
            <LocalizedFields
              key={key}
              lang={lang}
              id={`quiz-choice-${key}`}
              legend={t("fieldChoice", { key })}
              value={draft.choices[i]!}
              onValue={(v) => set("choices", draft.choices.map((c, j) => (j === i ? v : c)))}
              required
              maxLength={QUIZ_CHOICE_MAX}
            />
          ))}
          <fieldset className="quiz-answer">
            <legend>{t("fieldAnswer")}</legend>
            {QUIZ_CHOICES.map((key) => (
              <label key={key} className="console-check">
                <input type="radio" name="quiz-answer" value={key} checked={draft.answer === key} onChange={() => set("answer", key)} data-testid={`quiz-answer-${key}`} />
                <span>{key}</span>
              </label>
            ))}
          </fieldset>
        </fieldset>
        <LocalizedFields lang={lang} id="quiz-explanation" legend={t("fieldExplanation")} value={draft.explanation} onValue={(v) => set("explanation", v)} required multiline maxLength={QUIZ_EXPLANATION_MAX} />
        <OutcomeMessage outcome={outcome} testId="quiz-outcome" />
        <div className="producer-actions">
          <button type="submit" className="button button--primary" disabled={busy} data-testid="quiz-save">
            {question ? t("save") : t("newQuestion")}
          </button>
        </div>
      </form>

      {question && loaderData.results ? <QuizResults lang={lang} results={loaderData.results} choices={question.choices} /> : null}
      {question ? (
        <ConfirmDialog lang={lang} open={deleting} title={t("deleteQuestion")} confirmLabel={t("deleteQuestion")} pending={pending !== null} error={dialogError} onClose={() => setDeleting(false)} onConfirm={() => void remove()}>
          <p>{t("deleteConfirm", { day: dayLabel(question.day, lang) })}</p>
        </ConfirmDialog>
      ) : null}
    </div>
  );
}

/** The day's answers per choice (the right one marked) and its winners, with the members' ids and names in full. */
function QuizResults({ lang, results, choices }: { lang: UrlLang; results: ConsoleQuizResults; choices: ConsoleText[] }) {
  const t = translator(quizMessages, lang);
  return (
    <section className="console-panel marketing-results" aria-labelledby="quiz-results-title" data-testid="quiz-results" data-answers={results.answers}>
      <h2 id="quiz-results-title" className="console-panel__title">
        {t("resultsTitle")}
      </h2>
      <p className="console-note">{t("resultsLead", { answers: results.answers, correct: results.correct })}</p>
      <table className="news-table marketing-results__table">
        <thead>
          <tr>
            <th scope="col">{t("colChoice")}</th>
            <th scope="col">{t("colCount")}</th>
          </tr>
        </thead>
        <tbody>
          {results.perChoice.map((choice) => (
            <tr key={choice.key} data-testid="quiz-choice-count" data-key={choice.key}>
              <th scope="row">
                {choice.key}. {textIn(choices[QUIZ_CHOICES.indexOf(choice.key)] ?? emptyText(), lang)}
                {choice.correct ? (
                  <>
                    {" "}
                    <span className="news-status news-status--published">{t("rightChoice")}</span>
                  </>
                ) : null}
              </th>
              <td>{choice.count}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <h3 className="quiz-winners-title">{t("winnersTitle", { count: results.winnersPerDay })}</h3>
      {results.winners.length === 0 ? (
        <p className="console-note">{t("noWinners")}</p>
      ) : (
        <table className="news-table producer-table" data-testid="quiz-winner-table">
          <thead>
            <tr>
              <th scope="col">{t("colRank")}</th>
              <th scope="col">{t("colMember")}</th>
              <th scope="col">{t("colTime")}</th>
            </tr>
          </thead>
          <tbody>
            {results.winners.map((w) => (
              <tr key={w.rank} data-testid="quiz-winner">
                <th scope="row">{w.rank}</th>
                <td data-label={t("colMember")}>
                  {w.name} (#{w.memberId})
                </td>
                <td data-label={t("colTime")}>
                  <time dateTime={w.answeredAt}>{macauDateTime(w.answeredAt)}</time>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
