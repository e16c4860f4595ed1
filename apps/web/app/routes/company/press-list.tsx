import { companyApi } from "@portal/contract/endpoints/company";
import { urlLangToApiLocale } from "@portal/contract/locales";
import { MAX_YEAR, MIN_YEAR, type CompanyInfoType } from "@portal/contract/schemas/company";
import type { Route } from "./+types/press-list";
import { ChipNav } from "../../components/ChipNav.tsx";
import { PageLinks } from "../../components/PageLinks.tsx";
import { loadOptional, loadOrFail } from "../../data/load.server.ts";
import { langOf, pageParam, pageQuery, yearQuery } from "../../data/route-params.ts";
import { AboutLayout } from "../../features/company/AboutLayout.tsx";
import { aboutMessages } from "../../features/company/messages.ts";
import { PRESS_PAGE_SIZE, pressListHref } from "../../features/company/paths.ts";
import { PressCard } from "../../features/company/PressCard.tsx";
import { translator } from "../../i18n/define.ts";
import { pageMeta } from "../../layout/meta.ts";
import type { RouteHandle } from "../../context.ts";

export const handle: RouteHandle = { query: { page: pageQuery, year: yearQuery } };

/**
 * about_us/press_release and about_us/press/article (spec §2 About us): company information of one type (company/info),
 * newest first, by year (?year=, from company/info/years) and in numbered pages (?page=): links, no JavaScript.
 */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const lang = langOf(params.lang);
  const url = new URL(request.url);
  const type: CompanyInfoType = /\/press\/article\/?$/.test(url.pathname) ? "press_article" : "press_release";
  const page = pageParam(url);
  const api = context.apiFor(urlLangToApiLocale(lang));
  const years = (await loadOptional(api, companyApi.infoYears, { query: { type } })) ?? [];
  const asked = Number(url.searchParams.get("year"));
  const year = Number.isInteger(asked) && asked >= MIN_YEAR && asked <= MAX_YEAR && years.some((y) => y.year === asked) ? asked : undefined;
  const list = await loadOrFail(api, companyApi.info, { query: { type, year, page, pageSize: PRESS_PAGE_SIZE } });
  const title = translator(aboutMessages, lang)(type === "press_release" ? "pressRelease" : "pressArticle");
  return { lang, type, year, years, list, breadcrumb: [{ title }] };
}

export const meta: Route.MetaFunction = ({ matches, params, data: page }) => {
  const t = translator(aboutMessages, langOf(params.lang));
  const key = page?.type === "press_article" ? "pressArticle" : "pressRelease";
  return pageMeta(matches, { title: page?.year ? `${t(key)} ${page.year}` : t(key), description: t(`${key}Blurb`) });
};

export default function PressList({ loaderData }: Route.ComponentProps) {
  const { lang, type, year, years, list } = loaderData;
  const t = translator(aboutMessages, lang);
  const key = type === "press_release" ? "pressRelease" : "pressArticle";
  const last = Math.max(1, Math.ceil(list.total / list.pageSize));
  return (
    <AboutLayout lang={lang} current={key} title={year ? `${t(key)} · ${year}` : t(key)} lead={t(`${key}Blurb`)} testId={`press-list-${type}`}>
      {years.length > 1 ? (
        <ChipNav
          label={t("years")}
          all={{ title: t("allYears"), href: pressListHref(lang, type) }}
          items={years.map((y) => ({ key: String(y.year), title: String(y.year), href: pressListHref(lang, type, y.year), count: y.count }))}
          current={year ? String(year) : undefined}
          testId="press-year"
        />
      ) : null}
      {list.items.length === 0 ? (
        <p className="about-empty">{t("empty")}</p>
      ) : (
        <ul className="press-grid" role="list" data-testid="press-list">
          {list.items.map((item) => (
            <li key={item.id}>
              <PressCard lang={lang} item={item} />
            </li>
          ))}
        </ul>
      )}
      <PageLinks
        page={list.page}
        last={last}
        href={(p) => pressListHref(lang, type, year, p)}
        labels={{ name: t("pages"), previous: t("previousPage"), next: t("nextPage"), pageN: t("pageN") }}
      />
    </AboutLayout>
  );
}
