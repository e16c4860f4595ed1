import type { Route } from "./+types/form";
import { Island } from "../../islands/Island.tsx";
import SupplierForm from "../../features/supplier/SupplierForm.island.tsx";
import { SupplierScreen, supplierMeta, supplierScreen } from "../../features/supplier/supplier-screen.tsx";
import { supplierText, supplierTexts } from "../../features/supplier/texts-catalog.ts";
import { passwordPairLabels } from "../../features/identity/NewPasswordFields.tsx";
import "../../features/identity/member.css";
import "../../features/supplier/supplier.css";

/**
 * /{lang}/supplier/form, the registration form (docs/suppliers.md); needs the bind ticket of supplier/bind. The page is
 * server-rendered; the form, with its uploads, is an island.
 */
export const loader = ({ params }: Route.LoaderArgs) => supplierScreen(params.lang, "formTitle");
export const meta: Route.MetaFunction = ({ matches }) => supplierMeta(matches, "formTitle");

export default function SupplierFormPage({ loaderData }: Route.ComponentProps) {
  const { lang } = loaderData;
  const t = supplierText(lang);
  return (
    <SupplierScreen title={t("formTitle")} lead={t("formLead")} wide testId="supplier-form-page">
      <Island component={SupplierForm} props={{ lang, texts: supplierTexts(lang), passwordLabels: passwordPairLabels(lang) }} />
    </SupplierScreen>
  );
}
