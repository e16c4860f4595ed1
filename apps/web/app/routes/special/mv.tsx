import { specialApi } from "@portal/contract/endpoints/special";
import { urlLangToApiLocale } from "@portal/contract/locales";
import type { Route } from "./+types/mv";
import type { RouteHandle } from "../../context.ts";
import { loadOptional, loadOrFail } from "../../data/load.server.ts";
import { idParam, idQuery, langOf, pageParam, pageQuery } from "../../data/route-params.ts";
import { specialMessages } from "../../features/special/messages.ts";
import { ItemSection } from "../../features/special/SpecialParts.tsx";
import { translator } from "../../i18n/define.ts";
import { pageMeta } from "../../layout/meta.ts";
import { pageTitle } from "../../layout/page-title.ts";

const PAGE_SIZE = 9;

export const handle: RouteHandle = { hideBreadcrumb: true, query: { id: idQuery, page: pageQuery } };

/** subject-mv?id=: a special's videos ({slug}/video), with players, nine a page (?page=2). */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const lang = langOf(params.lang);
  const url = new URL(request.url);
  const id = idParam(url.searchParams.get("id") ?? undefined);
  const api = context.apiFor(urlLangToApiLocale(lang));
  const special = await loadOrFail(api, specialApi.detail, { params: { id } });
  const videos = await loadOptional(api, specialApi.videos, { params: { slug: special.slug }, query: { page: pageParam(url), pageSize: PAGE_SIZE } });
  return { lang, special, videos };
}

export const meta: Route.MetaFunction = ({ matches, data, params }) =>
  pageMeta(matches, { title: data ? pageTitle(data.special.title, translator(specialMessages, langOf(params.lang))("mv")) : undefined });

export default function SubjectMv({ loaderData }: Route.ComponentProps) {
  const { lang, special, videos } = loaderData;
  const t = translator(specialMessages, lang);
  const pages = videos ? Math.max(1, Math.ceil(videos.total / videos.pageSize)) : 1;
  const href = (page: number) => `/${lang}/subject-mv?id=${special.id}${page > 1 ? `&page=${page}` : ""}`;
  return (
    <main id="main" className="subject-page container" data-testid="subject-mv">
      <h1>{pageTitle(special.title, t("mv"))}</h1>
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
