/**
 * The supplier sign-in form (an island of /{lang}/supplier/login): account name, e-mail or mobile and the password
 * (spec §5 login rules), and the captcha once the server asks for it (code -2, sign-in-captcha.ts); a signed-in
 * supplier goes on to the account.
 */
import { useEffect, useMemo, useState, type FormEvent } from "react";
import type { UrlLang } from "@portal/contract/locales";
import { supplierApi } from "@portal/contract/endpoints/supplier";
import { PasswordField, TextField } from "../../components/Field.tsx";
import { FormMessage, focusField, useHydrated } from "../../components/Form.tsx";
import type { FieldErrors } from "../../components/form.ts";
import { browserClient } from "../../data/browser-client.ts";
import { dataCall, errorMessage, isCaptchaRequiredError } from "../../data/call.ts";
import { CaptchaField, captchaTexts } from "../../components/captcha/Captcha.tsx";
import { ruleError } from "../identity/auth-form.ts";
import { loginPath } from "../../browser/login-paths.ts";
import { useSignInCaptcha, type SignInCaptchaFields } from "../identity/sign-in-captcha.ts";
import { isSupplierSession, storeSupplierToken, supplierPath, supplierToken } from "./session.ts";
import { SupplierTextsProvider, useSupplierText, type SupplierTexts } from "./text.ts";

const FORM_ID = "supplier-login";
type LoginField = "username" | "password";

function SupplierLoginContent({ lang }: { lang: UrlLang }) {
  const t = useSupplierText();
  const hydrated = useHydrated();
  const call = useMemo(() => dataCall(browserClient(lang)), [lang]);
  const [values, setValues] = useState({ username: "", password: "" });
  const [errors, setErrors] = useState<FieldErrors<LoginField>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (isSupplierSession(supplierToken())) window.location.replace(supplierPath(lang, "account"));
  }, []);

  const check = (next: typeof values): FieldErrors<LoginField> => ({
    username: ruleError("loginField", next.username, lang),
    password: ruleError("loginField", next.password, lang),
  });
  const field = (name: LoginField) => ({
    id: `${FORM_ID}-${name}`,
    value: values[name],
    error: errors[name],
    required: true,
    onValue: (value: string) => {
      const next = { ...values, [name]: value };
      setValues(next);
      if (errors[name]) setErrors({ ...errors, [name]: check(next)[name] });
    },
  });

  const signInCheck = useSignInCaptcha(call, () => setBusy(false));

  /** One attempt with these values; after code -2 it goes again by itself once the captcha is solved (as for members). */
  const attempt = async (sent: typeof values, fields: SignInCaptchaFields) => {
    try {
      const { token } = await call(supplierApi.login, { body: { ...sent, ...fields } });
      storeSupplierToken(token);
      window.location.assign(supplierPath(lang, "account"));
    } catch (error) {
      setFailure(errorMessage(error, t("networkError")));
      const again = (next: SignInCaptchaFields) => void attempt(sent, next);
      if (!signInCheck.retriesWithCaptcha(isCaptchaRequiredError(error), fields, again)) setBusy(false);
    }
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const found = check(values);
    setErrors(found);
    if (found.username || found.password) return focusField(FORM_ID, found.username ? "username" : "password");
    setBusy(true);
    setFailure(null);
    const sent = values;
    signInCheck.run((fields) => void attempt(sent, fields));
  };

  return (
    <>
      <form id={FORM_ID} noValidate onSubmit={(event) => void submit(event)}>
        <TextField {...field("username")} label={t("username")} autoComplete="username" autoCapitalize="none" spellCheck={false} maxLength={80} />
        <PasswordField {...field("password")} label={t("password")} autoComplete="current-password" maxLength={80} showLabel={t("showPassword")} hideLabel={t("hidePassword")} />
        {signInCheck.needed ? (
          <CaptchaField
            id={`${FORM_ID}-captcha`}
            texts={captchaTexts(t)}
            {...signInCheck.field}
          />
        ) : null}
        {failure ? (
          <FormMessage kind="error" testId="supplier-login-error">
            {failure}
          </FormMessage>
        ) : null}
        <button type="submit" className="button button--primary button--block" disabled={!hydrated || busy} data-testid="supplier-login-submit">
          {busy ? t("loggingIn") : t("loginButton")}
        </button>
      </form>
      <p className="auth-switch">
        <a href={supplierPath(lang, "password-reset")} data-testid="supplier-forgot">
          {t("forgotPassword")}
        </a>
      </p>
      <p className="auth-switch">
        {t("noAccount")} <a href={supplierPath(lang, "bind")}>{t("registerLink")}</a>
      </p>
      <p className="auth-switch">
        <a href={loginPath(lang)}>{t("memberLogin")}</a>
      </p>
    </>
  );
}

/** The island: the texts come in the page's language (no catalog in the page's JavaScript: text.ts). */
export default function SupplierLogin({ lang, texts }: { lang: UrlLang; texts: SupplierTexts }) {
  return (
    <SupplierTextsProvider value={{ lang, texts }}>
      <SupplierLoginContent lang={lang} />
    </SupplierTextsProvider>
  );
}
