import { useMemo, type FormEvent } from "react";
import { Link, useNavigate, useRevalidator } from "react-router";
import type { Route } from "./+types/about-edit";
import { companyConsoleApi } from "@portal/contract/endpoints/company";
import { COMPANY_DOCUMENTS_MAX, COMPANY_PICTURES_MAX, COMPANY_SUMMARY_MAX, COMPANY_TITLE_MAX, type ConsoleCompanyPage, type ConsoleCompanyPicture } from "@portal/contract/schemas/company/console";
import type { ConsoleText } from "@portal/contract/schemas/console-text";
import { Field } from "../../components/Field.tsx";
import { translator } from "../../i18n/define.ts";
import { consoleCall } from "../../features/console/console-api.ts";
import { consoleMeta, useConsoleLang } from "../../features/console/console-route.ts";
import { ABOUT_PATH } from "../../features/console/company/company.ts";
import { companyConsoleMessages } from "../../features/console/company/messages.ts";
import { DocumentsField, type DocumentDraft } from "../../features/console/form/DocumentsField.tsx";
import { FormEnd, LocalizedFields } from "../../features/console/form/LocalizedFields.tsx";
import { consoleFormMessages } from "../../features/console/form/messages.ts";
import { PictureField } from "../../features/console/form/PictureField.tsx";
import { RichTextFields } from "../../features/console/form/RichTextFields.tsx";
import { emptyText, textIn } from "../../features/console/form/texts.ts";
import { useSubmit } from "../../features/console/form/use-submit.ts";
import { loadEditedItem } from "../../features/console/news/news-load.server.ts";
import { useEditorDraft } from "../../features/console/form/use-draft.ts";
import { consoleLangOfRequest } from "../../features/console/staff-session.server.ts";
import "../../features/console/news/news-desk.css";
import "../../features/console/producer/producer.css";

export const meta: Route.MetaFunction = ({ matches }) => consoleMeta(matches, "navAbout");

/** The page (none for a new one). */
export async function loader({ request, context, params }: Route.LoaderArgs): Promise<{ page: ConsoleCompanyPage | null }> {
  return { page: await loadEditedItem(context, request, consoleLangOfRequest(request), companyConsoleApi.page, params.id) };
}

interface Draft {
  slug: string;
  title: ConsoleText;
  summary: ConsoleText;
  body: ConsoleText;
  images: { src: string | null; caption: ConsoleText }[];
  documents: DocumentDraft[];
  published: boolean;
}
const draftOf = (page: ConsoleCompanyPage | null): Draft =>
  page
    ? { slug: page.slug, title: page.title, summary: page.summary, body: page.body, images: page.images, documents: page.documents, published: page.published }
    : { slug: "", title: emptyText(), summary: emptyText(), body: emptyText(), images: [], documents: [], published: false };

/**
 * An about-us page's editor: its address, title and summary in four locales, the body in the news body's editor (four
 * locales), its pictures (the console's upload) with their captions, its documents to download (a PDF uploaded, or
 * an https address), published or not.
 */
export default function AboutEdit({ loaderData }: Route.ComponentProps) {
  const { page } = loaderData;
  const lang = useConsoleLang();
  const t = translator(companyConsoleMessages, lang);
  const call = useMemo(() => consoleCall(lang), [lang]);
  const navigate = useNavigate();
  const revalidator = useRevalidator();
  const { draft, setDraft, change: set, version } = useEditorDraft(page, draftOf);
  const { busy, outcome, submit } = useSubmit(lang);
  const setImage = (index: number, change: Partial<Draft["images"][number]>) => setDraft((d) => ({ ...d, images: d.images.map((image, i) => (i === index ? { ...image, ...change } : image)) }));

  const save = (event: FormEvent) => {
    event.preventDefault();
    void submit(async () => {
      const images: ConsoleCompanyPicture[] = draft.images.flatMap((image) => (image.src ? [{ src: image.src, caption: image.caption }] : []));
      const body = { ...draft, images };
      if (!page) {
        const created = await call(companyConsoleApi.createPage, { body });
        navigate(`${ABOUT_PATH}/${created.id}`);
        return null;
      }
      await call(companyConsoleApi.updatePage, { params: { id: page.id }, body });
      void revalidator.revalidate();
      return t("saved");
    });
  };

  return (
    <div className="console-page producer-page" data-testid="about-editor">
      <header className="console-page__head">
        <p className="news-editor__back">
          <Link to={ABOUT_PATH}>{t("backToAbout")}</Link>
        </p>
        <h1>{page ? textIn(page.title, lang) : t("newPage")}</h1>
        {page?.published ? (
          <p className="console-note">
            <a href={`/${lang}/about_us/${page.slug}`} target="_blank" rel="noreferrer">
              {t("publicPage")}
            </a>
          </p>
        ) : null}
      </header>
      <form className="console-panel producer-form" onSubmit={save} noValidate aria-labelledby="about-form-title" data-testid="about-form">
        <h2 id="about-form-title" className="console-panel__title">
          {page ? textIn(page.title, lang) : t("newPage")}
        </h2>
        <p className="console-note">{translator(consoleFormMessages, lang)("zhCnNote")}</p>
        <Field id="about-slug" label={t("fieldSlug")} required>
          {(control) => <input {...control} type="text" maxLength={100} value={draft.slug} onChange={(e) => set({ slug: e.target.value })} />}
        </Field>
        <LocalizedFields lang={lang} id="about-title" legend={t("fieldTitle")} value={draft.title} onValue={(title) => set({ title })} required maxLength={COMPANY_TITLE_MAX} />
        <LocalizedFields lang={lang} id="about-summary" legend={t("fieldSummary")} value={draft.summary} onValue={(summary) => set({ summary })} multiline maxLength={COMPANY_SUMMARY_MAX} />
        <RichTextFields lang={lang} id="about-body" legend={t("fieldBody")} hint={t("bodyHint")} value={draft.body} version={version} onText={(locale, html) => setDraft((d) => ({ ...d, body: { ...d.body, [locale]: html } }))} />
        <fieldset className="console-texts">
          <legend>{t("fieldImages")}</legend>
          {draft.images.map((image, index) => (
            <div key={index} className="console-texts" data-testid="about-image">
              <PictureField lang={lang} legend={t("picture", { n: index + 1 })} value={image.src} alt={textIn(image.caption, lang)} onValue={(src) => setImage(index, { src })} submit={submit} />
              <LocalizedFields lang={lang} id={`about-caption-${index}`} legend={t("fieldCaption", { n: index + 1 })} value={image.caption} onValue={(caption) => setImage(index, { caption })} maxLength={300} />
              <button type="button" className="button console-button--quiet" onClick={() => set({ images: draft.images.filter((_, i) => i !== index) })}>
                {t("removePicture", { n: index + 1 })}
              </button>
            </div>
          ))}
          {draft.images.length < COMPANY_PICTURES_MAX ? (
            <button type="button" className="button console-button--quiet" onClick={() => set({ images: [...draft.images, { src: null, caption: emptyText() }] })}>
              {t("addPicture")}
            </button>
          ) : null}
        </fieldset>
        <DocumentsField
          lang={lang}
          id="about"
          heading={t("fieldDocuments")}
          value={draft.documents}
          onValue={(documents) => set({ documents })}
          max={COMPANY_DOCUMENTS_MAX}
          titleMax={COMPANY_TITLE_MAX}
          busy={busy}
          submit={submit}
          testId="about-document"
        />
        <label className="console-check">
          <input type="checkbox" checked={draft.published} onChange={(e) => set({ published: e.target.checked })} data-testid="about-published" />
          <span>{t("fieldPublished")}</span>
        </label>
        <FormEnd lang={lang} outcome={outcome} busy={busy} saveLabel={t("save")} testId="about" />
      </form>
    </div>
  );
}
