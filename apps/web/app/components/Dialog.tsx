import { useEffect, useRef, type ReactNode } from "react";
import { CloseIcon } from "./icons.tsx";
import { focusableIn, trapTab } from "./focus-trap.ts";

type DataAttributes = { [name: `data-${string}`]: string | undefined };

export interface DialogProps extends DataAttributes {
  open: boolean;
  /** Asked for by Esc, the close button or (with `closeOnBackdrop`) a click beside the box; the caller closes. */
  onClose: () => void;
  /** The id of the dialog's title (DialogHeader's `titleId`). */
  labelledBy: string;
  describedBy?: string;
  /** `dialog--wide`, `dialog--media` …, or a screen's own class. */
  className?: string;
  /** While true (a call is on its way) Esc and the backdrop do nothing. */
  locked?: boolean;
  closeOnBackdrop?: boolean;
  children: ReactNode;
}

/**
 * The site's one modal (the login pop-up, confirmations, the profile prompt, the home popup, the photo viewer): a
 * <dialog> opened with showModal, so the page behind is inert and the dialog sits in the top layer. Opening
 * focuses the element marked `data-autofocus` (else the first control, else the box); Tab and Shift+Tab stay
 * inside; Esc asks to close; on closing the focus goes back to what had it before, unless the caller has moved it
 * since (the row the dialog was about is gone). Named by its title (`labelledBy`).
 */
export function Dialog({ open, onClose, labelledBy, describedBy, className, locked = false, closeOnBackdrop = false, children, ...data }: DialogProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  const opener = useRef<Element | null>(null);

  // Taken away while open (its screen changed): the focus still goes back.
  useEffect(
    () => () => {
      const back = opener.current;
      const lost = !document.activeElement || document.activeElement === document.body || !document.activeElement.isConnected;
      if (back instanceof HTMLElement && back.isConnected && lost) back.focus();
    },
    [],
  );

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (open && !element.open) {
      opener.current = document.activeElement;
      if (typeof element.showModal === "function") element.showModal();
      else element.setAttribute("open", "");
      const first = element.querySelector<HTMLElement>("[data-autofocus]") ?? focusableIn(element)[0] ?? element;
      first.focus();
    } else if (!open && element.open) {
      const focusWasInside = element.contains(document.activeElement);
      if (typeof element.close === "function") element.close();
      else element.removeAttribute("open");
      const back = opener.current;
      opener.current = null;
      // Back to the opener, unless the focus had already been moved out on purpose.
      if (back instanceof HTMLElement && back.isConnected && (focusWasInside || document.activeElement === document.body)) back.focus();
    }
  }, [open]);

  return (
    <dialog
      ref={dialog}
      className={className ? `dialog ${className}` : "dialog"}
      aria-labelledby={labelledBy}
      aria-describedby={describedBy}
      tabIndex={-1}
      {...data}
      onCancel={(event) => {
        // The caller decides: Esc only asks.
        event.preventDefault();
        if (!locked) onClose();
      }}
      onKeyDown={(event) => {
        if (dialog.current) trapTab(event, dialog.current);
      }}
      onClick={(event) => {
        if (closeOnBackdrop && !locked && event.target === dialog.current) onClose();
      }}
    >
      {children}
    </dialog>
  );
}

/** The dialog's title row: the title (its id names the dialog) and, with `onClose`, a close button. */
export function DialogHeader({
  titleId,
  title,
  closeLabel,
  onClose,
  closeTestId,
}: {
  titleId: string;
  title: ReactNode;
  closeLabel?: string;
  onClose?: () => void;
  closeTestId?: string;
}) {
  return (
    <div className="dialog__head">
      <h2 id={titleId} className="dialog__title">
        {title}
      </h2>
      {onClose && closeLabel ? (
        <button type="button" className="dialog__close" aria-label={closeLabel} title={closeLabel} onClick={onClose} data-testid={closeTestId}>
          <CloseIcon />
        </button>
      ) : null}
    </div>
  );
}
