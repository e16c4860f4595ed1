import type { UrlLang } from "@portal/contract/locales";
import { VALIDATION_RULES, validationMessage, type MessageParams, type ValidationFailure, type ValidationRule } from "@portal/contract/validation";

/**
 * The §5 rules' messages of one language, handed to the form islands as a prop: the islands check with the
 * contract's rule functions but never import its message table (four languages of every rule), which would land in
 * the frame chunk that every page loads (docs/performance.md). Placeholders a field sets itself (`{max}`) stay.
 */
export type RuleTexts = Record<ValidationRule, string>;

/** On the server (route components): every rule's message in `lang`, `{max}` left for the field to fill. */
export function ruleTextsFor(lang: UrlLang): RuleTexts {
  return Object.fromEntries(VALIDATION_RULES.map((rule) => [rule, validationMessage(rule, lang, { max: "{max}" })])) as RuleTexts;
}

/** A failure's message from the texts, its own params filled in. */
export function ruleText(texts: RuleTexts, failure: ValidationRule | ValidationFailure, params: MessageParams = {}): string {
  const { rule, params: own } = typeof failure === "string" ? { rule: failure, params: {} } : failure;
  const values: MessageParams = { ...own, ...params };
  return texts[rule].replace(/\{(\w+)\}/g, (whole, name: string) => (Object.hasOwn(values, name) ? String(values[name]) : whole));
}
