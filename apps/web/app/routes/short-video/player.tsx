import { shortVideoApi } from "@portal/contract/endpoints/short-video";
import { urlLangToApiLocale } from "@portal/contract/locales";
import type { Route } from "./+types/player";
import { loadOptional, loadOrFail } from "../../data/load.server.ts";
import { idParam, langOf, slugQuery } from "../../data/route-params.ts";
import { likeMessages } from "../../components/messages.ts";
import { shortVideoMessages } from "../../features/short-video/messages.ts";
import { shortVideoListHref } from "../../features/short-video/paths.ts";
import { SHORTS_BATCH } from "../../features/short-video/player-batch.ts";
import ShortVideoPlayer from "../../features/short-video/ShortVideoPlayer.island.tsx";
import "../../features/short-video/short-video.css";
import { translator } from "../../i18n/define.ts";
import { Island } from "../../islands/Island.tsx";
import { pageMeta } from "../../layout/meta.ts";
import type { RouteHandle } from "../../context.ts";

export const handle: RouteHandle = { query: { category: slugQuery } };

/**
 * short-video/{id} (docs/media.md): the swipe player from one clip on — the list's order (of ?category= when it
 * names one), wrapping round; the page holds the first few clips, the player fetches the rest as the viewer goes.
 * An unknown or hidden clip is the 404 page.
 */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const lang = langOf(params.lang);
  const id = idParam(params.id);
  const api = context.apiFor(urlLangToApiLocale(lang));
  const wanted = new URL(request.url).searchParams.get("category");
  const categories = (await loadOptional(api, shortVideoApi.categories)) ?? [];
  const category = categories.find((c) => c.slug === wanted)?.slug;
  const list = await loadOrFail(api, shortVideoApi.playList, { query: { id, category, size: SHORTS_BATCH } });
  const first = list.items[0];
  const t = translator(shortVideoMessages, lang);
  const breadcrumb = [{ title: t("title"), path: "short-video" }, ...(first ? [{ title: first.title }] : [])];
  return { lang, category, items: list.items, breadcrumb };
}

export const meta: Route.MetaFunction = ({ matches, params, data: page }) => {
  const t = translator(shortVideoMessages, langOf(params.lang));
  const first = page?.items[0];
  return pageMeta(matches, {
    title: first ? `${first.title} – ${t("title")}` : t("title"),
    description: first?.description ?? t("description"),
    canonical: first ? `/${langOf(params.lang)}/short-video/${first.id}` : undefined,
    ogType: "video.other",
    image: first?.poster ?? null,
  });
};

export default function ShortVideoPlayerPage({ loaderData }: Route.ComponentProps) {
  const { lang, category, items } = loaderData;
  const t = translator(shortVideoMessages, lang);
  const like = translator(likeMessages, lang);
  return (
    <main id="main" className="shorts-page" data-testid="short-video-player-page">
      <div className="container shorts-page__bar">
        <h1 className="shorts-page__title">{t("title")}</h1>
        <a href={shortVideoListHref(lang, category)}>{t("back")}</a>
      </div>
      <Island
        component={ShortVideoPlayer}
        props={{
          lang,
          items,
          category,
          labels: {
            region: t("playerLabel"),
            help: t("playerHelp"),
            clipOf: t("clipOf"),
            play: t("play"),
            pause: t("pause"),
            mute: t("mute"),
            unmute: t("unmute"),
            previous: t("previous"),
            next: t("next"),
            share: t("share"),
            shareCopied: t("shareCopied"),
            shareFailed: t("shareFailed"),
            like: { like: like("like"), liked: like("liked"), count: like("count"), failed: like("failed") },
          },
        }}
      />
    </main>
  );
}
