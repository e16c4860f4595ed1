import { useState, type ChangeEvent } from "react";
import type { UrlLang } from "@portal/contract/locales";
import { supplierApi } from "@portal/contract/endpoints/supplier";
import type { SupplierFileKind } from "@portal/contract/schemas/supplier";
import { checkUploadSize, validationMessage } from "@portal/contract/validation";
import { Field } from "../../components/Field.tsx";
import type { DataCall } from "../../data/call.ts";
import { errorMessage, httpStatusOf } from "../../data/call.ts";
import { useSupplierText } from "./text.ts";

/** What a document field holds: the uploaded file's path and the name it had on the supplier's computer. */
export interface UploadedDocument {
  path: string;
  name: string;
}

const ACCEPT: Record<SupplierFileKind, string> = {
  businessRegistration: "image/jpeg,image/png,image/webp,application/pdf",
  logo: "image/jpeg,image/png,image/webp",
  license: "image/jpeg,image/png,image/webp,application/pdf",
};

/**
 * One registration document (spec §5 uploadRequired): a file chosen is checked for size at once (under 5MB), then
 * sent to supplier/upload with the bind ticket; the field then names the file, with a button to take it away.
 * The server judges the file by its bytes (docs/uploads.md): its refusal is shown as the field's error.
 */
export function DocumentField({
  lang,
  call,
  formId,
  kind,
  value,
  error,
  onValue,
}: {
  lang: UrlLang;
  call: DataCall;
  formId: string;
  kind: SupplierFileKind;
  value: UploadedDocument | null;
  error?: string;
  onValue: (value: UploadedDocument | null, error?: string) => void;
}) {
  const t = useSupplierText();
  const [busy, setBusy] = useState(false);
  const id = `${formId}-${kind}`;

  async function chosen(event: ChangeEvent<HTMLInputElement>) {
    const input = event.target;
    const file = input.files?.[0];
    if (!file) return;
    const rule = checkUploadSize("image", file.size);
    if (rule) {
      input.value = "";
      return onValue(null, validationMessage(rule, lang));
    }
    setBusy(true);
    try {
      const form = new FormData();
      form.append("file", file, file.name);
      const { path } = await call(supplierApi.upload, { query: { kind }, body: form });
      onValue({ path, name: file.name });
    } catch (failure) {
      // 401: the registration ticket ran out (two hours) — say so, rather than "please sign in".
      onValue(null, httpStatusOf(failure) === 401 ? t("bindMissing") : errorMessage(failure, t("networkError")));
    } finally {
      input.value = "";
      setBusy(false);
    }
  }

  return (
    <Field id={id} label={t(kind)} hint={kind === "logo" ? t("logoHint") : t("documentHint")} error={error} required className="document-field">
      {(control) => (
        <div className="document-field__row">
          {/* The browser's own "choose file" words are in the browser's language: the button says them in the page's. */}
          <label className="button document-field__choose" aria-disabled={busy || undefined}>
            {t("chooseFile")}
            <input {...control} className="visually-hidden" type="file" accept={ACCEPT[kind]} disabled={busy} onChange={(event) => void chosen(event)} data-testid={`${id}-input`} />
          </label>
          <p className="document-field__status" role="status" data-testid={`${id}-status`}>
            {busy ? t("uploading") : value ? t("uploaded", { name: value.name }) : ""}
          </p>
          {value && !busy ? (
            <button type="button" className="button button--quiet" onClick={() => onValue(null)}>
              {t("removeFile", { name: value.name })}
            </button>
          ) : null}
        </div>
      )}
    </Field>
  );
}
