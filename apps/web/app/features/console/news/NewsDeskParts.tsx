import { useMemo } from "react";
import type { UrlLang } from "@portal/contract/locales";
import type { NewsStatus } from "@portal/contract/schemas/news/console";
import { INTL_LOCALE, MACAU_TIME_ZONE } from "../../../i18n/intl.ts";

/** Pieces the news desk's screens share: the status badge and Macau times. */

export function StatusBadge({ status, label }: { status: NewsStatus; label: string }) {
  return (
    <span className={`news-status news-status--${status}`} data-status={status}>
      {label}
    </span>
  );
}

/** Formats an instant as a date and time in Macau, in the console's language (the same on server and browser). */
export function useMacauTime(lang: UrlLang): (iso: string) => string {
  return useMemo(() => {
    const format = new Intl.DateTimeFormat(INTL_LOCALE[lang], { dateStyle: "medium", timeStyle: "short", timeZone: MACAU_TIME_ZONE });
    return (iso: string) => {
      const time = Date.parse(iso);
      return Number.isNaN(time) ? "" : format.format(time);
    };
  }, [lang]);
}
