import { useRef, useState } from "react";
import type { UrlLang } from "@portal/contract/locales";
import type { UploadKind } from "@portal/contract/validation";
import { Field, type FieldBase } from "../../components/Field.tsx";
import { translator } from "../../i18n/define.ts";
import { formsMessages } from "./messages.ts";
import type { RuleTexts } from "./rule-texts.ts";
import { uploadFile } from "./upload.ts";

/** One chosen file: uploading (with its percentage), uploaded (with the path the form sends), or refused. */
export interface ChosenFile {
  key: number;
  name: string;
  percent: number;
  path: string | null;
  error: string | null;
}

/** The paths of the files uploaded so far, and whether any is still on its way. */
export const uploadedPaths = (files: readonly ChosenFile[]) => files.flatMap((f) => (f.path ? [f.path] : []));
export const stillUploading = (files: readonly ChosenFile[]) => files.some((f) => !f.path && !f.error);

/** Why a form with these file fields may not be sent yet (a file on its way, a file refused), or null. */
export function filesProblem(lang: UrlLang, ...lists: readonly ChosenFile[][]): string | null {
  const t = translator(formsMessages, lang);
  if (lists.some(stillUploading)) return t("waitForUploads");
  return lists.some((files) => files.some((f) => f.error)) ? t("filesFailed") : null;
}

let nextKey = 0;

/** What the file picker offers per kind (a guide only: the upload service judges the bytes, docs/uploads.md). */
const ACCEPT: Record<UploadKind, string> = {
  image: "image/jpeg,image/png,image/webp,image/gif",
  video: "video/mp4,video/webm",
  diploma: "application/pdf,image/jpeg,image/png,image/webp",
};

/**
 * A file field of the forms: each chosen file goes to common/upload at once, its progress and outcome said in a
 * polite live region and shown beside its name, with a button to remove it. The input is a real file input (its
 * label opens it with the keyboard); what it accepts only guides the picker, the server judges the bytes.
 */
export function FileField({
  lang,
  kind,
  texts,
  max,
  files,
  onFiles,
  testId,
  ...field
}: FieldBase & {
  lang: UrlLang;
  kind: UploadKind;
  /** The §5 rules' messages (rule-texts.ts): a file too large is refused before it is sent. */
  texts: RuleTexts;
  max: number;
  files: ChosenFile[];
  onFiles: (update: (files: ChosenFile[]) => ChosenFile[]) => void;
  testId?: string;
}) {
  const t = translator(formsMessages, lang);
  const [announce, setAnnounce] = useState("");
  const aborts = useRef(new Map<number, () => void>());

  function choose(list: FileList | null) {
    const chosen = Array.from(list ?? []);
    const room = max - files.filter((f) => !f.error).length;
    if (chosen.length > room) setAnnounce(t("tooMany", { max }));
    for (const file of chosen.slice(0, Math.max(0, room))) {
      const key = ++nextKey;
      const update = (change: Partial<ChosenFile>) => onFiles((current) => current.map((f) => (f.key === key ? { ...f, ...change } : f)));
      onFiles((current) => [...current, { key, name: file.name, percent: 0, path: null, error: null }]);
      const upload = uploadFile(lang, file, kind, texts, (percent) => update({ percent }));
      aborts.current.set(key, upload.abort);
      upload.done
        .then((result) => {
          update({ path: result.path, percent: 100 });
          setAnnounce(t("uploaded", { name: file.name }));
        })
        .catch((error: unknown) => {
          const reason = error instanceof Error ? error.message : String(error);
          if (reason === "aborted") return;
          update({ error: reason });
          setAnnounce(t("uploadFailed", { name: file.name, reason }));
        })
        .finally(() => aborts.current.delete(key));
    }
  }

  function remove(key: number) {
    aborts.current.get(key)?.();
    onFiles((current) => current.filter((f) => f.key !== key));
  }

  return (
    <Field {...({ ...field, lang } as FieldBase)}>
      {(control) => (
        <div className="file-field" data-testid={testId}>
          <input
            {...control}
            className="file-field__input"
            type="file"
            accept={ACCEPT[kind]}
            multiple={max > 1}
            onChange={(event) => {
              choose(event.target.files);
              event.target.value = "";
            }}
          />
          {files.length ? (
            <ul className="file-field__list" role="list">
              {files.map((file) => (
                <li key={file.key} className={file.error ? "file-field__item file-field__item--error" : "file-field__item"} data-uploaded={file.path ? "true" : undefined}>
                  <span className="file-field__name">{file.name}</span>
                  {file.error ? (
                    <span className="file-field__note">{file.error}</span>
                  ) : file.path ? (
                    <span className="file-field__note file-field__note--done">{t("uploaded", { name: "" }).trim() || "✓"}</span>
                  ) : (
                    <progress className="file-field__progress" max={100} value={file.percent} aria-label={t("uploading", { name: file.name, percent: file.percent })} />
                  )}
                  <button type="button" className="file-field__remove" onClick={() => remove(file.key)} aria-label={t("removeFile", { name: file.name })}>
                    ×
                  </button>
                </li>
              ))}
            </ul>
          ) : null}
          <p className="visually-hidden" role="status" aria-live="polite">
            {announce}
          </p>
        </div>
      )}
    </Field>
  );
}
