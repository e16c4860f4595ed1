import type { UrlLang } from "@portal/contract/locales";
import { INTL_LOCALE } from "./intl.ts";

export type MessageParams = Record<string, string | number>;

// Small on purpose: every island that shows a text carries it (ADR 0001's budget). A plural's forms hold `{name}`
// placeholders, not plurals of their own.
const FORM_TEXT = String.raw`(?:[^{}]|\{\w+\})*`;
const PLACEHOLDER = new RegExp(String.raw`\{(\w+)(?:,\s*plural,((?:\s*\w+\s*\{${FORM_TEXT}\})+)\s*)?\}`, "g");
const FORM = new RegExp(String.raw`(\w+)\s*\{(${FORM_TEXT})\}`, "g");

/**
 * Fills a catalog text (a small part of ICU MessageFormat, ADR 0002):
 * - `{name}`: the param as given;
 * - `{name, plural, one {# result} other {# results}}`: the form the page language's plural rules
 *   (Intl.PluralRules) give for the number, else `other`; `#` in the form is the param as given (a number, or the
 *   caller's formatted text: "1,234" takes `other`), and the form may hold `{name}` placeholders.
 * A placeholder whose param is not given stays as written.
 */
export function formatMessage(text: string, lang: UrlLang, params: MessageParams = {}): string {
  return text.replace(PLACEHOLDER, (whole, name: string, forms?: string) => {
    if (!Object.hasOwn(params, name)) return whole;
    const value = String(params[name]);
    if (forms === undefined) return value;
    const byCategory = new Map(Array.from(forms.matchAll(FORM), (form) => [form[1], form[2]!]));
    const form = byCategory.get(new Intl.PluralRules(INTL_LOCALE[lang]).select(Number(params[name]))) ?? byCategory.get("other");
    return form === undefined ? whole : formatMessage(form.replace(/#/g, () => value), lang, params);
  });
}
