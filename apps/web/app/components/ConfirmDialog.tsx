import { useId, type ReactNode } from "react";
import type { UrlLang } from "@portal/contract/locales";
import { translator } from "../i18n/define.ts";
import { Dialog, DialogHeader } from "./Dialog.tsx";
import { FormMessage } from "./Form.tsx";
import { dialogMessages } from "./messages.ts";

/**
 * A question before an action that cannot be undone (delete, close the account): the focus starts on Cancel, the
 * safe choice; confirm submits; a failure is shown inside and the dialog stays open.
 */
export function ConfirmDialog({
  lang,
  open,
  title,
  children,
  confirmLabel,
  pending,
  error,
  onConfirm,
  onClose,
}: {
  lang: UrlLang;
  open: boolean;
  title: string;
  children: ReactNode;
  confirmLabel: string;
  pending: boolean;
  error?: string | null;
  onConfirm: () => void;
  onClose: () => void;
}) {
  const t = translator(dialogMessages, lang);
  const titleId = useId();
  const errorId = useId();
  return (
    <Dialog open={open} onClose={onClose} labelledBy={titleId} locked={pending} className="dialog--confirm">
      <form
        className="dialog__box"
        onSubmit={(event) => {
          event.preventDefault();
          onConfirm();
        }}
        aria-describedby={error ? errorId : undefined}
      >
        <DialogHeader titleId={titleId} title={title} />
        <div className="dialog__body">
          {children}
          {error ? (
            <FormMessage kind="error" id={errorId}>
              {error}
            </FormMessage>
          ) : null}
          <div className="dialog__actions dialog__actions--end">
            <button type="button" className="button" onClick={onClose} disabled={pending} data-autofocus="">
              {t("cancel")}
            </button>
            <button type="submit" className="button button--danger" disabled={pending}>
              {pending ? t("working") : confirmLabel}
            </button>
          </div>
        </div>
      </form>
    </Dialog>
  );
}
