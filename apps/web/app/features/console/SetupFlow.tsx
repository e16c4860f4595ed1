import { useEffect, useId, useMemo, useState, type FormEvent } from "react";
import { Link } from "react-router";
import { staffApi } from "@portal/contract/endpoints/staff";
import { urlLangToApiLocale, type UrlLang } from "@portal/contract/locales";
import { isValidPassword, passwordsMatch } from "@portal/contract/rules";
import { validationMessage } from "@portal/contract/validation-messages";
import type { StaffTotpEnrolment } from "@portal/contract/schemas/staff";
import { translator } from "../../i18n/define.ts";
import { errorMessage } from "../../data/call.ts";
import { PasswordField } from "../../components/Field.tsx";
import { FormMessage, FormSubmit, focusField } from "../../components/Form.tsx";
import type { FieldErrors } from "../../components/form.ts";
import { copyText } from "../../components/copy-text.ts";
import { consoleCall } from "./console-api.ts";
import { consoleMessages } from "./messages.ts";
import { CONSOLE_SIGN_IN } from "./nav.ts";
import { QrCode } from "./QrCode.tsx";
import { secondFactorOf } from "./second-factor.ts";
import { TotpCodeField } from "./TotpCodeField.tsx";

type Field = "password" | "repeat" | "code";

/** A set-up token as staff:create prints it (schemas/staff.ts zSetupToken). */
export const isSetupToken = (token: string | null): token is string => token !== null && /^[A-Za-z0-9_-]{43}$/.test(token.trim());

/** The base32 secret in groups of four, as authenticator apps show and people type it. */
export const groupedSecret = (secret: string) => secret.replace(/(.{4})(?=.)/g, "$1 ");

/**
 * Set-up with the one-time link (docs/console.md "Set-up, and the first administrator"), three steps: choose the
 * password (the members' rule); add the authenticator — the QR code and the key as text — and confirm with its first
 * code; save the recovery codes, shown this once, and say so before going on to sign in.
 */
export function SetupFlow({ lang, token }: { lang: UrlLang; token: string | null | undefined }) {
  const t = translator(consoleMessages, lang);
  const call = useMemo(() => consoleCall(lang), [lang]);
  const formId = useId().replace(/:/g, "");
  const fieldId = (field: Field) => `${formId}-${field}`;
  const [values, setValues] = useState<Record<Field, string>>({ password: "", repeat: "", code: "" });
  const [errors, setErrors] = useState<FieldErrors<Field>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [enrolment, setEnrolment] = useState<StaffTotpEnrolment | null>(null);
  const [codes, setCodes] = useState<string[] | null>(null);
  const [saved, setSaved] = useState(false);
  const [copied, setCopied] = useState<"secret" | "codes" | null>(null);
  const value = (field: Field) => ({ value: values[field], onValue: (v: string) => setValues((old) => ({ ...old, [field]: v })), error: errors[field] });
  const step = codes ? 3 : enrolment ? 2 : 1;

  // Each step starts at its heading, so a screen reader hears where it is.
  useEffect(() => {
    if (step > 1) document.getElementById(`${formId}-title`)?.focus();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [step]);

  // undefined: not known yet (the server's render and the first one in the browser draw the first step).
  if (token !== undefined && !isSetupToken(token)) {
    return (
      <section className="console-card" data-testid="console-setup">
        <h1>{t("setupTitle")}</h1>
        <FormMessage kind="error" testId="console-setup-no-token">
          {t("setupNoToken")}
        </FormMessage>
      </section>
    );
  }
  const link = token?.trim() ?? "";

  const refuse = (found: FieldErrors<Field>, order: readonly Field[]) => {
    setErrors(found);
    const first = order.find((field) => found[field]);
    if (first) focusField(fieldId(first));
    return Boolean(first);
  };

  const choosePassword = async (event: FormEvent) => {
    event.preventDefault();
    if (busy || !link) return;
    setFailure(null);
    const locale = urlLangToApiLocale(lang);
    const found: FieldErrors<Field> = {
      password: isValidPassword(values.password) ? undefined : validationMessage("password", locale),
      repeat: passwordsMatch(values.password, values.repeat) ? undefined : validationMessage("passwordMismatch", locale),
    };
    if (refuse(found, ["password", "repeat"])) return;
    setBusy(true);
    try {
      setEnrolment(await call(staffApi.setup, { body: { token: link, password: values.password } }));
    } catch (error) {
      setFailure(errorMessage(error, t("requestFailed")));
    }
    setBusy(false);
  };

  const confirm = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    setFailure(null);
    const factor = secondFactorOf("totp", values.code);
    if (refuse(factor ? {} : { code: t("codeRequired") }, ["code"]) || !factor?.code) return;
    setBusy(true);
    try {
      setCodes((await call(staffApi.setupConfirm, { body: { token: link, code: factor.code } })).recoveryCodes);
      setFailure(null);
    } catch (error) {
      setValues((old) => ({ ...old, code: "" }));
      setFailure(errorMessage(error, t("requestFailed")));
      focusField(fieldId("code"));
    }
    setBusy(false);
  };

  const copy = async (what: "secret" | "codes", text: string) => {
    if (await copyText(text)) setCopied(what);
  };

  const heading = step === 1 ? t("setupPasswordTitle") : step === 2 ? t("setupAppTitle") : t("setupCodesTitle");
  return (
    <section className="console-card console-card--wide" aria-labelledby={`${formId}-title`} data-testid="console-setup" data-step={step}>
      <p className="console-card__eyebrow">
        <span>{t("setupTitle")}</span> · <span>{t("setupStep", { step })}</span>
      </p>
      <ol className="console-steps" aria-hidden="true">
        {[1, 2, 3].map((n) => (
          <li key={n} className={n < step ? "is-done" : n === step ? "is-current" : undefined} />
        ))}
      </ol>
      <h1 id={`${formId}-title`} tabIndex={-1}>
        {heading}
      </h1>

      {step === 1 ? (
        <form method="post" noValidate onSubmit={choosePassword} aria-busy={busy || undefined}>
          <PasswordField
            id={fieldId("password")}
            label={t("newPassword")}
            hint={validationMessage("password", urlLangToApiLocale(lang))}
            required
            autoComplete="new-password"
            showLabel={t("showPassword")}
            hideLabel={t("hidePassword")}
            {...value("password")}
          />
          <PasswordField id={fieldId("repeat")} label={t("repeatPassword")} required autoComplete="new-password" showLabel={t("showPassword")} hideLabel={t("hidePassword")} {...value("repeat")} />
          <FormSubmit failure={failure} pending={busy || !link} label={t("continue")} pendingLabel={busy ? t("checking") : t("continue")} />
        </form>
      ) : null}

      {step === 2 && enrolment ? (
        <>
          <p className="console-card__lead">{t("setupAppLead")}</p>
          <div className="console-enrol">
            <QrCode text={enrolment.otpauthUri} alt={t("qrAlt")} loading={t("qrLoading")} />
            <div className="console-enrol__secret">
              <p className="console-enrol__label" id={`${formId}-secret`}>
                {t("secretLabel")}
              </p>
              <p className="console-secret" aria-labelledby={`${formId}-secret`} data-testid="console-setup-secret">
                <code>{groupedSecret(enrolment.secret)}</code>
              </p>
              <button type="button" className="button console-button--quiet" onClick={() => void copy("secret", enrolment.secret)}>
                {copied === "secret" ? t("copied") : t("copy")}
              </button>
            </div>
          </div>
          <form method="post" noValidate onSubmit={confirm} aria-busy={busy || undefined}>
            <TotpCodeField id={fieldId("code")} label={t("code")} hint={t("codeHint")} {...value("code")} />
            <FormSubmit failure={failure} pending={busy} label={t("confirm")} pendingLabel={t("confirming")} />
          </form>
        </>
      ) : null}

      {step === 3 && codes ? (
        <>
          <FormMessage kind="success">{t("setupDone")}</FormMessage>
          <p className="console-card__lead">{t("setupCodesLead")}</p>
          <ol className="console-codes" data-testid="console-recovery-codes">
            {codes.map((code) => (
              <li key={code}>
                <code>{code}</code>
              </li>
            ))}
          </ol>
          <p>
            <button type="button" className="button console-button--quiet" onClick={() => void copy("codes", codes.join("\n"))}>
              {copied === "codes" ? t("copied") : t("copyCodes")}
            </button>
          </p>
          <label className="console-check">
            <input type="checkbox" checked={saved} onChange={(event) => setSaved(event.target.checked)} data-testid="console-codes-saved" />
            <span>{t("savedCodes")}</span>
          </label>
          <div className="form-actions">
            {saved ? (
              <Link to={CONSOLE_SIGN_IN} replace className="button button--primary" data-testid="console-setup-finish">
                {t("toSignIn")}
              </Link>
            ) : (
              <button type="button" className="button button--primary" disabled>
                {t("toSignIn")}
              </button>
            )}
          </div>
        </>
      ) : null}
    </section>
  );
}
