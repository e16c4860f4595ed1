import { useEffect, useMemo, useState, type FormEvent } from "react";
import type { UrlLang } from "@portal/contract/locales";
import { supplierApi } from "@portal/contract/endpoints/supplier";
import { SUPPLIER_FILE_KINDS, type SupplierFileKind } from "@portal/contract/suppliers";
import { isFilled, validationMessage } from "@portal/contract/validation";
import { TextField } from "../../components/Field.tsx";
import { FormMessage, focusField, useHydrated } from "../../components/Form.tsx";
import { firstInvalid, hasErrors, type FieldErrors } from "../../components/form.ts";
import { browserClient } from "../../data/browser-client.ts";
import { dataCall, errorMessage, httpStatusOf } from "../../data/call.ts";
import { ruleError, validateNewPassword } from "../identity/auth-form.ts";
import { PasswordPairFields, type PasswordPairLabels } from "../identity/PasswordPairFields.tsx";
import { DocumentField, type UploadedDocument } from "./DocumentField.tsx";
import { RegistrationSteps } from "./RegistrationSteps.tsx";
import { isBindTicket, isSupplierSession, storeSupplierToken, supplierPath, supplierToken } from "./session.ts";
import { SupplierTextsProvider, useSupplierText, type SupplierTexts } from "./text.ts";

/**
 * /{lang}/supplier/form, the registration form (docs/suppliers.md): company names (Chinese, English), business
 * registration number, contact person, e-mail, address, account name and password, and three documents uploaded
 * as they are chosen. Needs the bind ticket of supplier/bind; sent, the supplier is signed in (status pending).
 */

const FORM_ID = "supplier-form";
const TEXT_FIELDS = ["companyNameZh", "companyNameEn", "businessRegistrationNo", "contactPerson", "email", "address", "username", "password", "repeatPassword"] as const;
type TextFieldName = (typeof TEXT_FIELDS)[number];
type FormField = TextFieldName | SupplierFileKind;
const ORDER: readonly FormField[] = [...TEXT_FIELDS.slice(0, 6), ...SUPPLIER_FILE_KINDS, ...TEXT_FIELDS.slice(6)];

function SupplierFormContent({ lang, passwordLabels }: { lang: UrlLang; passwordLabels: PasswordPairLabels }) {
  const t = useSupplierText();
  const hydrated = useHydrated();
  const call = useMemo(() => dataCall(browserClient(lang)), [lang]);
  const [ticket, setTicket] = useState<"checking" | "ok" | "missing">("checking");
  const [values, setValues] = useState<Record<TextFieldName, string>>(
    () => Object.fromEntries(TEXT_FIELDS.map((name) => [name, ""])) as Record<TextFieldName, string>,
  );
  const [files, setFiles] = useState<Record<SupplierFileKind, UploadedDocument | null>>({ businessRegistration: null, logo: null, license: null });
  const [errors, setErrors] = useState<FieldErrors<FormField>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    const token = supplierToken();
    // A signed-in supplier has registered already: the account, not a second registration (issue 21).
    if (isSupplierSession(token)) return window.location.replace(supplierPath(lang, "account"));
    setTicket(isBindTicket(token) ? "ok" : "missing");
  }, []);

  const check = (next: typeof values, nextFiles: typeof files): FieldErrors<FormField> => {
    const username = ruleError("noWhitespace", next.username, lang);
    return {
      companyNameZh: ruleError("chinese", next.companyNameZh, lang),
      companyNameEn: ruleError("english", next.companyNameEn, lang),
      businessRegistrationNo: ruleError("required", next.businessRegistrationNo, lang),
      contactPerson: ruleError("required", next.contactPerson, lang),
      email: ruleError("email", next.email, lang),
      address: ruleError("address", next.address, lang),
      username: username ?? (/^[\p{L}\p{N}_.-]{3,30}$/u.test(next.username) ? undefined : t("accountNameHint")),
      ...validateNewPassword(next, lang),
      ...Object.fromEntries(SUPPLIER_FILE_KINDS.map((kind) => [kind, nextFiles[kind] ? undefined : validationMessage("uploadRequired", lang)])),
    };
  };
  const field = (name: TextFieldName) => ({
    id: `${FORM_ID}-${name}`,
    value: values[name],
    error: errors[name],
    onValue: (value: string) => {
      const next = { ...values, [name]: value };
      setValues(next);
      if (errors[name]) setErrors({ ...errors, [name]: check(next, files)[name] });
    },
  });
  const document = (kind: SupplierFileKind) => ({
    lang,
    call,
    formId: FORM_ID,
    kind,
    value: files[kind],
    error: errors[kind],
    // Functional updates: the three uploads may finish in any order, each after the others were chosen.
    onValue: (value: UploadedDocument | null, error?: string) => {
      setFiles((current) => ({ ...current, [kind]: value }));
      setErrors((current) => ({ ...current, [kind]: error ?? (value || !isFilled(current[kind]) ? undefined : current[kind]) }));
    },
  });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const found = check(values, files);
    setErrors(found);
    if (hasErrors(found)) return focusField(FORM_ID, firstInvalid(ORDER, found)!);
    setBusy(true);
    setFailure(null);
    try {
      const paths = (kind: SupplierFileKind) => (files[kind] ? [files[kind].path] : []);
      const { token } = await call(supplierApi.register, {
        body: { ...values, businessRegistration: paths("businessRegistration"), logo: paths("logo"), license: paths("license") },
      });
      storeSupplierToken(token);
      window.location.assign(supplierPath(lang, "submit/success"));
    } catch (error) {
      if (httpStatusOf(error) === 401) setTicket("missing");
      setFailure(errorMessage(error, t("networkError")));
      setBusy(false);
    }
  };

  if (ticket === "missing") {
    return (
      <>
        <RegistrationSteps lang={lang} current={0} />
        <FormMessage kind="info" testId="supplier-form-missing">
          {t("bindMissing")}
        </FormMessage>
        <p className="auth-actions">
          <a className="button button--primary button--block" href={supplierPath(lang, "bind")}>
            {t("bindAgain")}
          </a>
        </p>
      </>
    );
  }

  return (
    <>
      <RegistrationSteps lang={lang} current={1} />
      <form id={FORM_ID} noValidate onSubmit={(event) => void submit(event)}>
        <fieldset className="form-section">
          <legend className="form-section-title">{t("companySection")}</legend>
          <div className="form-grid form-grid--two">
            <TextField {...field("companyNameZh")} label={t("companyNameZh")} required maxLength={200} autoComplete="organization" />
            <TextField {...field("companyNameEn")} label={t("companyNameEn")} hint={t("companyNameEnHint")} required maxLength={200} lang="en" />
            <TextField {...field("businessRegistrationNo")} label={t("businessRegistrationNo")} required maxLength={40} />
            <TextField {...field("contactPerson")} label={t("contactPerson")} required maxLength={100} autoComplete="name" />
          </div>
          <TextField {...field("email")} label={t("email")} required type="email" maxLength={254} autoComplete="email" />
          <TextField {...field("address")} label={t("address")} required maxLength={200} autoComplete="street-address" />
        </fieldset>
        <fieldset className="form-section">
          <legend className="form-section-title">{t("documentsSection")}</legend>
          {SUPPLIER_FILE_KINDS.map((kind) => (
            <DocumentField key={kind} {...document(kind)} />
          ))}
        </fieldset>
        <fieldset className="form-section">
          <legend className="form-section-title">{t("accountSection")}</legend>
          <TextField {...field("username")} label={t("accountName")} hint={t("accountNameHint")} required maxLength={30} autoComplete="username" autoCapitalize="none" spellCheck={false} />
          <PasswordPairFields labels={passwordLabels} passwordLabel={t("password")} password={field("password")} repeatPassword={field("repeatPassword")} />
        </fieldset>
        {failure ? (
          <FormMessage kind="error" testId="supplier-form-error">
            {failure}
          </FormMessage>
        ) : null}
        <button type="submit" className="button button--primary button--block" disabled={!hydrated || busy || ticket !== "ok"} data-testid="supplier-form-submit">
          {busy ? t("submitting") : t("submit")}
        </button>
      </form>
    </>
  );
}

/** The island: the texts come in the page's language (no catalog in the page's JavaScript: text.ts). */
export default function SupplierForm({ lang, texts, passwordLabels }: { lang: UrlLang; texts: SupplierTexts; passwordLabels: PasswordPairLabels }) {
  return (
    <SupplierTextsProvider value={{ lang, texts }}>
      <SupplierFormContent lang={lang} passwordLabels={passwordLabels} />
    </SupplierTextsProvider>
  );
}
