import { liveApi } from "@portal/contract/endpoints/broadcast";
import { settingsApi } from "@portal/contract/endpoints/settings";
import { urlLangToApiLocale } from "@portal/contract/locales";
import type { Route } from "./+types/live";
import { loadOptional, loadOrFail } from "../../data/load.server.ts";
import { langOf, slugQuery } from "../../data/route-params.ts";
import { ChannelCards } from "../../features/broadcast/ChannelCards.tsx";
import LivePlayer from "../../features/broadcast/LivePlayer.island.tsx";
import { ScrollToNowScript } from "../../features/broadcast/ScrollToNowScript.tsx";
import { livePath, schedulePath } from "../../features/broadcast/live-paths.ts";
import { liveMessages } from "../../features/broadcast/messages.ts";
import { OnAir } from "../../features/broadcast/OnAir.tsx";
import { livePlayerProps } from "../../features/broadcast/player-props.ts";
import { translator } from "../../i18n/define.ts";
import { Island } from "../../islands/Island.tsx";
import { pageMeta } from "../../layout/meta.ts";
import { pageTitle } from "../../layout/page-title.ts";
import type { RouteHandle } from "../../context.ts";
import "../../features/broadcast/live.css";

/** The staff's live notice (message template). */
export const LIVE_NOTICE_SLUG = "live_notice";

export const handle: RouteHandle = { query: { channel: slugQuery } };

/**
 * live: the TV and radio channels (?channel=code, else the first), what is on now and next, the player, the live
 * notice. The page is the same for every visitor and holds no stream address: the player island asks for one
 * from the browser, where the region limit (spec §1) applies to the visitor's own address.
 */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const lang = langOf(params.lang);
  const api = context.apiFor(urlLangToApiLocale(lang));
  const [channels, notice] = await Promise.all([
    loadOrFail(api, liveApi.list),
    loadOptional(api, settingsApi.messageTemplate, {
      query: { slug: LIVE_NOTICE_SLUG },
    }),
  ]);
  const wanted = new URL(request.url).searchParams.get("channel");
  const channel = channels.find((c) => c.id === wanted) ?? channels[0] ?? null;
  return { lang, channels, channel, notice };
}

export const meta: Route.MetaFunction = ({ matches, params, data }) => {
  const t = translator(liveMessages, langOf(params.lang));
  const title = pageTitle(t("liveTitle"), data?.channel?.name);
  return pageMeta(matches, { title, description: t("liveDescription") });
};

export default function Live({ loaderData }: Route.ComponentProps) {
  const { lang, channels, channel, notice } = loaderData;
  const t = translator(liveMessages, lang);
  return (
    <main id="main" className="live-page container" data-testid="live-page">
      <div className="live-page__head">
        <div>
          <p className="live-page__kicker">{t("liveBadge")}</p>
          <h1 className="live-page__title">{t("liveTitle")}</h1>
          <p className="live-page__lead">{t("liveLead")}</p>
        </div>
      </div>
      {channels.length > 0 ? (
        <nav aria-label={t("channels")}>
          <ul className="channel-tabs" role="list">
            {channels.map((c) => (
              <li key={c.id}>
                <a
                  className="channel-tab"
                  href={livePath(lang, c.id)}
                  aria-current={c.id === channel?.id ? "page" : undefined}
                  data-testid="channel-tab"
                >
                  {c.name}{" "}
                  <span className="channel-tab__kind">{t(c.kind)}</span>
                </a>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
      {channel ? (
        <div className="live-layout">
          <section className="live-player" aria-label={channel.name}>
            <Island
              component={LivePlayer}
              props={livePlayerProps(lang, channel)}
              when="load"
              className="live-player-island"
            />
          </section>
          <aside className="live-info" aria-label={t("onAirNow")}>
            <div>
              <h2 className="live-channel">{channel.name}</h2>
              <p className="live-channel__about">{channel.description}</p>
            </div>
            <OnAir lang={lang} channel={channel} />
            <p>
              <a
                href={schedulePath(lang, { channel: channel.id })}
                data-testid="live-schedule-link"
              >
                {t("fullSchedule")}
              </a>
            </p>
            {notice ? (
              <div className="live-notice" data-testid="live-notice">
                <h2>{notice.title || t("notice")}</h2>
                <div dangerouslySetInnerHTML={{ __html: notice.content }} />
              </div>
            ) : null}
          </aside>
        </div>
      ) : null}
      {channels.length > 0 ? (
        <>
          <h2 className="section-title">{t("channels")}</h2>
          <ChannelCards lang={lang} channels={channels} current={channel?.id} />
        </>
      ) : (
        // A new site before staff add a channel (docs/console.md "The empty site").
        <p className="live-page__lead" data-testid="live-empty">
          {t("noChannels")}
        </p>
      )}
      <ScrollToNowScript />
    </main>
  );
}
