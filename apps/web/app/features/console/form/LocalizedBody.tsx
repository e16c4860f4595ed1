import { useEffect, useMemo, useState, type ComponentType } from "react";
import type { UrlLang } from "@portal/contract/locales";
import type { ConsoleText } from "@portal/contract/schemas/console-text";
import { translator } from "../../../i18n/define.ts";
import { consoleCall } from "../console-api.ts";
import type { BodyEditorProps } from "../news/BodyEditor.tsx";
import { newsDeskMessages } from "../news/messages.ts";
import { consoleFormMessages } from "./messages.ts";
import { TEXT_LOCALES } from "./texts.ts";
import { editorPictureUpload } from "./upload.ts";
import "./form.css";
import "../news/news-desk.css";

const HTML_LANG = { zh_TW: "zh-Hant", zh_CN: "zh-Hans", en: "en", pt: "pt" } as const;

/**
 * A rich text of a domain's item in its four locales (a food page's body): the news editor's body (BodyEditor, Tiptap,
 * fetched once the screen is in the browser, as the article editor does), one per locale, with the news desk's
 * toolbar and its picture upload. The server sanitises every locale with the news sanitiser.
 * `version`: a new value from outside (the stored HTML after a save) when it changes.
 */
export function LocalizedBody({ lang, id, legend, value, version, onValue }: { lang: UrlLang; id: string; legend: string; value: ConsoleText; version: number; onValue: (value: ConsoleText) => void }) {
  const t = translator(newsDeskMessages, lang);
  const names = translator(consoleFormMessages, lang);
  const call = useMemo(() => consoleCall(lang), [lang]);
  const [Body, setBody] = useState<ComponentType<BodyEditorProps> | null>(null);
  useEffect(() => {
    let live = true;
    void import("../news/BodyEditor.tsx").then((module) => live && setBody(() => module.default));
    return () => {
      live = false;
    };
  }, []);
  const upload = useMemo(() => editorPictureUpload(call, t("failed")), [call, t]);
  return (
    <fieldset className="console-texts console-texts--wide">
      <legend>{legend}</legend>
      {TEXT_LOCALES.map((locale) => (
        <div className="field news-body-field" key={locale} data-testid={`${id}-${locale}`}>
          <p className="field__label" id={`${id}-${locale}-label`}>
            {names(`lang_${locale}`)}
          </p>
          {Body ? (
            <Body
              html={value[locale]}
              version={version}
              onChange={(html) => onValue({ ...value, [locale]: html })}
              labelledBy={`${id}-${locale}-label`}
              lang={HTML_LANG[locale]}
              editable
              t={t}
              upload={upload}
            />
          ) : (
            <p className="news-body__loading">{t("bodyLoading")}</p>
          )}
        </div>
      ))}
    </fieldset>
  );
}
