import { useMemo } from "react";
import { Link, useNavigate } from "react-router";
import type { Route } from "./+types/account";
import type { RouteHandle } from "../../context.ts";
import { supplierApi } from "@portal/contract/endpoints/supplier";
import { FormMessage } from "../../components/Form.tsx";
import { browserClient } from "../../data/browser-client.ts";
import { dataCall } from "../../data/call.ts";
import { macauDate } from "../../layout/macau-time.ts";
import { SupplierScreen, supplierMeta, supplierScreen, supplierText } from "../../features/supplier/SupplierParts.tsx";
import { endSupplierSession, supplierPath } from "../../features/supplier/session.ts";
import { useSupplierInfo } from "../../features/supplier/use-supplier-info.ts";
import "../../features/member/member.css";
import "../../features/supplier/supplier.css";

/** /{lang}/supplier/account: where the registration stands (pending, approved, rejected with the reason) and the company. */
export const handle: RouteHandle = { hydrate: "app" };
export const loader = ({ params }: Route.LoaderArgs) => supplierScreen(params.lang, "accountTitle");
export const meta: Route.MetaFunction = ({ matches }) => supplierMeta(matches, "accountTitle");

export default function SupplierAccount({ loaderData }: Route.ComponentProps) {
  const { lang } = loaderData;
  const t = supplierText(lang);
  const navigate = useNavigate();
  const call = useMemo(() => dataCall(browserClient(lang)), [lang]);
  const { info, failure } = useSupplierInfo(lang, call, t("networkError"));

  const signOut = async () => {
    await call(supplierApi.logout).catch(() => null);
    endSupplierSession();
    void navigate(supplierPath(lang, "login"));
  };

  return (
    <SupplierScreen title={t("accountTitle")} wide testId="supplier-account-page">
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
            <Link className="button button--primary" to={supplierPath(lang, "account/setting")} data-testid="supplier-setting-link">
              {t("settingLink")}
            </Link>
            <button type="button" className="button" onClick={() => void signOut()} data-testid="supplier-logout">
              {t("logout")}
            </button>
          </div>
        </>
      )}
    </SupplierScreen>
  );
}
