import { useCallback, useEffect, useRef, useState } from "react";
import { captchaApi } from "@portal/contract/endpoints/captcha";
import type { UrlLang } from "@portal/contract/locales";
import type { Captcha } from "@portal/contract/schemas/common";
import type { DataCall } from "../../data/call.ts";
import { Field, type FieldBase } from "../../components/Field.tsx";
import { RefreshIcon } from "./auth-icons.tsx";

/**
 * The fields only the member forms have, in the shared field frame (components/Field.tsx): the proof-of-work
 * captcha, the countdown before another code may be sent. Their labels come as props, so the islands that use them
 * (votes, visits, forms) carry no member catalog; the new password pair is NewPasswordFields.tsx.
 */


// ── Captcha (proof of work) ─────────────────────────────────────────────────────────────────────────────────────

export type CaptchaState = "loading" | "solving" | "solved" | "failed";

/**
 * A proof-of-work captcha (captchaApi.image → a challenge; docs/security.md), fetched in the browser (a captcha is
 * personal and single use: never part of a cached page) and solved there at once, while the person fills the form:
 * nothing to read or type. `onSolved(code)` gives the form its verifyCode. `refresh()` after every use: the server
 * forgets a challenge once checked.
 */
export function useCaptcha(call: DataCall, onSolved: (verifyCode: string) => void, { onDemand = false }: { onDemand?: boolean } = {}) {
  const [captcha, setCaptcha] = useState<Captcha | null>(null);
  const [state, setState] = useState<CaptchaState>("loading");
  const solved = useRef(onSolved);
  solved.current = onSolved;
  const running = useRef<AbortController | null>(null);
  const refresh = useCallback(async () => {
    running.current?.abort();
    const controller = new AbortController();
    running.current = controller;
    setState("loading");
    try {
      const next = await call(captchaApi.image);
      if (controller.signal.aborted) return;
      setCaptcha(next);
      setState("solving");
      const { solveCaptcha } = await import("./captcha-solver.ts");
      const code = await solveCaptcha(next.challenge, controller);
      if (controller.signal.aborted) return;
      if (code === null) throw new Error("captcha not solved");
      solved.current(code);
      setState("solved");
    } catch {
      if (controller.signal.aborted) return;
      setCaptcha(null);
      setState("failed");
    }
  }, [call]);
  // On demand, the challenge is fetched and solved once the person starts on the form (`start`), not for every
  // reader of the page: the solver's code then loads only for those who use it.
  const started = useRef(!onDemand);
  useEffect(() => {
    if (started.current) void refresh();
    return () => running.current?.abort();
  }, [refresh]);
  const start = useCallback(() => {
    if (started.current) return;
    started.current = true;
    void refresh();
  }, [refresh]);
  return { captcha, state, failed: state === "failed", refresh, start };
}

/**
 * The captcha's place in a form: what the check is doing, said to screen readers as it changes (a polite status),
 * and a button to start again when it failed. Focusable (tabIndex -1) so that a form can move focus to it.
 */
export function CaptchaField({
  state,
  verifyKey,
  workingText,
  solvedText,
  failedText,
  refreshLabel,
  onRefresh,
  ...field
}: FieldBase & {
  state: CaptchaState;
  verifyKey: string | null;
  workingText: string;
  solvedText: string;
  failedText: string;
  refreshLabel: string;
  onRefresh: () => void;
}) {
  const says = state === "solved" ? solvedText : state === "failed" ? failedText : workingText;
  return (
    <Field {...field} required>
      {(control) => (
        <div className="captcha-row">
          <div
            id={control.id}
            aria-describedby={control["aria-describedby"]}
            tabIndex={-1}
            role="status"
            className="captcha-status"
            data-state={state}
            data-verify-key={verifyKey ?? undefined}
            data-testid={`${field.id}-status`}
          >
            <span className="captcha-status__icon" aria-hidden="true" />
            {says}
          </div>
          {state === "failed" || state === "solved" ? (
            <button type="button" className="captcha-refresh" onClick={onRefresh} aria-label={refreshLabel} title={refreshLabel}>
              <RefreshIcon />
            </button>
          ) : null}
        </div>
      )}
    </Field>
  );
}

// ── Resend countdown ────────────────────────────────────────────────────────────────────────────────────────────

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
