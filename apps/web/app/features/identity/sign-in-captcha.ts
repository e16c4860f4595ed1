import { useEffect, useRef, useState } from "react";
import type { DataCall } from "../../data/call.ts";
import { useCaptcha } from "../../components/captcha/Captcha.tsx";

/** The captcha fields of a sign-in attempt: none until the server has asked for them. */
export type SignInCaptchaFields = { verifyKey?: string; verifyCode?: string };

/**
 * The captcha of a sign-in form (member login screen and pop-up, supplier login; docs/members.md "Sign-in and
 * sign-out"). Hidden until the server answers code -2 (captchaRequired); then the form shows it (CaptchaField with
 * `field`), the browser solves it, and the attempt that was refused goes again by itself — nothing for the person to
 * do but wait a second. From then on each attempt takes a solved captcha (single use: a new one starts at once).
 * `onGaveUp`: the check failed while an attempt waited for it (the field then offers to check again).
 */
export function useSignInCaptcha(call: DataCall, onGaveUp: () => void) {
  const [needed, setNeeded] = useState(false);
  const [verifyCode, setVerifyCode] = useState("");
  const captcha = useCaptcha(call, setVerifyCode, { onDemand: true });
  const verifyKey = captcha.captcha?.verifyKey ?? null;
  const solved = captcha.state === "solved" && verifyKey !== null && verifyCode !== "";
  /** The attempt waiting for a solved captcha. */
  const waiting = useRef<((fields: SignInCaptchaFields) => void) | null>(null);
  const gaveUp = useRef(onGaveUp);
  gaveUp.current = onGaveUp;

  /** The solved captcha's fields, used up: the next attempt gets a new one, started now. */
  const take = (): SignInCaptchaFields => {
    const fields = { verifyKey: verifyKey!, verifyCode };
    setVerifyCode("");
    void captcha.refresh();
    return fields;
  };

  useEffect(() => {
    const attempt = waiting.current;
    if (!attempt) return;
    if (solved) {
      waiting.current = null;
      attempt(take());
    } else if (captcha.failed) {
      waiting.current = null;
      gaveUp.current();
    }
    // take() reads this render's captcha: the effect runs when it is solved or failed.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [solved, captcha.failed]);

  return {
    /** Whether the form shows the captcha. */
    needed,
    /** Runs an attempt: at once without a captcha when none is needed, else with a solved one (waiting for it). */
    run(attempt: (fields: SignInCaptchaFields) => void) {
      if (!needed) attempt({});
      else if (solved) attempt(take());
      else {
        waiting.current = attempt;
        // A check that failed is started again: the attempt goes once this one is solved.
        if (captcha.failed) void captcha.refresh();
      }
    },
    /**
     * After an attempt with `fields` that the server refused: when it asked for a captcha (code -2,
     * isCaptchaRequiredError), shows it, and an attempt sent without one goes again once it is solved. Answers
     * whether the attempt goes again (the form stays busy); one that had a captcha is not repeated (its message is
     * shown, and the next attempt takes the new captcha).
     */
    retriesWithCaptcha(captchaRequired: boolean, fields: SignInCaptchaFields, attempt: (fields: SignInCaptchaFields) => void): boolean {
      if (!captchaRequired) return false;
      if (!needed) {
        setNeeded(true);
        captcha.start();
      }
      if (fields.verifyKey) return false;
      waiting.current = attempt;
      return true;
    },
    /** For CaptchaField. */
    field: {
      state: captcha.state,
      verifyKey,
      onRefresh: () => {
        setVerifyCode("");
        void captcha.refresh();
      },
    },
  };
}
