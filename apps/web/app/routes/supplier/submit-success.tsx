import type { Route } from "./+types/submit-success";
import { Island } from "../../islands/Island.tsx";
import SupplierSubmitted from "../../features/supplier/SupplierSubmitted.island.tsx";
import { SupplierScreen, SupplierTendersLink, supplierMeta, supplierScreen } from "../../features/supplier/supplier-screen.tsx";
import { supplierText, supplierTexts } from "../../features/supplier/texts-catalog.ts";
import "../../features/identity/member.css";

/**
 * /{lang}/supplier/submit/success: the registration was sent (status pending); on to the account to follow it. The
 * page says "under review" only to the supplier whose registration is (an island reads the status with the
 * supplier token): nobody else is told so (issue 21).
 */
export const loader = ({ params }: Route.LoaderArgs) => supplierScreen(params.lang, "successTitle");
export const meta: Route.MetaFunction = ({ matches }) => supplierMeta(matches, "successTitle");

export default function SupplierSubmittedPage({ loaderData }: Route.ComponentProps) {
  const { lang } = loaderData;
  const t = supplierText(lang);
  return (
    <SupplierScreen title={t("successTitle")} centered testId="supplier-success-page">
      <Island component={SupplierSubmitted} props={{ lang, texts: supplierTexts(lang) }} />
      <SupplierTendersLink lang={lang} />
    </SupplierScreen>
  );
}
