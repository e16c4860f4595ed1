import { useMemo, useState, type FormEvent, type ReactElement } from "react";
import type { UrlLang } from "@portal/contract/locales";
import type { OAuthProviderName } from "@portal/contract/schemas/identity";
import type { MemberInfo } from "@portal/contract/schemas/member";
import { translator } from "../../i18n/define.ts";
import { saveReturnAddress } from "../../browser/session.ts";
import { safeStorage } from "../../browser/storage-keys.ts";
import { firstInvalid, type FieldErrors } from "../../components/form.ts";
import { FacebookMark, GoogleMark } from "./auth-icons.tsx";
import { loginMessages } from "./auth-messages.ts";
import { PasswordField, TextField } from "../../components/Field.tsx";
import { focusField, useHydrated } from "../../components/Form.tsx";
import {
  LOGIN_FIELDS,
  afterLoginAddress,
  login,
  socialLoginUrl,
  validateLogin,
  type LoginField,
  type LoginRuleMessages,
  type LoginValues,
} from "./login.ts";
import { completionInfoPath, forgetPasswordPath, loginPath, registrationPath } from "../../browser/login-paths.ts";
import { Toast, useToast } from "../../components/Toast.tsx";
import { toastMessages } from "../../components/messages.ts";
import { ProfilePrompt } from "./ProfilePrompt.tsx";
import { browserClient } from "../../data/browser-client.ts";
import { dataCall, errorMessage } from "../../data/call.ts";
import { CaptchaField } from "../../components/captcha/Captcha.tsx";
import { useSignInCaptcha, type SignInCaptchaFields } from "./sign-in-captcha.ts";

/** Each provider's button: its name (for the label) and its mark. */
const SOCIAL_BUTTONS: Record<OAuthProviderName, { label: "socialGoogle" | "socialFacebook"; Mark: () => ReactElement }> = {
  google: { label: "socialGoogle", Mark: GoogleMark },
  facebook: { label: "socialFacebook", Mark: FacebookMark },
};

/** "page": the login screen; "dialog": the login pop-up on any page. */
export type LoginVariant = "page" | "dialog";

const currentPath = () => location.pathname + location.search;

/**
 * What happens once signed in (spec §2, §4): to the return address — or home from the login screen, or the same
 * page from the pop-up (which then just closes: `onStay`) — unless the profile is incomplete, when the prompt asks
 * first (confirm: the profile form, keeping the destination as the return address; cancel: the destination).
 */
export function useAfterSignIn(lang: UrlLang, variant: LoginVariant, onStay?: () => void) {
  const t = translator(loginMessages, lang);
  const [pending, setPending] = useState<string | null>(null);
  const go = (destination: string) => {
    if (variant === "dialog" && destination === currentPath()) onStay?.();
    else window.location.assign(destination);
  };
  const finish = (info: MemberInfo | null) => {
    const destination = afterLoginAddress(lang, variant === "dialog" ? currentPath() : null);
    if (info?.profileIncomplete) setPending(destination);
    else go(destination);
  };
  const prompt =
    pending === null ? null : (
      <ProfilePrompt
        title={t("profilePromptTitle")}
        text={t("profilePromptText")}
        confirmLabel={t("profilePromptConfirm")}
        cancelLabel={t("profilePromptCancel")}
        onConfirm={() => {
          saveReturnAddress(safeStorage("local"), pending);
          window.location.assign(completionInfoPath(lang));
        }}
        onCancel={() => {
          setPending(null);
          go(pending);
        }}
      />
    );
  return { finish, prompt };
}

/**
 * The login form of spec §2 (Login screen), the same on the screen and in the pop-up: username and password
 * (required, at most 80 characters), login, new-member registration, forgotten password, and a button for each
 * social provider the server is configured for (none in the demo).
 * A refusal (code -1, 429 …) shows the server's message in the red toast titled 提示 for 2 s (spec §8). After too
 * many failures at the name (code -2) the form shows a captcha, which the browser solves, and sends the attempt
 * again by itself; from then on every attempt carries one (sign-in-captcha.ts).
 */
export function LoginForm({
  lang,
  variant,
  rules,
  providers,
  onStay,
}: {
  lang: UrlLang;
  variant: LoginVariant;
  /** loginRuleMessages(lang). */
  rules: LoginRuleMessages;
  /** The social sign-in providers configured on the server (the site setting's signInProviders, with the frame): a button each, none when empty. */
  providers: readonly OAuthProviderName[];
  onStay?: () => void;
}) {
  const t = translator(loginMessages, lang);
  // Ids differ between the screen and the pop-up: the pop-up can be opened on the login screen too.
  const formId = variant === "dialog" ? "login-dialog" : "login";
  const call = useMemo(() => dataCall(browserClient(lang)), [lang]);
  const hydrated = useHydrated();
  const [values, setValues] = useState<LoginValues>({ username: "", password: "" });
  const [errors, setErrors] = useState<FieldErrors<LoginField>>({});
  const [busy, setBusy] = useState(false);
  const toast = useToast();
  const refuse = (message: string) => toast.show("error", message, { title: translator(toastMessages, lang)("notice") });
  const after = useAfterSignIn(lang, variant, () => {
    setBusy(false);
    onStay?.();
  });

  const change = (field: LoginField) => (value: string) => {
    const next = { ...values, [field]: value };
    setValues(next);
    // Once a field has been marked, it is checked as it is corrected.
    if (errors[field]) setErrors({ ...errors, [field]: validateLogin(next, rules)[field] });
  };

  const signInCheck = useSignInCaptcha(call, () => setBusy(false));

  /** One attempt with these values; after code -2 it goes again by itself once the captcha is solved. */
  const attempt = async (sent: LoginValues, fields: SignInCaptchaFields) => {
    const outcome = await login(call, { ...sent, ...fields }, t("signInFailed"));
    if (!outcome.ok) {
      const again = (next: SignInCaptchaFields) => void attempt(sent, next);
      if (!signInCheck.retriesWithCaptcha(Boolean(outcome.captchaRequired), fields, again)) setBusy(false);
      refuse(outcome.message);
      return;
    }
    // Busy until the page changes (or the pop-up closes): no second submit.
    after.finish(outcome.info);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const found = validateLogin(values, rules);
    setErrors(found);
    const first = firstInvalid(LOGIN_FIELDS, found);
    if (first) return focusField(formId, first);
    setBusy(true);
    const sent = values;
    signInCheck.run((fields) => void attempt(sent, fields));
  };

  const social = async (provider: OAuthProviderName) => {
    setBusy(true);
    try {
      // The provider returns to the login screen, which finishes the sign-in (routes/identity/login.tsx).
      window.location.assign(await socialLoginUrl(call, provider, loginPath(lang)));
    } catch (error) {
      setBusy(false);
      refuse(errorMessage(error, t("socialFailed")));
    }
  };

  return (
    <div className="login-form" data-testid={`${formId}-form`}>
      {/* POST: a submit before the page is hydrated never puts the password in an address. */}
      <form id={formId} method="post" noValidate onSubmit={submit} aria-busy={busy || undefined}>
        <TextField
          id={`${formId}-username`}
          label={t("username")}
          required
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          value={values.username}
          onValue={change("username")}
          error={errors.username}
          data-autofocus=""
        />
        <PasswordField
          id={`${formId}-password`}
          label={t("password")}
          required
          autoComplete="current-password"
          value={values.password}
          onValue={change("password")}
          error={errors.password}
          showLabel={t("showPassword")}
          hideLabel={t("hidePassword")}
        />
        {signInCheck.needed ? (
          <CaptchaField
            id={`${formId}-captcha`}
            texts={{ label: t("signInCheck"), working: t("signInCheckWorking"), solved: t("signInCheckSolved"), failed: t("signInCheckFailed"), refresh: t("signInCheckRefresh") }}
            hint={t("signInCheckHint")}
            {...signInCheck.field}
          />
        ) : null}
        <p className="login-forgot">
          <a href={forgetPasswordPath(lang)} data-testid="login-forgot">
            {t("forgotPassword")}
          </a>
        </p>
        <button type="submit" className="button button--primary button--block" disabled={!hydrated || busy} data-testid="login-submit">
          {busy ? t("loggingIn") : t("loginButton")}
        </button>
      </form>
      <div className="login-register">
        <span>{t("noAccount")}</span>
        <a className="button button--block" href={registrationPath(lang)} data-testid="login-register">
          {t("registerButton")}
        </a>
      </div>
      {providers.length ? (
        <div className="login-social" data-testid="login-social">
          <p className="login-divider">
            <span>{t("socialDivider")}</span>
          </p>
          <div className="login-social-buttons">
            {providers.map((provider) => {
              const { label, Mark } = SOCIAL_BUTTONS[provider];
              return (
                <button
                  key={provider}
                  type="button"
                  className="social-button"
                  aria-label={t(label)}
                  title={t(label)}
                  disabled={!hydrated || busy}
                  onClick={() => void social(provider)}
                  data-testid={`login-${provider}`}
                >
                  <Mark />
                </button>
              );
            })}
          </div>
        </div>
      ) : null}
      <Toast toast={toast.toast} testId="login-toast" />
      {after.prompt}
    </div>
  );
}
