import { data } from "react-router";
import { urlLangToApiLocale } from "@portal/contract/locales";
import { programApi } from "@portal/contract/endpoints/program";
import type { Route } from "./+types/features";
import { loadOptional } from "../../data/load.server.ts";
import { langOf, pageParam, pageQuery } from "../../data/route-params.ts";
import { FeatureCard } from "../../features/program/ProgramParts.tsx";
import { programMessages } from "../../features/program/messages.ts";
import { featureListPath } from "../../features/program/program-paths.ts";
import { translator } from "../../i18n/define.ts";
import { pageMeta } from "../../layout/meta.ts";
import type { RouteHandle } from "../../context.ts";

const FEATURES_PAGE = 12;

export const handle: RouteHandle = { query: { page: pageQuery } };

/** program/feature-list (spec §2): the features, newest first; ?page=N shows pages 1 to N ("more" is a link). */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const lang = langOf(params.lang);
  const pages = Math.min(pageParam(new URL(request.url)), 8);
  const list = await loadOptional(context.apiFor(urlLangToApiLocale(lang)), programApi.features, { query: { page: 1, pageSize: FEATURES_PAGE * pages } });
  const t = translator(programMessages, lang);
  const body = { lang, pages, features: list?.items ?? [], total: list?.total ?? 0, breadcrumb: [{ title: t("allTitle"), path: "program/all_program" }, { title: t("featureList") }] };
  return list === null ? data(body, { status: 503 }) : body;
}

export const meta: Route.MetaFunction = ({ matches, params }) => {
  const t = translator(programMessages, langOf(params.lang));
  return pageMeta(matches, { title: t("featureList"), description: t("featureListDescription") });
};

export default function FeatureList({ loaderData }: Route.ComponentProps) {
  const { lang, pages, features, total } = loaderData;
  const t = translator(programMessages, lang);
  return (
    <main id="main" className="container program-page" data-testid="feature-list">
      <h1 className="program-page__title">{t("featureList")}</h1>
      <p className="program-page__lead">{t("featureListDescription")}</p>
      <ul className="feature-grid">
        {features.map((feature, i) => (
          <li key={feature.id} id={`ft-${i}`}>
            <FeatureCard feature={feature} lang={lang} />
          </li>
        ))}
      </ul>
      {features.length < total ? (
        <p className="episode-more">
          <a href={`${featureListPath(lang)}?page=${pages + 1}#ft-${features.length}`} rel="next">
            {t("moreFeatures")}
          </a>
        </p>
      ) : null}
    </main>
  );
}
