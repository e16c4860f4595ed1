import type { UrlLang } from "@portal/contract/locales";
import { translator } from "../i18n/define.ts";
import { Island } from "../islands/Island.tsx";
import LikeButton, { type LikeEndpoints } from "./LikeButton.island.tsx";
import { likeMessages } from "./messages.ts";

/**
 * The like button as a page renders it: the island (hydrated when it comes into view) with its texts in the page's
 * language. `endpoints` are the item's catalogue endpoints (news: newsApi.likeState, .like, .likeCancel).
 */
export function Like({ lang, id, likeCount, endpoints, className }: { lang: UrlLang; id: number; likeCount: number; endpoints: LikeEndpoints; className?: string }) {
  const t = translator(likeMessages, lang);
  return (
    <Island
      component={LikeButton}
      when="visible"
      as="span"
      className={className ?? "like-island"}
      props={{ lang, id, likeCount, endpoints, labels: { like: t("like"), liked: t("liked"), count: t("count"), failed: t("failed") } }}
    />
  );
}
