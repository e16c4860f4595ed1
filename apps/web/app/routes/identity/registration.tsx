import { Link, useNavigate } from "react-router";
import { urlLangToApiLocale } from "@portal/contract/locales";
import type { Route } from "./+types/registration";
import type { RouteHandle } from "../../context.ts";
import { memberFormMessages } from "../../features/identity/auth-messages.ts";
import { CheckboxField } from "../../components/Field.tsx";
import { FormMessage, useHydrated } from "../../components/Form.tsx";
import { AuthScreen, memberCrumbs, memberMeta, screenLang } from "../../features/identity/AuthScreen.tsx";
import { loginPath, registerConfirmPath } from "../../browser/login-paths.ts";
import { loadProfileChoices } from "../../features/identity/register.ts";
import { ConsentText, RegisterAccountFields } from "../../features/identity/RegisterAccountFields.tsx";
import { RegisterProfileFields } from "../../features/identity/RegisterProfileFields.tsx";
import { REGISTER_CONSENT_ID, REGISTER_FORM_ID, useRegistration } from "../../features/identity/use-registration.ts";
import { translator } from "../../i18n/define.ts";
import { dataCall } from "../../data/call.ts";
import "../../features/identity/member.css";

export const handle: RouteHandle = { hydrate: "app" };

/** The public lists of the form (dictionaries, interests) come with the page; the captcha is fetched in the browser. */
export async function loader({ params, context }: Route.LoaderArgs) {
  const lang = screenLang(params.lang);
  const choices = await loadProfileChoices(dataCall(context.apiFor(urlLangToApiLocale(lang))));
  return { lang, breadcrumb: memberCrumbs(lang, translator(memberFormMessages, lang)("registerTitle")), choices };
}

export const meta: Route.MetaFunction = ({ matches }) =>
  memberMeta(matches, (lang) => translator(memberFormMessages, lang)("registerTitle"), { index: true });

/**
 * Registration (spec §3): the account (username, e-mail or mobile proven by a six-digit code, password twice) and
 * the optional profile. The code is sent after the captcha is solved, at most once a minute; a captcha answers once,
 * so a new one follows every use. The privacy policy and the terms of use must be accepted (a required box, refused
 * like the other fields). Success (code 0 only) signs the member in: registerConfirm. The form's state and steps are
 * features/identity/use-registration.ts, its account part RegisterAccountFields.tsx.
 */
export default function Registration({ loaderData }: Route.ComponentProps) {
  const { lang, choices } = loaderData;
  const t = translator(memberFormMessages, lang);
  const navigate = useNavigate();
  const hydrated = useHydrated();
  const form = useRegistration(lang, () => void navigate(registerConfirmPath(lang)));
  const { busy } = form;

  return (
    <AuthScreen title={t("registerTitle")} lead={t("registerLead")} wide testId="register-page">
      <p className="form-note">{t("requiredNote")}</p>
      <form id={REGISTER_FORM_ID} method="post" noValidate onSubmit={form.submit} aria-busy={busy === "submit" || undefined}>
        <section className="form-section" aria-labelledby={`${REGISTER_FORM_ID}-account`}>
          <h2 id={`${REGISTER_FORM_ID}-account`} className="form-section-title">
            {t("sectionAccount")}
          </h2>
          <RegisterAccountFields lang={lang} form={form} hydrated={hydrated} />
        </section>
        <section className="form-section" aria-labelledby={`${REGISTER_FORM_ID}-profile`}>
          <h2 id={`${REGISTER_FORM_ID}-profile`} className="form-section-title">
            {t("sectionProfile")}
          </h2>
          <RegisterProfileFields formId={REGISTER_FORM_ID} lang={lang} values={form.values} errors={form.errors} choices={choices} onChange={form.change} />
        </section>
        <CheckboxField
          id={REGISTER_CONSENT_ID}
          label={<ConsentText lang={lang} />}
          checked={form.consent.checked}
          onChecked={form.consent.choose}
          required
          error={form.consent.error}
          testId="register-consent"
        />
        {form.formError ? (
          <FormMessage kind="error" testId="register-error">
            {form.formError}
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
