import { useMemo } from "react";
import { uploadApi } from "@portal/contract/endpoints/upload";
import type { UrlLang } from "@portal/contract/locales";
import { translator } from "../../../i18n/define.ts";
import { consoleCall } from "../console-api.ts";
import { consoleFormMessages } from "./messages.ts";
import "./form.css";

/**
 * A picture of an item (a programme's cover, a vote's or an option's picture): shown when there is one, uploaded
 * through the console's upload (its path kept in the form), or removed. `submit` is the form's (useSubmit), so that
 * a refused upload says why where the form says it.
 */
export function PictureField({
  lang,
  legend,
  value,
  alt,
  onValue,
  submit,
  testId,
}: {
  lang: UrlLang;
  legend: string;
  value: string | null;
  alt: string;
  onValue: (path: string | null) => void;
  submit: (action: () => Promise<string | null>) => Promise<void>;
  testId?: string;
}) {
  const t = translator(consoleFormMessages, lang);
  const call = useMemo(() => consoleCall(lang), [lang]);
  const upload = (file: File) =>
    submit(async () => {
      const body = new FormData();
      body.append("file", file);
      onValue((await call(uploadApi.console, { body })).path);
      return null;
    });
  return (
    <fieldset className="console-texts" data-testid={testId}>
      <legend>{legend}</legend>
      {value ? <img className="console-picture" src={value} alt={alt} /> : null}
      <div className="console-picture__actions">
        <label className="button console-button--quiet console-upload">
          {t("uploadPicture")}
          <input type="file" accept="image/*" onChange={(e) => e.target.files?.[0] && void upload(e.target.files[0])} />
        </label>
        {value ? (
          <button type="button" className="button console-button--quiet" onClick={() => onValue(null)}>
            {t("removePicture")}
          </button>
        ) : null}
      </div>
    </fieldset>
  );
}
