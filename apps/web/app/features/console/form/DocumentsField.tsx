import type { UrlLang } from "@portal/contract/locales";
import type { ConsoleText } from "@portal/contract/schemas/console-text";
import { Field } from "../../../components/Field.tsx";
import { translator } from "../../../i18n/define.ts";
import { LocalizedFields } from "./LocalizedFields.tsx";
import { consoleFormMessages } from "./messages.ts";
import { emptyText } from "./texts.ts";
import { UploadButton } from "./UploadButton.tsx";
import "./form.css";

export type DocumentDraft = { title: ConsoleText; url: string };

/**
 * Documents to download (a tender's, an about-us page's): each a name in four locales and an address — a PDF
 * uploaded through the console (`purpose=document`) or an https address or a path of this site — added and removed.
 * `submit` is the form's (useSubmit), so that a refused upload says why where the form says it.
 */
export function DocumentsField({
  lang,
  id,
  heading,
  value,
  onValue,
  max,
  titleMax,
  busy,
  submit,
  testId,
}: {
  lang: UrlLang;
  /** The fields' ids' start. */
  id: string;
  heading: string;
  value: DocumentDraft[];
  onValue: (documents: DocumentDraft[]) => void;
  max: number;
  titleMax: number;
  busy: boolean;
  submit: (action: () => Promise<string | null>) => Promise<void>;
  /** Each document is `${testId}`, its upload `${testId}-${n}-file`, the add button `${testId}-add`. */
  testId: string;
}) {
  const t = translator(consoleFormMessages, lang);
  const set = (n: number, change: Partial<DocumentDraft>) => onValue(value.map((d, i) => (i === n ? { ...d, ...change } : d)));
  return (
    <section className="producer-form" aria-labelledby={`${id}-documents-title`}>
      <h3 id={`${id}-documents-title`}>{heading}</h3>
      {value.map((document, n) => (
        <div key={n} className="console-document" data-testid={testId}>
          <LocalizedFields lang={lang} id={`${id}-document-${n}`} legend={t("documentTitle", { n: n + 1 })} value={document.title} onValue={(title) => set(n, { title })} required maxLength={titleMax} />
          <Field id={`${id}-document-${n}-url`} label={t("documentUrl", { n: n + 1 })} hint={t("documentUrlHint")} required>
            {(control) => <input {...control} type="text" inputMode="url" value={document.url} onChange={(e) => set(n, { url: e.target.value })} />}
          </Field>
          <div className="producer-actions">
            <UploadButton
              lang={lang}
              label={t("uploadDocument", { n: n + 1 })}
              uploadingLabel={t("uploadingDocument")}
              accept="application/pdf"
              purpose="document"
              disabled={busy}
              onUploaded={(url) => set(n, { url })}
              submit={submit}
              testId={`${testId}-${n}-file`}
            />
            <button type="button" className="button console-button--quiet" onClick={() => onValue(value.filter((_, i) => i !== n))}>
              {t("removeDocument", { n: n + 1 })}
            </button>
          </div>
        </div>
      ))}
      {value.length < max ? (
        <div className="producer-actions">
          <button type="button" className="button console-button--quiet" onClick={() => onValue([...value, { title: emptyText(), url: "" }])} data-testid={`${testId}-add`}>
            {t("addDocument")}
          </button>
        </div>
      ) : null}
    </section>
  );
}
