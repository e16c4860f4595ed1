import { data } from "react-router";
import { formsApi, JOB_DEPARTMENTS, JOB_TYPES, TENDER_STATUSES, type JobDepartment, type JobType, type TenderStatus } from "@portal/contract/endpoints/forms";
import { urlLangToApiLocale } from "@portal/contract/locales";
import type { Route } from "./+types/recruitment";
import { loadOptional } from "../../data/load.server.ts";
import { langOf, oneOfQuery, pageParam, pageQuery } from "../../data/route-params.ts";
import { formatDayTime } from "../../features/forms/dates.ts";
import { formsMessages } from "../../features/forms/messages.ts";
import { PageLinks, StatusBadge } from "../../features/forms/StatusBadge.tsx";
import { translator } from "../../i18n/define.ts";
import { pageMeta } from "../../layout/meta.ts";
import type { RouteHandle } from "../../context.ts";
import "../../features/forms/forms.css";

const PAGE_SIZE = 10;
const pick = <T extends string>(values: readonly T[], value: string | null): T | undefined => values.find((v) => v === value);

export const handle: RouteHandle = { query: { department: oneOfQuery(JOB_DEPARTMENTS), page: pageQuery, status: oneOfQuery(TENDER_STATUSES), type: oneOfQuery(JOB_TYPES) } };

/**
 * recruitment and join-us/job-opportunity (spec §2; docs/forms.md): the same job list with its filters (department,
 * type, open or closed; a plain GET form, no script) and pages. recruitment ("Join us" in the menu) opens with why
 * to work here; join-us/job-opportunity ("Job openings", its child) is the list itself. A job opens at
 * recruitment/{id} with its application form.
 */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const lang = langOf(params.lang);
  const url = new URL(request.url);
  const page = pageParam(url);
  const filters = {
    department: pick<JobDepartment>(JOB_DEPARTMENTS, url.searchParams.get("department")),
    type: pick<JobType>(JOB_TYPES, url.searchParams.get("type")),
    status: pick<TenderStatus>(TENDER_STATUSES, url.searchParams.get("status")),
  };
  const jobs = await loadOptional(context.apiFor(urlLangToApiLocale(lang)), formsApi.jobs, { query: { page, pageSize: PAGE_SIZE, ...filters } });
  const landing = !url.pathname.includes("job-opportunity");
  const body = { lang, page, filters, jobs, landing };
  return jobs === null ? data(body, { status: 503 }) : body;
}

export const meta: Route.MetaFunction = ({ matches, params, data: page }) => {
  const t = translator(formsMessages, langOf(params.lang));
  return page?.landing === false
    ? pageMeta(matches, { title: t("jobOpeningsTitle"), description: t("jobOpeningsLead") })
    : pageMeta(matches, { title: t("recruitmentTitle"), description: t("recruitmentLead") });
};

export default function Recruitment({ loaderData }: Route.ComponentProps) {
  const { lang, page, filters, jobs, landing } = loaderData;
  const t = translator(formsMessages, lang);
  const pages = jobs ? Math.ceil(jobs.total / jobs.pageSize) : 0;
  const hrefOf = (n: number) => {
    const query = new URLSearchParams();
    for (const [key, value] of Object.entries(filters)) if (value) query.set(key, value);
    if (n > 1) query.set("page", String(n));
    const text = query.toString();
    return text ? `?${text}` : "?";
  };
  const select = (name: "department" | "type" | "status", label: string, options: { value: string; label: string }[]) => (
    <div className="field">
      <label className="field__label" htmlFor={`jobs-${name}`}>
        {label}
      </label>
      <select id={`jobs-${name}`} name={name} className="field__input" defaultValue={filters[name] ?? ""}>
        <option value="">{t("all")}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
  return (
    <main id="main" className="forms-page container" data-testid="recruitment">
      <h1 className="forms-page__title">{landing ? t("recruitmentTitle") : t("jobOpeningsTitle")}</h1>
      <p className="forms-page__lead">{landing ? t("recruitmentLead") : t("jobOpeningsLead")}</p>
      <form className="forms-filters" method="get" aria-label={t("filter")} data-testid="job-filters">
        {select("department", t("department"), JOB_DEPARTMENTS.map((value) => ({ value, label: t(`dept_${value}`) })))}
        {select("type", t("jobType"), JOB_TYPES.map((value) => ({ value, label: t(`type_${value}`) })))}
        {select("status", t("status"), TENDER_STATUSES.map((value) => ({ value, label: value === "open" ? t("jobOpen") : t("jobClosed") })))}
        <button type="submit" className="button button--primary forms-filters__submit">
          {t("filter")}
        </button>
      </form>
      {jobs ? (
        <p className="forms-page__count" role="status">
          {t("jobsCount", { count: jobs.total })}
        </p>
      ) : null}
      {!jobs || jobs.items.length === 0 ? (
        <p className="forms-page__empty">{t("jobsEmpty")}</p>
      ) : (
        <ul className="forms-cards" role="list" data-testid="job-list">
          {jobs.items.map((job) => (
            <li key={job.id} className={`forms-card forms-card--${job.status}`}>
              <article aria-labelledby={`job-${job.id}`}>
                <div className="forms-card__top">
                  <StatusBadge status={job.status} label={job.status === "open" ? t("jobOpen") : t("jobClosed")} />
                  <span className="forms-card__ref">
                    {t(`dept_${job.department}`)} · {t(`type_${job.type}`)}
                  </span>
                </div>
                <h2 className="forms-card__title" id={`job-${job.id}`}>
                  <a href={`/${lang}/recruitment/${job.id}`}>{job.title}</a>
                </h2>
                <p className="forms-card__summary">{job.summary}</p>
                <dl className="forms-facts">
                  <div>
                    <dt>{t("closesAt")}</dt>
                    <dd>
                      <time dateTime={job.closesAt}>{formatDayTime(job.closesAt, lang)}</time>
                    </dd>
                  </div>
                  <div>
                    <dt>{t("vacancies")}</dt>
                    <dd>{job.vacancies}</dd>
                  </div>
                  <div>
                    <dt>{t("reference")}</dt>
                    <dd>{job.reference}</dd>
                  </div>
                </dl>
              </article>
            </li>
          ))}
        </ul>
      )}
      <PageLinks page={page} pages={pages} hrefOf={hrefOf} labels={{ previous: t("previous"), next: t("next"), pageOf: t("pageOf", { page, pages }) }} />
    </main>
  );
}
