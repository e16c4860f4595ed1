import { useRouteLoaderData } from "react-router";
import type { Route } from "./+types/debug";
import { htmlLangOf, urlLangToApiLocale } from "@portal/contract/locales";
import { langOf } from "../data/route-params.ts";
import { translator } from "../i18n/define.ts";
import { Island } from "../islands/Island.tsx";
import DebugInfo from "../layout/DebugInfo.island.tsx";
import { frameDataOf, pageMeta } from "../layout/meta.ts";
import { layoutMessages } from "../layout/messages.ts";
import { LANG_LAYOUT_ROUTE_ID, type FramePageData } from "../layout/page-data.ts";
import "../layout/pages.css";

/** What the server knows, for support staff. Nothing secret: no keys, no tokens, no environment dump. */
export function loader({ context, params }: Route.LoaderArgs) {
  const t = translator(layoutMessages, langOf(params.lang));
  return {
    breadcrumb: [{ title: t("debugTitle") }],
    apiBase: context.publicUrl,
    islandsEntry: context.islandsEntry,
    mode: import.meta.env.MODE,
    renderedAt: new Date().toISOString(),
  };
}

export const meta: Route.MetaFunction = ({ matches }) => {
  const t = translator(layoutMessages, frameDataOf(matches)?.lang ?? "zh-hant");
  return [...pageMeta(matches, { title: t("debugTitle") }), { name: "robots", content: "noindex" }];
};

export default function Debug({ loaderData }: Route.ComponentProps) {
  const page = useRouteLoaderData<FramePageData>(LANG_LAYOUT_ROUTE_ID);
  if (!page) return null;
  const { lang } = page;
  const t = translator(layoutMessages, lang);
  const server: Array<[string, string, string]> = [
    ["language", t("debugLanguage"), lang],
    ["locale", t("debugLocale"), urlLangToApiLocale(lang)],
    ["html-lang", t("debugHtmlLang"), htmlLangOf(lang)],
    ["api-base", t("debugApiBase"), loaderData.apiBase],
    ["mode", t("debugMode"), loaderData.mode],
    ["rendered-at", t("debugRenderedAt"), loaderData.renderedAt],
    ["islands", t("debugIslands"), loaderData.islandsEntry ?? t("none")],
  ];
  return (
    <main id="main" className="debug-page" data-testid="debug-page">
      <div className="container">
        <h1>{t("debugTitle")}</h1>
        <p className="debug-intro">{t("debugIntro")}</p>
        <section className="debug-section" aria-labelledby="debug-server" data-testid="debug-server">
          <h2 id="debug-server">{t("debugServer")}</h2>
          <dl className="debug-list">
            {server.map(([key, label, value]) => (
              <div key={key} data-key={key}>
                <dt>{label}</dt>
                <dd>{value}</dd>
              </div>
            ))}
          </dl>
        </section>
        <Island
          component={DebugInfo}
          props={{
            labels: {
              browser: t("debugBrowser"),
              userAgent: t("debugUserAgent"),
              viewport: t("debugViewport"),
              reducedMotion: t("debugReducedMotion"),
              storage: t("debugStorage"),
              weather: t("debugWeather"),
              fontSize: t("debugFontSize"),
              cookie: t("debugCookie"),
              member: t("debugMember"),
              reset: t("debugReset"),
              resetDone: t("debugResetDone"),
              yes: t("yes"),
              no: t("no"),
              none: t("none"),
              available: t("available"),
              unavailable: t("unavailable"),
            },
          }}
        />
      </div>
    </main>
  );
}
