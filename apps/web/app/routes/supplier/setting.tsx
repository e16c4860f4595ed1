import type { Route } from "./+types/setting";
import { Island } from "../../islands/Island.tsx";
import SupplierSetting from "../../features/supplier/SupplierSetting.island.tsx";
import { SupplierScreen, supplierMeta, supplierScreen } from "../../features/supplier/supplier-screen.tsx";
import { supplierText, supplierTexts } from "../../features/supplier/texts-catalog.ts";
import { passwordPairLabels } from "../../features/identity/NewPasswordFields.tsx";
import "../../features/identity/member.css";
import "../../features/supplier/supplier.css";

/** /{lang}/supplier/account/setting: the company details, a new mobile with its code and the password (an island). */
export const loader = ({ params }: Route.LoaderArgs) => supplierScreen(params.lang, "settingTitle");
export const meta: Route.MetaFunction = ({ matches }) => supplierMeta(matches, "settingTitle");

export default function SupplierSettingPage({ loaderData }: Route.ComponentProps) {
  const { lang } = loaderData;
  const t = supplierText(lang);
  return (
    <SupplierScreen title={t("settingTitle")} wide testId="supplier-setting-page">
      <Island component={SupplierSetting} props={{ lang, texts: supplierTexts(lang), passwordLabels: passwordPairLabels(lang) }} />
    </SupplierScreen>
  );
}
