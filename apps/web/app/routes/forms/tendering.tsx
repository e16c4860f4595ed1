import { data } from "react-router";
import { formsApi } from "@portal/contract/endpoints/forms";
import { urlLangToApiLocale } from "@portal/contract/locales";
import type { Route } from "./+types/tendering";
import { loadOptional } from "../../data/load.server.ts";
import { langOf, pageParam, pageQuery } from "../../data/route-params.ts";
import { formatDayTime } from "../../features/forms/dates.ts";
import { formatDay } from "../../features/shared/news-date.ts";
import { formsMessages } from "../../features/forms/messages.ts";
import { PageLinks, StatusBadge } from "../../features/forms/StatusBadge.tsx";
import { translator } from "../../i18n/define.ts";
import { pageMeta } from "../../layout/meta.ts";
import type { RouteHandle } from "../../context.ts";
import { titleCrumb } from "../../layout/breadcrumb.ts";
import "../../features/forms/forms.css";

const PAGE_SIZE = 10;

export const handle: RouteHandle = { query: { page: pageQuery }, breadcrumb: titleCrumb(formsMessages, "tenderTitle") };

/** tendering (spec §2, §7 cms/bidding): open notices first, then closed ones; documents to download; Macao time. */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const lang = langOf(params.lang);
  const page = pageParam(new URL(request.url));
  const tenders = await loadOptional(context.apiFor(urlLangToApiLocale(lang)), formsApi.tenders, { query: { page, pageSize: PAGE_SIZE } });
  const body = { lang, page, tenders };
  return tenders === null ? data(body, { status: 503 }) : body;
}

export const meta: Route.MetaFunction = ({ matches, params }) => {
  const t = translator(formsMessages, langOf(params.lang));
  return pageMeta(matches, { title: t("tenderTitle"), description: t("tenderLead") });
};

export default function Tendering({ loaderData }: Route.ComponentProps) {
  const { lang, page, tenders } = loaderData;
  const t = translator(formsMessages, lang);
  const pages = tenders ? Math.ceil(tenders.total / tenders.pageSize) : 0;
  return (
    <main id="main" className="forms-page container" data-testid="tendering">
      <h1 className="forms-page__title">{t("tenderTitle")}</h1>
      <p className="forms-page__lead">{t("tenderLead")}</p>
      {!tenders || tenders.items.length === 0 ? (
        <p className="forms-page__empty">{t("tenderEmpty")}</p>
      ) : (
        <ul className="forms-cards" role="list" data-testid="tender-list">
          {tenders.items.map((tender) => (
            <li key={tender.id} className={`forms-card forms-card--${tender.status}`}>
              <article aria-labelledby={`tender-${tender.id}`}>
                <div className="forms-card__top">
                  <StatusBadge status={tender.status} label={tender.status === "open" ? t("tenderOpen") : t("tenderClosed")} />
                  <span className="forms-card__ref">
                    {t("reference")} {tender.reference}
                  </span>
                </div>
                <h2 className="forms-card__title" id={`tender-${tender.id}`}>
                  {tender.title}
                </h2>
                <p className="forms-card__summary">{tender.summary}</p>
                <dl className="forms-facts">
                  <div>
                    <dt>{t("opensAt")}</dt>
                    <dd>
                      <time dateTime={tender.opensAt}>{formatDay(tender.opensAt, lang)}</time>
                    </dd>
                  </div>
                  <div>
                    <dt>{t("closesAt")}</dt>
                    <dd>
                      <time dateTime={tender.closesAt}>{formatDayTime(tender.closesAt, lang)}</time>
                    </dd>
                  </div>
                </dl>
                <h3 className="forms-card__subtitle">{t("documents")}</h3>
                <ul className="forms-docs" role="list">
                  {tender.documents.map((doc) => (
                    <li key={doc.url}>
                      <a href={doc.url} download className="forms-docs__link">
                        <span className="forms-docs__icon" aria-hidden="true">
                          {t("pdf")}
                        </span>
                        <span>
                          {doc.title}
                          <span className="visually-hidden">
                            {" "}
                            ({t("download")}, {t("pdf")})
                          </span>
                        </span>
                      </a>
                    </li>
                  ))}
                </ul>
              </article>
            </li>
          ))}
        </ul>
      )}
      <PageLinks
        page={page}
        pages={pages}
        hrefOf={(n) => `?page=${n}`}
        labels={{ previous: t("previous"), next: t("next"), pageOf: t("pageOf", { page, pages }) }}
      />
    </main>
  );
}
