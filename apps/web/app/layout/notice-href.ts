import type { UrlLang } from "@portal/contract/locales";
import type { NoticeItem } from "@portal/contract/schemas/common";
import { isHttpLink } from "@portal/contract/link-rules";

/** Where a notice leads: its own link (http(s) or a path of this site), else its notice-detail page. */
export function noticeHref(notice: Pick<NoticeItem, "id" | "url">, lang: UrlLang): string {
  const url = notice.url?.trim();
  if (url && (isHttpLink(url) || (url.startsWith("/") && !url.startsWith("//")))) return url;
  return `/${lang}/notice-detail/${notice.id}`;
}
