import { companyApi } from "@portal/contract/endpoints/company";
import { urlLangToApiLocale } from "@portal/contract/locales";
import type { Partner } from "@portal/contract/schemas/company";
import type { UrlLang } from "@portal/contract/locales";
import type { Route } from "./+types/international";
import { loadOptional, loadOrFail } from "../../data/load.server.ts";
import { langOf } from "../../data/route-params.ts";
import { AboutLayout } from "../../features/company/AboutLayout.tsx";
import { aboutMessages } from "../../features/company/messages.ts";
import { IntroductionBody } from "../../features/company/RichText.tsx";
import { translator } from "../../i18n/define.ts";
import { pageMeta } from "../../layout/meta.ts";

/**
 * about_us/international (spec §2 About us): the page's text (about-us/introduction), the cooperation units
 * (cooperation-unit) and the international unions the company belongs to (organizational-alliances).
 */
export async function loader({ params, context }: Route.LoaderArgs) {
  const lang = langOf(params.lang);
  const api = context.apiFor(urlLangToApiLocale(lang));
  const [page, units, alliances] = await Promise.all([
    loadOrFail(api, companyApi.introduction, { query: { slug: "international" } }),
    loadOptional(api, companyApi.cooperationUnits),
    loadOptional(api, companyApi.alliances),
  ]);
  return { lang, page, units: units ?? [], alliances: alliances ?? [], breadcrumb: [{ title: page.title }] };
}

export const meta: Route.MetaFunction = ({ matches, data: page }) => pageMeta(matches, { title: page?.page.title, description: page?.page.summary });

function Partners({ lang, id, title, partners }: { lang: UrlLang; id: string; title: string; partners: Partner[] }) {
  const t = translator(aboutMessages, lang);
  if (!partners.length) return null;
  return (
    <section className="about-section" aria-labelledby={id}>
      <h2 id={id} className="about-section__title">
        {title}
      </h2>
      <ul className="partners" role="list" data-testid={id}>
        {partners.map((p) => (
          <li key={p.id} className="partner" data-testid="partner">
            <img className="partner__logo" src={p.logo} alt="" width={400} height={200} loading="lazy" decoding="async" />
            <div>
              <h3 className="partner__name">{p.name}</h3>
              <p className="partner__region">{p.region}</p>
              <p className="partner__text">{p.description}</p>
              {p.url ? (
                <a className="partner__link" href={p.url} rel="noopener" target="_blank">
                  {t("visitSite", { name: p.name })}
                </a>
              ) : null}
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}

export default function AboutInternational({ loaderData }: Route.ComponentProps) {
  const { lang, page, units, alliances } = loaderData;
  const t = translator(aboutMessages, lang);
  return (
    <AboutLayout lang={lang} current="international" title={page.title} lead={page.summary} testId="about-international">
      <IntroductionBody lang={lang} page={{ ...page, images: [] }} />
      <Partners lang={lang} id="about-cooperation" title={t("cooperationUnits")} partners={units} />
      <Partners lang={lang} id="about-alliances" title={t("alliances")} partners={alliances} />
    </AboutLayout>
  );
}
