import { fetchTransport } from "@portal/contract/api-client";
import { CONSOLE_LANG_COOKIE } from "@portal/contract/console";
import { staffApi } from "@portal/contract/endpoints/staff";
import type { UrlLang } from "@portal/contract/locales";
import { browserClient } from "../../data/browser-client.ts";
import { dataCall, type DataCall } from "../../data/call.ts";
import { csrfTransport } from "../../data/csrf-transport.ts";

/**
 * The console's calls from the browser: the shared client (data/browser-client.ts) over a transport that adds the
 * CSRF token to every write (data/csrf-transport.ts). The staff session is the httpOnly `console_session` cookie,
 * which the browser sends itself (same origin); no token is read or kept by a script, and the client sends no member
 * token on console paths (packages/contract/src/api-client.ts).
 */

/** One CSRF token for the page's whole life, whatever the language: it is the browser's, not a call's. */
const transport = csrfTransport(fetchTransport, async () => (await dataCall(browserClient("en"))(staffApi.csrf)).csrfToken);

export function consoleCall(lang: UrlLang): DataCall {
  return dataCall(browserClient(lang, transport));
}

/** Keeps the console's language for this browser (a year; ADR 0014): the server renders the console in it. */
export function rememberConsoleLang(lang: UrlLang): void {
  const secure = location.protocol === "https:" ? "; secure" : "";
  document.cookie = `${CONSOLE_LANG_COOKIE}=${lang}; path=/; max-age=31536000; samesite=strict${secure}`;
}
