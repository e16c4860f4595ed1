import { useCallback, useEffect, useRef, useState } from "react";
import { captchaApi } from "@portal/contract/endpoints/captcha";
import type { Captcha } from "@portal/contract/schemas/common";
import type { DataCall } from "../../data/call.ts";
import { Field, type FieldBase } from "../Field.tsx";
// Imported here, unlike the components in components/ (whose CSS is in the global stylesheet): only form pages
// show a captcha.
import "./captcha.css";

/**
 * The proof-of-work captcha of every form that asks for one (sign-in after failures, registration, password reset,
 * security settings, votes by SMS, visits, the contact and job forms, suppliers): the hook that fetches and solves
 * it, and its place in the form. Its words come from the form's own catalog as one texts object
 * (`captchaTexts(t)`), so an island that shows it carries no other domain's catalog.
 */

/** Start the check again (decorative: the button carries its name). Here, not in icons.tsx: that module is in every page's frame chunk. */
const RefreshIcon = () => (
  <svg className="icon" viewBox="0 0 24 24" width="1em" height="1em" aria-hidden="true" focusable="false">
    <path d="M20 11a8 8 0 0 0-14.7-4.4L4 8M4 4v4h4M4 13a8 8 0 0 0 14.7 4.4L20 16m0 4v-4h-4" fill="none" stroke="currentColor" strokeWidth={2} strokeLinecap="round" strokeLinejoin="round" />
  </svg>
);

export type CaptchaState = "loading" | "solving" | "solved" | "failed";

/** What the captcha's field says: its label, what the check is doing, and the refresh button's name. */
export interface CaptchaTexts {
  label: string;
  working: string;
  solved: string;
  failed: string;
  refresh: string;
}

/** The keys every catalog with a captcha has (member, vote, visit, forms, supplier messages). */
export type CaptchaTextKey = "captcha" | "captchaWorking" | "captchaSolved" | "captchaFailed" | "captchaRefresh";

/** The captcha's texts from a catalog's translator. */
export function captchaTexts(t: (key: CaptchaTextKey) => string): CaptchaTexts {
  return { label: t("captcha"), working: t("captchaWorking"), solved: t("captchaSolved"), failed: t("captchaFailed"), refresh: t("captchaRefresh") };
}

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
  id,
  texts,
  state,
  verifyKey,
  onRefresh,
  error,
  hint,
}: Pick<FieldBase, "id" | "error" | "hint"> & {
  texts: CaptchaTexts;
  state: CaptchaState;
  verifyKey: string | null;
  onRefresh: () => void;
}) {
  const says = state === "solved" ? texts.solved : state === "failed" ? texts.failed : texts.working;
  const field: FieldBase = { id, label: texts.label, error, hint };
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
            <button type="button" className="captcha-refresh" onClick={onRefresh} aria-label={texts.refresh} title={texts.refresh}>
              <RefreshIcon />
            </button>
          ) : null}
        </div>
      )}
    </Field>
  );
}
