import { createApiClient, fetchTransport, type ApiClient } from "@portal/contract/api-client";
import { urlLangToApiLocale, type UrlLang } from "@portal/contract/locales";
import { STORAGE_KEYS, safeStorage } from "../layout/storage-keys.ts";

/**
 * The shared API client (spec §7) in the browser: fetch, the page's language, and the member's token from local
 * storage when there is one (spec §6) — or, for /api/v1.0/supplier paths, the supplier's token (never the member's). Islands and the member area call through it; loaders use the server's
 * in-process client (context.apiFor) instead.
 */
export function browserClient(lang: UrlLang): ApiClient {
  return createApiClient({
    transport: fetchTransport,
    getLocale: () => urlLangToApiLocale(lang),
    getMemberToken: () => safeStorage("local")?.getItem(STORAGE_KEYS.memberToken) ?? null,
    getSupplierToken: () => safeStorage("local")?.getItem(STORAGE_KEYS.supplierToken) ?? null,
  });
}
