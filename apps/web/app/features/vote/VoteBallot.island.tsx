import { useCallback, useEffect, useRef, useState, type FormEvent } from "react";
import { voteApi } from "@portal/contract/endpoints/vote";
import type { UrlLang } from "@portal/contract/locales";
import type { VoteRankItem, VoteStatus, VoteVoter } from "@portal/contract/schemas/vote";
import { isMacauPhone } from "@portal/contract/rules";
import { browserClient } from "../../data/browser-client.ts";
import { dataCall, failureOf, type DataCall } from "../../data/call.ts";
import { Field } from "../../components/Field.tsx";
import { askToSignIn, endedSession, isSignedIn } from "../../components/member-gate.ts";
import { CaptchaField, useCaptcha, useResendCountdown } from "../member/AuthFields.tsx";
import { translator } from "../../i18n/define.ts";
import { voteMessages } from "./messages.ts";
import { ResultBars } from "./ResultBars.tsx";

export interface BallotVote {
  id: number;
  voter: VoteVoter;
  minChoices: number;
  maxChoices: number;
  status: VoteStatus;
  ballots: number;
  options: { id: number; title: string }[];
  /** The tallies when the page was made, most chosen first. */
  rank: VoteRankItem[];
}

export interface VoteBallotProps {
  lang: UrlLang;
  /** The §5 phone rule's message, from the server render: the rules' message table stays out of the page's JS. */
  phoneRule: string;
  vote: BallotVote;
}

/** How often the results are read again while the page is open and visible. */
export const POLL_MS = 3000;

/** A key for one ballot, so that sending it again (a retry) counts once. */
function newIdempotencyKey(): string {
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, "0")).join("");
}

/**
 * A vote's ballot and its live results (spec §2 vote). The choices are radio buttons (one option) or checkboxes;
 * how the ballot is sent depends on the vote's rule: a member's ballot (signed out: the login pop-up, spec §8), a
 * ballot with a captcha solved in the browser, or a ballot with an SMS code sent to a Macao mobile (spec §5 phone)
 * once a captcha is solved.
 * While the vote is open and the tab visible, the results are read every few seconds; a rank answered with
 * another code than 0 empties them (spec §8).
 */
export default function VoteBallot({ lang, vote, phoneRule }: VoteBallotProps) {
  const t = translator(voteMessages, lang);
  const call = useCallback<DataCall>((endpoint, ...input) => dataCall(browserClient(lang))(endpoint, ...input), [lang]);
  const [rank, setRank] = useState(vote.rank);
  const [ballots, setBallots] = useState(vote.ballots);
  const [chosen, setChosen] = useState<number[]>([]);
  const [error, setError] = useState("");
  const [done, setDone] = useState("");
  const [busy, setBusy] = useState(false);
  const open = vote.status === "open";
  const single = vote.maxChoices === 1;

  const refresh = useCallback(async () => {
    try {
      const next = await call(voteApi.rank, { query: { voteId: vote.id } });
      setRank(next.items);
      setBallots(next.ballots);
    } catch {
      setRank([]);
    }
  }, [call, vote.id]);

  useEffect(() => {
    if (!open) return;
    const timer = setInterval(() => {
      if (document.visibilityState === "visible") void refresh();
    }, POLL_MS);
    const onVisible = () => document.visibilityState === "visible" && void refresh();
    document.addEventListener("visibilitychange", onVisible);
    return () => {
      clearInterval(timer);
      document.removeEventListener("visibilitychange", onVisible);
    };
  }, [open, refresh]);

  const toggle = (id: number, on: boolean) => setChosen((now) => (single ? [id] : on ? [...now, id] : now.filter((x) => x !== id)));

  /** Checks the choices, then sends the ballot with `send`; shows thanks or the server's message. */
  async function submit(send: (ids: number[], key: string) => Promise<unknown>) {
    setError("");
    setDone("");
    if (chosen.length < vote.minChoices || chosen.length > vote.maxChoices) {
      setError(t("chooseError", { min: vote.minChoices, max: vote.maxChoices }));
      return false;
    }
    setBusy(true);
    try {
      await send(chosen, newIdempotencyKey());
      setDone(t("thanks"));
      setChosen([]);
      await refresh();
      return true;
    } catch (caught) {
      if (!endedSession(caught, lang)) setError(failureOf(caught).message || t("failed"));
      return false;
    } finally {
      setBusy(false);
    }
  }

  const legend = single ? t("chooseOne") : t("choose", { min: vote.minChoices, max: vote.maxChoices });
  return (
    <div className="vote-ballot" data-testid="vote-ballot" data-vote-id={vote.id}>
      {open ? (
        <BallotForm vote={vote} lang={lang} call={call} busy={busy} submit={submit} phoneRule={phoneRule}>
          <fieldset className="vote-options" aria-describedby={error ? `vote-${vote.id}-error` : undefined}>
            <legend className="vote-options__legend">{legend}</legend>
            {vote.options.map((option) => (
              <label key={option.id} className="vote-option">
                <input
                  type={single ? "radio" : "checkbox"}
                  name={`vote-${vote.id}`}
                  value={option.id}
                  checked={chosen.includes(option.id)}
                  onChange={(e) => toggle(option.id, e.currentTarget.checked)}
                />
                <span>{option.title}</span>
              </label>
            ))}
          </fieldset>
          <p id={`vote-${vote.id}-error`} className="vote-message vote-message--error" role="alert" hidden={!error}>
            {error}
          </p>
          <p className="vote-message vote-message--done" role="status" data-testid="vote-done">
            {done}
          </p>
        </BallotForm>
      ) : null}
      <section className="vote-results" aria-labelledby={`vote-${vote.id}-results`}>
        <h2 id={`vote-${vote.id}-results`}>{open ? t("results") : t("finalResults")}</h2>
        <p className="vote-results__total" data-testid="vote-ballots">
          {t("ballots", { count: ballots })}
          {open ? <span className="vote-results__live"> · {t("live")}</span> : null}
        </p>
        <ResultBars items={rank} lang={lang} />
      </section>
    </div>
  );
}

type Submit = (send: (ids: number[], key: string) => Promise<unknown>) => Promise<boolean>;

/** The form around the choices, with what the vote's rule needs and the submit button. */
function BallotForm({ vote, lang, call, busy, submit, phoneRule, children }: { vote: BallotVote; lang: UrlLang; call: DataCall; busy: boolean; submit: Submit; phoneRule: string; children: React.ReactNode }) {
  if (vote.voter === "phone") return <PhoneBallot vote={vote} lang={lang} call={call} busy={busy} submit={submit} phoneRule={phoneRule}>{children}</PhoneBallot>;
  if (vote.voter === "captcha") return <CaptchaBallot vote={vote} lang={lang} call={call} busy={busy} submit={submit}>{children}</CaptchaBallot>;
  return <MemberBallot vote={vote} lang={lang} call={call} busy={busy} submit={submit}>{children}</MemberBallot>;
}

type BallotProps = { vote: BallotVote; lang: UrlLang; call: DataCall; busy: boolean; submit: Submit; children: React.ReactNode };

function SubmitButton({ lang, busy, label }: { lang: UrlLang; busy: boolean; label?: string }) {
  const t = translator(voteMessages, lang);
  return (
    <button type="submit" className="button button--primary vote-submit" disabled={busy} data-testid="vote-submit">
      {busy ? t("sending") : (label ?? t("submit"))}
    </button>
  );
}

function MemberBallot({ vote, lang, call, busy, submit, children }: BallotProps) {
  const t = translator(voteMessages, lang);
  const [signedIn, setSignedIn] = useState<boolean | null>(null);
  useEffect(() => setSignedIn(isSignedIn()), []);
  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    if (!isSignedIn()) return askToSignIn(lang);
    void submit((ids, key) => call(voteApi.ballot, { body: { VoteId: vote.id, Ids: ids, idempotencyKey: key } }));
  };
  return (
    <form className="vote-form" onSubmit={onSubmit} noValidate>
      {children}
      {signedIn === false ? <p className="vote-hint">{t("loginFirst")}</p> : null}
      <SubmitButton lang={lang} busy={busy} label={signedIn === false ? t("login") : undefined} />
    </form>
  );
}

function CaptchaBallot({ vote, lang, call, busy, submit, children }: BallotProps) {
  const t = translator(voteMessages, lang);
  const code = useRef("");
  const { captcha, state, refresh } = useCaptcha(call, (verifyCode) => (code.current = verifyCode));
  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    if (state !== "solved" || !captcha) return;
    await submit((ids, key) => call(voteApi.ballot, { body: { VoteId: vote.id, Ids: ids, idempotencyKey: key, verifyKey: captcha.verifyKey, verifyCode: code.current } }));
    // A captcha is used up by every ballot, right or wrong.
    void refresh();
  };
  return (
    <form className="vote-form" onSubmit={onSubmit} noValidate>
      {children}
      <CaptchaField
        id={`vote-${vote.id}-captcha`}
        label={t("captcha")}
        state={state}
        verifyKey={captcha?.verifyKey ?? null}
        workingText={t("captchaWorking")}
        solvedText={t("captchaSolved")}
        failedText={t("captchaFailed")}
        refreshLabel={t("captchaRefresh")}
        onRefresh={() => void refresh()}
      />
      <SubmitButton lang={lang} busy={busy || state !== "solved"} />
    </form>
  );
}

function PhoneBallot({ vote, lang, call, busy, submit, phoneRule, children }: BallotProps & { phoneRule: string }) {
  const t = translator(voteMessages, lang);
  const [phone, setPhone] = useState("");
  const [code, setCode] = useState("");
  const [phoneError, setPhoneError] = useState("");
  const [codeError, setCodeError] = useState("");
  const [captchaError, setCaptchaError] = useState("");
  const [sent, setSent] = useState("");
  const [sending, setSending] = useState(false);
  const answer = useRef("");
  // The code is sent only after a captcha (docs/votes.md): solved while the person chooses and types, and only for
  // those who start on the ballot, not for every reader of the results.
  const captcha = useCaptcha(call, (verifyCode) => (answer.current = verifyCode), { onDemand: true });
  const countdown = useResendCountdown();
  const id = `vote-${vote.id}`;
  const verifyKey = captcha.captcha?.verifyKey ?? null;

  async function sendCode() {
    setPhoneError("");
    setCaptchaError("");
    setSent("");
    captcha.start();
    if (!isMacauPhone(phone)) return setPhoneError(phoneRule);
    if (captcha.state !== "solved" || !verifyKey || !answer.current) {
      setCaptchaError(t("captchaMissing"));
      return document.getElementById(`${id}-captcha`)?.focus();
    }
    setSending(true);
    try {
      await call(voteApi.sendCode, { body: { phone, verifyKey, verifyCode: answer.current } });
      countdown.start();
      setSent(t("codeSent"));
    } catch (caught) {
      setPhoneError(failureOf(caught).message || t("failed"));
    } finally {
      // A captcha answers once, right or wrong: a new one is solved for the next code.
      answer.current = "";
      void captcha.refresh();
      setSending(false);
    }
  }

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    setPhoneError("");
    setCodeError("");
    if (!isMacauPhone(phone)) return setPhoneError(phoneRule);
    if (!/^\d{6}$/.test(code)) return setCodeError(t("codeRequired"));
    if (await submit((ids, key) => call(voteApi.phoneBallot, { body: { votes: { VoteId: vote.id, Ids: ids }, verifyKey: phone, verifyCode: code, idempotencyKey: key } }))) {
      setCode("");
    }
  };
  return (
    <form className="vote-form" onSubmit={onSubmit} onFocus={captcha.start} noValidate>
      {children}
      <CaptchaField
        id={`${id}-captcha`}
        label={t("captcha")}
        state={captcha.state}
        verifyKey={verifyKey}
        workingText={t("captchaWorking")}
        solvedText={t("captchaSolved")}
        failedText={t("captchaFailed")}
        refreshLabel={t("captchaRefresh")}
        onRefresh={() => {
          answer.current = "";
          void captcha.refresh();
        }}
        error={captchaError}
      />
      <div className="vote-phone">
        <Field id={`${id}-phone`} label={t("phone")} hint={t("phoneHint")} error={phoneError} required>
          {(control) => (
            <input {...control} type="tel" inputMode="numeric" autoComplete="tel-national" maxLength={8} value={phone} onChange={(e) => setPhone(e.currentTarget.value.trim())} />
          )}
        </Field>
        <button type="button" className="button vote-send-code" onClick={() => void sendCode()} disabled={sending || countdown.left > 0} data-testid="vote-send-code">
          {countdown.left > 0 ? t("resendIn", { seconds: countdown.left }) : t("sendCode")}
        </button>
      </div>
      <p className="vote-message" role="status">
        {sent}
      </p>
      <Field id={`${id}-code`} label={t("code")} hint={t("codeHint")} error={codeError} required>
        {(control) => (
          <input {...control} inputMode="numeric" autoComplete="one-time-code" maxLength={6} value={code} onChange={(e) => setCode(e.currentTarget.value.trim())} />
        )}
      </Field>
      <SubmitButton lang={lang} busy={busy} />
    </form>
  );
}
