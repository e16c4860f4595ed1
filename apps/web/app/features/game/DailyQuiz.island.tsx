import { useState, type FormEvent } from "react";
import { gameApi } from "@portal/contract/endpoints/game";
import type { UrlLang } from "@portal/contract/locales";
import type { AnswerResult, DayQuestion } from "@portal/contract/schemas/game";
import { askToSignIn, endedSession, isSignedIn, useSignedIn } from "../../components/member-gate.ts";
import { browserClient } from "../../data/browser-client.ts";
import { dataCall, errorMessage } from "../../data/call.ts";
import { translator } from "../../i18n/define.ts";
import { requestLogin } from "../member/login-request.ts";
import { gameMessages } from "./messages.ts";

export interface DailyQuizProps {
  lang: UrlLang;
  question: Pick<DayQuestion, "id" | "question" | "options">;
}

type Outcome = { kind: "result"; result: AnswerResult } | { kind: "refused"; message: string };

/**
 * The daily quiz's answer form (docs/game.md): server-rendered as a plain form of four choices; in the browser,
 * a visitor is asked to sign in (spec §4/§8 "please login or register first"), a member sends the answer once and
 * sees the feedback — right or wrong, the right answer and why, their place — or the server's refusal ("already
 * answered today"). The feedback is announced (role=status) and takes the focus.
 */
export default function DailyQuiz({ lang, question }: DailyQuizProps) {
  const t = translator(gameMessages, lang);
  const signedIn = useSignedIn();
  const [choice, setChoice] = useState<string>("");
  const [busy, setBusy] = useState(false);
  const [hint, setHint] = useState("");
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const feedbackId = `quiz-feedback-${question.id}`;

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
      if (!endedSession(caught, lang)) setOutcome({ kind: "refused", message: errorMessage(caught, t("failed")) });
    } finally {
      setBusy(false);
    }
  }

  const result = outcome?.kind === "result" ? outcome.result : null;
  const rightText = result ? question.options.find((o) => o.key === result.answer)?.text ?? result.answer : "";
  return (
    <form className="quiz" onSubmit={submit} noValidate data-testid="quiz-form" data-ready={signedIn === null ? undefined : ""} aria-describedby={outcome ? feedbackId : undefined}>
      {signedIn === false ? (
        <div className="quiz__signin" data-testid="quiz-signin">
          <p>{t("signInPrompt")}</p>
          <button type="button" className="button button--primary" onClick={() => requestLogin(lang)}>
            {t("signIn")}
          </button>
        </div>
      ) : null}
      <fieldset className="quiz__fieldset" disabled={busy || result !== null}>
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
        <button type="submit" className="button button--primary quiz__submit" disabled={busy} data-testid="quiz-submit">
          {busy ? t("sending") : t("submit")}
        </button>
      ) : null}
      <div id={feedbackId} role="status" className="quiz__feedback-box">
        {result ? (
          <div className={`quiz__feedback quiz__feedback--${result.correct ? "right" : "wrong"}`} data-testid="quiz-feedback" data-correct={String(result.correct)}>
            <p className="quiz__verdict">{result.correct ? t("correct") : t("wrong")}</p>
            {result.correct ? null : <p>{t("rightAnswer", { answer: `${result.answer}. ${rightText}` })}</p>}
            {result.explanation ? <p className="quiz__why">{result.explanation}</p> : null}
            {result.rank !== null ? <p>{t("rank", { rank: result.rank })}</p> : null}
            {result.winner ? <p className="quiz__winner">{t("winner")}</p> : null}
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
