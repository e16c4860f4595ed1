import type { UrlLang } from "@portal/contract/locales";
import type { SupplierInfo } from "@portal/contract/schemas/supplier";
import { FRAME_EVENTS, STORAGE_KEYS, safeStorage } from "../../browser/storage-keys.ts";

/**
 * The supplier's token in the browser (spec §6: a token of its own, apart from the member's). While registering it
 * is the bind ticket ("supb_…", from supplier/bind), then the session token ("sup_…"). The shared client sends it
 * for /api/v1.0/supplier paths only (data/browser-client.ts).
 */
export function supplierToken(): string | null {
  return safeStorage("local")?.getItem(STORAGE_KEYS.supplierToken) ?? null;
}
export const isSupplierSession = (token: string | null): token is string => !!token && token.startsWith("sup_");
export const isBindTicket = (token: string | null): token is string => !!token && token.startsWith("supb_");

/** The header's name (layout/Member.island.tsx) follows the supplier's sign-in and sign-out in this tab too. */
const tellHeader = () => window.dispatchEvent(new Event(FRAME_EVENTS.member));

export function storeSupplierToken(token: string): void {
  const storage = safeStorage("local");
  storage?.setItem(STORAGE_KEYS.supplierToken, token);
  if (!isSupplierSession(token)) storage?.removeItem(STORAGE_KEYS.supplierInfo);
  tellHeader();
}
/** The company's names for the header, kept each time the supplier's record is read. */
export function storeSupplierNames(info: Pick<SupplierInfo, "companyNameZh" | "companyNameEn">): void {
  safeStorage("local")?.setItem(STORAGE_KEYS.supplierInfo, JSON.stringify({ zh: info.companyNameZh, en: info.companyNameEn }));
  tellHeader();
}
export function endSupplierSession(): void {
  const storage = safeStorage("local");
  storage?.removeItem(STORAGE_KEYS.supplierToken);
  storage?.removeItem(STORAGE_KEYS.supplierInfo);
  tellHeader();
}

export type SupplierScreen = "login" | "bind" | "form" | "submit/success" | "account" | "account/setting" | "password-reset";
/** The address of a supplier screen (spec §2 Supplier routes). */
export const supplierPath = (lang: UrlLang, screen: SupplierScreen) => `/${lang}/supplier/${screen}`;
