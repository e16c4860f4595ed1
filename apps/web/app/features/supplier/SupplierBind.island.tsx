import { useEffect, useMemo, useState, type FormEvent } from "react";
import type { UrlLang } from "@portal/contract/locales";
import { supplierApi } from "@portal/contract/endpoints/supplier";
import { focusField, useHydrated } from "../../components/Form.tsx";
import { browserClient } from "../../data/browser-client.ts";
import { dataCall, errorMessage } from "../../data/call.ts";
import { useMobileCode } from "./SupplierParts.tsx";
import { RegistrationSteps } from "./RegistrationSteps.tsx";
import { isSupplierSession, storeSupplierToken, supplierPath, supplierToken } from "./session.ts";
import { SupplierTextsProvider, useSupplierText, type SupplierTexts } from "./text.ts";

/**
 * /{lang}/supplier/bind, the first step of a registration: "bind" a Macau mobile to it. The code sent by SMS proves
 * the number; supplier/bind answers a registration ticket, kept as the supplier token until the form is sent
 * (docs/suppliers.md).
 */

const FORM_ID = "supplier-bind";

function SupplierBindContent({ lang }: { lang: UrlLang }) {
  const t = useSupplierText();
  const hydrated = useHydrated();
  const call = useMemo(() => dataCall(browserClient(lang)), [lang]);
  const mobileCode = useMobileCode(lang, call, "bind", FORM_ID);
  const [busy, setBusy] = useState(false);

  // A signed-in supplier has registered already: the account, not a second registration (issue 21).
  useEffect(() => {
    if (isSupplierSession(supplierToken())) window.location.replace(supplierPath(lang, "account"));
  }, []);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const found = mobileCode.check();
    if (found.mobile || found.code) return focusField(FORM_ID, found.mobile ? "mobile" : "code");
    setBusy(true);
    try {
      const { bindToken } = await call(supplierApi.bind, { body: mobileCode.proof() });
      storeSupplierToken(bindToken);
      window.location.assign(supplierPath(lang, "form"));
    } catch (error) {
      mobileCode.setNotice({ kind: "error", text: errorMessage(error, t("networkError")) });
      setBusy(false);
    }
  };

  return (
    <>
      <RegistrationSteps lang={lang} current={0} />
      <form id={FORM_ID} noValidate onSubmit={(event) => void submit(event)}>
        {mobileCode.fields}
        {mobileCode.message}
        <button type="submit" className="button button--primary button--block" disabled={!hydrated || busy} data-testid="supplier-bind-submit">
          {t("bindNext")}
        </button>
      </form>
      <p className="auth-switch">
        <a href={supplierPath(lang, "login")}>{t("loginTitle")}</a>
      </p>
    </>
  );
}

/** The island: the texts come in the page's language (no catalog in the page's JavaScript: text.ts). */
export default function SupplierBind({ lang, texts }: { lang: UrlLang; texts: SupplierTexts }) {
  return (
    <SupplierTextsProvider value={{ lang, texts }}>
      <SupplierBindContent lang={lang} />
    </SupplierTextsProvider>
  );
}
