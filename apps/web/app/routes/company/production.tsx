import { companyApi } from "@portal/contract/endpoints/company";
import { urlLangToApiLocale } from "@portal/contract/locales";
import type { Route } from "./+types/production";
import { Gallery } from "../../components/Gallery.tsx";
import { loadOptional, loadOrFail } from "../../data/load.server.ts";
import { langOf } from "../../data/route-params.ts";
import { AboutLayout } from "../../features/company/AboutLayout.tsx";
import { aboutMessages } from "../../features/company/messages.ts";
import { IntroductionBody } from "../../features/company/RichText.tsx";
import { translator } from "../../i18n/define.ts";
import { pageMeta } from "../../layout/meta.ts";

/**
 * about_us/program_production (spec §2 About us): the page's text (about-us/introduction), the production banners as
 * a gallery (production/banners) and the facilities and services (production).
 */
export async function loader({ params, context }: Route.LoaderArgs) {
  const lang = langOf(params.lang);
  const api = context.apiFor(urlLangToApiLocale(lang));
  const [page, banners, services] = await Promise.all([
    loadOrFail(api, companyApi.introduction, { query: { slug: "program_production" } }),
    loadOptional(api, companyApi.productionBanners),
    loadOptional(api, companyApi.production),
  ]);
  return { lang, page, banners: banners ?? [], services: services ?? [], breadcrumb: [{ title: page.title }] };
}

export const meta: Route.MetaFunction = ({ matches, data: page }) =>
  pageMeta(matches, { title: page?.page.title, description: page?.page.summary, image: page?.banners[0]?.image ?? null });

export default function AboutProduction({ loaderData }: Route.ComponentProps) {
  const { lang, page, banners, services } = loaderData;
  const t = translator(aboutMessages, lang);
  return (
    <AboutLayout lang={lang} current="programProduction" title={page.title} lead={page.summary} testId="about-program_production">
      {banners.length ? (
        <Gallery
          id="production-banners"
          lang={lang}
          className="about-lead-gallery"
          images={banners.map((b) => ({ src: b.image, alt: b.title, caption: b.subtitle ? `${b.title} — ${b.subtitle}` : b.title }))}
        />
      ) : null}
      <IntroductionBody lang={lang} page={{ ...page, images: [] }} />
      {services.length ? (
        <section className="about-section" aria-labelledby="about-services">
          <h2 id="about-services" className="about-section__title">
            {t("services")}
          </h2>
          <ul className="about-services" role="list">
            {services.map((s) => (
              <li key={s.id} className="about-service" data-testid="production-service">
                <img src={s.image} alt="" width={1600} height={900} loading="lazy" decoding="async" />
                <div>
                  <h3>{s.title}</h3>
                  <p>{s.summary}</p>
                  {s.facts.length ? (
                    <ul className="about-facts" role="list">
                      {s.facts.map((f) => (
                        <li key={f}>{f}</li>
                      ))}
                    </ul>
                  ) : null}
                </div>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </AboutLayout>
  );
}
