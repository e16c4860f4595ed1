import { data } from "react-router";
import { urlLangToApiLocale } from "@portal/contract/locales";
import { programApi } from "@portal/contract/endpoints/program";
import { PROGRAM_TYPES } from "@portal/contract/schemas/program";
import type { Route } from "./+types/all";
import { loadOptional } from "../../data/load.server.ts";
import { langOf, slugQuery } from "../../data/route-params.ts";
import { FeatureGrid, ProgramGrid, ProgramSection } from "../../features/program/ProgramParts.tsx";
import { programMessages } from "../../features/program/messages.ts";
import { allProgramsPath, featureListPath, hostListPath, typeListPath } from "../../features/program/program-paths.ts";
import { translator } from "../../i18n/define.ts";
import { pageMeta } from "../../layout/meta.ts";
import type { RouteHandle } from "../../context.ts";

export const handle: RouteHandle = { query: { category: slugQuery } };

/**
 * program/all_program (spec §2): the programmes in focus, then every programme by type (TV, radio, sport), a
 * category filter (?category=), and the signature features.
 */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const lang = langOf(params.lang);
  const category = new URL(request.url).searchParams.get("category") ?? undefined;
  const api = context.apiFor(urlLangToApiLocale(lang));
  const [focus, categories, signature, ...byType] = await Promise.all([
    loadOptional(api, programApi.focus),
    loadOptional(api, programApi.categories),
    loadOptional(api, programApi.signnews),
    ...PROGRAM_TYPES.map((type) => loadOptional(api, programApi.list, { query: { type, pageSize: 50, ...(category ? { category } : {}) } })),
  ]);
  const body = {
    lang,
    category: category ?? null,
    focus: category ? [] : (focus ?? []),
    categories: categories ?? [],
    signature: signature ?? [],
    sections: PROGRAM_TYPES.map((type, i) => ({ type, programs: byType[i]?.items ?? [] })),
    breadcrumb: [{ title: translator(programMessages, lang)("allTitle") }],
  };
  return byType.every((list) => list === null) ? data(body, { status: 503 }) : body;
}

export const meta: Route.MetaFunction = ({ matches, params }) => {
  const t = translator(programMessages, langOf(params.lang));
  return pageMeta(matches, { title: t("allTitle"), description: t("allDescription") });
};

export default function AllPrograms({ loaderData }: Route.ComponentProps) {
  const { lang, category, focus, categories, signature, sections } = loaderData;
  const t = translator(programMessages, lang);
  return (
    <main id="main" className="container program-page" data-testid="all-programs">
      <h1 className="program-page__title">{t("allTitle")}</h1>
      <p className="program-page__lead">{t("allDescription")}</p>
      <nav className="program-nav" aria-label={t("categories")}>
        <ul>
          <li>
            <a href={allProgramsPath(lang)} aria-current={category === null ? "page" : undefined}>
              {t("allCategories")}
            </a>
          </li>
          {categories.map((c) => (
            <li key={c.slug}>
              <a href={`${allProgramsPath(lang)}?category=${encodeURIComponent(c.slug)}`} aria-current={category === c.slug ? "page" : undefined}>
                {c.name}
              </a>
            </li>
          ))}
          <li>
            <a href={hostListPath(lang)}>{t("hostList")}</a>
          </li>
          <li>
            <a href={featureListPath(lang)}>{t("featureList")}</a>
          </li>
        </ul>
      </nav>
      {focus.length ? (
        <ProgramSection id="focus-title" title={t("focus")}>
          <ProgramGrid programs={focus.slice(0, 4)} lang={lang} testId="focus-programs" />
        </ProgramSection>
      ) : null}
      {sections
        .filter((section) => section.programs.length)
        .map((section) => (
          <ProgramSection key={section.type} id={`type-${section.type}`} title={t(section.type)} more={{ href: typeListPath(lang, section.type), text: t("viewAll") }}>
            <ProgramGrid programs={section.programs} lang={lang} testId={`programs-${section.type}`} />
          </ProgramSection>
        ))}
      {sections.every((section) => !section.programs.length) ? <p className="news-empty">{t("empty")}</p> : null}
      {signature.length && !category ? (
        <ProgramSection id="features-title" title={t("features")} more={{ href: featureListPath(lang), text: t("viewAll") }}>
          <FeatureGrid features={signature} lang={lang} />
        </ProgramSection>
      ) : null}
    </main>
  );
}
