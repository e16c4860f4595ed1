import { useMemo, type FormEvent } from "react";
import { Link, useNavigate, useRevalidator } from "react-router";
import type { Route } from "./+types/press-edit";
import { companyConsoleApi } from "@portal/contract/endpoints/company";
import { COMPANY_INFO_TYPES, type CompanyInfoType } from "@portal/contract/schemas/company";
import { COMPANY_SUMMARY_MAX, COMPANY_TITLE_MAX, type ConsolePress } from "@portal/contract/schemas/company/console";
import type { ConsoleText } from "@portal/contract/schemas/console-text";
import { Field } from "../../components/Field.tsx";
import { translator } from "../../i18n/define.ts";
import { consoleCall } from "../../features/console/console-api.ts";
import { consoleMeta, useConsoleLang } from "../../features/console/console-route.ts";
import { PRESS_PATH } from "../../features/console/company/company.ts";
import { companyConsoleMessages } from "../../features/console/company/messages.ts";
import { FormEnd, LocalizedFields } from "../../features/console/form/LocalizedFields.tsx";
import { consoleFormMessages } from "../../features/console/form/messages.ts";
import { PictureField } from "../../features/console/form/PictureField.tsx";
import { RichTextFields } from "../../features/console/form/RichTextFields.tsx";
import { emptyText, macauMinuteOf, textIn } from "../../features/console/form/texts.ts";
import { useSubmit } from "../../features/console/form/use-submit.ts";
import { loadEditedItem } from "../../features/console/news/news-load.server.ts";
import { useEditorDraft } from "../../features/console/form/use-draft.ts";
import { consoleLangOfRequest } from "../../features/console/staff-session.server.ts";
import "../../features/console/news/news-desk.css";
import "../../features/console/producer/producer.css";

export const meta: Route.MetaFunction = ({ matches }) => consoleMeta(matches, "navPress");

/** The release (none for a new one). */
export async function loader({ request, context, params }: Route.LoaderArgs): Promise<{ press: ConsolePress | null }> {
  return { press: await loadEditedItem(context, request, consoleLangOfRequest(request), companyConsoleApi.pressItem, params.id) };
}

interface Draft {
  type: CompanyInfoType;
  title: ConsoleText;
  summary: ConsoleText;
  body: ConsoleText;
  cover: string | null;
  source: ConsoleText;
  sourceUrl: string;
  publishedAt: string;
  published: boolean;
}
const draftOf = (press: ConsolePress | null): Draft =>
  press
    ? { type: press.type, title: press.title, summary: press.summary, body: press.body, cover: press.cover, source: press.source, sourceUrl: press.sourceUrl, publishedAt: macauMinuteOf(press.publishedAt), published: press.published }
    : { type: "press_release", title: emptyText(), summary: emptyText(), body: emptyText(), cover: null, source: emptyText(), sourceUrl: "", publishedAt: macauMinuteOf(Date.now()), published: false };

/**
 * A press release's (or article's) editor: type, date, title and summary in four locales, the body in the news body's
 * editor (four locales), the cover (the console's upload), the source of an article, published or not.
 */
export default function PressEdit({ loaderData }: Route.ComponentProps) {
  const { press } = loaderData;
  const lang = useConsoleLang();
  const t = translator(companyConsoleMessages, lang);
  const call = useMemo(() => consoleCall(lang), [lang]);
  const navigate = useNavigate();
  const revalidator = useRevalidator();
  const { draft, setDraft, change: set, version } = useEditorDraft(press, draftOf);
  const { busy, outcome, submit } = useSubmit(lang);

  const save = (event: FormEvent) => {
    event.preventDefault();
    void submit(async () => {
      // A missing cover is the server's to refuse, in its words.
      const body = { ...draft, cover: draft.cover ?? "" };
      if (!press) {
        const created = await call(companyConsoleApi.createPress, { body });
        navigate(`${PRESS_PATH}/${created.id}`);
        return null;
      }
      await call(companyConsoleApi.updatePress, { params: { id: press.id }, body });
      void revalidator.revalidate();
      return t("saved");
    });
  };

  return (
    <div className="console-page producer-page" data-testid="press-editor">
      <header className="console-page__head">
        <p className="news-editor__back">
          <Link to={PRESS_PATH}>{t("backToPress")}</Link>
        </p>
        <h1>{press ? textIn(press.title, lang) : t("newPress")}</h1>
        {press?.published ? (
          <p className="console-note">
            <a href={`/${lang}/about_us/press_release/${press.id}`} target="_blank" rel="noreferrer">
              {t("publicPage")}
            </a>
          </p>
        ) : null}
      </header>
      <form className="console-panel producer-form" onSubmit={save} noValidate aria-labelledby="press-form-title" data-testid="press-form">
        <h2 id="press-form-title" className="console-panel__title">
          {press ? textIn(press.title, lang) : t("newPress")}
        </h2>
        <p className="console-note">{translator(consoleFormMessages, lang)("zhCnNote")}</p>
        <div className="producer-row">
          <Field id="press-type" label={t("colType")}>
            {(control) => (
              <select {...control} value={draft.type} onChange={(e) => set({ type: e.target.value as CompanyInfoType })}>
                {COMPANY_INFO_TYPES.map((type) => (
                  <option key={type} value={type}>
                    {t(`type_${type}`)}
                  </option>
                ))}
              </select>
            )}
          </Field>
          <Field id="press-date" label={t("fieldDate")} required>
            {(control) => <input {...control} type="datetime-local" value={draft.publishedAt} onChange={(e) => set({ publishedAt: e.target.value })} />}
          </Field>
        </div>
        <LocalizedFields lang={lang} id="press-title" legend={t("fieldTitle")} value={draft.title} onValue={(title) => set({ title })} required maxLength={COMPANY_TITLE_MAX} />
        <LocalizedFields lang={lang} id="press-summary" legend={t("fieldSummary")} value={draft.summary} onValue={(summary) => set({ summary })} multiline maxLength={COMPANY_SUMMARY_MAX} />
        <RichTextFields lang={lang} id="press-body" legend={t("fieldBody")} hint={t("bodyHint")} value={draft.body} version={version} onText={(locale, html) => setDraft((d) => ({ ...d, body: { ...d.body, [locale]: html } }))} />
        <PictureField lang={lang} legend={t("fieldCover")} value={draft.cover} alt={textIn(draft.title, lang)} onValue={(cover) => set({ cover })} submit={submit} testId="press-cover" />
        <LocalizedFields lang={lang} id="press-source" legend={t("fieldSource")} value={draft.source} onValue={(source) => set({ source })} maxLength={200} />
        <Field id="press-source-url" label={t("fieldSourceUrl")}>
          {(control) => <input {...control} type="url" maxLength={500} value={draft.sourceUrl} onChange={(e) => set({ sourceUrl: e.target.value })} />}
        </Field>
        <label className="console-check">
          <input type="checkbox" checked={draft.published} onChange={(e) => set({ published: e.target.checked })} data-testid="press-published" />
          <span>{t("fieldPublished")}</span>
        </label>
        <FormEnd lang={lang} outcome={outcome} busy={busy} saveLabel={t("save")} testId="press" />
      </form>
    </div>
  );
}
