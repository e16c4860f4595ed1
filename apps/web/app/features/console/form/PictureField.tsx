import type { UrlLang } from "@portal/contract/locales";
import { translator } from "../../../i18n/define.ts";
import { consoleFormMessages } from "./messages.ts";
import { UploadButton } from "./UploadButton.tsx";
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
  return (
    <fieldset className="console-texts" data-testid={testId}>
      <legend>{legend}</legend>
      {value ? <img className="console-picture" src={value} alt={alt} /> : null}
      <div className="console-picture__actions">
        <UploadButton lang={lang} label={t("uploadPicture")} accept="image/*" onUploaded={onValue} submit={submit} />
        {value ? (
          <button type="button" className="button console-button--quiet" onClick={() => onValue(null)}>
            {t("removePicture")}
          </button>
        ) : null}
      </div>
    </fieldset>
  );
}
