import { useMemo, useState, type FormEvent } from "react";
import { Link, useNavigate } from "react-router";
import type { Route } from "./+types/vote-edit";
import { voteConsoleApi } from "@portal/contract/endpoints/vote";
import type { ConsoleText } from "@portal/contract/schemas/console-text";
import { VOTE_VOTERS, type VoteVoter } from "@portal/contract/schemas/vote";
import { VOTE_DESCRIPTION_MAX, VOTE_OPTIONS_MAX, VOTE_TITLE_MAX, type ConsoleVote, type ConsoleVoteResults } from "@portal/contract/schemas/vote/console";
import { ConfirmDialog } from "../../components/ConfirmDialog.tsx";
import { Field } from "../../components/Field.tsx";
import { translator } from "../../i18n/define.ts";
import { ActionStatus } from "../../features/console/ConsoleList.tsx";
import { useRowAction } from "../../features/console/console-actions.ts";
import { consoleCall } from "../../features/console/console-api.ts";
import { consoleMeta, useConsoleLang } from "../../features/console/console-route.ts";
import { loadForDesk } from "../../features/console/news/news-load.server.ts";
import { LocalizedFields, OutcomeMessage } from "../../features/console/form/LocalizedFields.tsx";
import { PictureField } from "../../features/console/form/PictureField.tsx";
import { consoleFormMessages } from "../../features/console/form/messages.ts";
import { emptyText, macauMinuteOf, textIn } from "../../features/console/form/texts.ts";
import { useSubmit } from "../../features/console/form/use-submit.ts";
import { VoteOptions } from "../../features/console/marketing/VoteOptions.tsx";
import { VoteResults } from "../../features/console/marketing/VoteResults.tsx";
import { VOTES_PATH, statusBadge, votePath } from "../../features/console/marketing/marketing.ts";
import { marketingMessages } from "../../features/console/marketing/messages.ts";
import { consoleLangOfRequest } from "../../features/console/staff-session.server.ts";
import "../../features/console/news/news-desk.css";
import "../../features/console/producer/producer.css";
import "../../features/console/marketing/marketing.css";

export const meta: Route.MetaFunction = ({ matches }) => consoleMeta(matches, "navVotes");

interface VoteData {
  vote: ConsoleVote | null;
  results: ConsoleVoteResults | null;
}

/** The vote (none for a new one) with its options, and its results as they are now. */
export async function loader({ request, context, params }: Route.LoaderArgs): Promise<VoteData> {
  if (params.id === undefined) return { vote: null, results: null };
  const lang = consoleLangOfRequest(request);
  const asked = Number(params.id);
  const id = Number.isInteger(asked) && asked > 0 ? asked : 0;
  const [vote, results] = await Promise.all([loadForDesk(context, request, lang, voteConsoleApi.get, { params: { id } }), loadForDesk(context, request, lang, voteConsoleApi.results, { params: { id } })]);
  return { vote, results };
}

/** The form's state: texts in every locale, the window as Macau minutes, the limits as typed (empty: none). */
interface Draft {
  appkey: string;
  title: ConsoleText;
  description: ConsoleText;
  cover: string | null;
  voter: VoteVoter;
  minChoices: string;
  maxChoices: string;
  perDay: string;
  perTotal: string;
  opensAt: string;
  closesAt: string;
  published: boolean;
}

const HOUR = 3_600_000;
const draftOf = (v: ConsoleVote | null): Draft =>
  v
    ? {
        appkey: v.appkey,
        title: v.title,
        description: v.description,
        cover: v.cover,
        voter: v.voter,
        minChoices: String(v.minChoices),
        maxChoices: String(v.maxChoices),
        perDay: v.perDay === null ? "" : String(v.perDay),
        perTotal: v.perTotal === null ? "" : String(v.perTotal),
        opensAt: macauMinuteOf(v.opensAt),
        closesAt: macauMinuteOf(v.closesAt),
        published: v.published,
      }
    : // A new vote: hidden, opening in an hour for a week, one choice a day per person.
      { appkey: "", title: emptyText(), description: emptyText(), cover: null, voter: "member", minChoices: "1", maxChoices: "1", perDay: "1", perTotal: "", opensAt: macauMinuteOf(Date.now() + HOUR), closesAt: macauMinuteOf(Date.now() + 7 * 24 * HOUR), published: false };

const limitOf = (typed: string): number | null => (typed.trim() === "" ? null : Number(typed));
const bodyOf = (d: Draft) => ({ ...d, minChoices: Number(d.minChoices), maxChoices: Number(d.maxChoices), perDay: limitOf(d.perDay), perTotal: limitOf(d.perTotal) });

/** A vote's editor: its texts, picture, rules and window; then, once made, its options, open/close and live results. */
export default function VoteEdit({ loaderData }: Route.ComponentProps) {
  const lang = useConsoleLang();
  const t = translator(marketingMessages, lang);
  const call = useMemo(() => consoleCall(lang), [lang]);
  const navigate = useNavigate();
  const [vote, setVote] = useState(loaderData.vote);
  const [draft, setDraft] = useState<Draft>(() => draftOf(loaderData.vote));
  const [seen, setSeen] = useState(loaderData.vote);
  if (seen !== loaderData.vote) {
    setSeen(loaderData.vote);
    setVote(loaderData.vote);
    setDraft(draftOf(loaderData.vote));
  }
  const { busy, outcome, submit } = useSubmit(lang);
  const { pending, message, dialogError, run, clearDialogError } = useRowAction(lang);
  const [closing, setClosing] = useState(false);
  const set = <K extends keyof Draft>(key: K, value: Draft[K]) => setDraft((d) => ({ ...d, [key]: value }));

  const save = (event: FormEvent) => {
    event.preventDefault();
    void submit(async () => {
      if (!vote) {
        const created = await call(voteConsoleApi.create, { body: bodyOf(draft) });
        navigate(votePath(created.id));
        return null;
      }
      const after = await call(voteConsoleApi.update, { params: { id: vote.id }, body: bodyOf(draft) });
      setVote(after);
      setDraft(draftOf(after));
      return t("saved");
    });
  };

  /** Options, opening and closing change the vote: the form shows the window and status the server answers. */
  const changed = (after: ConsoleVote) => {
    setVote(after);
    setDraft((d) => ({ ...d, opensAt: macauMinuteOf(after.opensAt), closesAt: macauMinuteOf(after.closesAt), published: after.published }));
  };
  const windowAction = (to: "open" | "close") =>
    run(
      to,
      () => call(to === "open" ? voteConsoleApi.open : voteConsoleApi.close, { params: { id: vote!.id } }),
      (after) => {
        changed(after);
        setClosing(false);
        return t(to === "open" ? "openedDone" : "closedDone");
      },
      to === "close" ? "dialog" : "list",
    );

  const numberField = (key: "minChoices" | "maxChoices" | "perDay" | "perTotal", label: string, hint?: string) => (
    <Field id={`vote-${key}`} label={label} {...(hint ? { hint } : {})}>
      {(control) => <input {...control} type="number" inputMode="numeric" min={1} max={key.endsWith("Choices") ? VOTE_OPTIONS_MAX : 10_000} value={draft[key]} onChange={(e) => set(key, e.target.value)} />}
    </Field>
  );

  return (
    <div className="console-page producer-page" data-testid="vote-editor">
      <header className="console-page__head">
        <p className="news-editor__back">
          <Link to={VOTES_PATH}>{t("backToVotes")}</Link>
        </p>
        <h1>{vote ? textIn(vote.title, lang) : t("newVote")}</h1>
        {vote ? (
          <div className="marketing-actions">
            <span className={statusBadge(vote.status)} data-testid="vote-status">
              {t(`status_${vote.status}`)}
            </span>
            {vote.status !== "open" && vote.status !== "closed" ? (
              <button type="button" className="button button--primary" disabled={pending !== null} onClick={() => void windowAction("open")} data-testid="vote-open">
                {t("openNow")}
              </button>
            ) : null}
            {vote.status === "open" || vote.status === "scheduled" ? (
              <button type="button" className="button console-button--danger" disabled={pending !== null} onClick={() => (clearDialogError(), setClosing(true))} data-testid="vote-close">
                {t("closeNow")}
              </button>
            ) : null}
            {vote.published ? (
              <a href={`/${lang}/vote?appkey=${encodeURIComponent(vote.appkey)}`} target="_blank" rel="noreferrer">
                {t("publicPage")}
              </a>
            ) : null}
          </div>
        ) : null}
        <ActionStatus message={message} testId="vote-action-status" />
      </header>

      <form className="console-panel producer-form" onSubmit={save} noValidate aria-labelledby="vote-form-title" data-testid="vote-form">
        <h2 id="vote-form-title" className="console-panel__title">
          {t("voteDetails")}
        </h2>
        <p className="console-note">{translator(consoleFormMessages, lang)("zhCnNote")}</p>
        <LocalizedFields lang={lang} id="vote-title" legend={t("fieldTitle")} value={draft.title} onValue={(v) => set("title", v)} required maxLength={VOTE_TITLE_MAX} />
        <LocalizedFields lang={lang} id="vote-description" legend={t("fieldDescription")} value={draft.description} onValue={(v) => set("description", v)} multiline maxLength={VOTE_DESCRIPTION_MAX} />
        <Field id="vote-appkey" label={t("fieldAppkey")} hint={t("appkeyHint")}>
          {(control) => <input {...control} type="text" maxLength={100} pattern="[A-Za-z0-9_-]*" value={draft.appkey} onChange={(e) => set("appkey", e.target.value)} />}
        </Field>
        <PictureField lang={lang} legend={t("fieldCover")} value={draft.cover} alt={textIn(draft.title, lang)} onValue={(v) => set("cover", v)} submit={submit} />
        <fieldset className="console-texts">
          <legend>{t("rulesTitle")}</legend>
          <Field id="vote-voter" label={t("fieldVoter")}>
            {(control) => (
              <select {...control} value={draft.voter} onChange={(e) => set("voter", e.target.value as VoteVoter)}>
                {VOTE_VOTERS.map((voter) => (
                  <option key={voter} value={voter}>
                    {t(`voter_${voter}`)}
                  </option>
                ))}
              </select>
            )}
          </Field>
          {numberField("minChoices", t("fieldMin"))}
          {numberField("maxChoices", t("fieldMax"))}
          {numberField("perDay", t("fieldPerDay"), t("limitHint"))}
          {numberField("perTotal", t("fieldPerTotal"), t("limitHint"))}
        </fieldset>
        <div className="producer-row">
          <Field id="vote-opens" label={t("fieldOpens")}>
            {(control) => <input {...control} type="datetime-local" value={draft.opensAt} onChange={(e) => set("opensAt", e.target.value)} />}
          </Field>
          <Field id="vote-closes" label={t("fieldCloses")}>
            {(control) => <input {...control} type="datetime-local" value={draft.closesAt} onChange={(e) => set("closesAt", e.target.value)} />}
          </Field>
        </div>
        <div>
          <label className="console-check">
            <input type="checkbox" checked={draft.published} onChange={(e) => set("published", e.target.checked)} aria-describedby="vote-published-hint" data-testid="vote-published" />
            <span>{t("fieldPublished")}</span>
          </label>
          <p className="console-note" id="vote-published-hint">
            {t("publishedHint")}
          </p>
        </div>
        <OutcomeMessage outcome={outcome} testId="vote-outcome" />
        <div className="producer-actions">
          <button type="submit" className="button button--primary" disabled={busy} data-testid="vote-save">
            {vote ? t("save") : t("newVote")}
          </button>
        </div>
      </form>

      {vote ? <VoteOptions lang={lang} vote={vote} onChanged={changed} /> : null}
      {vote && loaderData.results ? <VoteResults lang={lang} voteId={vote.id} initial={loaderData.results} /> : null}
      {vote ? (
        <ConfirmDialog lang={lang} open={closing} title={t("closeNow")} confirmLabel={t("closeNow")} pending={pending !== null} error={dialogError} onClose={() => setClosing(false)} onConfirm={() => void windowAction("close")}>
          <p>{t("closeConfirmBody", { title: textIn(vote.title, lang) })}</p>
        </ConfirmDialog>
      ) : null}
    </div>
  );
}
