import { useEffect, useMemo, useState, type FormEvent } from "react";
import type { UrlLang } from "@portal/contract/locales";
import { supplierApi } from "@portal/contract/endpoints/supplier";
import type { SupplierUpdateInput } from "@portal/contract/schemas/supplier";
import { TextField } from "../../components/Field.tsx";
import { FormMessage, focusField, useHydrated } from "../../components/Form.tsx";
import { firstInvalid, hasErrors, type FieldErrors } from "../../components/form.ts";
import { browserClient } from "../../data/browser-client.ts";
import { dataCall, errorMessage } from "../../data/call.ts";
import { ruleError } from "../identity/auth-form.ts";
import type { PasswordPairLabels } from "../identity/PasswordPairFields.tsx";
import { useMobileCode } from "./SupplierParts.tsx";
import { SupplierPasswordForm } from "./SupplierPasswordForm.tsx";
import { supplierPath } from "./session.ts";
import { useSupplierInfo } from "./use-supplier-info.ts";
import { SupplierTextsProvider, useSupplierText, type SupplierTexts } from "./text.ts";

/**
 * /{lang}/supplier/account/setting: the company details (update), a new mobile proven by its code ({uuid}/change) and
 * a new password (password).
 */

const DETAILS_ID = "supplier-details";
const MOBILE_ID = "supplier-mobile";
const FIELDS = ["companyNameZh", "companyNameEn", "contactPerson", "email", "address"] as const;
type DetailField = (typeof FIELDS)[number];

function SupplierSettingContent({ lang, passwordLabels }: { lang: UrlLang; passwordLabels: PasswordPairLabels }) {
  const t = useSupplierText();
  const hydrated = useHydrated();
  const call = useMemo(() => dataCall(browserClient(lang)), [lang]);
  const { info, setInfo, failure } = useSupplierInfo(lang, call, t("networkError"));
  const [values, setValues] = useState<SupplierUpdateInput | null>(null);
  const [errors, setErrors] = useState<FieldErrors<DetailField>>({});
  const [notice, setNotice] = useState<{ kind: "error" | "success"; text: string } | null>(null);
  const [busy, setBusy] = useState<"details" | "mobile" | null>(null);
  const mobileCode = useMobileCode(lang, call, "change", MOBILE_ID);

  useEffect(() => {
    if (info && !values) setValues(Object.fromEntries(FIELDS.map((name) => [name, info[name]])) as SupplierUpdateInput);
  }, [info]);

  const check = (next: SupplierUpdateInput): FieldErrors<DetailField> => ({
    companyNameZh: ruleError("chinese", next.companyNameZh, lang),
    companyNameEn: ruleError("english", next.companyNameEn, lang),
    contactPerson: ruleError("required", next.contactPerson, lang),
    email: ruleError("email", next.email, lang),
    address: ruleError("address", next.address, lang),
  });
  const field = (name: DetailField) => ({
    id: `${DETAILS_ID}-${name}`,
    value: values?.[name] ?? "",
    error: errors[name],
    required: true,
    onValue: (value: string) => {
      const next = { ...values!, [name]: value };
      setValues(next);
      if (errors[name]) setErrors({ ...errors, [name]: check(next)[name] });
    },
  });

  const saveDetails = async (event: FormEvent) => {
    event.preventDefault();
    if (busy || !values) return;
    const found = check(values);
    setErrors(found);
    if (hasErrors(found)) return focusField(DETAILS_ID, firstInvalid(FIELDS, found)!);
    setBusy("details");
    setNotice(null);
    try {
      setInfo(await call(supplierApi.update, { body: values }));
      setNotice({ kind: "success", text: t("saved") });
    } catch (error) {
      setNotice({ kind: "error", text: errorMessage(error, t("networkError")) });
    } finally {
      setBusy(null);
    }
  };

  const changeMobile = async (event: FormEvent) => {
    event.preventDefault();
    if (busy || !info) return;
    const found = mobileCode.check();
    if (found.mobile || found.code) return focusField(MOBILE_ID, found.mobile ? "mobile" : "code");
    setBusy("mobile");
    try {
      const next = await call(supplierApi.changeMobile, { params: { uuid: info.uuid }, body: mobileCode.proof() });
      setInfo(next);
      mobileCode.reset();
      mobileCode.setNotice({ kind: "success", text: t("mobileChanged", { mobile: next.mobile }) });
    } catch (error) {
      mobileCode.setNotice({ kind: "error", text: errorMessage(error, t("networkError")) });
    } finally {
      setBusy(null);
    }
  };

  return (
    <>
      {failure ? <FormMessage kind="error">{failure}</FormMessage> : null}
      {!info || !values ? (
        failure ? null : (
          <p className="auth-status" role="status">
            <span className="spinner" aria-hidden="true" />
            {t("loading")}
          </p>
        )
      ) : (
        <>
          <form id={DETAILS_ID} className="form-section" noValidate onSubmit={(event) => void saveDetails(event)} aria-labelledby={`${DETAILS_ID}-title`}>
            <h2 className="form-section-title" id={`${DETAILS_ID}-title`}>
              {t("detailsTitle")}
            </h2>
            <div className="form-grid form-grid--two">
              <TextField {...field("companyNameZh")} label={t("companyNameZh")} maxLength={200} />
              <TextField {...field("companyNameEn")} label={t("companyNameEn")} hint={t("companyNameEnHint")} maxLength={200} />
              <TextField {...field("contactPerson")} label={t("contactPerson")} maxLength={100} />
              <TextField {...field("email")} label={t("email")} type="email" maxLength={254} />
            </div>
            <TextField {...field("address")} label={t("address")} maxLength={200} />
            {notice ? (
              <FormMessage kind={notice.kind} testId="supplier-details-notice">
                {notice.text}
              </FormMessage>
            ) : null}
            <button type="submit" className="button button--primary" disabled={!hydrated || busy !== null} data-testid="supplier-details-submit">
              {busy === "details" ? t("saving") : t("save")}
            </button>
          </form>
          <form id={MOBILE_ID} className="form-section" noValidate onSubmit={(event) => void changeMobile(event)} aria-labelledby={`${MOBILE_ID}-title`}>
            <h2 className="form-section-title" id={`${MOBILE_ID}-title`}>
              {t("mobileTitle")}
            </h2>
            <p className="form-note">{t("mobileLead")}</p>
            <p data-testid="supplier-current-mobile">{t("currentMobile", { mobile: info.mobile })}</p>
            {mobileCode.fields}
            {mobileCode.message}
            <button type="submit" className="button button--primary" disabled={!hydrated || busy !== null} data-testid="supplier-mobile-submit">
              {t("changeMobile")}
            </button>
          </form>
          <SupplierPasswordForm lang={lang} call={call} labels={passwordLabels} disabled={!hydrated || busy !== null} />
          <p className="auth-switch">
            <a href={supplierPath(lang, "account")}>{t("backToAccount")}</a>
          </p>
        </>
      )}
    </>
  );
}

/** The island: the texts come in the page's language (no catalog in the page's JavaScript: text.ts). */
export default function SupplierSetting({ lang, texts, passwordLabels }: { lang: UrlLang; texts: SupplierTexts; passwordLabels: PasswordPairLabels }) {
  return (
    <SupplierTextsProvider value={{ lang, texts }}>
      <SupplierSettingContent lang={lang} passwordLabels={passwordLabels} />
    </SupplierTextsProvider>
  );
}
