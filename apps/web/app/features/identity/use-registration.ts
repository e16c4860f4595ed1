import { useMemo, useState, type FormEvent } from "react";
import type { UrlLang } from "@portal/contract/locales";
import { firstInvalid, type FieldErrors } from "../../components/form.ts";
import { useCaptcha } from "../../components/captcha/Captcha.tsx";
import { useResendCountdown } from "../../components/resend-countdown.ts";
import { focusField } from "../../components/Form.tsx";
import { browserClient } from "../../data/browser-client.ts";
import { dataCall, errorMessage } from "../../data/call.ts";
import { translator } from "../../i18n/define.ts";
import { loginMessages, memberFormMessages } from "./auth-messages.ts";
import { completeSignIn } from "./login.ts";
import { contactError } from "./password.ts";
import {
  EMPTY_REGISTRATION,
  REGISTER_FIELDS,
  isTaken,
  register,
  sendContactCode,
  validateCodeRequest,
  validateRegistration,
  type RegisterField,
  type RegisterValues,
} from "./register.ts";

export const REGISTER_FORM_ID = "register";
export const REGISTER_CONSENT_ID = `${REGISTER_FORM_ID}-consent`;

/**
 * The state and steps of the registration form (routes/identity/registration.tsx; spec §3): the values and their
 * errors, checked again as a marked field is corrected; VerifyUnique on leaving the username or the contact; the
 * code sent after the captcha, at most once a minute, a new captcha after every use; the consent box; the submit,
 * which signs the member in and calls `onRegistered` (code 0 only).
 */
export function useRegistration(lang: UrlLang, onRegistered: () => void) {
  const t = translator(memberFormMessages, lang);
  const tl = translator(loginMessages, lang);
  const call = useMemo(() => dataCall(browserClient(lang)), [lang]);
  const countdown = useResendCountdown();
  const [values, setValues] = useState<RegisterValues>(EMPTY_REGISTRATION);
  const captcha = useCaptcha(call, (verifyCode) => setValues((current) => ({ ...current, verifyCode })));
  const [errors, setErrors] = useState<FieldErrors<RegisterField>>({});
  const [codeNote, setCodeNote] = useState<{ kind: "success" | "error"; text: string } | null>(null);
  const [captchaUsed, setCaptchaUsed] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState<null | "code" | "submit">(null);
  const [consent, setConsent] = useState(false);
  const [consentError, setConsentError] = useState<string | null>(null);
  const verifyKey = captcha.captcha?.verifyKey ?? null;

  const change = <K extends RegisterField>(field: K, value: RegisterValues[K]) => {
    const next = { ...values, [field]: value };
    setValues(next);
    // A marked field is checked again as it is corrected.
    if (errors[field]) setErrors((current) => ({ ...current, [field]: validateRegistration(next, verifyKey, lang)[field] }));
  };
  /** The props of a text field of the form. */
  const text = (field: Exclude<RegisterField, "favInfo">) => ({
    id: `${REGISTER_FORM_ID}-${field}`,
    value: values[field],
    onValue: (value: string) => change(field, value),
    error: errors[field],
  });

  /** A new check after every use of the captcha (the server forgets one once checked). */
  const renewCaptcha = () => {
    setValues((current) => ({ ...current, verifyCode: "" }));
    setCaptchaUsed(true);
    void captcha.refresh();
  };

  /** VerifyUnique when leaving the username or the contact, once the value itself is valid. */
  const checkTaken = async (field: "username" | "contact") => {
    const value = values[field];
    const invalid = field === "contact" ? contactError(value, lang) : validateRegistration(values, verifyKey, lang).username;
    if (invalid) return;
    if (await isTaken(call, field, value)) {
      setErrors((current) => ({ ...current, [field]: t(field === "username" ? "usernameTaken" : "contactTaken") }));
    }
  };

  const sendCode = async () => {
    const found = validateCodeRequest(values, verifyKey, lang);
    setErrors((current) => ({ ...current, ...found }));
    const first = firstInvalid(["contact", "verifyCode"] as const, found);
    if (first || !verifyKey) return focusField(REGISTER_FORM_ID, first ?? "verifyCode");
    setBusy("code");
    setCodeNote(null);
    try {
      await sendContactCode(call, values.contact, "register", { verifyKey, verifyCode: values.verifyCode });
      countdown.start();
      setCodeNote({ kind: "success", text: t("codeSent") });
      focusField(REGISTER_FORM_ID, "contactCode");
    } catch (error) {
      setCodeNote({ kind: "error", text: errorMessage(error, tl("networkError")) });
    } finally {
      setBusy(null);
      renewCaptcha();
    }
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const found = validateRegistration(values, verifyKey, lang);
    setErrors(found);
    setConsentError(consent ? null : t("consentRequired"));
    const first = firstInvalid(REGISTER_FIELDS, found);
    if (first || !verifyKey || !consent) {
      setFormError(t("formHasErrors"));
      if (!first && verifyKey) return document.getElementById(REGISTER_CONSENT_ID)?.focus();
      return focusField(REGISTER_FORM_ID, first ?? "verifyCode");
    }
    setFormError(null);
    setBusy("submit");
    let failure: string;
    try {
      const outcome = await completeSignIn(call, await register(call, values, verifyKey, consent), tl("signInFailed"));
      if (outcome.ok) return onRegistered();
      failure = outcome.message;
    } catch (error) {
      failure = errorMessage(error, tl("networkError"));
    }
    setFormError(failure);
    setBusy(null);
    renewCaptcha();
  };

  const choose = (checked: boolean) => {
    setConsent(checked);
    if (checked) setConsentError(null);
  };

  return {
    values,
    errors,
    change,
    text,
    captcha: { state: captcha.state, verifyKey, used: captchaUsed, renew: renewCaptcha },
    checkTaken,
    code: { send: sendCode, note: codeNote, secondsLeft: countdown.left },
    consent: { checked: consent, error: consentError, choose },
    busy,
    formError,
    submit,
  };
}

export type Registration = ReturnType<typeof useRegistration>;
