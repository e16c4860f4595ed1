import { apiLocaleToUrlLang, isUrlLang, parseApiLocale, type UrlLang } from "./locales.ts";

/**
 * The newsroom console's pages (docs/console.md "The console's screens"; ADR 0014): under `/console`, outside the
 * site's `/{lang}/` addresses. The server renders them for the one staff member who asks (never from the page
 * cache, `Cache-Control: private, no-store`) and lets their render see the request's cookies, which no public page
 * render does.
 */
export const CONSOLE_PAGE_PATH = "/console";

/** Whether a request path is a console page, or React Router's data request for one (`/console.data`, `/console/….data`). */
export function isConsolePage(path: string): boolean {
  return path === CONSOLE_PAGE_PATH || path.startsWith(`${CONSOLE_PAGE_PATH}/`) || path === `${CONSOLE_PAGE_PATH}.data`;
}

/** The cookie that keeps the console's language, a preference of the browser (ADR 0014): not in the address. */
export const CONSOLE_LANG_COOKIE = "console_lang";

/** One cookie's value from a `Cookie` header, or null. */
export function cookieValue(header: string | null | undefined, name: string): string | null {
  for (const part of (header ?? "").split(";")) {
    const at = part.indexOf("=");
    if (at > 0 && part.slice(0, at).trim() === name) return part.slice(at + 1).trim();
  }
  return null;
}

/** The console's language: the chosen one (its cookie), else the browser's first known language, else zh-hant. */
export function consoleLangOf(cookieHeader: string | null | undefined, acceptLanguage: string | null | undefined): UrlLang {
  const chosen = cookieValue(cookieHeader, CONSOLE_LANG_COOKIE);
  if (isUrlLang(chosen)) return chosen;
  return apiLocaleToUrlLang(parseApiLocale(acceptLanguage));
}
