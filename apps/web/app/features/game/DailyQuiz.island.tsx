import { useState, type FormEvent } from "react";
import { gameApi } from "@portal/contract/endpoints/game";
import type { UrlLang } from "@portal/contract/locales";
import type { AnswerResult, DayQuestion } from "@portal/contract/schemas/game";
import { askToSignIn, endedSession, isSignedIn, useMemberRead, useSignedIn } from "../../components/member-gate.ts";
import { browserClient } from "../../data/browser-client.ts";
import { dataCall, errorMessage } from "../../data/call.ts";
import { translator } from "../../i18n/define.ts";
import { INTL_LOCALE, MACAU_TIME_ZONE } from "../../i18n/intl.ts";
import { requestLogin } from "../../browser/login-request.ts";
import { gameMessages } from "./messages.ts";

export interface DailyQuizProps {
  lang: UrlLang;
  question: Pick<DayQuestion, "id" | "question" | "options">;
}

type Outcome = { kind: "result"; result: AnswerResult } | { kind: "refused"; message: string };

/**
 * When the next question opens, in Macao time whatever the reader's zone: "28 Nov 2026, 00:00", "2026年11月28日
 * 00:00" (a 24-hour clock: midnight is 00:00 in every language, not 上午12:00).
 */
function macauTime(iso: string, lang: UrlLang): string {
  const at = new Date(iso);
  const date = new Intl.DateTimeFormat(INTL_LOCALE[lang], { dateStyle: "medium", timeZone: MACAU_TIME_ZONE }).format(at);
  const time = new Intl.DateTimeFormat(INTL_LOCALE[lang], { hour: "2-digit", minute: "2-digit", hourCycle: "h23", timeZone: MACAU_TIME_ZONE }).format(at);
  return `${date}${lang.startsWith("zh") ? " " : ", "}${time}`;
}

/**
 * The daily quiz's answer form (docs/game.md): server-rendered as a plain form of four choices; in the browser,
 * a visitor is asked to sign in (spec §4/§8 "please login or register first"), a member sends the answer once and
 * sees the feedback — right or wrong, their answer, the right answer and why, their place, when the next question
 * opens — or the server's refusal. The page is the same for everyone: a signed-in member's answer of today is read
 * (game/my-answer) once the island is live, so after a reload, or on another device, the answer shows again and the
 * form stays closed. The feedback is announced (role=status).
 */
export default function DailyQuiz({ lang, question }: DailyQuizProps) {
  const t = translator(gameMessages, lang);
  const signedIn = useSignedIn();
  const [choice, setChoice] = useState<string>("");
  const [busy, setBusy] = useState(false);
  const [hint, setHint] = useState("");
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const feedbackId = `quiz-feedback-${question.id}`;

  /** The member's answer of today, when there is one for this question: shown, and the form closed. */
  async function readMine(isLive: () => boolean = () => true): Promise<boolean> {
    if (!isSignedIn()) {
      setOutcome(null);
      return false;
    }
    const mine = await dataCall(browserClient(lang))(gameApi.myAnswer);
    if (!isLive()) return false;
    const { result } = mine;
    if (mine.questionId !== question.id || !result) {
      setOutcome((now) => (now?.kind === "result" ? null : now));
      return false;
    }
    setChoice(result.choice);
    setOutcome({ kind: "result", result });
    return true;
  }
  // Read again whenever someone signs in or out (another member's answer is not this one's).
  const read = useMemberRead((isLive) => readMine(isLive), [lang, question.id]);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setHint("");
    if (!isSignedIn()) return askToSignIn(lang);
    if (!choice) return setHint(t("chooseFirst"));
    setBusy(true);
    try {
      const result = await dataCall(browserClient(lang))(gameApi.answerQuestion, { body: { questionId: question.id, choice: choice as AnswerResult["answer"] } });
      setOutcome({ kind: "result", result });
    } catch (caught) {
      if (endedSession(caught, lang)) return;
      // Answered meanwhile (another tab or device): that answer is shown, else the server's refusal.
      const shown = await readMine().catch(() => false);
      if (!shown) setOutcome({ kind: "refused", message: errorMessage(caught, t("failed")) });
    } finally {
      setBusy(false);
    }
  }

  const result = outcome?.kind === "result" ? outcome.result : null;
  const textOf = (key: string) => `${key}. ${question.options.find((o) => o.key === key)?.text ?? ""}`;
  // Until the member's answer of today is known, the form is not offered.
  const ready = signedIn === false || (signedIn === true && read);
  return (
    <form className="quiz" onSubmit={submit} noValidate data-testid="quiz-form" data-ready={ready ? "" : undefined} aria-describedby={outcome ? feedbackId : undefined}>
      {signedIn === false ? (
        <div className="quiz__signin" data-testid="quiz-signin">
          <p>{t("signInPrompt")}</p>
          <button type="button" className="button button--primary" onClick={() => requestLogin(lang)}>
            {t("signIn")}
          </button>
        </div>
      ) : null}
      <fieldset className="quiz__fieldset" disabled={busy || result !== null} data-testid="quiz-choices">
        <legend className="quiz__question">{question.question}</legend>
        <ul className="quiz__options" role="list">
          {question.options.map((option) => {
            const state = result ? (option.key === result.answer ? "right" : option.key === choice ? "wrong" : "") : "";
            return (
              <li key={option.key}>
                <label className={`quiz__option${state ? ` quiz__option--${state}` : ""}`}>
                  <input type="radio" name="choice" value={option.key} checked={choice === option.key} onChange={() => setChoice(option.key)} />
                  <span className="quiz__key" aria-hidden="true">
                    {option.key}
                  </span>
                  <span className="quiz__text">{option.text}</span>
                </label>
              </li>
            );
          })}
        </ul>
      </fieldset>
      {hint ? (
        <p className="quiz__hint" role="alert">
          {hint}
        </p>
      ) : null}
      {result === null ? (
        <button type="submit" className="button button--primary quiz__submit" disabled={busy || (signedIn === true && !read)} data-testid="quiz-submit">
          {busy ? t("sending") : t("submit")}
        </button>
      ) : null}
      <div id={feedbackId} role="status" className="quiz__feedback-box">
        {result ? (
          <div className={`quiz__feedback quiz__feedback--${result.correct ? "right" : "wrong"}`} data-testid="quiz-feedback" data-correct={String(result.correct)}>
            <p className="quiz__verdict">{result.correct ? t("correct") : t("wrong")}</p>
            {choice ? <p data-testid="quiz-your-answer">{t("yourAnswer", { answer: textOf(choice) })}</p> : null}
            {result.correct ? null : <p>{t("rightAnswer", { answer: textOf(result.answer) })}</p>}
            {result.explanation ? <p className="quiz__why">{result.explanation}</p> : null}
            {result.rank !== null ? <p>{t("rank", { rank: result.rank })}</p> : null}
            {result.winner ? <p className="quiz__winner">{t("winner")}</p> : null}
            {result.nextQuestionAt ? (
              <p className="quiz__next" data-testid="quiz-next">
                {t("nextQuestion", { when: macauTime(result.nextQuestionAt, lang) })}
              </p>
            ) : (
              <p className="quiz__next">{t("comeBack")}</p>
            )}
          </div>
        ) : outcome?.kind === "refused" ? (
          <p className="quiz__feedback quiz__feedback--refused" data-testid="quiz-refused">
            {outcome.message}
          </p>
        ) : null}
      </div>
    </form>
  );
}
