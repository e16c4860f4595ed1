import { createApiClient, fetchTransport, type ApiClient, type Transport } from "@portal/contract/api-client";
import { urlLangToApiLocale, type UrlLang } from "@portal/contract/locales";
import { STORAGE_KEYS, safeStorage } from "../browser/storage-keys.ts";

/**
 * The shared API client (spec §7) in the browser: fetch, the page's language, and the member's token from local
 * storage when there is one (spec §6) — or, for /api/v1.0/supplier paths, the supplier's token (never the member's). Islands and the member area call through it; loaders use the server's
 * in-process client (context.apiFor) instead. `transport`: another fetch (the players' `keepalive` saves of the
 * playback position, features/program/playback.ts).
 */
export function browserClient(lang: UrlLang, transport: Transport = fetchTransport): ApiClient {
  return createApiClient({
    transport,
    getLocale: () => urlLangToApiLocale(lang),
    getMemberToken: () => safeStorage("local")?.getItem(STORAGE_KEYS.memberToken) ?? null,
    getSupplierToken: () => safeStorage("local")?.getItem(STORAGE_KEYS.supplierToken) ?? null,
  });
}
