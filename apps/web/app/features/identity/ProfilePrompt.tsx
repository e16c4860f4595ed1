import { useId } from "react";
import { Dialog, DialogHeader } from "../../components/Dialog.tsx";

/**
 * "Please complete your member profile" (spec §4, §8): a modal shown after login when the member info says
 * profileIncomplete. Confirm goes to the profile form; cancel (or Esc) carries on to where the login was going.
 */
export function ProfilePrompt({
  title,
  text,
  confirmLabel,
  cancelLabel,
  onConfirm,
  onCancel,
}: {
  title: string;
  text: string;
  confirmLabel: string;
  cancelLabel: string;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const id = useId();
  return (
    <Dialog open onClose={onCancel} labelledBy={`${id}-title`} describedBy={`${id}-text`} className="profile-prompt" data-testid="profile-prompt">
      <div className="dialog__box">
        <DialogHeader titleId={`${id}-title`} title={title} />
        <div className="dialog__body">
          <p id={`${id}-text`}>{text}</p>
          <div className="dialog__actions">
            <button type="button" className="button button--primary" onClick={onConfirm} data-testid="profile-prompt-confirm" data-autofocus="">
              {confirmLabel}
            </button>
            <button type="button" className="button" onClick={onCancel} data-testid="profile-prompt-cancel">
              {cancelLabel}
            </button>
          </div>
        </div>
      </div>
    </Dialog>
  );
}
