import type { ReactNode } from "react";
import { FormMessage } from "../../../components/Form.tsx";
import type { UrlLang } from "@portal/contract/locales";
import type { ConsoleText } from "@portal/contract/schemas/console-text";
import { translator } from "../../../i18n/define.ts";
import { consoleFormMessages } from "./messages.ts";
import { TEXT_LOCALES } from "./texts.ts";
import type { Outcome } from "./use-submit.ts";
import "./form.css";

/**
 * The console's shared form parts: every domain's editor writes its texts in four locales, picks from check boxes and
 * says what its sending came to with these (docs/adding-a-domain.md "A console screen").
 */
/** The `lang` attribute of each locale's input, so that screen readers and spell checkers read it in its language. */
export const HTML_LANG = { zh_TW: "zh-Hant", zh_CN: "zh-Hans", en: "en", pt: "pt" } as const;

/**
 * One text of a domain's item in the domain's four locales: a fieldset named by the text, an input (or a
 * text area) per locale; Traditional Chinese is the one that may be required.
 */
export function LocalizedFields({
  lang,
  id,
  legend,
  value,
  onValue,
  required = false,
  multiline = false,
  rows = 3,
  maxLength,
}: {
  lang: UrlLang;
  id: string;
  legend: string;
  value: ConsoleText;
  onValue: (value: ConsoleText) => void;
  required?: boolean;
  multiline?: boolean;
  /** A multiline text's height in lines (a text written one item a line wants room). */
  rows?: number;
  maxLength: number;
}) {
  const t = translator(consoleFormMessages, lang);
  return (
    <fieldset className="console-texts">
      <legend>{legend}</legend>
      {TEXT_LOCALES.map((locale) => {
        const inputId = `${id}-${locale}`;
        const mandatory = required && locale === "zh_TW";
        const common = {
          id: inputId,
          lang: HTML_LANG[locale],
          value: value[locale],
          maxLength,
          "aria-required": mandatory || undefined,
          className: "field__input",
        };
        return (
          <div className="field" key={locale}>
            <label className="field__label" htmlFor={inputId}>
              {t(`lang_${locale}`)}
              {mandatory ? <span aria-hidden="true"> *</span> : null}
            </label>
            {multiline ? (
              <textarea {...common} rows={rows} onChange={(event) => onValue({ ...value, [locale]: event.target.value })} />
            ) : (
              <input {...common} type="text" onChange={(event) => onValue({ ...value, [locale]: event.target.value })} />
            )}
          </div>
        );
      })}
    </fieldset>
  );
}

/** A group of check boxes (categories, hosts). */
export function CheckList({ legend, name, options, checked, onChange }: { legend: string; name: string; options: { value: string; label: ReactNode }[]; checked: readonly string[]; onChange: (values: string[]) => void }) {
  return (
    <fieldset className="console-checks">
      <legend>{legend}</legend>
      {options.map((option) => (
        <label key={option.value} className="console-check">
          <input
            type="checkbox"
            name={name}
            value={option.value}
            checked={checked.includes(option.value)}
            onChange={(event) => onChange(event.target.checked ? [...checked, option.value] : checked.filter((v) => v !== option.value))}
          />
          <span>{option.label}</span>
        </label>
      ))}
    </fieldset>
  );
}

/** What a console form's sending came to (use-submit.ts): the success, or the server's refusal. */
export function OutcomeMessage({ outcome, testId }: { outcome: Outcome | null; testId?: string }) {
  return outcome ? (
    <FormMessage kind={outcome.kind} {...(testId ? { testId } : {})}>
      {outcome.text}
    </FormMessage>
  ) : null;
}

/**
 * The end of a console form that opens in a panel: what its sending came to, its save button, Cancel, and any
 * further action (`children`); a form that stays on its screen (the site settings) has no Cancel. Test ids:
 * `<testId>-error`, `<testId>-save`.
 */
export function FormEnd({ lang, outcome, busy, saveLabel, onCancel, testId, children }: { lang: UrlLang; outcome: Outcome | null; busy: boolean; saveLabel: string; onCancel?: () => void; testId: string; children?: ReactNode }) {
  return (
    <>
      <OutcomeMessage outcome={outcome} testId={`${testId}-error`} />
      <div className="console-form-actions">
        <button type="submit" className="button button--primary" disabled={busy} data-testid={`${testId}-save`}>
          {saveLabel}
        </button>
        {onCancel ? (
          <button type="button" className="button console-button--quiet" onClick={onCancel}>
            {translator(consoleFormMessages, lang)("cancel")}
          </button>
        ) : null}
        {children}
      </div>
    </>
  );
}
