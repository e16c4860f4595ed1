import { formsApi } from "@portal/contract/endpoints/forms";
import { urlLangToApiLocale } from "@portal/contract/locales";
import type { Route } from "./+types/job";
import { loadOrFail } from "../../data/load.server.ts";
import { idParam, langOf } from "../../data/route-params.ts";
import { formatDayTime } from "../../features/forms/dates.ts";
import Apply from "../../features/forms/Apply.island.tsx";
import { formsMessages } from "../../features/forms/messages.ts";
import { ruleTextsFor } from "../../features/forms/rule-texts.ts";
import { StatusBadge } from "../../features/forms/StatusBadge.tsx";
import { translator } from "../../i18n/define.ts";
import { Island } from "../../islands/Island.tsx";
import { pageMeta } from "../../layout/meta.ts";
import "../../features/identity/member.css";
import "../../features/forms/forms.css";

/** recruitment/{id} (docs/forms.md): a job's details, server-rendered, and its application form as an island. */
export async function loader({ params, context }: Route.LoaderArgs) {
  const lang = langOf(params.lang);
  const job = await loadOrFail(context.apiFor(urlLangToApiLocale(lang)), formsApi.job, { params: { id: idParam(params.id) } });
  return { lang, job };
}

export const meta: Route.MetaFunction = ({ matches, data: page }) => pageMeta(matches, { title: page?.job.title, description: page?.job.summary });

export default function JobPage({ loaderData }: Route.ComponentProps) {
  const { lang, job } = loaderData;
  const t = translator(formsMessages, lang);
  return (
    <main id="main" className="forms-page forms-page--job container" data-testid="job-detail">
      <p className="forms-page__back">
        <a className="back-link" href={`/${lang}/join-us/job-opportunity`}>← {t("backToJobs")}</a>
      </p>
      <div className="forms-card__top">
        <StatusBadge status={job.status} label={job.status === "open" ? t("jobOpen") : t("jobClosed")} />
        <span className="forms-card__ref">
          {t(`dept_${job.department}`)} · {t(`type_${job.type}`)}
        </span>
      </div>
      <h1 className="forms-page__title">{job.title}</h1>
      <p className="forms-page__lead">{job.summary}</p>
      <div className="forms-job">
        <div className="forms-job__text">
          <dl className="forms-facts">
            <div>
              <dt>{t("reference")}</dt>
              <dd>{job.reference}</dd>
            </div>
            <div>
              <dt>{t("location")}</dt>
              <dd>{job.location}</dd>
            </div>
            <div>
              <dt>{t("vacancies")}</dt>
              <dd>{job.vacancies}</dd>
            </div>
            <div>
              <dt>{t("closesAt")}</dt>
              <dd>
                <time dateTime={job.closesAt}>{formatDayTime(job.closesAt, lang)}</time>
              </dd>
            </div>
          </dl>
          <h2 className="forms-card__subtitle">{t("duties")}</h2>
          <ul className="forms-bullets">
            {job.duties.map((text) => (
              <li key={text}>{text}</li>
            ))}
          </ul>
          <h2 className="forms-card__subtitle">{t("requirements")}</h2>
          <ul className="forms-bullets">
            {job.requirements.map((text) => (
              <li key={text}>{text}</li>
            ))}
          </ul>
        </div>
        <section className="forms-panel" aria-labelledby="apply-title">
          <h2 id="apply-title" className="forms-panel__title">
            {t("applyTitle")}
          </h2>
          {job.status === "open" ? (
            <Island component={Apply} props={{ lang, jobId: job.id, requiresChineseFields: job.requiresChineseFields, rules: ruleTextsFor(lang) }} when="interaction" className="forms-island" />
          ) : (
            <p>{t("applyClosed")}</p>
          )}
        </section>
      </div>
    </main>
  );
}
