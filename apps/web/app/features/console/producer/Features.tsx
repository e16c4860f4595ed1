import { useMemo, useState, type FormEvent } from "react";
import { programConsoleApi } from "@portal/contract/endpoints/program";
import type { UrlLang } from "@portal/contract/locales";
import type { ConsoleText } from "@portal/contract/schemas/console-text";
import { FEATURE_BODY_MAX, PROGRAMME_SUMMARY_MAX, PROGRAMME_TITLE_MAX, type ConsoleFeature } from "@portal/contract/schemas/program/console";
import { Field } from "../../../components/Field.tsx";
import { translator } from "../../../i18n/define.ts";
import { consoleCall } from "../console-api.ts";
import { macauDateTime } from "../console-list.ts";
import { FormEnd, LocalizedFields } from "../form/LocalizedFields.tsx";
import { consoleFormMessages } from "../form/messages.ts";
import { PictureField } from "../form/PictureField.tsx";
import { emptyText, macauMinuteOf, textIn } from "../form/texts.ts";
import { useSubmit } from "../form/use-submit.ts";
import { ItemRows, ItemsPanel } from "./ItemsPanel.tsx";
import { partsMessages } from "./parts-messages.ts";

interface Draft {
  title: ConsoleText;
  summary: ConsoleText;
  body: ConsoleText;
  cover: string | null;
  signature: boolean;
  publishedAt: string;
  published: boolean;
}

const draftOf = (feature: ConsoleFeature | null): Draft =>
  feature
    ? { ...feature, publishedAt: macauMinuteOf(feature.publishedAt) }
    : { title: emptyText(), summary: emptyText(), body: emptyText(), cover: null, signature: false, publishedAt: macauMinuteOf(new Date().toISOString()), published: true };

/** A new or an edited feature of the programme: title, summary and text in four locales, cover, date, shown or not. */
function FeatureForm({ lang, programmeId, feature, onCancel, onSaved }: { lang: UrlLang; programmeId: number; feature: ConsoleFeature | null; onCancel: () => void; onSaved: (title: string, created: boolean) => void }) {
  const p = translator(partsMessages, lang);
  const call = useMemo(() => consoleCall(lang), [lang]);
  const [draft, setDraft] = useState(() => draftOf(feature));
  const { busy, outcome, submit } = useSubmit(lang);
  const set = <K extends keyof Draft>(key: K, value: Draft[K]) => setDraft((d) => ({ ...d, [key]: value }));
  const save = (event: FormEvent) => {
    event.preventDefault();
    const body = { title: draft.title, summary: draft.summary, body: draft.body, cover: draft.cover, signature: draft.signature, publishedAt: draft.publishedAt, published: draft.published };
    void submit(async () => {
      const saved = feature
        ? await call(programConsoleApi.updateFeature, { params: { id: feature.id }, body })
        : await call(programConsoleApi.createFeature, { params: { id: programmeId }, body });
      onSaved(textIn(saved.title, lang), !feature);
      return null;
    });
  };
  return (
    <form className="producer-episode-form" onSubmit={save} noValidate aria-labelledby="feature-form-title" data-testid="feature-form">
      <h3 id="feature-form-title">{feature ? p("editFeature", { title: textIn(feature.title, lang) }) : p("newFeature")}</h3>
      <p className="console-note">{translator(consoleFormMessages, lang)("zhCnNote")}</p>
      <LocalizedFields lang={lang} id="feature-title" legend={p("fieldTitle")} value={draft.title} onValue={(v) => set("title", v)} required maxLength={PROGRAMME_TITLE_MAX} />
      <LocalizedFields lang={lang} id="feature-summary" legend={p("fieldSummary")} value={draft.summary} onValue={(v) => set("summary", v)} multiline maxLength={PROGRAMME_SUMMARY_MAX} />
      <LocalizedFields lang={lang} id="feature-body" legend={p("fieldBody")} value={draft.body} onValue={(v) => set("body", v)} multiline maxLength={FEATURE_BODY_MAX} />
      <PictureField lang={lang} legend={p("fieldCover")} value={draft.cover} alt="" onValue={(v) => set("cover", v)} submit={submit} testId="feature-cover" />
      <Field id="feature-published-at" label={p("fieldPublishedAt")}>
        {(control) => <input {...control} type="datetime-local" value={draft.publishedAt} onChange={(e) => set("publishedAt", e.target.value)} />}
      </Field>
      <label className="console-check">
        <input type="checkbox" checked={draft.signature} onChange={(e) => set("signature", e.target.checked)} />
        <span>{p("fieldSignature")}</span>
      </label>
      <label className="console-check">
        <input type="checkbox" checked={draft.published} onChange={(e) => set("published", e.target.checked)} />
        <span>{p("fieldPublished")}</span>
      </label>
      <FormEnd lang={lang} outcome={outcome} busy={busy} saveLabel={feature ? p("saveFeature") : p("addFeature")} onCancel={onCancel} testId="feature" />
    </form>
  );
}

/** The programme's features (its public page shows the four newest shown): list, new, edit, delete. */
export function FeaturesPanel({ lang, programmeId, features, onChanged }: { lang: UrlLang; programmeId: number; features: ConsoleFeature[]; onChanged: () => void }) {
  const p = translator(partsMessages, lang);
  const call = useMemo(() => consoleCall(lang), [lang]);
  return (
    <ItemsPanel
      lang={lang}
      testId="features"
      newTestId="feature-new"
      texts={{
        title: p("featuresTitle"),
        newLabel: p("newFeature"),
        deleteTitle: p("deleteFeature"),
        deleteLabel: p("delete"),
        deleteBody: (title) => p("deleteFeatureBody", { title }),
        added: (title) => p("featureAdded", { title }),
        saved: (title) => p("featureSaved", { title }),
        deleted: (title) => p("featureDeleted", { title }),
      }}
      items={features}
      idOf={(f) => f.id}
      titleOf={(f) => textIn(f.title, lang)}
      form={(feature, done, cancel) => <FeatureForm lang={lang} programmeId={programmeId} feature={feature} onCancel={cancel} onSaved={done} />}
      list={(actions) => (
        <ItemRows
          {...actions}
          rows={features.map((f) => ({
            id: f.id,
            title: textIn(f.title, lang),
            picture: f.cover,
            note: (
              <>
                {macauDateTime(f.publishedAt)}
                {f.published ? null : (
                  <>
                    {" · "}
                    <span className="news-status news-status--draft">{p("hidden")}</span>
                  </>
                )}
              </>
            ),
          }))}
          empty={p("featuresEmpty")}
          editLabel={p("edit")}
          deleteLabel={p("delete")}
          testId="feature-row"
        />
      )}
      remove={(id) => call(programConsoleApi.deleteFeature, { params: { id } })}
      onChanged={onChanged}
    />
  );
}
