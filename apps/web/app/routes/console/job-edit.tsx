import { useMemo, useState, type FormEvent } from "react";
import { Link, useNavigate, useRevalidator } from "react-router";
import type { Route } from "./+types/job-edit";
import { JOB_DEPARTMENTS, JOB_TYPES, jobConsoleApi, type JobDepartment, type JobType } from "@portal/contract/endpoints/forms";
import { JOB_VACANCIES_MAX, POSTING_SUMMARY_MAX, POSTING_TITLE_MAX, jobApplicationsPath, type ConsoleJob, type JobInput } from "@portal/contract/schemas/forms/console";
import type { ConsoleText } from "@portal/contract/schemas/console-text";
import { Field } from "../../components/Field.tsx";
import { translator } from "../../i18n/define.ts";
import { consoleCall } from "../../features/console/console-api.ts";
import { consoleMeta, useConsoleLang } from "../../features/console/console-route.ts";
import { LocalizedFields, OutcomeMessage } from "../../features/console/form/LocalizedFields.tsx";
import { consoleFormMessages } from "../../features/console/form/messages.ts";
import { emptyText, macauMinuteOf, textIn } from "../../features/console/form/texts.ts";
import { useSubmit } from "../../features/console/form/use-submit.ts";
import { loadForDesk } from "../../features/console/news/news-load.server.ts";
import { postingsMessages } from "../../features/console/postings/messages.ts";
import { PostingEditorHead, PostingPeriodFields } from "../../features/console/postings/PostingEditor.tsx";
import { JOBS_PATH, jobPath } from "../../features/console/postings/postings.ts";
import { consoleLangOfRequest } from "../../features/console/staff-session.server.ts";
import { formsMessages } from "../../features/forms/messages.ts";
import "../../features/console/news/news-desk.css";
import "../../features/console/producer/producer.css";
import "../../features/console/postings/postings.css";

export const meta: Route.MetaFunction = ({ matches }) => consoleMeta(matches, "navJobs");

/** The job ad (none for a new one). */
export async function loader({ request, context, params }: Route.LoaderArgs): Promise<{ job: ConsoleJob | null }> {
  if (params.id === undefined) return { job: null };
  const id = Number(params.id);
  return { job: await loadForDesk(context, request, consoleLangOfRequest(request), jobConsoleApi.get, { params: { id: Number.isInteger(id) && id > 0 ? id : 0 } }) };
}

type TextKey = "title" | "location" | "summary" | "duties" | "requirements";
/** The form's state: JobInput with every text in every locale, the vacancies as typed. */
type Draft = Omit<Required<JobInput>, TextKey | "vacancies"> & Record<TextKey, ConsoleText> & { vacancies: string };

const DAY_MS = 86_400_000;
const draftOf = (job: ConsoleJob | null): Draft =>
  job
    ? {
        reference: job.reference,
        department: job.department,
        type: job.type,
        title: job.title,
        location: job.location,
        summary: job.summary,
        duties: job.duties,
        requirements: job.requirements,
        vacancies: String(job.vacancies),
        requiresChineseFields: job.requiresChineseFields,
        opensAt: macauMinuteOf(job.opensAt),
        closesAt: macauMinuteOf(job.closesAt),
      }
    : {
        reference: "",
        department: JOB_DEPARTMENTS[0],
        type: JOB_TYPES[0],
        title: emptyText(),
        location: emptyText(),
        summary: emptyText(),
        duties: emptyText(),
        requirements: emptyText(),
        vacancies: "1",
        requiresChineseFields: true,
        opensAt: macauMinuteOf(Date.now()),
        closesAt: macauMinuteOf(Date.now() + 30 * DAY_MS),
      };

/**
 * A job ad's editor: reference, department, type, texts in four locales (duties and requirements one a line),
 * vacancies, whether applicants must give the Chinese fields, opening and closing; the applications received.
 */
export default function JobEdit({ loaderData }: Route.ComponentProps) {
  const { job } = loaderData;
  const lang = useConsoleLang();
  const t = translator(postingsMessages, lang);
  const kind = translator(formsMessages, lang);
  const call = useMemo(() => consoleCall(lang), [lang]);
  const navigate = useNavigate();
  const revalidator = useRevalidator();
  const [draft, setDraft] = useState<Draft>(() => draftOf(job));
  const [seen, setSeen] = useState(job);
  if (seen !== job) {
    setSeen(job);
    setDraft(draftOf(job));
  }
  const { busy, outcome, submit } = useSubmit(lang);
  const set = (change: Partial<Draft>) => setDraft((d) => ({ ...d, ...change }));
  const text = (key: TextKey, legend: string, options: { required?: boolean; multiline?: boolean; rows?: number; max: number }) => (
    <LocalizedFields lang={lang} id={`job-${key}`} legend={legend} value={draft[key]} onValue={(value) => set({ [key]: value })} required={options.required} multiline={options.multiline} rows={options.rows} maxLength={options.max} />
  );

  const save = (event: FormEvent) => {
    event.preventDefault();
    void submit(async () => {
      // An empty or odd number is the server's to refuse, in its words.
      const body = { ...draft, vacancies: Number(draft.vacancies) };
      if (!job) {
        const created = await call(jobConsoleApi.create, { body });
        navigate(jobPath(created.id));
        return null;
      }
      await call(jobConsoleApi.update, { params: { id: job.id }, body });
      void revalidator.revalidate();
      return t("saved");
    });
  };

  return (
    <div className="console-page producer-page" data-testid="job-editor">
      <PostingEditorHead
        lang={lang}
        heading={job ? textIn(job.title, lang) : t("newJob")}
        backPath={JOBS_PATH}
        backLabel={t("backToJobs")}
        posting={job}
        publicPath={job ? `/${lang}/recruitment/${job.id}` : ""}
        publish={(published) => call(jobConsoleApi.publication, { params: { id: job!.id }, body: { published } })}
        onPublished={() => void revalidator.revalidate()}
      />
      {job ? (
        <section className="console-panel" aria-labelledby="job-applications-title">
          <h2 id="job-applications-title" className="console-panel__title">
            {t("applicationsTitle")}
          </h2>
          <p>
            {t("applicationsText", { count: job.applications })} <Link to={jobApplicationsPath(job.id)}>{t("readApplications")}</Link>
          </p>
        </section>
      ) : null}
      <form className="console-panel producer-form" onSubmit={save} noValidate aria-labelledby="job-form-title" data-testid="job-form">
        <h2 id="job-form-title" className="console-panel__title">
          {t("jobDetails")}
        </h2>
        <p className="console-note">{translator(consoleFormMessages, lang)("zhCnNote")}</p>
        <PostingPeriodFields lang={lang} idPrefix="job" value={draft} onValue={set} />
        <div className="producer-row">
          <Field id="job-department" label={t("fieldDepartment")}>
            {(control) => (
              <select {...control} value={draft.department} onChange={(e) => set({ department: e.target.value as JobDepartment })}>
                {JOB_DEPARTMENTS.map((department) => (
                  <option key={department} value={department}>
                    {kind(`dept_${department}`)}
                  </option>
                ))}
              </select>
            )}
          </Field>
          <Field id="job-type" label={t("fieldType")}>
            {(control) => (
              <select {...control} value={draft.type} onChange={(e) => set({ type: e.target.value as JobType })}>
                {JOB_TYPES.map((type) => (
                  <option key={type} value={type}>
                    {kind(`type_${type}`)}
                  </option>
                ))}
              </select>
            )}
          </Field>
          <Field id="job-vacancies" label={t("fieldVacancies")} required>
            {(control) => <input {...control} type="number" inputMode="numeric" min={1} max={JOB_VACANCIES_MAX} value={draft.vacancies} onChange={(e) => set({ vacancies: e.target.value })} />}
          </Field>
        </div>
        {text("title", t("fieldTitle"), { required: true, max: POSTING_TITLE_MAX })}
        {text("location", t("fieldLocation"), { max: POSTING_TITLE_MAX })}
        {text("summary", t("fieldJobSummary"), { multiline: true, max: POSTING_SUMMARY_MAX })}
        <p className="console-note">{t("linesNote")}</p>
        {text("duties", t("fieldDuties"), { multiline: true, rows: 6, max: POSTING_SUMMARY_MAX })}
        {text("requirements", t("fieldRequirements"), { multiline: true, rows: 6, max: POSTING_SUMMARY_MAX })}
        <div className="postings-check">
          <input id="job-chinese" type="checkbox" checked={draft.requiresChineseFields} onChange={(e) => set({ requiresChineseFields: e.target.checked })} aria-describedby="job-chinese-hint" />
          <div>
            <label htmlFor="job-chinese">{t("fieldChinese")}</label>
            <p id="job-chinese-hint" className="console-note">
              {t("fieldChineseHint")}
            </p>
          </div>
        </div>
        <OutcomeMessage outcome={outcome} testId="job-outcome" />
        <div className="producer-actions">
          <button type="submit" className="button button--primary" disabled={busy} data-testid="job-save">
            {job ? t("save") : t("newJob")}
          </button>
        </div>
      </form>
    </div>
  );
}
