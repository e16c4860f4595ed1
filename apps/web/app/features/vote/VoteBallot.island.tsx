import { useCallback, useEffect, useRef, useState, type FormEvent } from "react";
import { voteApi } from "@portal/contract/endpoints/vote";
import type { UrlLang } from "@portal/contract/locales";
import type { VoteRankItem, VoteStatus, VoteVoter } from "@portal/contract/schemas/vote";
import { isMacauPhone } from "@portal/contract/rules";
import { browserClient } from "../../data/browser-client.ts";
import { dataCall, failureOf, type DataCall } from "../../data/call.ts";
import { Field } from "../../components/Field.tsx";
import { askToSignIn, endedSession, isSignedIn } from "../../components/member-gate.ts";
import { CaptchaField, useCaptcha, captchaTexts } from "../../components/captcha/Captcha.tsx";
import { useResendCountdown } from "../../components/resend-countdown.ts";
import { memberToken } from "../../browser/session.ts";
import { textsTranslator } from "../../i18n/define.ts";
import { INTL_LOCALE } from "../../i18n/intl.ts";
import { onMemberChange } from "../../browser/storage-keys.ts";
import { ballotState, digest, maskPhone, recall, remember, type BallotRecord } from "./ballot-memory.ts";
import { ResultBars } from "./ResultBars.tsx";

export interface BallotVote {
  id: number;
  voter: VoteVoter;
  minChoices: number;
  maxChoices: number;
  /** Ballots per voter a Macao day and in all (null: no limit). */
  perDay: number | null;
  perTotal: number | null;
  status: VoteStatus;
  ballots: number;
  options: { id: number; title: string }[];
  /** The tallies when the page was made, most chosen first. */
  rank: VoteRankItem[];
}

/**
 * The texts the island shows, from voteMessages: the server passes them in the page's language (props), so the
 * page's JavaScript carries no four-language catalog (the vote pages' JavaScript budget).
 */
export const BALLOT_TEXT_KEYS = [
  "anotherPhone", "ballots", "captcha", "captchaFailed", "captchaMissing", "captchaRefresh", "captchaSolved", "captchaWorking",
  "choose", "chooseError", "chooseOne", "code", "codeHint", "codeRequired", "codeSent", "failed", "finalResults", "leftToday",
  "live", "login", "loginFirst", "nextTomorrow", "noMore", "phone", "phoneHint", "resendIn", "results", "sendCode", "sending",
  "share", "submit", "thanks", "votedOn", "votedToday", "votedWith",
] as const;
export type BallotTexts = Record<(typeof BALLOT_TEXT_KEYS)[number], string>;
type T = ReturnType<typeof textsTranslator<(typeof BALLOT_TEXT_KEYS)[number]>>;

export interface VoteBallotProps {
  lang: UrlLang;
  texts: BallotTexts;
  /** The §5 phone rule's message, from the server render: the rules' message table stays out of the page's JS. */
  phoneRule: string;
  vote: BallotVote;
}

/** How often the results are read again while the page is open and visible. */
export const POLL_MS = 3000;

/** Who the vote's rule counts, as this browser remembers them (ballot-memory.ts): the member, a phone, the browser. */
interface Voter {
  key: string;
  label?: string;
}
const memberVoter = (): Voter | null => {
  const token = memberToken();
  return token ? { key: `m:${digest(token)}` } : null;
};
const phoneVoter = (phone: string): Voter => ({ key: `p:${digest(phone)}`, label: maskPhone(phone) });
const BROWSER: Voter = { key: "c" };

/** A remembered ballot of a voter, and what it means under the vote's rule now. */
type Remembered = { voter: string; record: BallotRecord } | null;

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
export default function VoteBallot({ lang, vote, phoneRule, texts }: VoteBallotProps) {
  const t = textsTranslator(texts, lang);
  const call = useCallback<DataCall>((endpoint, ...input) => dataCall(browserClient(lang))(endpoint, ...input), [lang]);
  const [rank, setRank] = useState(vote.rank);
  const [ballots, setBallots] = useState(vote.ballots);
  const [chosen, setChosen] = useState<number[]>([]);
  const [error, setError] = useState("");
  const [done, setDone] = useState("");
  const [busy, setBusy] = useState(false);
  // This browser's last ballot of the vote (read once the island is live; again when the member changes).
  const [remembered, setRemembered] = useState<Remembered>(null);
  const open = vote.status === "open";
  const single = vote.maxChoices === 1;

  useEffect(() => {
    if (!open) return;
    const read = () => {
      const voter = vote.voter === "member" ? memberVoter() : vote.voter === "captcha" ? BROWSER : null;
      // A phone vote: the last number that voted in this browser.
      setRemembered(vote.voter === "phone" ? recall(vote.id, null) : voter ? recall(vote.id, voter.key) : null);
    };
    read();
    return vote.voter === "member" ? onMemberChange(read) : undefined;
  }, [open, vote.id, vote.voter]);

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

  /** Checks the choices, then sends the ballot with `send`; shows thanks or the server's message; remembers it. */
  async function submit(send: (ids: number[], key: string) => Promise<unknown>, voter: Voter | null) {
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
      if (voter) setRemembered({ voter: voter.key, record: remember(vote.id, voter.key, chosen, Date.now(), voter.label) });
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
  const now = Date.now();
  const state = remembered ? ballotState(vote, remembered.record, now) : null;
  // Under a phone vote, only the number that voted is held back: another may still vote.
  const blocked = state?.blocked != null && vote.voter !== "phone";
  const votedId = `vote-${vote.id}-voted`;
  const voted = remembered && state && (state.today || state.blocked) ? votedText(lang, t, vote, remembered.record, state) : "";
  const shown = blocked && remembered ? remembered.record.ids : chosen;
  return (
    <div className="vote-ballot" data-testid="vote-ballot" data-vote-id={vote.id}>
      {open ? (
        <BallotForm vote={vote} lang={lang} t={t} call={call} busy={busy} submit={submit} phoneRule={phoneRule} remembered={remembered} votedId={voted ? votedId : undefined}>
          <fieldset className="vote-options" disabled={blocked} aria-describedby={error ? `vote-${vote.id}-error` : undefined}>
            <legend className="vote-options__legend">{legend}</legend>
            {vote.options.map((option) => (
              <label key={option.id} className="vote-option">
                <input
                  type={single ? "radio" : "checkbox"}
                  name={`vote-${vote.id}`}
                  value={option.id}
                  checked={shown.includes(option.id)}
                  onChange={(e) => toggle(option.id, e.currentTarget.checked)}
                />
                <span>{option.title}</span>
              </label>
            ))}
          </fieldset>
          {voted ? (
            <p id={votedId} className="vote-voted" data-testid="vote-voted" data-blocked={state?.blocked ?? undefined}>
              {voted}
            </p>
          ) : null}
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
        <ResultBars items={rank} shareText={(params) => t("share", params)} />
      </section>
    </div>
  );
}

/**
 * What the browser remembers, said: "You voted for X today · next vote tomorrow, from 00:00 Macao time" — the choice,
 * when, with which phone, and what the vote's rule allows now.
 */
function votedText(lang: UrlLang, t: T, vote: BallotVote, record: BallotRecord, state: ReturnType<typeof ballotState>): string {
  const titles = record.ids.map((id) => vote.options.find((o) => o.id === id)?.title).filter(Boolean);
  const choices = titles.join(lang.startsWith("zh") ? "、" : ", ");
  const date = new Intl.DateTimeFormat(INTL_LOCALE[lang], { dateStyle: "medium", timeZone: "UTC" }).format(Date.parse(`${record.day}T12:00:00Z`));
  const who = record.label ? t("votedWith", { phone: record.label }) : "";
  const parts = [`${state.today ? t("votedToday", { choices }) : t("votedOn", { choices, date })}${who}`];
  if (state.blocked === "all") parts.push(t("noMore", { count: vote.perTotal ?? 1 }));
  else if (state.blocked === "day") parts.push(t("nextTomorrow"));
  else if (state.leftToday !== null) parts.push(t("leftToday", { count: state.leftToday }));
  if (state.blocked && vote.voter === "phone") parts.push(t("anotherPhone"));
  return parts.join(" · ");
}

type Submit = (send: (ids: number[], key: string) => Promise<unknown>, voter: Voter | null) => Promise<boolean>;

/** The form around the choices, with what the vote's rule needs and the submit button. */
function BallotForm(props: BallotProps & { phoneRule: string }) {
  if (props.vote.voter === "phone") return <PhoneBallot {...props} />;
  if (props.vote.voter === "captcha") return <CaptchaBallot {...props} />;
  return <MemberBallot {...props} />;
}

type BallotProps = {
  vote: BallotVote;
  lang: UrlLang;
  t: T;
  call: DataCall;
  busy: boolean;
  submit: Submit;
  /** This browser's last ballot of the vote, and the id of the sentence that says it (the button's reason). */
  remembered: Remembered;
  votedId: string | undefined;
  children: React.ReactNode;
};

/** Whether a voter's remembered ballots use up what the vote's rule allows now. */
function usedUp(vote: BallotVote, remembered: Remembered, voter: Voter | null): boolean {
  if (!voter) return false;
  const found = remembered?.voter === voter.key ? remembered : recall(vote.id, voter.key);
  return found ? ballotState(vote, found.record, Date.now()).blocked !== null : false;
}

function SubmitButton({ t, busy, label, blocked, reason }: { t: T; busy: boolean; label?: string; blocked?: boolean; reason?: string }) {
  return (
    <button type="submit" className="button button--primary vote-submit" disabled={busy || blocked} aria-describedby={blocked ? reason : undefined} data-testid="vote-submit">
      {busy ? t("sending") : (label ?? t("submit"))}
    </button>
  );
}

function MemberBallot({ vote, lang, t, call, busy, submit, remembered, votedId, children }: BallotProps) {
  const [signedIn, setSignedIn] = useState<boolean | null>(null);
  useEffect(() => {
    const read = () => setSignedIn(isSignedIn());
    read();
    return onMemberChange(read);
  }, []);
  const blocked = signedIn === true && usedUp(vote, remembered, memberVoter());
  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    if (!isSignedIn()) return askToSignIn(lang);
    if (usedUp(vote, remembered, memberVoter())) return;
    void submit((ids, key) => call(voteApi.ballot, { body: { VoteId: vote.id, Ids: ids, idempotencyKey: key } }), memberVoter());
  };
  return (
    <form className="vote-form" onSubmit={onSubmit} noValidate>
      {children}
      {signedIn === false ? <p className="vote-hint">{t("loginFirst")}</p> : null}
      <SubmitButton t={t} busy={busy} blocked={blocked} reason={votedId} label={signedIn === false ? t("login") : undefined} />
    </form>
  );
}

function CaptchaBallot({ vote, t, call, busy, submit, children }: BallotProps) {
  const code = useRef("");
  const { captcha, state, refresh } = useCaptcha(call, (verifyCode) => (code.current = verifyCode));
  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    if (state !== "solved" || !captcha) return;
    // No limit under the rule (each captcha is a new voter): the browser remembers the choice, to say it.
    await submit((ids, key) => call(voteApi.ballot, { body: { VoteId: vote.id, Ids: ids, idempotencyKey: key, verifyKey: captcha.verifyKey, verifyCode: code.current } }), BROWSER);
    // A captcha is used up by every ballot, right or wrong.
    void refresh();
  };
  return (
    <form className="vote-form" onSubmit={onSubmit} noValidate>
      {children}
      <CaptchaField
        id={`vote-${vote.id}-captcha`}
        texts={captchaTexts(t)}
        state={state}
        verifyKey={captcha?.verifyKey ?? null}
        onRefresh={() => void refresh()}
      />
      <SubmitButton t={t} busy={busy || state !== "solved"} />
    </form>
  );
}

function PhoneBallot({ vote, t, call, busy, submit, phoneRule, remembered, votedId, children }: BallotProps & { phoneRule: string }) {
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
    if (await submit((ids, key) => call(voteApi.phoneBallot, { body: { votes: { VoteId: vote.id, Ids: ids }, verifyKey: phone, verifyCode: code, idempotencyKey: key } }), phoneVoter(phone))) {
      setCode("");
    }
  };
  // The number that voted is held back until the rule allows it again (the number typed, else the last one).
  const blocked = usedUp(vote, remembered, isMacauPhone(phone) ? phoneVoter(phone) : phone ? null : remembered ? { key: remembered.voter } : null);
  return (
    <form className="vote-form" onSubmit={onSubmit} onFocus={captcha.start} noValidate>
      {children}
      <CaptchaField
        id={`${id}-captcha`}
        texts={captchaTexts(t)}
        state={captcha.state}
        verifyKey={verifyKey}
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
      <SubmitButton t={t} busy={busy} blocked={blocked} reason={votedId} />
    </form>
  );
}
