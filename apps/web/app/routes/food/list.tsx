import { data } from "react-router";
import { foodApi } from "@portal/contract/endpoints/food";
import { urlLangToApiLocale } from "@portal/contract/locales";
import type { Route } from "./+types/list";
import { ChipNav } from "../../components/ChipNav.tsx";
import { pagerMessages } from "../../components/messages.ts";
import { loadOptional } from "../../data/load.server.ts";
import { langOf, pageParam, pageQuery, slugQuery } from "../../data/route-params.ts";
import { FoodCard } from "../../features/food/FoodCard.tsx";
import FoodMore from "../../features/food/FoodMore.island.tsx";
import { foodMessages } from "../../features/food/messages.ts";
import { FOOD_PAGE_SIZE, foodListHref } from "../../features/food/paths.ts";
import { translator } from "../../i18n/define.ts";
import { Island } from "../../islands/Island.tsx";
import { pageMeta } from "../../layout/meta.ts";
import { pageTitle } from "../../layout/page-title.ts";
import type { RouteHandle } from "../../context.ts";

export const handle: RouteHandle = { query: { page: pageQuery, type: slugQuery } };

/**
 * program/food-list (spec §2): the food stories of one type (?type=slug; an unknown one shows all), newest first;
 * ?page=N shows page N and "more" appends the next pages in place (spec §4).
 */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const lang = langOf(params.lang);
  const url = new URL(request.url);
  const page = pageParam(url);
  const api = context.apiFor(urlLangToApiLocale(lang));
  const categories = (await loadOptional(api, foodApi.categories)) ?? [];
  const type = categories.find((c) => c.slug === url.searchParams.get("type"))?.slug;
  const list = await loadOptional(api, foodApi.list, { query: { Page: page, PageSize: FOOD_PAGE_SIZE, Type: type } });
  const body = { lang, page, type, categories, list };
  return list === null ? data(body, { status: 503 }) : body;
}

export const meta: Route.MetaFunction = ({ matches, params, data: page }) => {
  const t = translator(foodMessages, langOf(params.lang));
  const current = page?.categories.find((c) => c.slug === page.type);
  return pageMeta(matches, { title: current ? pageTitle(current.title, t("title")) : t("listTitle"), description: t("description") });
};

export default function FoodList({ loaderData }: Route.ComponentProps) {
  const { lang, page, type, categories, list } = loaderData;
  const t = translator(foodMessages, lang);
  const pager = translator(pagerMessages, lang);
  const current = categories.find((c) => c.slug === type);
  return (
    <main id="main" className="food-page container" data-testid="food-list">
      <h1 className="food-page__title">{current?.title ?? t("listTitle")}</h1>
      <ChipNav
        label={t("types")}
        all={{ title: t("allTypes"), href: foodListHref(lang) }}
        items={categories.map((c) => ({ key: c.slug, title: c.title, href: foodListHref(lang, c.slug), count: c.count }))}
        current={type}
      />
      {!list ? (
        <p>{t("unavailable")}</p>
      ) : list.newsList.length === 0 ? (
        <p>{t("empty")}</p>
      ) : (
        <>
          <ul className="food-grid" role="list" data-testid="food-list-items">
            {list.newsList.map((item) => (
              <li key={item.id}>
                <FoodCard lang={lang} item={item} headingLevel={2} />
              </li>
            ))}
          </ul>
          <Island
            component={FoodMore}
            when="visible"
            className="food-more-island"
            props={{
              lang,
              type,
              page,
              pageSize: FOOD_PAGE_SIZE,
              total: list.total,
              labels: { loadMore: pager("loadMore"), loading: pager("loading"), loaded: pager("loaded"), failed: pager("failed"), end: pager("end") },
            }}
          />
        </>
      )}
    </main>
  );
}
