import type { Route } from "./+types/login";
import { Island } from "../../islands/Island.tsx";
import SupplierLogin from "../../features/supplier/SupplierLogin.island.tsx";
import { SupplierScreen, SupplierTendersLink, supplierMeta, supplierScreen } from "../../features/supplier/supplier-screen.tsx";
import { supplierText, supplierTexts } from "../../features/supplier/texts-catalog.ts";
import "../../features/identity/member.css";

/** Supplier sign-in, /{lang}/supplier/login: the page is server-rendered, the form an island. */
export const loader = ({ params }: Route.LoaderArgs) => supplierScreen(params.lang, "loginTitle");
export const meta: Route.MetaFunction = ({ matches }) => supplierMeta(matches, "loginTitle", { index: true });

export default function SupplierLoginPage({ loaderData }: Route.ComponentProps) {
  const { lang } = loaderData;
  const t = supplierText(lang);
  return (
    <SupplierScreen title={t("loginTitle")} lead={t("loginLead")} testId="supplier-login-page">
      <Island component={SupplierLogin} props={{ lang, texts: supplierTexts(lang) }} />
      <SupplierTendersLink lang={lang} />
    </SupplierScreen>
  );
}
