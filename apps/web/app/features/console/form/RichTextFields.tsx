import { useMemo } from "react";
import type { UrlLang } from "@portal/contract/locales";
import type { ConsoleText } from "@portal/contract/schemas/console-text";
import { translator } from "../../../i18n/define.ts";
import { consoleCall } from "../console-api.ts";
import { newsDeskMessages } from "../news/messages.ts";
import { useBodyEditor } from "../news/use-body-editor.ts";
import { HTML_LANG } from "./LocalizedFields.tsx";
import { consoleFormMessages } from "./messages.ts";
import { TEXT_LOCALES, type TextLocale } from "./texts.ts";
import { editorPictureUpload } from "./upload.ts";

/**
 * A rich text in the four locales (the cookie notice, an about-us page's, a press release's or a food page's body): the news body's
 * editor for each locale, pictures through the console's upload. The server sanitises with the news body's
 * sanitiser (modules/news/sanitize.ts), so what is kept is what the public pages style. `version`: a new value from
 * outside (a save's answer) — the editors take `value` again when it changes.
 */
export function RichTextFields({
  lang,
  id,
  legend,
  hint,
  value,
  version,
  onText,
  required = false,
}: {
  lang: UrlLang;
  id: string;
  legend: string;
  hint?: string;
  value: ConsoleText;
  version: number;
  onText: (locale: TextLocale, html: string) => void;
  required?: boolean;
}) {
  const Body = useBodyEditor();
  const t = translator(newsDeskMessages, lang);
  const tf = translator(consoleFormMessages, lang);
  const call = useMemo(() => consoleCall(lang), [lang]);
  const upload = useMemo(() => editorPictureUpload(call, t("failed")), [call, t]);
  return (
    <fieldset className="console-texts console-rich-texts" data-testid={`${id}-fields`}>
      <legend>{legend}</legend>
      {hint ? <p className="field__hint">{hint}</p> : null}
      {TEXT_LOCALES.map((locale) => (
        <div className="field" key={locale} data-testid={`${id}-${locale}`}>
          <span className="field__label" id={`${id}-${locale}-label`}>
            {tf(`lang_${locale}`)}
            {required && locale === "zh_TW" ? <span aria-hidden="true"> *</span> : null}
          </span>
          {Body ? (
            <Body html={value[locale]} version={version} onChange={(html) => onText(locale, html)} labelledBy={`${id}-${locale}-label`} lang={HTML_LANG[locale]} editable t={t} upload={upload} />
          ) : (
            <p className="news-body__loading">{t("bodyLoading")}</p>
          )}
        </div>
      ))}
    </fieldset>
  );
}
