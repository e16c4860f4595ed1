import { Link } from "react-router";
import type { Route } from "./+types/submit-success";
import { RegistrationSteps } from "../../features/supplier/RegistrationSteps.tsx";
import { SupplierTextsProvider } from "../../features/supplier/text.ts";
import { supplierText, supplierTexts } from "../../features/supplier/texts-catalog.ts";
import { SupplierScreen, supplierMeta, supplierScreen } from "../../features/supplier/supplier-screen.tsx";
import { supplierPath } from "../../features/supplier/session.ts";
import "../../features/member/member.css";

/** /{lang}/supplier/submit/success: the registration was sent (status pending); on to the account to follow it. */
export const loader = ({ params }: Route.LoaderArgs) => supplierScreen(params.lang, "successTitle");
export const meta: Route.MetaFunction = ({ matches }) => supplierMeta(matches, "successTitle");

export default function SupplierSubmitted({ loaderData }: Route.ComponentProps) {
  const { lang } = loaderData;
  const t = supplierText(lang);
  return (
    <SupplierScreen title={t("successTitle")} centered testId="supplier-success-page">
      <SupplierTextsProvider value={{ lang, texts: supplierTexts(lang) }}>
        <RegistrationSteps lang={lang} current={2} />
      </SupplierTextsProvider>
      <div className="auth-done">
        <span className="auth-done-icon" aria-hidden="true">
          ✓
        </span>
        <p className="auth-done-text">{t("status_pending")}</p>
        <p>{t("successText")}</p>
      </div>
      <p className="auth-actions">
        <Link className="button button--primary button--block" to={supplierPath(lang, "account")} data-testid="supplier-success-account">
          {t("toAccount")}
        </Link>
      </p>
    </SupplierScreen>
  );
}
