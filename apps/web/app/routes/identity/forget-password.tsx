import { useEffect, useMemo, useRef, useState, type FormEvent } from "react";
import { Link, useNavigate } from "react-router";
import type { Route } from "./+types/forget-password";
import type { RouteHandle } from "../../context.ts";
import { firstInvalid, hasErrors, type FieldErrors } from "../../components/form.ts";
import { loginMessages, memberFormMessages } from "../../features/identity/auth-messages.ts";
import { CaptchaField, useCaptcha } from "../../components/captcha/Captcha.tsx";
import { NewPasswordFields } from "../../features/identity/NewPasswordFields.tsx";
import { TextField } from "../../components/Field.tsx";
import { FormMessage, focusField, useHydrated } from "../../components/Form.tsx";
import { AuthScreen, memberCrumbs, memberMeta, screenLang } from "../../features/identity/AuthScreen.tsx";
import { loginPath } from "../../browser/login-paths.ts";
import {
  captchaError,
  codeError,
  contactError,
  requestResetCode,
  resetKeyFor,
  setPasswordWithKey,
  validateNewPassword,
} from "../../features/identity/password.ts";
import { translator } from "../../i18n/define.ts";
import type { LoginLocationState } from "./login.tsx";
import { browserClient } from "../../data/browser-client.ts";
import { dataCall, errorMessage } from "../../data/call.ts";
import "../../features/identity/member.css";

export const handle: RouteHandle = { hydrate: "app" };

export function loader({ params }: Route.LoaderArgs) {
  const lang = screenLang(params.lang);
  return { lang, breadcrumb: memberCrumbs(lang, translator(memberFormMessages, lang)("forgetTitle")) };
}

export const meta: Route.MetaFunction = ({ matches }) => memberMeta(matches, (lang) => translator(memberFormMessages, lang)("forgetTitle"));

const FORM_ID = "reset";
const STEPS = ["contact", "code", "password"] as const;
type Step = (typeof STEPS)[number];
type ResetField = "contact" | "verifyCode" | "code" | "password" | "repeatPassword";
/** The field each step starts on. */
const FIRST_FIELD: Record<Step, ResetField> = { contact: "contact", code: "code", password: "password" };

/**
 * Password reset in three steps (docs/members.md): the contact and the image captcha (a code goes to the contact
 * if it has an account), the code (answered with a single-use reset key), the new password twice. Then to login.
 */
export default function ForgetPassword({ loaderData }: Route.ComponentProps) {
  const { lang } = loaderData;
  const t = translator(memberFormMessages, lang);
  const tl = translator(loginMessages, lang);
  const navigate = useNavigate();
  const call = useMemo(() => dataCall(browserClient(lang)), [lang]);
  const hydrated = useHydrated();
  const [step, setStep] = useState<Step>("contact");
  const [values, setValues] = useState<Record<ResetField, string>>({ contact: "", verifyCode: "", code: "", password: "", repeatPassword: "" });
  const captcha = useCaptcha(call, (verifyCode) => setValues((current) => ({ ...current, verifyCode })));
  const [errors, setErrors] = useState<FieldErrors<ResetField>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const resetKey = useRef<string | null>(null);
  const verifyKey = captcha.captcha?.verifyKey ?? null;

  const stepChanged = useRef(false);
  useEffect(() => {
    if (stepChanged.current) focusField(FORM_ID, FIRST_FIELD[step]);
    stepChanged.current = true;
  }, [step]);

  const check = (next: Record<ResetField, string>): FieldErrors<ResetField> => {
    if (step === "contact") return { contact: contactError(next.contact, lang), verifyCode: captchaError(verifyKey, next.verifyCode, lang) };
    if (step === "code") return { code: codeError(next.code, lang) };
    return validateNewPassword(next, lang);
  };
  const field = (name: ResetField) => ({
    id: `${FORM_ID}-${name}`,
    value: values[name],
    error: errors[name],
    onValue: (value: string) => {
      const next = { ...values, [name]: value };
      setValues(next);
      if (errors[name]) setErrors({ ...errors, [name]: check(next)[name] });
    },
  });

  /** Runs a step's call; a refusal shows the server's message above the button. */
  const attempt = async (call: () => Promise<void>) => {
    setBusy(true);
    setFormError(null);
    try {
      await call();
    } catch (error) {
      setFormError(errorMessage(error, tl("networkError")));
    } finally {
      setBusy(false);
    }
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const found = check(values);
    setErrors(found);
    if (hasErrors(found)) return focusField(FORM_ID, firstInvalid(["contact", "verifyCode", "code", "password", "repeatPassword"], found)!);
    if (step === "contact") {
      await attempt(async () => {
        try {
          await requestResetCode(call, values.contact, { verifyKey: verifyKey!, verifyCode: values.verifyCode });
          setStep("code");
        } finally {
          // The captcha answers once, right or wrong.
          setValues((current) => ({ ...current, verifyCode: "" }));
          void captcha.refresh();
        }
      });
    } else if (step === "code") {
      await attempt(async () => {
        resetKey.current = await resetKeyFor(call, values.contact, values.code);
        setStep("password");
      });
    } else {
      await attempt(async () => {
        await setPasswordWithKey(call, values.password, resetKey.current ?? "");
        const state: LoginLocationState = { notice: "passwordReset" };
        void navigate(loginPath(lang), { state });
      });
    }
  };

  const restart = () => {
    resetKey.current = null;
    setValues((current) => ({ ...current, code: "", password: "", repeatPassword: "" }));
    setErrors({});
    setFormError(null);
    setStep("contact");
  };

  const index = STEPS.indexOf(step);
  const stepTitles: Record<Step, string> = { contact: t("stepContact"), code: t("stepCode"), password: t("stepPassword") };
  return (
    <AuthScreen title={t("forgetTitle")} lead={t("forgetLead")} testId="forget-page">
      <ol className="steps" aria-label={t("stepOf", { step: index + 1, total: STEPS.length })}>
        {STEPS.map((name, i) => (
          <li key={name} className={i < index ? "step step--done" : i === index ? "step step--current" : "step"} aria-current={i === index ? "step" : undefined}>
            <span className="step-number" aria-hidden="true">
              {i + 1}
            </span>
            <span className="step-title">{stepTitles[name]}</span>
          </li>
        ))}
      </ol>
      <form id={FORM_ID} method="post" noValidate onSubmit={submit} data-step={step} data-testid="forget-form" aria-busy={busy || undefined}>
        <h2 className="form-section-title">{stepTitles[step]}</h2>
        {step === "contact" ? (
          <>
            <TextField {...field("contact")} label={t("contact")} hint={t("forgetContactHint")} required autoComplete="username" autoCapitalize="none" spellCheck={false} />
            <CaptchaField
              id={`${FORM_ID}-verifyCode`}
              texts={{ label: t("captcha"), working: t("captchaImage"), solved: t("captchaSolved"), failed: t("captchaFailed"), refresh: t("captchaRefresh") }}
              error={errors.verifyCode}
              hint={t("captchaHint")}
              state={captcha.state}
              verifyKey={verifyKey}
              onRefresh={() => {
                setValues((current) => ({ ...current, verifyCode: "" }));
                void captcha.refresh();
              }}
            />
          </>
        ) : step === "code" ? (
          <>
            <FormMessage kind="info" testId="forget-code-sent">
              {t("forgetCodeSent", { contact: values.contact.trim() })}
            </FormMessage>
            <TextField {...field("code")} label={t("contactCode")} required inputMode="numeric" autoComplete="one-time-code" maxLength={6} />
          </>
        ) : (
          <NewPasswordFields lang={lang} passwordLabel={t("newPassword")} password={field("password")} repeatPassword={field("repeatPassword")} />
        )}
        {formError ? (
          <FormMessage kind="error" testId="forget-error">
            {formError}
          </FormMessage>
        ) : null}
        <button type="submit" className="button button--primary button--block" disabled={!hydrated || busy} data-testid="forget-submit">
          {step === "contact" ? t("forgetSend") : step === "code" ? t("forgetNext") : t("forgetSave")}
        </button>
        {step !== "contact" ? (
          <button type="button" className="button button--quiet button--block" onClick={restart}>
            {t("forgetRestart")}
          </button>
        ) : null}
      </form>
      <p className="auth-switch">
        <Link to={loginPath(lang)}>{t("backToLogin")}</Link>
      </p>
    </AuthScreen>
  );
}
