import { useEffect, useState } from "react";

/**
 * The countdown before another code may be sent (member registration and security, votes by SMS, suppliers): the
 * send button counts it down.
 */

/** Seconds before another code may be asked for (the send button counts down). */
export const CODE_RESEND_SECONDS = 60;

/** Whole seconds left of a countdown started at `startedAt` (ms), 0 when over. */
export function secondsLeft(startedAt: number | null, now: number, seconds = CODE_RESEND_SECONDS): number {
  if (startedAt === null) return 0;
  return Math.max(0, Math.ceil((startedAt + seconds * 1000 - now) / 1000));
}

/** A countdown of CODE_RESEND_SECONDS, ticking each second while it runs. */
export function useResendCountdown() {
  const [startedAt, setStartedAt] = useState<number | null>(null);
  const [now, setNow] = useState(() => Date.now());
  const left = secondsLeft(startedAt, now);
  const running = left > 0;
  useEffect(() => {
    if (!running) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [running]);
  return {
    left,
    start: () => {
      const at = Date.now();
      setStartedAt(at);
      setNow(at);
    },
  };
}
