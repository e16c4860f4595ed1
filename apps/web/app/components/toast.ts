import { LOGIN_ERROR_TOAST_MS, TOAST_DELAY_MS } from "@portal/contract/constants";

/**
 * The rules of the toast (Toast.tsx): what kinds there are, how long each stays, and a message that hides itself.
 * Pure, so that the timing is tested without a browser.
 */

/**
 * - `error`: a refusal to read at once (spec §8: the login failure, red, titled 提示): role=alert.
 * - `success`: a confirmation (spec §8: copy link): role=status.
 * - `info`: a result of the visitor's own action ("Saved"): role=status.
 */
export type ToastKind = "error" | "success" | "info";

/** How long each kind stays: spec §8 login failure 2 s, spec §9 toast delay 3 s. */
export const TOAST_MS: Readonly<Record<ToastKind, number>> = {
  error: LOGIN_ERROR_TOAST_MS,
  success: TOAST_DELAY_MS,
  info: TOAST_DELAY_MS,
};

/** Errors interrupt (role=alert); the others wait for a pause in speech (role=status). */
export const isUrgent = (kind: ToastKind): boolean => kind === "error";

/**
 * A message that hides itself after its time. Showing another while one is up replaces it and starts the time
 * again.
 */
export interface TimedMessage<T> {
  show(value: T, durationMs: number): void;
  hide(): void;
  /** Stops the timer without telling anyone (the component is going away). */
  dispose(): void;
}

export function createTimedMessage<T>(onChange: (value: T | null) => void): TimedMessage<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const stop = () => {
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
  };
  const hide = () => {
    stop();
    onChange(null);
  };
  return {
    show(value, durationMs) {
      stop();
      onChange(value);
      timer = setTimeout(hide, durationMs);
    },
    hide,
    dispose: stop,
  };
}
