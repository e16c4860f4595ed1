import { companyApi } from "@portal/contract/endpoints/company";
import { urlLangToApiLocale } from "@portal/contract/locales";
import type { Route } from "./+types/landing";
import { loadOptional, loadOrFail } from "../../data/load.server.ts";
import { langOf } from "../../data/route-params.ts";
import { AboutLayout } from "../../features/company/AboutLayout.tsx";
import { aboutMessages } from "../../features/company/messages.ts";
import { ABOUT_SECTION, aboutHref } from "../../features/company/paths.ts";
import { translator } from "../../i18n/define.ts";
import { pageMeta } from "../../layout/meta.ts";

/** about_us (spec §2 About us): the section's introduction and banner, and a card for every page of the section. */
export async function loader({ params, context }: Route.LoaderArgs) {
  const lang = langOf(params.lang);
  const api = context.apiFor(urlLangToApiLocale(lang));
  const [intro, banners] = await Promise.all([
    loadOrFail(api, companyApi.introduction, { query: { slug: "about_us" } }),
    loadOptional(api, companyApi.banner, { query: { slug: "about_us" } }),
  ]);
  return { lang, intro, banner: banners?.[0] ?? null };
}

export const meta: Route.MetaFunction = ({ matches, data: page }) =>
  pageMeta(matches, { title: page?.intro.title, description: page?.intro.summary, image: page?.banner?.image ?? null });

export default function AboutLanding({ loaderData }: Route.ComponentProps) {
  const { lang, intro, banner } = loaderData;
  const t = translator(aboutMessages, lang);
  return (
    <AboutLayout lang={lang} current="aboutUs" title={intro.title} lead={intro.summary} banner={banner} testId="about-landing">
      {/* Trusted HTML written by staff (the company module's page body). */}
      <div className="about-prose prose" dangerouslySetInnerHTML={{ __html: intro.body }} />
      <section className="about-section" aria-labelledby="about-explore">
        <h2 id="about-explore" className="about-section__title">
          {t("explore")}
        </h2>
        <ul className="about-cards" role="list">
          {ABOUT_SECTION.map((page) => (
            <li key={page.key}>
              <a className="about-card" href={aboutHref(lang, page.path)} data-testid="about-card">
                <span className="about-card__title">{t(page.key)}</span>
                <span className="about-card__blurb">{t(`${page.key}Blurb`)}</span>
              </a>
            </li>
          ))}
        </ul>
      </section>
    </AboutLayout>
  );
}
