import { useEffect, useId, useMemo, useState, type FormEvent } from "react";
import { useNavigate } from "react-router";
import { staffApi } from "@portal/contract/endpoints/staff";
import type { UrlLang } from "@portal/contract/locales";
import { translator } from "../../i18n/define.ts";
import { errorMessage, isCaptchaRequiredError } from "../../data/call.ts";
import { PasswordField, TextField } from "../../components/Field.tsx";
import { FormMessage, FormSubmit, focusField, useHydrated } from "../../components/Form.tsx";
import type { FieldErrors } from "../../components/form.ts";
import { CaptchaField, captchaTexts } from "../../components/captcha/Captcha.tsx";
import { useSignInCaptcha, type SignInCaptchaFields } from "../identity/sign-in-captcha.ts";
import { consoleCall } from "./console-api.ts";
import { TotpCodeField } from "./TotpCodeField.tsx";
import { consoleMessages } from "./messages.ts";
import { afterSignIn } from "./nav.ts";
import type { SignInNote } from "./session-actions.ts";
import { secondFactorOf } from "./second-factor.ts";

type Field = "email" | "password" | "code" | "recovery";

/**
 * The console's sign-in (docs/console.md "Sign-in and TOTP"): the e-mail address and password, then the
 * authenticator's six digits or one of the recovery codes. The server's message is shown as it is (wrong password,
 * wrong code, locked second factor, expired step); after too many failures at an address the server asks for the
 * captcha, which the browser solves and the attempt goes again by itself (features/identity's sign-in captcha).
 * Signed in, the person goes back to the console page they were sent away from.
 */
export function SignInForm({ lang, next, note }: { lang: UrlLang; next: string | null; note: SignInNote | null }) {
  const t = translator(consoleMessages, lang);
  const call = useMemo(() => consoleCall(lang), [lang]);
  const navigate = useNavigate();
  const hydrated = useHydrated();
  const formId = useId().replace(/:/g, "");
  const fieldId = (field: Field) => `${formId}-${field}`;
  const [step, setStep] = useState<"password" | "code">("password");
  const [mode, setMode] = useState<"totp" | "recovery">("totp");
  const [values, setValues] = useState<Record<Field, string>>({ email: "", password: "", code: "", recovery: "" });
  const [errors, setErrors] = useState<FieldErrors<Field>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const captcha = useSignInCaptcha(call, () => setBusy(false));
  const value = (field: Field) => ({ value: values[field], onValue: (v: string) => setValues((old) => ({ ...old, [field]: v })), error: errors[field] });

  // The second step's field takes the focus when it appears (and when the person switches to a recovery code).
  useEffect(() => {
    if (step === "code") focusField(fieldId(mode === "totp" ? "code" : "recovery"));
    // fieldId is stable for the form's life.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [step, mode]);

  const refuse = (found: FieldErrors<Field>, order: readonly Field[]) => {
    setErrors(found);
    const first = order.find((field) => found[field]);
    if (first) focusField(fieldId(first));
    return Boolean(first);
  };

  const attemptPassword = async (sent: { email: string; password: string }, fields: SignInCaptchaFields) => {
    try {
      await call(staffApi.signIn, { body: { ...sent, ...fields } });
      setBusy(false);
      setValues((old) => ({ ...old, password: "", code: "", recovery: "" }));
      setStep("code");
    } catch (error) {
      const again = (more: SignInCaptchaFields) => void attemptPassword(sent, more);
      if (!captcha.retriesWithCaptcha(isCaptchaRequiredError(error), fields, again)) setBusy(false);
      setFailure(errorMessage(error, t("requestFailed")));
    }
  };

  const submitPassword = (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    setFailure(null);
    const sent = { email: values.email.trim(), password: values.password };
    if (refuse({ email: sent.email ? undefined : t("emailRequired"), password: sent.password ? undefined : t("passwordRequired") }, ["email", "password"])) return;
    setBusy(true);
    captcha.run((fields) => void attemptPassword(sent, fields));
  };

  const submitCode = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    setFailure(null);
    const factor = secondFactorOf(mode, mode === "totp" ? values.code : values.recovery);
    const field: Field = mode === "totp" ? "code" : "recovery";
    if (refuse(factor ? {} : { [field]: t(mode === "totp" ? "codeRequired" : "recoveryRequired") }, [field]) || !factor) return;
    setBusy(true);
    try {
      await call(staffApi.signInVerify, { body: factor });
      // Busy until the console's page has loaded with the new session.
      navigate(afterSignIn(next), { replace: true });
    } catch (error) {
      setBusy(false);
      setValues((old) => ({ ...old, [field]: "" }));
      setFailure(errorMessage(error, t("requestFailed")));
      focusField(fieldId(field));
    }
  };

  const startOver = () => {
    setStep("password");
    setMode("totp");
    setFailure(null);
    setErrors({});
    focusField(fieldId("email"));
  };

  if (step === "password") {
    return (
      <section className="console-card" aria-labelledby={`${formId}-title`} data-testid="console-sign-in">
        <h1 id={`${formId}-title`}>{t("signInTitle")}</h1>
        <p className="console-card__lead">{t("signInLead")}</p>
        {note?.ended !== undefined ? (
          <FormMessage kind="success" testId="console-sign-in-note">
            {t("signedOutEverywhereNote", { count: note.ended })}
          </FormMessage>
        ) : note?.signedOut ? (
          <FormMessage kind="success" testId="console-sign-in-note">
            {t("signedOutNote")}
          </FormMessage>
        ) : null}
        {/* POST: a submit before the page is hydrated never puts the password in an address. */}
        <form method="post" noValidate onSubmit={submitPassword} aria-busy={busy || undefined}>
          <TextField id={fieldId("email")} label={t("email")} type="email" required autoComplete="username" autoCapitalize="none" spellCheck={false} {...value("email")} />
          <PasswordField id={fieldId("password")} label={t("password")} required autoComplete="current-password" showLabel={t("showPassword")} hideLabel={t("hidePassword")} {...value("password")} />
          {captcha.needed ? <CaptchaField id={fieldId("email") + "-captcha"} texts={captchaTexts((key) => t(key))} hint={t("captchaHint")} {...captcha.field} /> : null}
          <FormSubmit failure={failure} pending={busy || !hydrated} label={t("continue")} pendingLabel={busy ? t("checking") : t("continue")} />
        </form>
      </section>
    );
  }

  return (
    <section className="console-card" aria-labelledby={`${formId}-title`} data-testid="console-second-factor">
      <h1 id={`${formId}-title`}>{mode === "totp" ? t("codeTitle") : t("recoveryCode")}</h1>
      <p className="console-card__lead">{mode === "totp" ? t("codeLead") : t("recoveryHint")}</p>
      <p className="console-card__who">{values.email}</p>
      <form method="post" noValidate onSubmit={submitCode} aria-busy={busy || undefined}>
        {mode === "totp" ? (
          <TotpCodeField id={fieldId("code")} label={t("code")} hint={t("codeHint")} {...value("code")} />
        ) : (
          <TextField id={fieldId("recovery")} className="console-code-field" label={t("recoveryCode")} required autoComplete="off" autoCapitalize="none" spellCheck={false} maxLength={40} {...value("recovery")} />
        )}
        <FormSubmit failure={failure} pending={busy} label={t("signIn")} pendingLabel={t("signingIn")} />
      </form>
      <div className="console-card__links">
        <button type="button" className="console-link-button" onClick={() => { setFailure(null); setErrors({}); setMode(mode === "totp" ? "recovery" : "totp"); }}>
          {mode === "totp" ? t("useRecovery") : t("useCode")}
        </button>
        <button type="button" className="console-link-button" onClick={startOver}>
          {t("startOver")}
        </button>
      </div>
    </section>
  );
}
