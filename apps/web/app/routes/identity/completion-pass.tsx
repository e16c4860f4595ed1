import { useMemo, useState, type FormEvent } from "react";
import { Link, useNavigate } from "react-router";
import type { UrlLang } from "@portal/contract/locales";
import type { Route } from "./+types/completion-pass";
import type { RouteHandle } from "../../context.ts";
import { firstInvalid, type FieldErrors } from "../../components/form.ts";
import { loginMessages, memberFormMessages } from "../../features/identity/auth-messages.ts";
import { NewPasswordFields } from "../../features/identity/NewPasswordFields.tsx";
import { FormMessage, focusField, useHydrated } from "../../components/Form.tsx";
import { AuthScreen, memberCrumbs, memberMeta, screenLang } from "../../features/identity/AuthScreen.tsx";
import { accountSetupPath, myListPath } from "../../browser/login-paths.ts";
import { setFirstPassword, validateNewPassword, type NewPasswordField } from "../../features/identity/password.ts";
import { storedMemberInfo } from "../../browser/session.ts";
import { SignedInOnly, sendToLogin } from "../../features/identity/SignedInOnly.tsx";
import { translator } from "../../i18n/define.ts";
import { browserClient } from "../../data/browser-client.ts";
import { dataCall, errorMessage, isSignedOutError } from "../../data/call.ts";
import "../../features/identity/member.css";

export const handle: RouteHandle = { hydrate: "app" };

export function loader({ params }: Route.LoaderArgs) {
  const lang = screenLang(params.lang);
  return { lang, breadcrumb: memberCrumbs(lang, translator(memberFormMessages, lang)("passTitle")) };
}

export const meta: Route.MetaFunction = ({ matches }) => memberMeta(matches, (lang) => translator(memberFormMessages, lang)("passTitle"));

const FORM_ID = "set-password";
const FIELDS = ["password", "repeatPassword"] as const;

/** Setting a first password (members who signed in with Google or Facebook): needs login. */
export default function CompletionPass({ loaderData }: Route.ComponentProps) {
  const { lang } = loaderData;
  const t = translator(memberFormMessages, lang);
  return (
    <AuthScreen title={t("passTitle")} lead={t("passLead")} testId="completion-pass-page">
      <SignedInOnly lang={lang}>
        <SetPasswordForm lang={lang} />
      </SignedInOnly>
    </AuthScreen>
  );
}

function SetPasswordForm({ lang }: { lang: UrlLang }) {
  const t = translator(memberFormMessages, lang);
  const tl = translator(loginMessages, lang);
  const navigate = useNavigate();
  const call = useMemo(() => dataCall(browserClient(lang)), [lang]);
  const hydrated = useHydrated();
  const [values, setValues] = useState<Record<NewPasswordField, string>>({ password: "", repeatPassword: "" });
  const [errors, setErrors] = useState<FieldErrors<NewPasswordField>>({});
  const [result, setResult] = useState<{ kind: "success" | "error"; text: string } | null>(null);
  const [busy, setBusy] = useState(false);

  // Stored at login from member/info: a member who has a password changes it in the account settings.
  if (storedMemberInfo()?.hasPassword && result?.kind !== "success") {
    return (
      <>
        <FormMessage kind="info">{t("passAlreadySet")}</FormMessage>
        <div className="auth-actions">
          <Link className="button button--primary button--block" to={accountSetupPath(lang)}>
            {t("accountSetup")}
          </Link>
        </div>
      </>
    );
  }

  const field = (name: NewPasswordField) => ({
    id: `${FORM_ID}-${name}`,
    value: values[name],
    error: errors[name],
    onValue: (value: string) => {
      const next = { ...values, [name]: value };
      setValues(next);
      if (errors[name]) setErrors({ ...errors, [name]: validateNewPassword(next, lang)[name] });
    },
  });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const found = validateNewPassword(values, lang);
    setErrors(found);
    const first = firstInvalid(FIELDS, found);
    if (first) return focusField(FORM_ID, first);
    setBusy(true);
    setResult(null);
    try {
      await setFirstPassword(call, values.password);
      setResult({ kind: "success", text: t("passSaved") });
    } catch (error) {
      if (isSignedOutError(error)) return sendToLogin(lang, navigate, { endSession: true });
      setResult({ kind: "error", text: errorMessage(error, tl("networkError")) });
    } finally {
      setBusy(false);
    }
  };

  if (result?.kind === "success") {
    return (
      <>
        <FormMessage kind="success" testId="completion-pass-done">
          {result.text}
        </FormMessage>
        <div className="auth-actions">
          <Link className="button button--primary button--block" to={myListPath(lang)}>
            {t("myAccount")}
          </Link>
        </div>
      </>
    );
  }
  return (
    <form id={FORM_ID} method="post" noValidate onSubmit={submit} aria-busy={busy || undefined}>
      <NewPasswordFields lang={lang} passwordLabel={t("newPassword")} password={field("password")} repeatPassword={field("repeatPassword")} />
      {result ? <FormMessage kind="error">{result.text}</FormMessage> : null}
      <button type="submit" className="button button--primary button--block" disabled={!hydrated || busy}>
        {busy ? t("saving") : t("passSubmit")}
      </button>
    </form>
  );
}
