import { useMemo, useState } from "react";
import type { UrlLang } from "@portal/contract/locales";
import type { ConsoleUploadQuery } from "@portal/contract/schemas/upload";
import { consoleCall } from "../console-api.ts";
import { consoleUpload } from "./upload.ts";
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
      setUploading(true);
      try {
        onUploaded(await consoleUpload(call, file, purpose));
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
