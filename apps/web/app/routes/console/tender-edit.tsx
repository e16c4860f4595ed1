import { useMemo, useState, type FormEvent } from "react";
import { useNavigate, useRevalidator } from "react-router";
import type { Route } from "./+types/tender-edit";
import { tenderConsoleApi } from "@portal/contract/endpoints/forms";
import { POSTING_SUMMARY_MAX, POSTING_TITLE_MAX, TENDER_DOCUMENTS_MAX, type ConsoleTender, type TenderInput } from "@portal/contract/schemas/forms/console";
import type { ConsoleText } from "@portal/contract/schemas/console-text";
import { translator } from "../../i18n/define.ts";
import { consoleCall } from "../../features/console/console-api.ts";
import { consoleMeta, useConsoleLang } from "../../features/console/console-route.ts";
import { LocalizedFields, OutcomeMessage } from "../../features/console/form/LocalizedFields.tsx";
import { consoleFormMessages } from "../../features/console/form/messages.ts";
import { emptyText, macauMinuteOf, textIn } from "../../features/console/form/texts.ts";
import { DocumentsField } from "../../features/console/form/DocumentsField.tsx";
import { useSubmit } from "../../features/console/form/use-submit.ts";
import { loadForDesk } from "../../features/console/news/news-load.server.ts";
import { postingsMessages } from "../../features/console/postings/messages.ts";
import { PostingEditorHead, PostingPeriodFields } from "../../features/console/postings/PostingEditor.tsx";
import { TENDERS_PATH, tenderPath } from "../../features/console/postings/postings.ts";
import { consoleLangOfRequest } from "../../features/console/staff-session.server.ts";
import "../../features/console/news/news-desk.css";
import "../../features/console/producer/producer.css";
import "../../features/console/postings/postings.css";

export const meta: Route.MetaFunction = ({ matches }) => consoleMeta(matches, "navTenders");

/** The notice (none for a new one). */
export async function loader({ request, context, params }: Route.LoaderArgs): Promise<{ tender: ConsoleTender | null }> {
  if (params.id === undefined) return { tender: null };
  const id = Number(params.id);
  return { tender: await loadForDesk(context, request, consoleLangOfRequest(request), tenderConsoleApi.get, { params: { id: Number.isInteger(id) && id > 0 ? id : 0 } }) };
}

/** The form's state: TenderInput with every text in every locale. */
type Draft = Required<Omit<TenderInput, "title" | "summary" | "documents">> & { title: ConsoleText; summary: ConsoleText; documents: { title: ConsoleText; url: string }[] };

const DAY_MS = 86_400_000;
const draftOf = (tender: ConsoleTender | null): Draft =>
  tender
    ? {
        reference: tender.reference,
        title: tender.title,
        summary: tender.summary,
        opensAt: macauMinuteOf(tender.opensAt),
        closesAt: macauMinuteOf(tender.closesAt),
        documents: tender.documents.map((d) => ({ title: d.title, url: d.url })),
      }
    : { reference: "", title: emptyText(), summary: emptyText(), opensAt: macauMinuteOf(Date.now()), closesAt: macauMinuteOf(Date.now() + 30 * DAY_MS), documents: [] };

/** A tender notice's editor: reference, title and text in four locales, opening and closing, the documents' links. */
export default function TenderEdit({ loaderData }: Route.ComponentProps) {
  const { tender } = loaderData;
  const lang = useConsoleLang();
  const t = translator(postingsMessages, lang);
  const call = useMemo(() => consoleCall(lang), [lang]);
  const navigate = useNavigate();
  const revalidator = useRevalidator();
  const [draft, setDraft] = useState<Draft>(() => draftOf(tender));
  const [seen, setSeen] = useState(tender);
  if (seen !== tender) {
    setSeen(tender);
    setDraft(draftOf(tender));
  }
  const { busy, outcome, submit } = useSubmit(lang);
  const set = (change: Partial<Draft>) => setDraft((d) => ({ ...d, ...change }));

  const save = (event: FormEvent) => {
    event.preventDefault();
    void submit(async () => {
      if (!tender) {
        const created = await call(tenderConsoleApi.create, { body: draft });
        navigate(tenderPath(created.id));
        return null;
      }
      await call(tenderConsoleApi.update, { params: { id: tender.id }, body: draft });
      void revalidator.revalidate();
      return t("saved");
    });
  };

  return (
    <div className="console-page producer-page" data-testid="tender-editor">
      <PostingEditorHead
        lang={lang}
        heading={tender ? textIn(tender.title, lang) : t("newTender")}
        backPath={TENDERS_PATH}
        backLabel={t("backToTenders")}
        posting={tender}
        publicPath={`/${lang}/tendering`}
        publish={(published) => call(tenderConsoleApi.publication, { params: { id: tender!.id }, body: { published } })}
        onPublished={() => void revalidator.revalidate()}
      />
      <form className="console-panel producer-form" onSubmit={save} noValidate aria-labelledby="tender-form-title" data-testid="tender-form">
        <h2 id="tender-form-title" className="console-panel__title">
          {t("tenderDetails")}
        </h2>
        <p className="console-note">{translator(consoleFormMessages, lang)("zhCnNote")}</p>
        <PostingPeriodFields lang={lang} idPrefix="tender" value={draft} onValue={set} />
        <LocalizedFields lang={lang} id="tender-title" legend={t("fieldTitle")} value={draft.title} onValue={(title) => set({ title })} required maxLength={POSTING_TITLE_MAX} />
        <LocalizedFields lang={lang} id="tender-summary" legend={t("fieldSummary")} value={draft.summary} onValue={(summary) => set({ summary })} multiline rows={6} maxLength={POSTING_SUMMARY_MAX} />
        <DocumentsField
          lang={lang}
          id="tender"
          heading={t("tenderDocuments")}
          value={draft.documents}
          onValue={(documents) => set({ documents })}
          max={TENDER_DOCUMENTS_MAX}
          titleMax={POSTING_TITLE_MAX}
          busy={busy}
          submit={submit}
          testId="tender-document"
        />
        <OutcomeMessage outcome={outcome} testId="tender-outcome" />
        <div className="producer-actions">
          <button type="submit" className="button button--primary" disabled={busy} data-testid="tender-save">
            {tender ? t("save") : t("newTender")}
          </button>
        </div>
      </form>
    </div>
  );
}
