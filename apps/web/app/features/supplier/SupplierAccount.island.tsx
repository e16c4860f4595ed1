import { useMemo } from "react";
import type { UrlLang } from "@portal/contract/locales";
import { supplierApi } from "@portal/contract/endpoints/supplier";
import { FormMessage } from "../../components/Form.tsx";
import { browserClient } from "../../data/browser-client.ts";
import { dataCall } from "../../data/call.ts";
import { macauDate } from "../../layout/macau-time.ts";
import { endSupplierSession, supplierPath } from "./session.ts";
import { useSupplierInfo } from "./use-supplier-info.ts";
import { SupplierTextsProvider, useSupplierText, type SupplierTexts } from "./text.ts";

/** /{lang}/supplier/account: where the registration stands (pending, approved, rejected with the reason) and the company. */

function SupplierAccountContent({ lang }: { lang: UrlLang }) {
  const t = useSupplierText();
  const call = useMemo(() => dataCall(browserClient(lang)), [lang]);
  const { info, failure } = useSupplierInfo(lang, call, t("networkError"));

  const signOut = async () => {
    await call(supplierApi.logout).catch(() => null);
    endSupplierSession();
    window.location.assign(supplierPath(lang, "login"));
  };

  return (
    <>
      {failure ? <FormMessage kind="error">{failure}</FormMessage> : null}
      {!info ? (
        failure ? null : (
          <p className="auth-status" role="status">
            <span className="spinner" aria-hidden="true" />
            {t("loading")}
          </p>
        )
      ) : (
        <>
          <section className="supplier-status" data-status={info.status} aria-labelledby="supplier-status-title" data-testid="supplier-status">
            <h2 className="supplier-status__label" id="supplier-status-title">
              {t("statusTitle")}
              <span className="supplier-status__badge">{t(`status_${info.status}`)}</span>
            </h2>
            <p>{t(`statusText_${info.status}`)}</p>
            {info.statusReason ? (
              <p>
                <strong>{t("reason")}: </strong>
                {info.statusReason}
              </p>
            ) : null}
          </section>
          <h2 className="form-section-title">{t("companyInfo")}</h2>
          <dl className="supplier-details" data-testid="supplier-details">
            {(
              [
                ["companyNameZh", info.companyNameZh],
                ["companyNameEn", info.companyNameEn],
                ["businessRegistrationNo", info.businessRegistrationNo],
                ["contactPerson", info.contactPerson],
                ["mobile", info.mobile],
                ["email", info.email],
                ["address", info.address],
                ["accountName", info.username],
                ["submittedAt", macauDate(Date.parse(info.submittedAt))],
                ...(info.reviewedAt ? ([["reviewedAt", macauDate(Date.parse(info.reviewedAt))]] as const) : []),
              ] as const
            ).map(([key, value]) => (
              <div key={key}>
                <dt>{t(key)}</dt>
                <dd data-testid={`supplier-${key}`}>{value}</dd>
              </div>
            ))}
            <div>
              <dt>{t("documentsReceived")}</dt>
              <dd>
                <ul className="supplier-documents">
                  {info.files.map((file) => (
                    <li key={file.path}>{t(file.kind)}</li>
                  ))}
                </ul>
              </dd>
            </div>
          </dl>
          <div className="supplier-nav">
            <a className="button button--primary" href={supplierPath(lang, "account/setting")} data-testid="supplier-setting-link">
              {t("settingLink")}
            </a>
            <button type="button" className="button" onClick={() => void signOut()} data-testid="supplier-logout">
              {t("logout")}
            </button>
          </div>
        </>
      )}
    </>
  );
}

/** The island: the texts come in the page's language (no catalog in the page's JavaScript: text.ts). */
export default function SupplierAccount({ lang, texts }: { lang: UrlLang; texts: SupplierTexts }) {
  return (
    <SupplierTextsProvider value={{ lang, texts }}>
      <SupplierAccountContent lang={lang} />
    </SupplierTextsProvider>
  );
}
