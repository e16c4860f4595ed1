import { data } from "react-router";
import { podcastApi } from "@portal/contract/endpoints/podcast";
import { urlLangToApiLocale } from "@portal/contract/locales";
import type { Route } from "./+types/podcast";
import { loadOptional } from "../data/load.server.ts";
import { langOf } from "../data/route-params.ts";
import { PodcastEpisodes } from "../features/podcast/PodcastEpisodes.tsx";
import { podcastMessages } from "../features/podcast/messages.ts";
import { feedPath, podcastLinkProps } from "../features/podcast/podcast-link-props.ts";
import { translator } from "../i18n/define.ts";
import { Island } from "../islands/Island.tsx";
import PodcastLink from "../layout/PodcastLink.island.tsx";
import { pageMeta } from "../layout/meta.ts";
import { pageTitle } from "../layout/page-title.ts";

/**
 * podcast (spec §2): the podcast's episodes, each played in the radio mini player (nothing is fetched before a
 * press; it keeps playing across pages), and the ways to subscribe — the feed's address (spec §7 GET /web/feed) with "copy link".
 */
export async function loader({ params, context }: Route.LoaderArgs) {
  const lang = langOf(params.lang);
  const channel = await loadOptional(context.apiFor(urlLangToApiLocale(lang)), podcastApi.episodes);
  const body = { lang, channel };
  return channel === null ? data(body, { status: 503 }) : body;
}

export const meta: Route.MetaFunction = ({ matches, params, data: page }) => {
  const t = translator(podcastMessages, langOf(params.lang));
  return pageMeta(matches, { title: pageTitle(page?.channel?.title, t("title")), description: t("description"), image: page?.channel?.artwork ?? null });
};

export default function Podcast({ loaderData }: Route.ComponentProps) {
  const { lang, channel } = loaderData;
  const t = translator(podcastMessages, lang);
  return (
    <main id="main" className="podcast-page container" data-testid="podcast-page">
      {channel ? (
        <>
          <div className="podcast-hero">
            <img className="podcast-hero__art" src={channel.artwork} alt="" width={1400} height={1400} />
            <div>
              <p className="podcast-hero__kicker">{t("title")}</p>
              <h1 className="podcast-hero__title">{channel.title}</h1>
              <p className="podcast-hero__lead">{channel.description}</p>
              <div className="podcast-hero__actions">
                <Island component={PodcastLink} props={podcastLinkProps(lang, "button")} as="span" />
                <a className="button" href={feedPath(lang)} type="application/rss+xml">
                  {t("openFeed")}
                </a>
              </div>
            </div>
          </div>
          <PodcastEpisodes lang={lang} podcast={channel.title} episodes={channel.episodes} />
        </>
      ) : (
        <>
          <h1>{t("title")}</h1>
          <p>{t("unavailable")}</p>
        </>
      )}
    </main>
  );
}
