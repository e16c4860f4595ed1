import { data } from "react-router";
import { HOME_TOP_AD_AUTOPLAY_MS, HOME_TOP_AD_SLUG } from "@portal/contract/constants";
import { urlLangToApiLocale } from "@portal/contract/locales";
import type { HomeResponse } from "@portal/contract/schemas/common";
import { homeApi } from "@portal/contract/endpoints/home";
import { newsApi } from "@portal/contract/endpoints/news";
import { foodApi } from "@portal/contract/endpoints/food";
import { liveApi } from "@portal/contract/endpoints/broadcast";
import { programApi } from "@portal/contract/endpoints/program";
import { shortVideoApi } from "@portal/contract/endpoints/short-video";
import type { NewsTopic } from "@portal/contract/schemas/news";
import type { Route } from "./+types/home";
import { HomeSections } from "../features/home/HomeSections.tsx";
import { TopicsBand } from "../features/news/TopicsBand.tsx";
import { FoodBand } from "../features/food/FoodBand.tsx";
import { LiveBand } from "../features/broadcast/LiveBand.tsx";
import { ProgrammesBand } from "../features/program/ProgramParts.tsx";
import { ShortVideoBand } from "../features/short-video/ShortVideoCard.tsx";
import { loadOptional } from "../data/load.server.ts";
import { langOf } from "../data/route-params.ts";
import { homeMessages } from "../features/home/messages.ts";
import { AdSlot } from "../features/shared/AdSlot.tsx";
import { ImageFallbackScript } from "../features/shared/ImageFallbackScript.tsx";
import { translator } from "../i18n/define.ts";
import { pageMeta } from "../layout/meta.ts";

/** Topics, short videos and food stories shown on the home page. */
const HOME_TOPICS = 4;
const HOME_SHORT_VIDEOS = 8;
const HOME_FOOD = 4;

/**
 * The home page's content (homeApi.home). If the call fails (or answers no data) the page still renders with its
 * frame and says so, with status 503 so that the page is not cached.
 */
export async function loader({ params, context }: Route.LoaderArgs) {
  const lang = langOf(params.lang);
  const now = Date.now();
  const api = context.apiFor(urlLangToApiLocale(lang));
  // The bands around the news (live now, programmes, short videos, food, topics): each optional, the page stands
  // without any of them.
  const bandCalls = Promise.all([
    loadOptional(api, liveApi.list),
    loadOptional(api, programApi.focus),
    loadOptional(api, shortVideoApi.list, { query: { pageSize: HOME_SHORT_VIDEOS } }),
    loadOptional(api, foodApi.list, { query: { PageSize: HOME_FOOD } }),
    loadOptional(api, newsApi.topics, { query: { PageSize: HOME_TOPICS } }),
  ]);
  const home = await loadOptional(api, homeApi.home);
  const [live, programs, shortVideos, food, topics] = await bandCalls;
  const bands = { live: live ?? [], programs: programs ?? [], shortVideos: shortVideos?.items ?? [], food: food?.newsList ?? [], topics: topics?.items ?? [] };
  if (home) return { lang, now, home, ...bands, failed: false };
  // Shown below as "cannot be shown right now".
  return data({ lang, now, home: { topAdverts: [], sections: [] } as HomeResponse, ...bands, topics: [] as NewsTopic[], failed: true }, { status: 503 });
}

export const meta: Route.MetaFunction = ({ params, matches }) => {
  const t = translator(homeMessages, langOf(params.lang));
  return pageMeta(matches, { title: t("metaTitle"), description: t("metaDescription") });
};

export default function Home({ loaderData }: Route.ComponentProps) {
  const { lang, now, home, live, programs, shortVideos, food, topics, failed } = loaderData;
  const t = translator(homeMessages, lang);
  return (
    <main id="main" className="home">
      <ImageFallbackScript />
      <h1 className="visually-hidden">{t("heading")}</h1>
      {home.sections.length ? (
        <>
          {/* The first screen is the news (issue 10): the lead story's headline and picture come first, the top
              advert after the latest news, in its own labelled band. */}
          <HomeSections sections={home.sections.slice(0, 1)} lang={lang} now={now} />
          <TopAdvert adverts={home.topAdverts} lang={lang} />
          {/* What is on air now, then the broadcaster's programmes, between the news sections (issue 11). */}
          <LiveBand channels={live} lang={lang} />
          <HomeSections sections={home.sections.slice(1, 3)} lang={lang} now={now} />
          <ProgrammesBand programs={programs} lang={lang} />
          {shortVideos.length ? (
            <div className="container home-band">
              <ShortVideoBand videos={shortVideos} lang={lang} />
            </div>
          ) : null}
          <HomeSections sections={home.sections.slice(3)} lang={lang} now={now} />
          {food.length ? (
            <div className="container home-band">
              <FoodBand items={food} lang={lang} />
            </div>
          ) : null}
          <TopicsBand topics={topics} lang={lang} />
        </>
      ) : (
        <section className="home-empty container" aria-labelledby="home-empty">
          <h2 id="home-empty">{failed ? t("unavailableTitle") : t("emptyTitle")}</h2>
          <p>{failed ? t("unavailableText") : t("emptyText")}</p>
        </section>
      )}
    </main>
  );
}

function TopAdvert({ adverts, lang }: { adverts: Route.ComponentProps["loaderData"]["home"]["topAdverts"]; lang: Route.ComponentProps["loaderData"]["lang"] }) {
  if (!adverts.length) return null;
  return (
    <div className="home-top container">
      <AdSlot slot={HOME_TOP_AD_SLUG} adverts={adverts} lang={lang} autoplayMs={HOME_TOP_AD_AUTOPLAY_MS} captioned />
    </div>
  );
}
