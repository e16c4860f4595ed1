import { useMemo, useState, type FormEvent } from "react";
import type { UrlLang } from "@portal/contract/locales";
import { supplierApi } from "@portal/contract/endpoints/supplier";
import { FormMessage, focusField, useHydrated } from "../../components/Form.tsx";
import { hasErrors, type FieldErrors } from "../../components/form.ts";
import { browserClient } from "../../data/browser-client.ts";
import { dataCall, errorMessage } from "../../data/call.ts";
import { PasswordPairFields, type PasswordPairLabels } from "../identity/PasswordPairFields.tsx";
import { validateNewPassword, type NewPasswordField } from "../identity/auth-form.ts";
import { useMobileCode } from "./SupplierParts.tsx";
import { endSupplierSession, supplierPath } from "./session.ts";
import { SupplierTextsProvider, useSupplierText, type SupplierTexts } from "./text.ts";

/**
 * /{lang}/supplier/password-reset (docs/suppliers.md): the account's mobile, the captcha, a "reset" code by SMS (sent
 * only when the number is a supplier's; the answer is the same), and the new password twice. Every session of the
 * account ends, this browser's too.
 */

const FORM_ID = "supplier-reset";

function SupplierResetContent({ lang, passwordLabels }: { lang: UrlLang; passwordLabels: PasswordPairLabels }) {
  const t = useSupplierText();
  const hydrated = useHydrated();
  const call = useMemo(() => dataCall(browserClient(lang)), [lang]);
  const mobileCode = useMobileCode(lang, call, "reset", FORM_ID);
  const [passwords, setPasswords] = useState<Record<NewPasswordField, string>>({ password: "", repeatPassword: "" });
  const [errors, setErrors] = useState<FieldErrors<NewPasswordField>>({});
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState(false);

  const field = (name: NewPasswordField) => ({
    id: `${FORM_ID}-${name}`,
    value: passwords[name],
    error: errors[name],
    onValue: (value: string) => setPasswords({ ...passwords, [name]: value }),
  });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const found = mobileCode.check();
    const passwordErrors = validateNewPassword(passwords, lang);
    setErrors(passwordErrors);
    if (found.mobile || found.code) return focusField(FORM_ID, found.mobile ? "mobile" : "code");
    if (hasErrors(passwordErrors)) return focusField(FORM_ID, passwordErrors.password ? "password" : "repeatPassword");
    setBusy(true);
    try {
      await call(supplierApi.resetPassword, { body: { ...mobileCode.proof(), ...passwords } });
      endSupplierSession();
      setDone(true);
    } catch (error) {
      mobileCode.setNotice({ kind: "error", text: errorMessage(error, t("networkError")) });
    } finally {
      setBusy(false);
    }
  };

  if (done) {
    return (
      <>
        <FormMessage kind="success" testId="supplier-reset-done">
          {t("resetDone")}
        </FormMessage>
        <p className="auth-switch">
          <a href={supplierPath(lang, "login")}>{t("loginTitle")}</a>
        </p>
      </>
    );
  }
  return (
    <>
      <form id={FORM_ID} noValidate onSubmit={(event) => void submit(event)}>
        {mobileCode.fields}
        <PasswordPairFields labels={passwordLabels} passwordLabel={t("newPassword")} password={field("password")} repeatPassword={field("repeatPassword")} />
        {mobileCode.message}
        <button type="submit" className="button button--primary button--block" disabled={!hydrated || busy} data-testid="supplier-reset-submit">
          {t("resetButton")}
        </button>
      </form>
      <p className="auth-switch">
        <a href={supplierPath(lang, "login")}>{t("loginTitle")}</a>
      </p>
    </>
  );
}

/** The island: the texts come in the page's language (no catalog in the page's JavaScript: text.ts). */
export default function SupplierReset({ lang, texts, passwordLabels }: { lang: UrlLang; texts: SupplierTexts; passwordLabels: PasswordPairLabels }) {
  return (
    <SupplierTextsProvider value={{ lang, texts }}>
      <SupplierResetContent lang={lang} passwordLabels={passwordLabels} />
    </SupplierTextsProvider>
  );
}
