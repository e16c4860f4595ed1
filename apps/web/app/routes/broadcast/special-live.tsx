import { liveApi } from "@portal/contract/endpoints/broadcast";
import { urlLangToApiLocale } from "@portal/contract/locales";
import type { Route } from "./+types/special-live";
import { loadOptional } from "../../data/load.server.ts";
import { langOf } from "../../data/route-params.ts";
import LivePlayer from "../../features/broadcast/LivePlayer.island.tsx";
import { livePath } from "../../features/broadcast/live-paths.ts";
import { liveMessages } from "../../features/broadcast/messages.ts";
import { OnAir } from "../../features/broadcast/OnAir.tsx";
import { livePlayerProps } from "../../features/broadcast/player-props.ts";
import { translator } from "../../i18n/define.ts";
import { INTL_LOCALE, MACAU_TIME_ZONE } from "../../i18n/intl.ts";
import { Island } from "../../islands/Island.tsx";
import { pageMeta } from "../../layout/meta.ts";
import "../../features/broadcast/live.css";

/** The special live of the web's home slot (common/special-live: slug web_home, type web). */
export const SPECIAL_LIVE_SLUG = "web_home";

export async function loader({ params, context }: Route.LoaderArgs) {
  const lang = langOf(params.lang);
  const special = await loadOptional(context.apiFor(urlLangToApiLocale(lang)), liveApi.specialLive, { query: { slug: SPECIAL_LIVE_SLUG, type: "web" } });
  return { lang, special };
}

export const meta: Route.MetaFunction = ({ matches, params, data }) => {
  const t = translator(liveMessages, langOf(params.lang));
  return pageMeta(matches, { title: data?.special?.title ?? t("specialTitle"), description: data?.special?.description });
};

export default function SpecialLivePage({ loaderData }: Route.ComponentProps) {
  const { lang, special } = loaderData;
  const t = translator(liveMessages, lang);
  const when = new Intl.DateTimeFormat(INTL_LOCALE[lang], { dateStyle: "medium", timeStyle: "short", timeZone: MACAU_TIME_ZONE });
  return (
    <main id="main" className="live-page container" data-testid="special-live-page">
      {special ? (
        <>
          <div className="live-page__head">
            <div>
              <p className="live-page__kicker">{special.onAir ? t("specialOnAir") : t("specialUpcoming")}</p>
              <h1 className="live-page__title">{special.title}</h1>
              <p className="special-live__time">
                {t("specialTime", { start: when.format(Date.parse(special.startsAt)), end: when.format(Date.parse(special.endsAt)) })}
              </p>
            </div>
            <a href={livePath(lang)}>{t("specialAllLive")}</a>
          </div>
          <div className="live-layout">
            <section className="live-player" aria-label={special.channel.name}>
              {special.onAir ? (
                <Island component={LivePlayer} props={livePlayerProps(lang, special.channel, special.cover)} when="load" className="live-player-island" />
              ) : special.cover ? (
                <img className="special-live__cover" src={special.cover} alt="" width={1280} height={720} />
              ) : null}
            </section>
            <aside className="live-info">
              <p className="special-live__text">{special.description}</p>
              <h2 className="live-channel">{special.channel.name}</h2>
              <OnAir lang={lang} channel={special.channel} />
            </aside>
          </div>
        </>
      ) : (
        <>
          <h1 className="live-page__title">{t("specialTitle")}</h1>
          <p className="live-page__lead">{t("specialNone")}</p>
          <p>
            <a href={livePath(lang)}>{t("specialAllLive")}</a>
          </p>
        </>
      )}
    </main>
  );
}
