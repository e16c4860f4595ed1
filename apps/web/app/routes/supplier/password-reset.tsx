import type { Route } from "./+types/password-reset";
import { Island } from "../../islands/Island.tsx";
import SupplierReset from "../../features/supplier/SupplierReset.island.tsx";
import { SupplierScreen, supplierMeta, supplierScreen } from "../../features/supplier/supplier-screen.tsx";
import { supplierText, supplierTexts } from "../../features/supplier/texts-catalog.ts";
import { passwordPairLabels } from "../../features/identity/NewPasswordFields.tsx";
import "../../features/identity/member.css";

/**
 * /{lang}/supplier/password-reset: a forgotten supplier password, reset with a code sent to the account's mobile
 * (not in the spec's routes: docs/suppliers.md). Server-rendered; the form is an island.
 */
export const loader = ({ params }: Route.LoaderArgs) => supplierScreen(params.lang, "resetTitle");
export const meta: Route.MetaFunction = ({ matches }) => supplierMeta(matches, "resetTitle");

export default function SupplierResetPage({ loaderData }: Route.ComponentProps) {
  const { lang } = loaderData;
  const t = supplierText(lang);
  return (
    <SupplierScreen title={t("resetTitle")} lead={t("resetLead")} testId="supplier-reset-page">
      <Island component={SupplierReset} props={{ lang, texts: supplierTexts(lang), passwordLabels: passwordPairLabels(lang) }} />
    </SupplierScreen>
  );
}
