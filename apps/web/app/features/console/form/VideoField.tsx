import type { UrlLang } from "@portal/contract/locales";
import type { ConsoleUploadQuery } from "@portal/contract/schemas/upload";
import { Field } from "../../../components/Field.tsx";
import { UploadButton } from "./UploadButton.tsx";
import "./form.css";

/**
 * Where a video plays from (an episode, a short video): its address typed, or a file uploaded through the console's
 * upload (MP4 or WebM under 10MB: docs/uploads.md), whose path then fills the field; with `accept` "audio/*" and
 * `purpose` "audio", a radio episode's MP3 or M4A. `submit` is the form's
 * (useSubmit), so that a refused upload says why where the form says it.
 */
export function VideoField({
  lang,
  id,
  label,
  hint,
  uploadLabel,
  uploadingLabel,
  value,
  onValue,
  submit,
  busy,
  accept = "video/*",
  purpose,
}: {
  lang: UrlLang;
  id: string;
  label: string;
  hint: string;
  uploadLabel: string;
  uploadingLabel: string;
  value: string;
  onValue: (path: string) => void;
  submit: (action: () => Promise<string | null>) => Promise<void>;
  busy: boolean;
  accept?: string;
  purpose?: ConsoleUploadQuery["purpose"];
}) {
  return (
    <>
      <Field id={id} label={label} hint={hint} required>
        {(control) => <input {...control} type="text" inputMode="url" value={value} onChange={(e) => onValue(e.target.value)} />}
      </Field>
      <div>
        <UploadButton lang={lang} label={uploadLabel} uploadingLabel={uploadingLabel} accept={accept} purpose={purpose} disabled={busy} onUploaded={onValue} submit={submit} />
      </div>
    </>
  );
}
