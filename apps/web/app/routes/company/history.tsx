import { companyApi } from "@portal/contract/endpoints/company";
import { urlLangToApiLocale } from "@portal/contract/locales";
import type { Route } from "./+types/history";
import { Gallery } from "../../components/Gallery.tsx";
import { loadOptional, loadOrFail } from "../../data/load.server.ts";
import { langOf } from "../../data/route-params.ts";
import { AboutLayout } from "../../features/company/AboutLayout.tsx";
import { aboutMessages } from "../../features/company/messages.ts";
import { formatDay } from "../../features/shared/news-date.ts";
import { translator } from "../../i18n/define.ts";
import { pageMeta } from "../../layout/meta.ts";

/**
 * about_us/history (spec §2 About us): the historical-progress timeline, oldest first; each milestone's pictures in a
 * gallery that enlarges them, with the slideshow (spec §2 Layout).
 */
export async function loader({ params, context }: Route.LoaderArgs) {
  const lang = langOf(params.lang);
  const api = context.apiFor(urlLangToApiLocale(lang));
  const [milestones, banners] = await Promise.all([
    loadOrFail(api, companyApi.history),
    loadOptional(api, companyApi.banner, { query: { slug: "history" } }),
  ]);
  return { lang, milestones, banner: banners?.[0] ?? null, breadcrumb: [{ title: translator(aboutMessages, lang)("history") }] };
}

export const meta: Route.MetaFunction = ({ matches, params, data: page }) => {
  const t = translator(aboutMessages, langOf(params.lang));
  return pageMeta(matches, { title: t("history"), description: t("historyBlurb"), image: page?.banner?.image ?? null });
};

export default function AboutHistory({ loaderData }: Route.ComponentProps) {
  const { lang, milestones, banner } = loaderData;
  const t = translator(aboutMessages, lang);
  return (
    <AboutLayout lang={lang} current="history" title={t("history")} lead={t("historyBlurb")} banner={banner} testId="about-history">
      {milestones.length === 0 ? (
        <p className="about-empty">{t("empty")}</p>
      ) : (
        <ol className="timeline" aria-label={t("timeline")} data-testid="timeline">
          {milestones.map((m) => (
            <li key={m.id} className="timeline__item" data-testid="milestone">
              <p className="timeline__year" aria-hidden="true">
                {m.year}
              </p>
              <div className="timeline__card">
                <h2 className="timeline__title">
                  <span className="visually-hidden">{m.year}: </span>
                  {m.title}
                </h2>
                <p className="timeline__date">
                  <time dateTime={m.date}>{formatDay(m.date, lang)}</time>
                </p>
                <p className="timeline__text">{m.text}</p>
                {m.images.length ? (
                  <Gallery
                    id={`milestone-${m.id}`}
                    lang={lang}
                    className="timeline__gallery"
                    images={m.images.map((i) => ({ src: i.src, alt: i.caption, caption: i.caption }))}
                    lazy
                  />
                ) : null}
              </div>
            </li>
          ))}
        </ol>
      )}
    </AboutLayout>
  );
}
