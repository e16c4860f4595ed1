import type { UrlLang } from "@portal/contract/locales";
import { translator } from "../i18n/define.ts";
import { Island } from "../islands/Island.tsx";
import CommentThread, { formatCommentDate, type CommentEndpoints, type CommentLabels, type CommentPage } from "./CommentThread.island.tsx";
import { commentMessages, pagerMessages } from "./messages.ts";

/** The comment thread's texts in the page's language (built on the server: only that language travels). */
export function commentLabels(lang: UrlLang): CommentLabels {
  const t = translator(commentMessages, lang);
  const keys = Object.keys(commentMessages[lang]) as Array<Exclude<keyof CommentLabels, "loading">>;
  return { ...(Object.fromEntries(keys.map((key) => [key, t(key)])) as Omit<CommentLabels, "loading">), loading: translator(pagerMessages, lang)("loading") };
}

/**
 * The comment thread as a page renders it: the island (hydrated when it comes into view) with its first page, the
 * dates of that page formatted here, and its texts. `endpoints` are the item's catalogue endpoints (news:
 * newsApi.comments, newsApi.comment); `max` the longest comment the contract allows for that item.
 */
export function Comments({
  lang,
  id,
  initial,
  max,
  endpoints,
  className,
}: {
  lang: UrlLang;
  id: number;
  initial: CommentPage | null;
  max: number;
  endpoints: CommentEndpoints;
  className?: string;
}) {
  const first = initial ?? { items: [], total: 0, page: 1, pageSize: 10 };
  const dates = Object.fromEntries(first.items.map((c) => [c.id, formatCommentDate(c.createdAt, lang)]));
  return (
    <Island
      component={CommentThread}
      when="visible"
      className={className ?? "comment-thread-island"}
      props={{ lang, id, initial: first, dates, max, endpoints, labels: commentLabels(lang) }}
    />
  );
}
