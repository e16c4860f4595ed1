import { useId, useState, type ReactNode } from "react";
import { urlLangToApiLocale, type UrlLang } from "@portal/contract/locales";
import { MODERATION_NOTE_MAX_CHARS, MODERATION_REASONS, MODERATION_REASON_LABELS, type ModerationReason, type ModeratorRef } from "@portal/contract/schemas/interactions";
import { ConfirmDialog } from "../../components/ConfirmDialog.tsx";
import { Field, SelectField, TextAreaField } from "../../components/Field.tsx";
import { translator } from "../../i18n/define.ts";
import type { ActionDialogProps } from "./console-actions.ts";
import { macauDateTime } from "./console-list.ts";
import { operationsMessages, type OperationsMessageKey } from "./operations-messages.ts";

/**
 * The console's moderation parts (comments, congratulation messages): the dialog that asks an action with a reason,
 * the author's line, and the line that says who decided what last.
 */

export interface ReasonForm {
  reason: ModerationReason;
  note: string;
  /** A block's last day (YYYY-MM-DD), or "" (only asked with `withUntil`). */
  until: string;
}

/**
 * A moderation action asked with a reason (hide a comment, block its author, reset a nickname, reject a
 * congratulation): the reason from the fixed list (required; the member is told it), a note for staff, and for a
 * block its last day. A new question starts empty.
 */
export function ReasonDialog<A>({
  lang,
  asked,
  pending,
  error,
  onClose,
  onConfirm,
  title,
  text,
  quote,
  confirmLabel,
  withUntil = false,
}: ActionDialogProps<A, ReasonForm> & { title: string; text: ReactNode; quote?: string | null; confirmLabel: string; withUntil?: boolean }) {
  const t = translator(operationsMessages, lang);
  const locale = urlLangToApiLocale(lang);
  const id = useId().replace(/:/g, "");
  const [reason, setReason] = useState("");
  const [note, setNote] = useState("");
  const [until, setUntil] = useState("");
  const [reasonError, setReasonError] = useState<string | null>(null);
  const [shown, setShown] = useState<A | null>(null);
  if (shown !== asked) {
    setShown(asked);
    setReason("");
    setNote("");
    setUntil("");
    setReasonError(null);
  }
  return (
    <ConfirmDialog
      lang={lang}
      open={asked !== null}
      title={title}
      confirmLabel={confirmLabel}
      pending={pending}
      error={error}
      onClose={onClose}
      onConfirm={() => {
        if (!(MODERATION_REASONS as readonly string[]).includes(reason)) {
          setReasonError(t("reasonRequired"));
          document.getElementById(`${id}-reason`)?.focus();
          return;
        }
        onConfirm({ reason: reason as ModerationReason, note: note.trim(), until });
      }}
    >
      <p>{text}</p>
      {quote ? <blockquote className="console-quote">{quote}</blockquote> : null}
      <div className="console-dialog-fields">
        <SelectField
          id={`${id}-reason`}
          label={t("reason")}
          required
          error={reasonError}
          value={reason}
          onValue={(value) => {
            setReason(value);
            setReasonError(null);
          }}
          placeholder={t("chooseReason")}
          choices={MODERATION_REASONS.map((value) => ({ value, label: MODERATION_REASON_LABELS[value][locale] }))}
        />
        <TextAreaField id={`${id}-note`} label={t("note")} optional lang={lang} value={note} onValue={setNote} maxLength={MODERATION_NOTE_MAX_CHARS} rows={3} />
        {withUntil ? (
          <Field id={`${id}-until`} label={t("blockUntil")} hint={t("blockUntilHint")} optional lang={lang}>
            {(control) => <input {...control} type="date" value={until} onChange={(event) => setUntil(event.target.value)} />}
          </Field>
        ) : null}
      </div>
    </ConfirmDialog>
  );
}

/** The author of a member text: their nickname and member number (and, after them, what the caller adds). */
export function AuthorLine({ lang, member, children }: { lang: UrlLang; member: { id: number; nickName: string }; children?: ReactNode }) {
  const t = translator(operationsMessages, lang);
  return (
    <p className="console-comment__meta">
      <span className="console-strong">{member.nickName}</span>
      <span>{t("memberNumber", { id: member.id })}</span>
      {children}
    </p>
  );
}

/**
 * The last decision on a member text: taken away with a reason (`removed`: "Hidden by …", "Rejected by …"), or let
 * through (`kept`: "Restored by …", "Approved by …"), with the staff note after it.
 */
export function ModerationNote({
  lang,
  moderation,
  removed,
  kept,
}: {
  lang: UrlLang;
  moderation: { reason: ModerationReason | null; note: string | null; at: string; by: ModeratorRef } | null;
  removed: OperationsMessageKey;
  kept: OperationsMessageKey;
}) {
  if (!moderation) return null;
  const t = translator(operationsMessages, lang);
  const values = { name: moderation.by.name, at: macauDateTime(moderation.at) };
  return (
    <p className="console-comment__note">
      {moderation.reason ? t(removed, { ...values, reason: MODERATION_REASON_LABELS[moderation.reason][urlLangToApiLocale(lang)] }) : t(kept, values)}
      {moderation.note ? ` — ${moderation.note}` : ""}
    </p>
  );
}
