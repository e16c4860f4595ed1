import { specialApi } from "@portal/contract/endpoints/special";
import { urlLangToApiLocale } from "@portal/contract/locales";
import type { Route } from "./+types/list";
import type { RouteHandle } from "../../context.ts";
import { loadOptional, loadOrFail } from "../../data/load.server.ts";
import { idQuery, langOf, pageParam, pageQuery } from "../../data/route-params.ts";
import { specialMessages } from "../../features/special/messages.ts";
import { SpecialCard } from "../../features/special/SpecialParts.tsx";
import { ImageFallbackScript } from "../../features/shared/ImageFallbackScript.tsx";
import { translator } from "../../i18n/define.ts";
import { pageMeta } from "../../layout/meta.ts";

const PAGE_SIZE = 12;

/** Spec §2: the breadcrumb is hidden on the subject pages. */
export const handle: RouteHandle = { hideBreadcrumb: true, query: { category: idQuery, page: pageQuery } };

/** subject: the specials, by category (?category=id), twelve a page (?page=2). */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const lang = langOf(params.lang);
  const url = new URL(request.url);
  const page = pageParam(url);
  const category = Number(url.searchParams.get("category"));
  const categoryId = Number.isInteger(category) && category > 0 && category < 2_147_483_647 ? category : undefined;
  const api = context.apiFor(urlLangToApiLocale(lang));
  const [categories, list] = await Promise.all([
    loadOptional(api, specialApi.categories),
    loadOrFail(api, specialApi.list, { query: { page, pageSize: PAGE_SIZE, categoryId } }),
  ]);
  return { lang, categories: categories ?? [], list, categoryId: categoryId ?? null };
}

export const meta: Route.MetaFunction = ({ matches, params }) => {
  const t = translator(specialMessages, langOf(params.lang));
  return pageMeta(matches, { title: t("title"), description: t("description") });
};

export default function SubjectList({ loaderData }: Route.ComponentProps) {
  const { lang, categories, list, categoryId } = loaderData;
  const t = translator(specialMessages, lang);
  const pages = Math.max(1, Math.ceil(list.total / list.pageSize));
  const href = (page: number, category: number | null = categoryId) => {
    const search = new URLSearchParams();
    if (category) search.set("category", String(category));
    if (page > 1) search.set("page", String(page));
    const query = search.toString();
    return `/${lang}/subject${query ? `?${query}` : ""}`;
  };
  return (
    <main id="main" className="subject-page container" data-testid="subject-list">
      <ImageFallbackScript />
      <h1>{t("title")}</h1>
      {categories.length ? (
        <nav aria-label={t("categories")}>
          <ul className="subject-tabs">
            <li>
              <a href={href(1, null)} aria-current={categoryId === null ? "page" : undefined}>
                {t("all")}
              </a>
            </li>
            {categories.map((c) => (
              <li key={c.id}>
                <a href={href(1, c.id)} aria-current={categoryId === c.id ? "page" : undefined}>
                  {c.title}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
      {list.items.length === 0 ? (
        <p>{t("empty")}</p>
      ) : (
        <ul className="special-grid">
          {list.items.map((card) => (
            <li key={card.id}>
              <SpecialCard card={card} lang={lang} />
            </li>
          ))}
        </ul>
      )}
      {pages > 1 ? (
        <nav className="pager" aria-label={t("pages")}>
          {list.page > 1 ? <a className="button" href={href(list.page - 1)} rel="prev">{t("previousPage")}</a> : null}
          <span aria-current="page">{t("pageOf", { page: list.page, pages })}</span>
          {list.page < pages ? <a className="button" href={href(list.page + 1)} rel="next">{t("nextPage")}</a> : null}
        </nav>
      ) : null}
    </main>
  );
}
