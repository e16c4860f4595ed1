import { useState, type FormEvent } from "react";
import type { UrlLang } from "@portal/contract/locales";
import { supplierApi } from "@portal/contract/endpoints/supplier";
import { isFilled, validationMessage } from "@portal/contract/validation";
import { PasswordField } from "../../components/Field.tsx";
import { FormMessage, focusField } from "../../components/Form.tsx";
import { firstInvalid, hasErrors, type FieldErrors } from "../../components/form.ts";
import { errorMessage, type DataCall } from "../../data/call.ts";
import { PasswordPairFields, type PasswordPairLabels } from "../identity/PasswordPairFields.tsx";
import { validateNewPassword } from "../identity/auth-form.ts";
import { useSupplierText } from "./text.ts";

const FORM_ID = "supplier-password";
const FIELDS = ["oldPassword", "password", "repeatPassword"] as const;
type PasswordFieldName = (typeof FIELDS)[number];

/**
 * The account setting's password change (supplier/password, docs/suppliers.md): the current password and the new
 * one twice. The server ends the supplier's other sessions and tells the account's mobile.
 */
export function SupplierPasswordForm({ lang, call, labels, disabled }: { lang: UrlLang; call: DataCall; labels: PasswordPairLabels; disabled: boolean }) {
  const t = useSupplierText();
  const empty = { oldPassword: "", password: "", repeatPassword: "" };
  const [values, setValues] = useState<Record<PasswordFieldName, string>>(empty);
  const [errors, setErrors] = useState<FieldErrors<PasswordFieldName>>({});
  const [notice, setNotice] = useState<{ kind: "error" | "success"; text: string } | null>(null);
  const [busy, setBusy] = useState(false);

  const field = (name: PasswordFieldName) => ({
    id: `${FORM_ID}-${name}`,
    value: values[name],
    error: errors[name],
    onValue: (value: string) => setValues({ ...values, [name]: value }),
  });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const found = { oldPassword: isFilled(values.oldPassword) ? undefined : validationMessage("required", lang), ...validateNewPassword(values, lang) };
    setErrors(found);
    if (hasErrors(found)) return focusField(FORM_ID, firstInvalid(FIELDS, found)!);
    setBusy(true);
    setNotice(null);
    try {
      await call(supplierApi.changePassword, { body: values });
      setValues(empty);
      setNotice({ kind: "success", text: t("passwordChanged") });
    } catch (error) {
      setNotice({ kind: "error", text: errorMessage(error, t("networkError")) });
    } finally {
      setBusy(false);
    }
  };

  return (
    <form id={FORM_ID} className="form-section" noValidate onSubmit={(event) => void submit(event)} aria-labelledby={`${FORM_ID}-title`}>
      <h2 className="form-section-title" id={`${FORM_ID}-title`}>
        {t("passwordTitle")}
      </h2>
      <p className="form-note">{t("passwordLead")}</p>
      <PasswordField {...field("oldPassword")} required label={t("currentPassword")} autoComplete="current-password" maxLength={80} showLabel={labels.showPassword} hideLabel={labels.hidePassword} />
      <PasswordPairFields labels={labels} passwordLabel={t("newPassword")} password={field("password")} repeatPassword={field("repeatPassword")} />
      {notice ? (
        <FormMessage kind={notice.kind} testId="supplier-password-notice">
          {notice.text}
        </FormMessage>
      ) : null}
      <button type="submit" className="button button--primary" disabled={disabled || busy} data-testid="supplier-password-submit">
        {t("changePassword")}
      </button>
    </form>
  );
}
