import { noticesApi } from "@portal/contract/endpoints/notices";
import { urlLangToApiLocale } from "@portal/contract/locales";
import type { Route } from "./+types/list";
import { loadOrFail } from "../../data/load.server.ts";
import { langOf, pageParam, pageQuery } from "../../data/route-params.ts";
import { formatDay } from "../../features/shared/news-date.ts";
import { noticeMessages } from "../../features/notices/messages.ts";
import "../../features/advertisement/advertisement.css";
import { translator } from "../../i18n/define.ts";
import { noticeHref } from "../../layout/notice-href.ts";
import { pageMeta } from "../../layout/meta.ts";
import type { RouteHandle } from "../../context.ts";
import { titleCrumb } from "../../layout/breadcrumb.ts";

export const NOTICE_PAGE_SIZE = 10;

export const handle: RouteHandle = { query: { page: pageQuery }, breadcrumb: titleCrumb(noticeMessages, "title") };

/** notice-list: the notices, newest first, ten a page; pages are plain links (?page=2), no script needed. */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const lang = langOf(params.lang);
  const page = pageParam(new URL(request.url));
  const list = await loadOrFail(context.apiFor(urlLangToApiLocale(lang)), noticesApi.list, { query: { page, pageSize: NOTICE_PAGE_SIZE } });
  return { lang, list };
}

export const meta: Route.MetaFunction = ({ matches, params }) => {
  const t = translator(noticeMessages, langOf(params.lang));
  return pageMeta(matches, { title: t("title"), description: t("description") });
};

export default function NoticeListPage({ loaderData }: Route.ComponentProps) {
  const { lang, list } = loaderData;
  const t = translator(noticeMessages, lang);
  const pages = Math.max(1, Math.ceil(list.total / list.pageSize));
  const href = (page: number) => (page === 1 ? `/${lang}/notice-list` : `/${lang}/notice-list?page=${page}`);
  return (
    <main id="main" className="notice-page container" data-testid="notice-list">
      <h1>{t("title")}</h1>
      {list.items.length === 0 ? (
        <p>{t("empty")}</p>
      ) : (
        <ul className="notice-list">
          {list.items.map((notice) => {
            const target = noticeHref(notice, lang);
            const external = /^https?:/i.test(target);
            return (
              <li key={notice.id} className="notice-list__item" data-testid="notice-list-item">
                <a href={target} {...(external ? { target: "_blank", rel: "noopener" } : {})}>
                  {notice.title}
                  {external ? <span className="visually-hidden">{t("newWindow")}</span> : null}
                </a>
                <time className="notice-meta" dateTime={notice.publishedAt}>
                  {formatDay(notice.publishedAt, lang)}
                </time>
              </li>
            );
          })}
        </ul>
      )}
      {pages > 1 ? (
        <nav className="pager" aria-label={t("pages")}>
          {list.page > 1 ? (
            <a className="button" href={href(list.page - 1)} rel="prev">
              {t("previousPage")}
            </a>
          ) : null}
          <span aria-current="page">{t("pageOf", { page: list.page, pages })}</span>
          {list.page < pages ? (
            <a className="button" href={href(list.page + 1)} rel="next" data-testid="notice-next-page">
              {t("nextPage")}
            </a>
          ) : null}
        </nav>
      ) : null}
    </main>
  );
}
