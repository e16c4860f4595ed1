import { useEffect, useId, useRef } from "react";
import { trapTab } from "../../layout/focus-trap.ts";

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
  const dialog = useRef<HTMLDialogElement>(null);
  const confirm = useRef<HTMLButtonElement>(null);
  const id = useId();
  useEffect(() => {
    const element = dialog.current;
    if (!element || element.open) return;
    if (typeof element.showModal === "function") element.showModal();
    else element.setAttribute("open", "");
    confirm.current?.focus();
  }, []);
  return (
    <dialog
      ref={dialog}
      className="member-dialog profile-prompt"
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-text`}
      data-testid="profile-prompt"
      onCancel={(event) => {
        event.preventDefault();
        onCancel();
      }}
      onKeyDown={(event) => {
        if (dialog.current) trapTab(event, dialog.current);
      }}
    >
      <div className="member-dialog-box">
        <div className="member-dialog-body">
          <h2 id={`${id}-title`} className="member-dialog-title">
            {title}
          </h2>
          <p id={`${id}-text`}>{text}</p>
          <div className="dialog-actions">
            <button ref={confirm} type="button" className="button button--primary" onClick={onConfirm} data-testid="profile-prompt-confirm">
              {confirmLabel}
            </button>
            <button type="button" className="button" onClick={onCancel} data-testid="profile-prompt-cancel">
              {cancelLabel}
            </button>
          </div>
        </div>
      </div>
    </dialog>
  );
}
