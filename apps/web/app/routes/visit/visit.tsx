import { visitApi } from "@portal/contract/endpoints/visit";
import { urlLangToApiLocale } from "@portal/contract/locales";
import type { Route } from "./+types/visit";
import { loadOptional, loadOrFail } from "../../data/load.server.ts";
import { langOf } from "../../data/route-params.ts";
import { visitMessages } from "../../features/visit/messages.ts";
import { applicationPath, VisitLocationCard, VisitRules } from "../../features/visit/VisitParts.tsx";
import { translator } from "../../i18n/define.ts";
import { pageMeta } from "../../layout/meta.ts";

/** about_us/visit (spec §2): the visit programme, its rules, the locations with what groups see and their next dates. */
export async function loader({ params, context }: Route.LoaderArgs) {
  const lang = langOf(params.lang);
  const api = context.apiFor(urlLangToApiLocale(lang));
  const [programme, locations] = await Promise.all([loadOrFail(api, visitApi.programme), loadOrFail(api, visitApi.locations)]);
  const introductions = await Promise.all(
    locations.map((location) => loadOptional(api, visitApi.introductions, { query: { visitLocationId: location.id } })),
  );
  return { lang, programme, locations: locations.map((location, i) => ({ location, introductions: introductions[i] ?? [] })) };
}

export const meta: Route.MetaFunction = ({ matches, data, params }) =>
  pageMeta(matches, { title: data?.programme.title, description: translator(visitMessages, langOf(params.lang))("description") });

export default function VisitPage({ loaderData }: Route.ComponentProps) {
  const { lang, programme, locations } = loaderData;
  const t = translator(visitMessages, lang);
  return (
    <main id="main" className="visit-page" data-testid="visit-page">
      <div className="visit-hero">
        <div className="container visit-hero__inner">
          <div className="visit-hero__text">
            <p className="visit-eyebrow">{t("eyebrow")}</p>
            <h1>{programme.title}</h1>
            <p className="visit-lead">{programme.intro}</p>
            <a className="button button--primary visit-cta" href={applicationPath(lang)}>
              {t("bookCta")}
            </a>
          </div>
          {programme.picture ? <img className="visit-hero__picture" src={programme.picture} alt="" width={640} height={400} fetchPriority="high" /> : null}
        </div>
      </div>
      <div className="container">
        <VisitRules programme={programme} lang={lang} />
        <section className="visit-section" aria-labelledby="visit-locations">
          <h2 id="visit-locations">{t("locations")}</h2>
          <div className="visit-locations">
            {locations.map(({ location, introductions }) => (
              <VisitLocationCard key={location.id} location={location} introductions={introductions} lang={lang} />
            ))}
          </div>
          <p className="visit-bottom-cta">
            <a className="button button--primary visit-cta" href={applicationPath(lang)}>
              {t("bookCta")}
            </a>
          </p>
        </section>
      </div>
    </main>
  );
}
