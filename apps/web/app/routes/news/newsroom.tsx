import { data, redirect } from "react-router";
import { urlLangToApiLocale } from "@portal/contract/locales";
import { newsApi } from "@portal/contract/endpoints/news";
import type { NewsListQuery, NewsListResponse } from "@portal/contract/schemas/news";
import type { Route } from "./+types/newsroom";
import { HomeSections } from "../../features/home/HomeSections.tsx";
import { newsMessages } from "../../features/news/messages.ts";
import { loadOptional } from "../../data/load.server.ts";
import { newsroomRedirect } from "../../features/news/news-paths.ts";
import { NEWSROOM_LIMITS, newsroomSections } from "../../features/news/newsroom.ts";
import { langOf } from "../../data/route-params.ts";
import { ImageFallbackScript } from "../../features/shared/ImageFallbackScript.tsx";
import { translator } from "../../i18n/define.ts";
import { pageMeta } from "../../layout/meta.ts";
import "../../features/news/news.css";

const itemsOf = (list: NewsListResponse | null) => list?.newsList.flatMap((b) => b.data) ?? [];

/**
 * news_zh, news_en, news_pt (spec §2): a newsroom's home — latest stories, the first categories, video and radio.
 * Another language's variant is redirected (301) to the current language's (news_zh for zh-hant and zh-hans).
 */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const lang = langOf(params.lang);
  const url = new URL(request.url);
  const variant = url.pathname.split("/").filter(Boolean)[1] ?? "";
  const target = newsroomRedirect(variant, lang, url.search);
  if (target) throw redirect(target, 301);

  const api = context.apiFor(urlLangToApiLocale(lang));
  const list = (query: NewsListQuery) => loadOptional(api, newsApi.list, { query });
  const [latest, categories] = await Promise.all([list({ PageSize: NEWSROOM_LIMITS.latest }), loadOptional(api, newsApi.categories)]);
  const chosen = (categories ?? []).slice(0, NEWSROOM_LIMITS.categories);
  const [video, radio, ...perCategory] = await Promise.all([
    list({ Type: "video", PageSize: NEWSROOM_LIMITS.video }),
    list({ Type: "radio", PageSize: NEWSROOM_LIMITS.radio }),
    ...chosen.map((c) => list({ Category: c.slug, PageSize: NEWSROOM_LIMITS.perCategory + NEWSROOM_LIMITS.latest })),
  ]);
  const t = translator(newsMessages, lang);
  const sections = newsroomSections(
    {
      latest: itemsOf(latest),
      categories: chosen.map((category, i) => ({ category, items: itemsOf(perCategory[i] ?? null) })),
      video: itemsOf(video),
      radio: itemsOf(radio),
    },
    { latest: t("latest"), video: t("video"), radio: t("radio") },
  );
  const body = { lang, now: Date.now(), sections, failed: latest === null };
  return latest === null ? data(body, { status: 503 }) : body;
}

export const meta: Route.MetaFunction = ({ matches, params }) => {
  const t = translator(newsMessages, langOf(params.lang));
  return pageMeta(matches, { title: t("newsroomTitle"), description: t("newsroomDescription") });
};

export default function Newsroom({ loaderData }: Route.ComponentProps) {
  const { lang, now, sections, failed } = loaderData;
  const t = translator(newsMessages, lang);
  return (
    <main id="main" className="home newsroom" data-testid="newsroom">
      <ImageFallbackScript />
      <div className="container newsroom__head">
        <h1 className="newsroom__title">{t("newsroomTitle")}</h1>
      </div>
      {sections.length ? (
        <HomeSections sections={sections} lang={lang} now={now} />
      ) : (
        <p className="container news-empty">{failed ? t("unavailable") : t("empty")}</p>
      )}
    </main>
  );
}
