import { useEffect, useMemo } from "react";
import type { UrlLang } from "@portal/contract/locales";
import { FormMessage } from "../../components/Form.tsx";
import { browserClient } from "../../data/browser-client.ts";
import { dataCall } from "../../data/call.ts";
import { RegistrationSteps } from "./RegistrationSteps.tsx";
import { supplierPath } from "./session.ts";
import { SupplierTextsProvider, useSupplierText, type SupplierTexts } from "./text.ts";
import { useSupplierInfo } from "./use-supplier-info.ts";

/**
 * /{lang}/supplier/submit/success, the last step of a registration: "submitted, under review" only for a supplier
 * whose registration is under review (status pending). Without a supplier session the login screen comes instead
 * (useSupplierInfo); an approved or rejected supplier goes to the account, where the status and its reason are.
 */
function SupplierSubmittedContent({ lang }: { lang: UrlLang }) {
  const t = useSupplierText();
  const call = useMemo(() => dataCall(browserClient(lang)), [lang]);
  const { info, failure } = useSupplierInfo(lang, call, t("networkError"));
  const pending = info?.status === "pending";

  useEffect(() => {
    if (info && !pending) window.location.replace(supplierPath(lang, "account"));
  }, [info, pending]);

  if (failure) return <FormMessage kind="error">{failure}</FormMessage>;
  if (!pending) {
    return (
      <p className="auth-status" role="status">
        <span className="spinner" aria-hidden="true" />
        {t("loading")}
      </p>
    );
  }
  return (
    <>
      <RegistrationSteps lang={lang} current={2} />
      <div className="auth-done" data-testid="supplier-submitted">
        <span className="auth-done-icon" aria-hidden="true">
          ✓
        </span>
        <p className="auth-done-text">{t("status_pending")}</p>
        <p>{t("successText")}</p>
      </div>
      <p className="auth-actions">
        <a className="button button--primary button--block" href={supplierPath(lang, "account")} data-testid="supplier-success-account">
          {t("toAccount")}
        </a>
      </p>
    </>
  );
}

/** The island: the texts come in the page's language (no catalog in the page's JavaScript: text.ts). */
export default function SupplierSubmitted({ lang, texts }: { lang: UrlLang; texts: SupplierTexts }) {
  return (
    <SupplierTextsProvider value={{ lang, texts }}>
      <SupplierSubmittedContent lang={lang} />
    </SupplierTextsProvider>
  );
}
