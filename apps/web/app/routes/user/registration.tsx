import { Fragment, useMemo, useState, type FormEvent } from "react";
import { Link, useNavigate } from "react-router";
import { urlLangToApiLocale, type UrlLang } from "@portal/contract/locales";
import type { Route } from "./+types/registration";
import type { RouteHandle } from "../../context.ts";
import { firstInvalid, type FieldErrors } from "../../components/form.ts";
import { loginMessages, memberFormMessages } from "../../features/member/auth-messages.ts";
import { CaptchaField, useCaptcha, useResendCountdown } from "../../features/member/AuthFields.tsx";
import { NewPasswordFields } from "../../features/member/NewPasswordFields.tsx";
import { CheckboxField, TextField } from "../../components/Field.tsx";
import { FormMessage, focusField, useHydrated } from "../../components/Form.tsx";
import { AuthScreen, memberCrumbs, memberMeta, screenLang } from "../../features/member/AuthScreen.tsx";
import { completeSignIn } from "../../features/member/login.ts";
import { loginPath, registerConfirmPath } from "../../browser/login-paths.ts";
import { contactError } from "../../features/member/password.ts";
import {
  EMPTY_REGISTRATION,
  REGISTER_FIELDS,
  isTaken,
  loadProfileChoices,
  register,
  sendContactCode,
  validateCodeRequest,
  validateRegistration,
  type RegisterField,
  type RegisterValues,
} from "../../features/member/register.ts";
import { RegisterProfileFields } from "../../features/member/RegisterProfileFields.tsx";
import { translator } from "../../i18n/define.ts";
import { browserClient } from "../../data/browser-client.ts";
import { dataCall, errorMessage } from "../../data/call.ts";
import "../../features/member/member.css";

export const handle: RouteHandle = { hydrate: "app" };

/** The public lists of the form (dictionaries, interests) come with the page; the captcha is fetched in the browser. */
export async function loader({ params, context }: Route.LoaderArgs) {
  const lang = screenLang(params.lang);
  const choices = await loadProfileChoices(dataCall(context.apiFor(urlLangToApiLocale(lang))));
  return { lang, breadcrumb: memberCrumbs(lang, translator(memberFormMessages, lang)("registerTitle")), choices };
}

export const meta: Route.MetaFunction = ({ matches }) =>
  memberMeta(matches, (lang) => translator(memberFormMessages, lang)("registerTitle"), { index: true });

const FORM_ID = "register";
const CONSENT_ID = `${FORM_ID}-consent`;

/** "I have read and agree to the privacy policy and the terms of use", the two as links that open beside the form. */
function ConsentText({ lang }: { lang: UrlLang }) {
  const t = translator(memberFormMessages, lang);
  const link = (href: string, text: string) => (
    <a href={href} target="_blank" rel="noopener">
      {text}
      <span className="visually-hidden">{t("opensNewWindow")}</span>
    </a>
  );
  const links = { privacy: link(`/${lang}/privacy`, t("consentPrivacy")), terms: link(`/${lang}/terms`, t("consentTerms")) };
  return (
    <>
      {t("consent")
        .split(/(\{privacy\}|\{terms\})/)
        .map((part, index) => (part === "{privacy}" ? <Fragment key={index}>{links.privacy}</Fragment> : part === "{terms}" ? <Fragment key={index}>{links.terms}</Fragment> : part))}
    </>
  );
}

/**
 * Registration (spec §3): the account (username, e-mail or mobile proven by a six-digit code, password twice) and
 * the optional profile. The code is sent after the image captcha is answered, at most once a minute; a captcha
 * answers once, so a new picture follows every use. The privacy policy and the terms of use must be accepted (a
 * required box, refused like the other fields). Success (code 0 only) signs the member in: registerConfirm.
 */
export default function Registration({ loaderData }: Route.ComponentProps) {
  const { lang, choices } = loaderData;
  const t = translator(memberFormMessages, lang);
  const tl = translator(loginMessages, lang);
  const navigate = useNavigate();
  const call = useMemo(() => dataCall(browserClient(lang)), [lang]);
  const hydrated = useHydrated();
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
  const text = (field: Exclude<RegisterField, "favInfo">) => ({
    id: `${FORM_ID}-${field}`,
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
    if (first || !verifyKey) return focusField(FORM_ID, first ?? "verifyCode");
    setBusy("code");
    setCodeNote(null);
    try {
      await sendContactCode(call, values.contact, "register", { verifyKey, verifyCode: values.verifyCode });
      countdown.start();
      setCodeNote({ kind: "success", text: t("codeSent") });
      focusField(FORM_ID, "contactCode");
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
      if (!first && verifyKey) return document.getElementById(CONSENT_ID)?.focus();
      return focusField(FORM_ID, first ?? "verifyCode");
    }
    setFormError(null);
    setBusy("submit");
    let failure: string;
    try {
      const outcome = await completeSignIn(call, await register(call, values, verifyKey, consent), tl("signInFailed"));
      if (outcome.ok) return void navigate(registerConfirmPath(lang));
      failure = outcome.message;
    } catch (error) {
      failure = errorMessage(error, tl("networkError"));
    }
    setFormError(failure);
    setBusy(null);
    renewCaptcha();
  };

  return (
    <AuthScreen title={t("registerTitle")} lead={t("registerLead")} wide testId="register-page">
      <p className="form-note">{t("requiredNote")}</p>
      <form id={FORM_ID} method="post" noValidate onSubmit={submit} aria-busy={busy === "submit" || undefined}>
        <section className="form-section" aria-labelledby={`${FORM_ID}-account`}>
          <h2 id={`${FORM_ID}-account`} className="form-section-title">
            {t("sectionAccount")}
          </h2>
          <TextField
            {...text("username")}
            label={t("username")}
            hint={t("usernameHint")}
            required
            autoComplete="username"
            autoCapitalize="none"
            spellCheck={false}
            onBlur={() => void checkTaken("username")}
          />
          <TextField
            {...text("contact")}
            label={t("contact")}
            hint={t("contactHint")}
            required
            autoComplete="email"
            autoCapitalize="none"
            spellCheck={false}
            onBlur={() => void checkTaken("contact")}
          />
          <CaptchaField
            id={`${FORM_ID}-verifyCode`}
            error={errors.verifyCode}
            label={t("captcha")}
            hint={captchaUsed ? t("captchaAgain") : t("captchaHint")}
            state={captcha.state}
            verifyKey={verifyKey}
            workingText={t("captchaImage")}
            solvedText={t("captchaSolved")}
            failedText={t("captchaFailed")}
            refreshLabel={t("captchaRefresh")}
            onRefresh={renewCaptcha}
          />
          <TextField
            {...text("contactCode")}
            label={t("contactCode")}
            hint={t("contactCodeHint")}
            required
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            addon={
              <button
                type="button"
                className="button field__addon-button"
                onClick={() => void sendCode()}
                disabled={!hydrated || busy !== null || countdown.left > 0}
                data-testid="register-send-code"
              >
                {countdown.left > 0 ? t("resendIn", { seconds: countdown.left }) : t("sendCode")}
              </button>
            }
          />
          {codeNote ? (
            <FormMessage kind={codeNote.kind} testId="register-code-note">
              {codeNote.text}
            </FormMessage>
          ) : null}
          <div className="form-grid">
            <NewPasswordFields lang={lang} passwordLabel={t("password")} password={text("password")} repeatPassword={text("repeatPassword")} />
          </div>
        </section>
        <section className="form-section" aria-labelledby={`${FORM_ID}-profile`}>
          <h2 id={`${FORM_ID}-profile`} className="form-section-title">
            {t("sectionProfile")}
          </h2>
          <RegisterProfileFields formId={FORM_ID} lang={lang} values={values} errors={errors} choices={choices} onChange={change} />
        </section>
        <CheckboxField
          id={CONSENT_ID}
          label={<ConsentText lang={lang} />}
          checked={consent}
          onChecked={(checked) => {
            setConsent(checked);
            if (checked) setConsentError(null);
          }}
          required
          error={consentError}
          testId="register-consent"
        />
        {formError ? (
          <FormMessage kind="error" testId="register-error">
            {formError}
          </FormMessage>
        ) : null}
        <button type="submit" className="button button--primary button--block" disabled={!hydrated || busy !== null} data-testid="register-submit">
          {busy === "submit" ? t("registering") : t("registerSubmit")}
        </button>
      </form>
      <p className="auth-switch">
        {t("alreadyMember")} <Link to={loginPath(lang)}>{t("goToLogin")}</Link>
      </p>
    </AuthScreen>
  );
}
