import { useMemo, useState, type FormEvent } from "react";
import { Link, useNavigate, useRevalidator } from "react-router";
import type { Route } from "./+types/about-entry";
import { companyConsoleApi } from "@portal/contract/endpoints/company";
import { COMPANY_ENTRY_TEXT_MAX, COMPANY_ENTRY_TITLE_MAX, type CompanyEntryInput, type ConsoleCompanyEntry, type ConsoleCompanyList } from "@portal/contract/schemas/company/lists";
import type { ConsoleText } from "@portal/contract/schemas/console-text";
import { Field } from "../../components/Field.tsx";
import type { RouteHandle } from "../../context.ts";
import { slugQuery } from "../../data/route-params.ts";
import { translator } from "../../i18n/define.ts";
import { consoleCall } from "../../features/console/console-api.ts";
import { consoleMeta, useConsoleLang } from "../../features/console/console-route.ts";
import { companyEntryPath, companyListOfPath, companyListPath } from "../../features/console/company/company.ts";
import { companyConsoleMessages } from "../../features/console/company/messages.ts";
import { FormEnd, LocalizedFields } from "../../features/console/form/LocalizedFields.tsx";
import { consoleFormMessages } from "../../features/console/form/messages.ts";
import { PictureField } from "../../features/console/form/PictureField.tsx";
import { emptyText, textIn } from "../../features/console/form/texts.ts";
import { useSubmit } from "../../features/console/form/use-submit.ts";
import { loadForDesk } from "../../features/console/news/news-load.server.ts";
import { consoleLangOfRequest } from "../../features/console/staff-session.server.ts";
import "../../features/console/news/news-desk.css";
import "../../features/console/producer/producer.css";

export const meta: Route.MetaFunction = ({ matches }) => consoleMeta(matches, "navAbout");

/** The query the loader reads (a new row's group). */
export const handle: RouteHandle = { query: { scope: slugQuery } };

/** The row (none for a new one), and its list's groups (a banner's pages, a partner's kinds). */
export async function loader({ request, context, params }: Route.LoaderArgs): Promise<{ entry: ConsoleCompanyEntry | null; list: ConsoleCompanyList; scope: string }> {
  const url = new URL(request.url);
  const name = companyListOfPath(url.pathname);
  const lang = consoleLangOfRequest(request);
  const id = Number(params.id);
  const [entry, list] = await Promise.all([
    params.id === undefined ? null : loadForDesk(context, request, lang, companyConsoleApi.entry, { params: { list: name, id: Number.isInteger(id) && id > 0 ? id : 0 } }),
    loadForDesk(context, request, lang, companyConsoleApi.list, { params: { list: name } }),
  ]);
  return { entry, list, scope: url.searchParams.get("scope") ?? "" };
}

type Draft = Omit<ConsoleCompanyEntry, "id" | "list">;
const draftOf = (entry: ConsoleCompanyEntry | null, scope: string): Draft =>
  entry ?? { scope, title: emptyText(), text: emptyText(), image: "", url: "", date: "", region: emptyText(), facts: emptyText(), published: false };

/**
 * A row of one of the About us section's lists: the fields its list uses — its group (a banner's page, a partner's
 * kind), title and text in four locales, a picture or logo (the console's upload), a link, a milestone's date, a
 * partner's region, a service's facts (one a line) — and shown or not.
 */
export default function AboutEntry({ loaderData }: Route.ComponentProps) {
  const { entry, list } = loaderData;
  const name = list.list;
  const lang = useConsoleLang();
  const t = translator(companyConsoleMessages, lang);
  const call = useMemo(() => consoleCall(lang), [lang]);
  const navigate = useNavigate();
  const revalidator = useRevalidator();
  const [draft, setDraft] = useState<Draft>(() => draftOf(entry, loaderData.scope || list.scope));
  const [seen, setSeen] = useState(entry);
  if (seen !== entry) {
    setSeen(entry);
    setDraft(draftOf(entry, list.scope));
  }
  const { busy, outcome, submit } = useSubmit(lang);
  const set = (change: Partial<Draft>) => setDraft((d) => ({ ...d, ...change }));
  const uses = { image: name !== "milestones", url: name === "banners" || name === "partners", date: name === "milestones", region: name === "partners", facts: name === "production" };
  const text = (field: keyof Draft, legend: string, options: { required?: boolean; multiline?: boolean; max?: number } = {}) => (
    <LocalizedFields
      lang={lang}
      id={`entry-${field}`}
      legend={legend}
      value={draft[field] as ConsoleText}
      onValue={(value) => set({ [field]: value })}
      required={options.required ?? false}
      multiline={options.multiline ?? false}
      rows={field === "facts" ? 5 : 3}
      maxLength={options.max ?? COMPANY_ENTRY_TEXT_MAX}
    />
  );

  const save = (event: FormEvent) => {
    event.preventDefault();
    void submit(async () => {
      const body: CompanyEntryInput = draft;
      if (!entry) {
        const created = await call(companyConsoleApi.createEntry, { params: { list: name }, body });
        navigate(companyEntryPath(name, created.id));
        return null;
      }
      await call(companyConsoleApi.updateEntry, { params: { list: name, id: entry.id }, body });
      void revalidator.revalidate();
      return t("saved");
    });
  };
  const heading = entry ? textIn(entry.title, lang) : t(`new_${name}`);

  return (
    <div className="console-page producer-page" data-testid="about-entry-editor">
      <header className="console-page__head">
        <p className="news-editor__back">
          <Link to={companyListPath(name, draft.scope || undefined)}>{t("backToList")}</Link>
        </p>
        <h1>{heading}</h1>
      </header>
      <form className="console-panel producer-form" onSubmit={save} noValidate aria-labelledby="entry-form-title" data-testid="about-entry-form">
        <h2 id="entry-form-title" className="console-panel__title">
          {t(`listTitle_${name}`)}
        </h2>
        <p className="console-note">{translator(consoleFormMessages, lang)("zhCnNote")}</p>
        {list.scopes.length ? (
          <Field id="entry-scope" label={t(`fieldScope_${name}` as "fieldScope_banners")} required>
            {(control) => (
              <select {...control} value={draft.scope} onChange={(e) => set({ scope: e.target.value })}>
                {list.scopes.map((scope) => (
                  <option key={scope} value={scope}>
                    {name === "partners" ? t(`scope_${scope}` as "scope_alliance") : scope}
                  </option>
                ))}
              </select>
            )}
          </Field>
        ) : null}
        {uses.date ? (
          <Field id="entry-date" label={t("fieldMilestoneDate")} required>
            {(control) => <input {...control} type="date" value={draft.date} onChange={(e) => set({ date: e.target.value })} data-testid="entry-date" />}
          </Field>
        ) : null}
        {text("title", t(`fieldTitle_${name}`), { required: true, max: COMPANY_ENTRY_TITLE_MAX })}
        {text("text", t(`fieldText_${name}`), { multiline: true })}
        {uses.region ? text("region", t("fieldRegion"), { max: 100 }) : null}
        {uses.facts ? text("facts", t("fieldFacts"), { multiline: true }) : null}
        {uses.image ? (
          <PictureField lang={lang} legend={t(`fieldImage_${name as "banners"}`)} value={draft.image || null} alt={textIn(draft.title, lang)} onValue={(image) => set({ image: image ?? "" })} submit={submit} testId="entry-image" />
        ) : null}
        {uses.url ? (
          <Field id="entry-url" label={t("fieldUrl")} hint={t(`urlHint_${name as "banners"}`)}>
            {(control) => <input {...control} type="text" inputMode="url" maxLength={500} value={draft.url} onChange={(e) => set({ url: e.target.value })} />}
          </Field>
        ) : null}
        <label className="console-check">
          <input type="checkbox" checked={draft.published} onChange={(e) => set({ published: e.target.checked })} data-testid="entry-published" />
          <span>{t("fieldPublished")}</span>
        </label>
        <FormEnd lang={lang} outcome={outcome} busy={busy} saveLabel={t("save")} testId="about-entry" />
      </form>
    </div>
  );
}
