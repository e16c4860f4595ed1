/**
 * A message that hides itself: the login error toast (spec §8: red, top centre, titled 提示, hidden after
 * LOGIN_ERROR_TOAST_MS). Showing another message while one is up replaces it and starts the time again.
 */
export interface TimedMessage {
  show(text: string): void;
  hide(): void;
  /** Stops the timer without telling anyone (the component is going away). */
  dispose(): void;
}

export function createTimedMessage(durationMs: number, onChange: (text: string | null) => void): TimedMessage {
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
    show(text) {
      stop();
      onChange(text);
      timer = setTimeout(hide, durationMs);
    },
    hide,
    dispose: stop,
  };
}
