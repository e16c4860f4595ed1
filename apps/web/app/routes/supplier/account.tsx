import type { Route } from "./+types/account";
import { Island } from "../../islands/Island.tsx";
import SupplierAccount from "../../features/supplier/SupplierAccount.island.tsx";
import { SupplierScreen, SupplierTendersLink, supplierMeta, supplierScreen } from "../../features/supplier/supplier-screen.tsx";
import { supplierText, supplierTexts } from "../../features/supplier/texts-catalog.ts";
import "../../features/identity/member.css";
import "../../features/supplier/supplier.css";

/** /{lang}/supplier/account: the registration status and the company, read in the browser with the supplier token (an island). */
export const loader = ({ params }: Route.LoaderArgs) => supplierScreen(params.lang, "accountTitle");
export const meta: Route.MetaFunction = ({ matches }) => supplierMeta(matches, "accountTitle");

export default function SupplierAccountPage({ loaderData }: Route.ComponentProps) {
  const { lang } = loaderData;
  const t = supplierText(lang);
  return (
    <SupplierScreen title={t("accountTitle")} wide testId="supplier-account-page">
      <Island component={SupplierAccount} props={{ lang, texts: supplierTexts(lang) }} />
      <SupplierTendersLink lang={lang} />
    </SupplierScreen>
  );
}
