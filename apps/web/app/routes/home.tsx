import { data } from "react-router";
import { HOME_TOP_AD_AUTOPLAY_MS, HOME_TOP_AD_SLUG } from "@portal/contract/constants";
import { urlLangToApiLocale } from "@portal/contract/locales";
import type { HomeResponse } from "@portal/contract/schemas/common";
import { homeApi } from "@portal/contract/endpoints/home";
import { newsApi } from "@portal/contract/endpoints/news";
import type { NewsTopic } from "@portal/contract/schemas/news";
import type { Route } from "./+types/home";
import { HomeSections } from "../features/home/HomeSections.tsx";
import { TopicsBand } from "../features/news/TopicsBand.tsx";
import { loadOptional } from "../data/load.server.ts";
import { langOf } from "../data/route-params.ts";
import { homeMessages } from "../features/home/messages.ts";
import { AdSlot } from "../features/shared/AdSlot.tsx";
import { ImageFallbackScript } from "../features/shared/ImageFallbackScript.tsx";
import { translator } from "../i18n/define.ts";
import { pageMeta } from "../layout/meta.ts";

/** Topics shown on the home page. */
const HOME_TOPICS = 4;

/**
 * The home page's content (homeApi.home). If the call fails (or answers no data) the page still renders with its
 * frame and says so, with status 503 so that the page is not cached.
 */
export async function loader({ params, context }: Route.LoaderArgs) {
  const lang = langOf(params.lang);
  const now = Date.now();
  const api = context.apiFor(urlLangToApiLocale(lang));
  // The news topics (a band below the sections): optional, the page stands without them.
  const topicsCall = loadOptional(api, newsApi.topics, { query: { PageSize: HOME_TOPICS } });
  const home = await loadOptional(api, homeApi.home);
  if (home) return { lang, now, home, topics: (await topicsCall)?.items ?? [], failed: false };
  // Shown below as "cannot be shown right now".
  return data({ lang, now, home: { topAdverts: [], sections: [] } as HomeResponse, topics: [] as NewsTopic[], failed: true }, { status: 503 });
}

export const meta: Route.MetaFunction = ({ params, matches }) => {
  const t = translator(homeMessages, langOf(params.lang));
  return pageMeta(matches, { title: t("metaTitle"), description: t("metaDescription") });
};

export default function Home({ loaderData }: Route.ComponentProps) {
  const { lang, now, home, topics, failed } = loaderData;
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
          <HomeSections sections={home.sections.slice(1)} lang={lang} now={now} />
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
