import { useMemo, useState, type FormEvent } from "react";
import { voteConsoleApi } from "@portal/contract/endpoints/vote";
import type { UrlLang } from "@portal/contract/locales";
import type { ConsoleText } from "@portal/contract/schemas/console-text";
import { VOTE_TITLE_MAX, type ConsoleVote, type ConsoleVoteOption } from "@portal/contract/schemas/vote/console";
import { ConfirmDialog } from "../../../components/ConfirmDialog.tsx";
import { translator } from "../../../i18n/define.ts";
import { ActionStatus } from "../ConsoleList.tsx";
import { useRowAction } from "../console-actions.ts";
import { consoleCall } from "../console-api.ts";
import { FormEnd, LocalizedFields } from "../form/LocalizedFields.tsx";
import { PictureField } from "../form/PictureField.tsx";
import { emptyText, textIn } from "../form/texts.ts";
import { useSubmit } from "../form/use-submit.ts";
import { marketingMessages } from "./messages.ts";

/** A new or an edited option: its name in the four locales and an optional picture. */
function OptionForm({ lang, vote, option, onDone, onCancel }: { lang: UrlLang; vote: ConsoleVote; option: ConsoleVoteOption | null; onDone: (after: ConsoleVote, said: string) => void; onCancel: () => void }) {
  const t = translator(marketingMessages, lang);
  const call = useMemo(() => consoleCall(lang), [lang]);
  const [title, setTitle] = useState<ConsoleText>(option?.title ?? emptyText());
  const [cover, setCover] = useState<string | null>(option?.cover ?? null);
  const { busy, outcome, submit } = useSubmit(lang);
  const save = (event: FormEvent) => {
    event.preventDefault();
    void submit(async () => {
      const body = { title, cover };
      const after = option ? await call(voteConsoleApi.updateOption, { params: { id: option.id }, body }) : await call(voteConsoleApi.addOption, { params: { id: vote.id }, body });
      onDone(after, t(option ? "optionSaved" : "optionAdded", { title: textIn(title, lang) }));
      return null;
    });
  };
  return (
    <form className="marketing-option-form" onSubmit={save} noValidate aria-labelledby="option-form-title" data-testid="option-form">
      <h3 id="option-form-title">{option ? t("editOption") : t("addOption")}</h3>
      <LocalizedFields lang={lang} id="option-title" legend={t("optionTitle")} value={title} onValue={setTitle} required maxLength={VOTE_TITLE_MAX} />
      <PictureField lang={lang} legend={t("optionPicture")} value={cover} alt={textIn(title, lang)} onValue={setCover} submit={submit} />
      <FormEnd lang={lang} outcome={outcome} busy={busy} saveLabel={t("saveOption")} onCancel={onCancel} testId="option" />
    </form>
  );
}

/**
 * A vote's options in their order: add, edit, move up or down, remove (asked in a dialog; the server refuses once the
 * vote has ballots, and the dialog says so). `onChanged` gets the vote as the server answers it after each change.
 */
export function VoteOptions({ lang, vote, onChanged }: { lang: UrlLang; vote: ConsoleVote; onChanged: (after: ConsoleVote) => void }) {
  const t = translator(marketingMessages, lang);
  const call = useMemo(() => consoleCall(lang), [lang]);
  const [editing, setEditing] = useState<number | "new" | null>(null);
  const [removing, setRemoving] = useState<number | null>(null);
  const { pending, message, dialogError, run, clearDialogError } = useRowAction(lang);
  const [said, setSaid] = useState<string | null>(null);
  const edited = typeof editing === "number" ? (vote.options.find((o) => o.id === editing) ?? null) : null;
  const doomed = vote.options.find((o) => o.id === removing) ?? null;

  const move = (index: number, by: -1 | 1) => {
    const ids = vote.options.map((o) => o.id);
    const [moved] = ids.splice(index, 1);
    ids.splice(index + by, 0, moved!);
    setSaid(null);
    void run(`move-${moved}`, () => call(voteConsoleApi.orderOptions, { params: { id: vote.id }, body: { optionIds: ids } }), (after) => {
      onChanged(after);
      return t("optionsMoved");
    });
  };

  return (
    <section className="console-panel marketing-options" aria-labelledby="options-title" data-testid="vote-options">
      <div className="producer-episodes__head">
        <h2 id="options-title" className="console-panel__title">
          {t("optionsTitle")} ({vote.options.length})
        </h2>
        {editing === null ? (
          <button type="button" className="button button--primary" onClick={() => setEditing("new")} data-testid="option-new">
            {t("addOption")}
          </button>
        ) : null}
      </div>
      <ActionStatus message={said ? { kind: "success", text: said } : message} testId="options-status" />
      {editing !== null ? (
        <OptionForm
          key={String(editing)}
          lang={lang}
          vote={vote}
          option={edited}
          onCancel={() => setEditing(null)}
          onDone={(after, text) => {
            setEditing(null);
            setSaid(text);
            onChanged(after);
          }}
        />
      ) : null}
      {vote.options.length ? (
        <ol className="marketing-option-list">
          {vote.options.map((option, index) => {
            const title = textIn(option.title, lang);
            return (
              <li key={option.id} className="marketing-option" data-testid="option-row" data-id={option.id}>
                <span className="marketing-option__text">
                  {option.cover ? <img src={option.cover} alt="" /> : null}
                  <strong>{title}</strong>
                </span>
                <span className="marketing-actions">
                  <button type="button" className="button console-button--quiet" disabled={pending !== null || index === 0} onClick={() => move(index, -1)} aria-label={t("moveUp", { title })}>
                    ↑
                  </button>
                  <button type="button" className="button console-button--quiet" disabled={pending !== null || index === vote.options.length - 1} onClick={() => move(index, 1)} aria-label={t("moveDown", { title })}>
                    ↓
                  </button>
                  <button type="button" className="button console-button--quiet" disabled={pending !== null} onClick={() => (setSaid(null), setEditing(option.id))} aria-label={`${t("edit")}: ${title}`}>
                    {t("edit")}
                  </button>
                  <button type="button" className="button console-button--danger" disabled={pending !== null} onClick={() => (clearDialogError(), setRemoving(option.id))} aria-label={`${t("remove")}: ${title}`}>
                    {t("remove")}
                  </button>
                </span>
              </li>
            );
          })}
        </ol>
      ) : (
        <p className="console-note">{t("noOptions")}</p>
      )}
      <ConfirmDialog
        lang={lang}
        open={doomed !== null}
        title={t("removeOptionTitle")}
        confirmLabel={t("remove")}
        pending={pending !== null}
        error={dialogError}
        onClose={() => setRemoving(null)}
        onConfirm={() => {
          if (!doomed) return;
          const title = textIn(doomed.title, lang);
          void run(
            `remove-${doomed.id}`,
            () => call(voteConsoleApi.removeOption, { params: { id: doomed.id } }),
            (after) => {
              setRemoving(null);
              setSaid(null);
              onChanged(after);
              return t("optionRemoved", { title });
            },
            "dialog",
          );
        }}
      >
        <p>{doomed ? t("removeOptionBody", { title: textIn(doomed.title, lang) }) : null}</p>
      </ConfirmDialog>
    </section>
  );
}
