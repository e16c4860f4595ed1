import type { Route } from "./+types/bind";
import { Island } from "../../islands/Island.tsx";
import SupplierBind from "../../features/supplier/SupplierBind.island.tsx";
import { SupplierScreen, supplierMeta, supplierScreen } from "../../features/supplier/supplier-screen.tsx";
import { supplierText, supplierTexts } from "../../features/supplier/texts-catalog.ts";
import "../../features/identity/member.css";

/**
 * /{lang}/supplier/bind, the first step of a registration: "bind" a Macau mobile to it (docs/suppliers.md). The page is
 * server-rendered; the form (mobile, captcha, code) is an island.
 */
export const loader = ({ params }: Route.LoaderArgs) => supplierScreen(params.lang, "bindTitle");
export const meta: Route.MetaFunction = ({ matches }) => supplierMeta(matches, "bindTitle", { index: true });

export default function SupplierBindPage({ loaderData }: Route.ComponentProps) {
  const { lang } = loaderData;
  const t = supplierText(lang);
  return (
    <SupplierScreen title={t("bindTitle")} lead={t("bindLead")} testId="supplier-bind-page">
      <Island component={SupplierBind} props={{ lang, texts: supplierTexts(lang) }} />
    </SupplierScreen>
  );
}
