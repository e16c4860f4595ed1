import { useMemo, useState } from "react";
import { uploadApi } from "@portal/contract/endpoints/upload";
import type { UrlLang } from "@portal/contract/locales";
import type { ConsoleUploadQuery } from "@portal/contract/schemas/upload";
import { consoleCall } from "../console-api.ts";
import "./form.css";

/**
 * A button that picks a file and sends it through the console's upload (docs/uploads.md), handing the stored path
 * to the form. `submit` is the form's (useSubmit): a refused file says why where the form says it, and one sending
 * runs at a time. `purpose=document` takes a PDF to publish; the default, pictures and videos.
 */
export function UploadButton({
  lang,
  label,
  uploadingLabel,
  accept,
  purpose,
  disabled,
  onUploaded,
  submit,
  testId,
}: {
  lang: UrlLang;
  label: string;
  /** Shown while the file is sent (a video or a PDF takes a while). */
  uploadingLabel?: string;
  accept: string;
  purpose?: ConsoleUploadQuery["purpose"];
  disabled?: boolean;
  onUploaded: (path: string) => void;
  submit: (action: () => Promise<string | null>) => Promise<void>;
  testId?: string;
}) {
  const call = useMemo(() => consoleCall(lang), [lang]);
  const [uploading, setUploading] = useState(false);
  const upload = (file: File) =>
    submit(async () => {
      const body = new FormData();
      body.append("file", file);
      setUploading(true);
      try {
        onUploaded((await call(uploadApi.console, { body, ...(purpose ? { query: { purpose } } : {}) })).path);
      } finally {
        setUploading(false);
      }
      return null;
    });
  return (
    <label className="button console-button--quiet console-upload">
      {uploading && uploadingLabel ? uploadingLabel : label}
      <input type="file" accept={accept} disabled={disabled} data-testid={testId} onChange={(e) => e.target.files?.[0] && void upload(e.target.files[0])} />
    </label>
  );
}
