import { useEffect, useMemo, useState, type FormEvent } from "react";
import { useNavigate } from "react-router";
import { urlLangToApiLocale, type UrlLang } from "@portal/contract/locales";
import type { Route } from "./+types/completion-info";
import type { RouteHandle } from "../../context.ts";
import { firstInvalid, type FieldErrors } from "../../components/form.ts";
import { loginMessages, memberFormMessages } from "../../features/identity/auth-messages.ts";
import { CheckboxField, TextAreaField, TextField } from "../../components/Field.tsx";
import { FormMessage, focusField, useHydrated } from "../../components/Form.tsx";
import { AuthScreen, memberCrumbs, memberMeta, screenLang } from "../../features/identity/AuthScreen.tsx";
import { myListPath } from "../../browser/login-paths.ts";
import {
  INFO_FIELDS,
  infoValuesOf,
  loadInfo,
  loadProfileChoices,
  saveInfo,
  validateInfo,
  type InfoField,
  type InfoValues,
  type ProfileChoices,
} from "../../features/identity/register.ts";
import { RegisterProfileFields } from "../../features/identity/RegisterProfileFields.tsx";
import { saveMemberInfo, takeReturnAddress } from "../../browser/session.ts";
import { SignedInOnly, sendToLogin } from "../../features/identity/SignedInOnly.tsx";
import { translator } from "../../i18n/define.ts";
import { browserClient } from "../../data/browser-client.ts";
import { dataCall, errorMessage, isSignedOutError } from "../../data/call.ts";
import "../../features/identity/member.css";

export const handle: RouteHandle = { hydrate: "app" };

export async function loader({ params, context }: Route.LoaderArgs) {
  const lang = screenLang(params.lang);
  const choices = await loadProfileChoices(dataCall(context.apiFor(urlLangToApiLocale(lang))));
  return { lang, breadcrumb: memberCrumbs(lang, translator(memberFormMessages, lang)("infoTitle")), choices };
}

export const meta: Route.MetaFunction = ({ matches }) => memberMeta(matches, (lang) => translator(memberFormMessages, lang)("infoTitle"));

const FORM_ID = "profile";

/** Completing the member profile (spec §3 member info, §4 incomplete-profile prompt): needs login. */
export default function CompletionInfo({ loaderData }: Route.ComponentProps) {
  const { lang, choices } = loaderData;
  const t = translator(memberFormMessages, lang);
  return (
    <AuthScreen title={t("infoTitle")} lead={t("infoLead")} wide testId="completion-info-page">
      <SignedInOnly lang={lang}>
        <ProfileForm lang={lang} choices={choices} />
      </SignedInOnly>
    </AuthScreen>
  );
}

function ProfileForm({ lang, choices }: { lang: UrlLang; choices: ProfileChoices }) {
  const t = translator(memberFormMessages, lang);
  const tl = translator(loginMessages, lang);
  const navigate = useNavigate();
  const call = useMemo(() => dataCall(browserClient(lang)), [lang]);
  const hydrated = useHydrated();
  const [values, setValues] = useState<InfoValues | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [errors, setErrors] = useState<FieldErrors<InfoField>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    loadInfo(call).then(
      (info) => setValues(infoValuesOf(info)),
      (error: unknown) => {
        if (isSignedOutError(error)) sendToLogin(lang, navigate, { endSession: true });
        else setLoadError(errorMessage(error, t("loadFailed")));
      },
    );
  }, [call, lang, navigate]);

  if (loadError) return <FormMessage kind="error">{loadError}</FormMessage>;
  if (!values) {
    return (
      <p className="auth-status" role="status">
        <span className="spinner" aria-hidden="true" />
        {t("loading")}
      </p>
    );
  }

  const change = <K extends InfoField>(field: K, value: InfoValues[K]) => {
    const next = { ...values, [field]: value };
    setValues(next);
    if (errors[field]) setErrors({ ...errors, [field]: validateInfo(next, lang)[field] });
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const found = validateInfo(values, lang);
    setErrors(found);
    const first = firstInvalid(INFO_FIELDS, found);
    if (first) return focusField(FORM_ID, first);
    setBusy(true);
    setFormError(null);
    try {
      saveMemberInfo(await saveInfo(call, values));
      // On to where the login was going (the incomplete-profile prompt kept it), else the member centre.
      window.location.assign(takeReturnAddress(myListPath(lang)));
    } catch (error) {
      setBusy(false);
      if (isSignedOutError(error)) return sendToLogin(lang, navigate, { endSession: true });
      setFormError(errorMessage(error, tl("networkError")));
    }
  };

  return (
    <form id={FORM_ID} method="post" noValidate onSubmit={submit} aria-busy={busy || undefined} data-testid="profile-form">
      <TextField
        id={`${FORM_ID}-nickName`}
        label={t("nickName")}
        value={values.nickName}
        onValue={(value) => change("nickName", value)}
        error={errors.nickName}
        autoComplete="nickname"
        maxLength={30}
      />
      <RegisterProfileFields formId={FORM_ID} lang={lang} values={values} errors={errors} choices={choices} onChange={change} />
      <TextAreaField
        id={`${FORM_ID}-introduction`}
        label={t("introduction")}
        value={values.introduction}
        onValue={(value) => change("introduction", value)}
        error={errors.introduction}
        maxLength={500}
      />
      <CheckboxField id={`${FORM_ID}-isReceiveSms`} label={t("isReceiveSms")} checked={values.isReceiveSms} onChecked={(checked) => change("isReceiveSms", checked)} />
      {formError ? <FormMessage kind="error">{formError}</FormMessage> : null}
      <button type="submit" className="button button--primary button--block" disabled={!hydrated || busy} data-testid="profile-submit">
        {busy ? t("saving") : t("infoSubmit")}
      </button>
    </form>
  );
}
