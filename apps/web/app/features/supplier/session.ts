import type { UrlLang } from "@portal/contract/locales";
import { STORAGE_KEYS, safeStorage } from "../../layout/storage-keys.ts";

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

export function storeSupplierToken(token: string): void {
  safeStorage("local")?.setItem(STORAGE_KEYS.supplierToken, token);
}
export function endSupplierSession(): void {
  safeStorage("local")?.removeItem(STORAGE_KEYS.supplierToken);
}

export type SupplierScreen = "login" | "bind" | "form" | "submit/success" | "account" | "account/setting" | "password-reset";
/** The address of a supplier screen (spec §2 Supplier routes). */
export const supplierPath = (lang: UrlLang, screen: SupplierScreen) => `/${lang}/supplier/${screen}`;
