// A part of the article editor (ArticleEditor.tsx): the Simplified Chinese lines and their overrides (docs/news.md
// "Simplified Chinese").
import type { NewsHansLine } from "@portal/contract/schemas/news/console";
import { lineName, textOfLine, type EditorForm } from "./news-desk.ts";
import { EditorPanel } from "./EditorPanel.tsx";
import type { T } from "./messages.ts";

/** The Simplified Chinese lines beside the Traditional, each with its override (docs/news.md "Simplified Chinese"). */
export function HansPanel({
  t,
  lines,
  form,
  setForm,
  editable,
}: {
  t: T;
  lines: NewsHansLine[] | null;
  form: EditorForm;
  setForm: (change: (form: EditorForm) => EditorForm) => void;
  editable: boolean;
}) {
  const setOverride = (line: string, value: { text: string; reviewed?: boolean } | null) =>
    setForm((current) => {
      const overrides = { ...current.overrides };
      if (value) overrides[line] = value;
      else delete overrides[line];
      return { ...current, overrides };
    });
  const nameOf = (line: string) => {
    const { part, n } = lineName(line);
    return t(`hansLine_${part}`, { n });
  };
  return (
    <EditorPanel id="news-hans-title" title={t("hansTitle")} className="news-hans" testId="news-hans">
      <p className="console-note">{t("hansLead")}</p>
      {!lines || lines.length === 0 ? (
        <p className="console-note">{t("hansAfterSave")}</p>
      ) : (
        <ol className="news-hans__lines">
          {lines.map((line) => {
            const override = form.overrides[line.line];
            const name = nameOf(line.line);
            const stale = line.stale && override !== undefined && override.text === line.override && !override.reviewed;
            return (
              <li key={line.line} className="news-hans__line" data-line={line.line} data-testid="news-hans-line">
                <p className="news-hans__name">{name}</p>
                <div className="news-hans__pair">
                  <div className="news-hans__side">
                    <span className="news-hans__tag">{t("hansSource")}</span>
                    <p lang="zh-Hant">{textOfLine(line.source)}</p>
                  </div>
                  <div className="news-hans__side">
                    <span className="news-hans__tag">{t("hansShown")}</span>
                    {override !== undefined ? (
                      <>
                        <textarea
                          className="field__input news-hans__override"
                          lang="zh-Hans"
                          rows={2}
                          aria-label={t("hansOverrideLabel", { line: name })}
                          value={override.text}
                          readOnly={!editable}
                          onChange={(event) => setOverride(line.line, { text: event.target.value })}
                          data-testid="news-hans-override"
                        />
                        {stale ? (
                          <p className="news-hans__stale" data-testid="news-hans-stale">
                            {t("hansStale")}
                          </p>
                        ) : null}
                        {line.stale && override.text === line.override && editable ? (
                          <label className="console-check news-hans__reviewed">
                            <input type="checkbox" checked={!!override.reviewed} onChange={(event) => setOverride(line.line, { text: override.text, reviewed: event.target.checked })} />
                            {t("hansReviewed")}
                          </label>
                        ) : null}
                        {editable ? (
                          <button type="button" className="console-link-button" onClick={() => setOverride(line.line, null)}>
                            {t("hansUseGenerated")}
                          </button>
                        ) : null}
                      </>
                    ) : (
                      <>
                        <p lang="zh-Hans">{textOfLine(line.generated)}</p>
                        {editable ? (
                          <button
                            type="button"
                            className="console-link-button"
                            aria-label={`${t("hansOverride")}: ${name}`}
                            onClick={() => setOverride(line.line, { text: line.override ?? line.generated })}
                            data-testid="news-hans-edit"
                          >
                            {t("hansOverride")}
                          </button>
                        ) : null}
                      </>
                    )}
                  </div>
                </div>
              </li>
            );
          })}
        </ol>
      )}
    </EditorPanel>
  );
}
