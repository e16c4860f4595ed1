import { data } from "react-router";
import { foodApi } from "@portal/contract/endpoints/food";
import { urlLangToApiLocale } from "@portal/contract/locales";
import type { Route } from "./+types/landing";
import { loadOptional } from "../../data/load.server.ts";
import { langOf } from "../../data/route-params.ts";
import { FoodCard } from "../../features/food/FoodCard.tsx";
import { foodMessages } from "../../features/food/messages.ts";
import { FOOD_PAGE_SIZE, foodListHref } from "../../features/food/paths.ts";
import { translator } from "../../i18n/define.ts";
import { pageMeta } from "../../layout/meta.ts";

/** program/food (spec §2): the food programme's landing: its types (categories) and the newest stories. */
export async function loader({ params, context }: Route.LoaderArgs) {
  const lang = langOf(params.lang);
  const api = context.apiFor(urlLangToApiLocale(lang));
  const [categories, latest] = await Promise.all([
    loadOptional(api, foodApi.categories),
    loadOptional(api, foodApi.list, { query: { Page: 1, PageSize: FOOD_PAGE_SIZE } }),
  ]);
  const body = { lang, categories: categories ?? [], latest };
  return latest === null ? data(body, { status: 503 }) : body;
}

export const meta: Route.MetaFunction = ({ matches, params }) => {
  const t = translator(foodMessages, langOf(params.lang));
  return pageMeta(matches, { title: t("title"), description: t("description") });
};

export default function FoodLanding({ loaderData }: Route.ComponentProps) {
  const { lang, categories, latest } = loaderData;
  const t = translator(foodMessages, lang);
  const lead = latest?.newsList[0];
  return (
    <main id="main" className="food-page container" data-testid="food-landing">
      <div className="food-hero">
        <div>
          <p className="food-hero__kicker">{t("fromProgramme")}</p>
          <h1 className="food-hero__title">{t("title")}</h1>
          <p className="food-hero__lead">{t("description")}</p>
          <a className="button button--primary" href={`/${lang}/program-detail/gourmetwalk`}>
            {t("watchProgramme")}
          </a>
        </div>
        {lead ? <img src={lead.cover} alt="" width={1600} height={900} /> : null}
      </div>
      {categories.length ? (
        <section aria-labelledby="food-types-title">
          <h2 id="food-types-title" className="food-section-title">
            {t("types")}
          </h2>
          <ul className="food-types" role="list">
            {categories.map((c) => (
              <li key={c.slug}>
                <div className="food-type" data-testid="food-type">
                  {c.cover ? <img src={c.cover} alt="" width={1600} height={900} loading="lazy" /> : null}
                  <h3 className="food-type__title">
                    <a href={foodListHref(lang, c.slug)}>{c.title}</a>
                  </h3>
                  <p>{c.description}</p>
                  <p>{t("itemsCount", { count: c.count })}</p>
                </div>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <section aria-labelledby="food-latest-title">
        <h2 id="food-latest-title" className="food-section-title">
          {t("latest")}
        </h2>
        {latest && latest.newsList.length ? (
          <ul className="food-grid" role="list">
            {latest.newsList.map((item) => (
              <li key={item.id}>
                <FoodCard lang={lang} item={item} />
              </li>
            ))}
          </ul>
        ) : (
          <p>{latest ? t("empty") : t("unavailable")}</p>
        )}
        <p>
          <a className="button" href={foodListHref(lang)}>
            {t("more")}
          </a>
        </p>
      </section>
    </main>
  );
}
