import { data, redirect } from "react-router";
import { urlLangToApiLocale } from "@portal/contract/locales";
import { programApi } from "@portal/contract/endpoints/program";
import { PROGRAM_TYPES, type ProgramType } from "@portal/contract/schemas/program";
import type { Route } from "./+types/type-list";
import { loadOptional } from "../../data/load.server.ts";
import { langOf } from "../../data/route-params.ts";
import { ProgramGrid } from "../../features/program/ProgramParts.tsx";
import { programMessages } from "../../features/program/messages.ts";
import { VARIANT_OF_LANG, allProgramsPath, typeListPath, typeListRedirect } from "../../features/program/program-paths.ts";
import { translator } from "../../i18n/define.ts";
import { pageMeta } from "../../layout/meta.ts";

/**
 * program/tv_{zh|pt|en}, radio_…, sport_… (spec §2): the programmes of one type made in the page's language
 * family. Another language's variant is redirected (301) to the current language's (tv_zh for zh-hant and zh-hans).
 */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const lang = langOf(params.lang);
  const url = new URL(request.url);
  const variant = url.pathname.split("/").filter(Boolean)[2] ?? "";
  const target = typeListRedirect(variant, lang, url.search);
  if (target) throw redirect(target, 301);
  const type = variant.split("_")[0] as ProgramType;
  if (!PROGRAM_TYPES.includes(type)) throw data(null, { status: 404 });
  const api = context.apiFor(urlLangToApiLocale(lang));
  const [own, all] = await Promise.all([
    loadOptional(api, programApi.list, { query: { type, language: VARIANT_OF_LANG[lang], pageSize: 50 } }),
    loadOptional(api, programApi.list, { query: { type, pageSize: 50 } }),
  ]);
  const t = translator(programMessages, lang);
  const ownSlugs = new Set((own?.items ?? []).map((p) => p.slug));
  const body = {
    lang,
    type,
    own: own?.items ?? [],
    others: (all?.items ?? []).filter((p) => !ownSlugs.has(p.slug)),
    breadcrumb: [{ title: t("allTitle"), path: "program/all_program" }, { title: t(type) }],
  };
  return all === null ? data(body, { status: 503 }) : body;
}

export const meta: Route.MetaFunction = ({ matches, data: page, params }) => {
  const t = translator(programMessages, langOf(params.lang));
  return pageMeta(matches, { title: page ? t(page.type) : t("allTitle"), description: t("allDescription") });
};

export default function TypeList({ loaderData }: Route.ComponentProps) {
  const { lang, type, own, others } = loaderData;
  const t = translator(programMessages, lang);
  return (
    <main id="main" className="container program-page" data-testid="type-list" data-type={type}>
      <h1 className="program-page__title">{t(type)}</h1>
      <nav className="program-nav" aria-label={t("allTitle")}>
        <ul>
          <li>
            <a href={allProgramsPath(lang)}>{t("allCategories")}</a>
          </li>
          {PROGRAM_TYPES.map((other) => (
            <li key={other}>
              <a href={typeListPath(lang, other)} aria-current={other === type ? "page" : undefined}>
                {t(other)}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      {own.length ? <ProgramGrid programs={own} lang={lang} testId="own-programs" /> : null}
      {others.length ? (
        <section className="program-section" aria-labelledby="other-languages">
          <h2 className="program-section-title" id="other-languages">
            {t("languages")}
          </h2>
          <ProgramGrid programs={others} lang={lang} testId="other-programs" />
        </section>
      ) : null}
      {!own.length && !others.length ? <p className="news-empty">{t("empty")}</p> : null}
    </main>
  );
}
