import { data } from "react-router";
import { DEFAULT_URL_LANG, isUrlLang, urlLangToApiLocale, type UrlLang } from "@portal/contract/locales";
import type { SpecialDetail, SpecialItemPage } from "@portal/contract/schemas/special";
import type { Route } from "./+types/mv";
import type { RouteHandle } from "../../context.ts";
import { loadOptional, loadOrFail, pageParam } from "../../features/adverts/load.ts";
import { specialMessages } from "../../features/specials/messages.ts";
import { ItemSection } from "../../features/specials/SpecialParts.tsx";
import { translator } from "../../i18n/define.ts";
import { pageMeta } from "../../layout/meta.ts";

const langOf = (value: string | undefined): UrlLang => (isUrlLang(value) ? value : DEFAULT_URL_LANG);
const PAGE_SIZE = 9;

export const handle: RouteHandle = { hideBreadcrumb: true };

/** subject-mv?id=: a special's videos ({slug}/video), with players, nine a page (?page=2). */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const lang = langOf(params.lang);
  const url = new URL(request.url);
  const id = url.searchParams.get("id") ?? "";
  if (!/^\d{1,10}$/.test(id)) throw data(null, { status: 404 });
  const api = context.apiFor(urlLangToApiLocale(lang));
  const special = await loadOrFail<SpecialDetail>(api, `/api/v1.0/special/${id}`);
  const videos = await loadOptional<SpecialItemPage>(api, `/api/v1.0/special/${special.slug}/video`, { page: pageParam(url), pageSize: PAGE_SIZE });
  return { lang, special, videos };
}

export const meta: Route.MetaFunction = ({ matches, data, params }) =>
  pageMeta(matches, { title: data ? translator(specialMessages, langOf(params.lang))("mvOf", { title: data.special.title }) : undefined });

export default function SubjectMv({ loaderData }: Route.ComponentProps) {
  const { lang, special, videos } = loaderData;
  const t = translator(specialMessages, lang);
  const pages = videos ? Math.max(1, Math.ceil(videos.total / videos.pageSize)) : 1;
  const href = (page: number) => `/${lang}/subject-mv?id=${special.id}${page > 1 ? `&page=${page}` : ""}`;
  return (
    <main id="main" className="subject-page container" data-testid="subject-mv">
      <h1>{t("mvOf", { title: special.title })}</h1>
      {videos?.items.length ? <ItemSection id="videos" title={t("mv")} items={videos.items} lang={lang} player /> : <p>{t("noVideos")}</p>}
      {videos && pages > 1 ? (
        <nav className="pager" aria-label={t("pages")}>
          {videos.page > 1 ? <a className="button" href={href(videos.page - 1)} rel="prev">{t("previousPage")}</a> : null}
          <span aria-current="page">{t("pageOf", { page: videos.page, pages })}</span>
          {videos.page < pages ? <a className="button" href={href(videos.page + 1)} rel="next">{t("nextPage")}</a> : null}
        </nav>
      ) : null}
      <p>
        <a href={`/${lang}/subject/${special.id}`}>{t("backToSubject")}</a>
      </p>
    </main>
  );
}
