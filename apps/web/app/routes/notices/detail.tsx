import { noticesApi } from "@portal/contract/endpoints/notices";
import { urlLangToApiLocale } from "@portal/contract/locales";
import type { Route } from "./+types/detail";
import { loadOrFail } from "../../data/load.server.ts";
import { idParam, langOf } from "../../data/route-params.ts";
import { formatDay } from "../../features/shared/news-date.ts";
import { noticeMessages } from "../../features/notices/messages.ts";
import "../../features/advertisement/advertisement.css";
import { translator } from "../../i18n/define.ts";
import { pageMeta } from "../../layout/meta.ts";

/** notice-detail/{id}: one notice with its text; unknown or ended notices show the not-found page. */
export async function loader({ params, context }: Route.LoaderArgs) {
  const lang = langOf(params.lang);
  const id = idParam(params.id);
  const notice = await loadOrFail(context.apiFor(urlLangToApiLocale(lang)), noticesApi.detail, { params: { id } });
  const t = translator(noticeMessages, lang);
  return { lang, notice, breadcrumb: [{ title: t("title"), path: "notice-list" }, { title: notice.title }] };
}

export const meta: Route.MetaFunction = ({ matches, data }) => pageMeta(matches, { title: data?.notice.title });

export default function NoticeDetailPage({ loaderData }: Route.ComponentProps) {
  const { lang, notice } = loaderData;
  const t = translator(noticeMessages, lang);
  return (
    <main id="main" className="notice-page container" data-testid="notice-detail">
      <article>
        <h1>{notice.title}</h1>
        <p className="notice-meta">
          <time dateTime={notice.publishedAt}>{t("published", { date: formatDay(notice.publishedAt, lang) })}</time>
        </p>
        {/* Notice content is written by staff in the CMS: trusted HTML. */}
        {notice.content ? <div className="rich-text prose" dangerouslySetInnerHTML={{ __html: notice.content }} /> : null}
        {notice.url && /^https?:/i.test(notice.url) ? (
          <p>
            <a href={notice.url} target="_blank" rel="noopener">
              {t("external")}
              <span className="visually-hidden">{t("newWindow")}</span>
            </a>
          </p>
        ) : null}
      </article>
      <p>
        <a href={`/${lang}/notice-list`}>{t("back")}</a>
      </p>
    </main>
  );
}
