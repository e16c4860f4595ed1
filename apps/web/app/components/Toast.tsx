import { useCallback, useEffect, useRef, useState } from "react";
import { AlertCircleIcon, CheckIcon } from "./icons.tsx";
import { TOAST_MS, createTimedMessage, isUrgent, type ToastKind } from "./toast.ts";

export interface ToastMessage {
  kind: ToastKind;
  text: string;
  /** A heading above the text (spec §8: 提示). */
  title?: string;
  /** Counts messages: the same text twice is drawn, and announced, twice. */
  serial: number;
}

/**
 * A toast's state: `show(kind, text)` puts a message up for its kind's time (toast.ts TOAST_MS: spec §8, §9),
 * replacing the one shown; it hides itself.
 */
export function useToast() {
  const [toast, setToast] = useState<ToastMessage | null>(null);
  const [timed] = useState(() => createTimedMessage<ToastMessage>(setToast));
  const serial = useRef(0);
  useEffect(() => () => timed.dispose(), [timed]);
  const show = useCallback(
    (kind: ToastKind, text: string, options: { title?: string; durationMs?: number } = {}) => {
      serial.current += 1;
      timed.show({ kind, text, title: options.title, serial: serial.current }, options.durationMs ?? TOAST_MS[kind]);
    },
    [timed],
  );
  return { toast, show, hide: timed.hide };
}

/**
 * Where toasts appear: at the top centre (spec §8) or the bottom centre (results of the member's own actions).
 * Its two live regions stay in the page, empty while nothing is shown, so that screen readers announce each
 * message as it appears: an error at once (role=alert), anything else politely (role=status). Shown over the page
 * without taking the focus; its entrance does not move when the visitor prefers reduced motion.
 */
export function Toast({ toast, placement = "top", testId }: { toast: ToastMessage | null; placement?: "top" | "bottom"; testId?: string }) {
  const item = toast ? (
    <div key={toast.serial} className={`toast toast--${toast.kind}`} data-testid={testId}>
      {toast.kind === "error" ? <AlertCircleIcon /> : toast.kind === "success" ? <CheckIcon /> : null}
      <div className="toast__body">
        {toast.title ? <p className="toast__title">{toast.title}</p> : null}
        <p className="toast__text">{toast.text}</p>
      </div>
    </div>
  ) : null;
  const urgent = toast ? isUrgent(toast.kind) : false;
  return (
    <div className={`toast-region toast-region--${placement}`}>
      <div role="alert">{urgent ? item : null}</div>
      <div role="status">{urgent ? null : item}</div>
    </div>
  );
}
