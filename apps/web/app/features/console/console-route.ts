import type { MetaDescriptor } from "react-router";
import { useRouteLoaderData } from "react-router";
import { DEFAULT_URL_LANG, type UrlLang } from "@portal/contract/locales";
import type { StaffMe } from "@portal/contract/schemas/staff";
import { translator } from "../../i18n/define.ts";
import { CONSOLE_ROUTE_ID, type ConsoleData } from "../../layout/page-data.ts";
import { consoleMessages, type ConsoleMessageKey } from "./messages.ts";

/**
 * What the console's route modules share (routes/console/): the ids and data of its two layouts — `console` (every
 * console page: its language) and `console-shell` (the pages of a signed-in staff member: who) — and each page's
 * <title>, never indexed.
 */
export { CONSOLE_ROUTE_ID, type ConsoleData };
export const CONSOLE_SHELL_ROUTE_ID = "console-shell";

export interface ConsoleShellData {
  me: StaffMe;
  /** What the staff member's role is for, in the console's language (the roles call), or null. */
  roleDescription: string | null;
}

/** The console's language (the console layout's data); the default outside it. */
export function useConsoleLang(): UrlLang {
  return useRouteLoaderData<ConsoleData>(CONSOLE_ROUTE_ID)?.lang ?? DEFAULT_URL_LANG;
}

/** The signed-in staff member, on the shell's pages. */
export function useStaff(): ConsoleShellData {
  const data = useRouteLoaderData<ConsoleShellData>(CONSOLE_SHELL_ROUTE_ID);
  if (!data) throw new Error("useStaff outside the console's shell");
  return data;
}

type MetaMatch = { id: string; data?: unknown } | undefined;

/** A console page's <title> in the console's language; `noindex`: staff pages are nobody's search result. */
export function consoleMeta(matches: ReadonlyArray<MetaMatch>, title: ConsoleMessageKey): MetaDescriptor[] {
  const lang = (matches.find((m) => m?.id === CONSOLE_ROUTE_ID)?.data as ConsoleData | undefined)?.lang ?? DEFAULT_URL_LANG;
  const t = translator(consoleMessages, lang);
  return [{ title: t("titleSuffix", { title: t(title) }) }, { name: "robots", content: "noindex, nofollow" }];
}
