import type { ReactNode } from "react";
import type { UrlLang } from "@portal/contract/locales";
import type { MetaDescriptor } from "react-router";
import { AuthScreen, memberMeta, screenLang } from "../identity/AuthScreen.tsx";
import type { SupplierKey } from "./text.ts";
import { supplierText } from "./texts-catalog.ts";

/** Shared by the pages of routes/supplier/ (server-rendered; the forms are islands): language, breadcrumb, meta, the card. */

/** A screen's loader data: its language and breadcrumb (Suppliers, then the screen). */
export function supplierScreen(langParam: string | undefined, title: SupplierKey) {
  const lang = screenLang(langParam);
  const t = supplierText(lang);
  return { lang, breadcrumb: [{ title: t("area"), path: "supplier/login" }, { title: t(title) }] };
}

/** Title with the site's name; the supplier screens are personal, so not indexed (the login screen is). */
export function supplierMeta(matches: Parameters<typeof memberMeta>[0], title: SupplierKey, options: { index?: boolean } = {}): MetaDescriptor[] {
  return memberMeta(matches, (lang) => supplierText(lang)(title), options);
}

export function SupplierScreen(props: { title: string; lead?: string; wide?: boolean; centered?: boolean; testId: string; children: ReactNode }) {
  return <AuthScreen {...props} />;
}


/** The tender notices, from the supplier area (server-rendered under the card's content: login, account, submitted). */
export function SupplierTendersLink({ lang }: { lang: UrlLang }) {
  const t = supplierText(lang);
  return (
    <p className="auth-switch supplier-tenders">
      {t("tendersText")}{" "}
      <a href={`/${lang}/tendering`} data-testid="supplier-tenders-link">
        {t("tendersLink")}
      </a>
    </p>
  );
}
