import { PODCAST_FEED_PATH } from "@portal/contract/schemas/podcast";
import type { UrlLang } from "@portal/contract/locales";
import { translator } from "../../i18n/define.ts";
import type { PodcastLinkProps } from "../../layout/PodcastLink.island.tsx";
import { podcastMessages } from "./messages.ts";

/** The feed's path in a language: Traditional Chinese is the default feed (modules/podcast/routes.ts). */
export function feedPath(lang: UrlLang): string {
  return lang === "zh-hant" ? PODCAST_FEED_PATH : `${PODCAST_FEED_PATH}?lang=${lang}`;
}

/** The podcast link island's props in a language (the header's icon, the podcast page's subscribe button). */
export function podcastLinkProps(lang: UrlLang, variant: PodcastLinkProps["variant"]): PodcastLinkProps {
  const t = translator(podcastMessages, lang);
  return {
    feedPath: feedPath(lang),
    pageHref: `/${lang}/podcast`,
    variant,
    labels: {
      open: variant === "icon" ? t("podcastLink") : t("subscribe"),
      title: t("dialogTitle"),
      text: t("dialogText"),
      feedLabel: t("feedLabel"),
      copy: t("copy"),
      copied: t("copied"),
      failed: t("copyFailed"),
      toastTitle: t("toastTitle"),
      close: t("close"),
      page: t("listenPage"),
    },
  };
}
