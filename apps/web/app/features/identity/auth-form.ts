import type { ZodType } from "zod";
import type { UrlLang } from "@portal/contract/locales";
import { isFilled, localizeZodIssue, passwordsMatch, validateField, validationMessage, type FieldKind } from "@portal/contract/validation";
import type { FieldErrors } from "../../components/form.ts";

/**
 * Glue between the forms of the member area and the contract's rules (spec §5): a field's message is the one the
 * server would give for the same input, in the page's language. Pure: the components only show the result. What a
 * failed call says (errorMessage, isSignedOutError) is the data layer's (data/call.ts); FieldErrors, firstInvalid and
 * hasErrors are every form's (components/form.ts).
 */


/** The message of the first rule `value` breaks as a `kind` field, or undefined. */
export function ruleError(kind: FieldKind, value: unknown, lang: UrlLang, options: { optional?: boolean } = {}): string | undefined {
  const failure = validateField(kind, value, options);
  return failure ? validationMessage(failure.rule, lang, failure.params) : undefined;
}

/**
 * A contract schema's verdict on a form, by field (the first issue of each field). Issues raised by the contract's
 * rules carry their own message; any other issue (a length, an enum …) gets "Required" when the field is empty and
 * `fallback(field)` otherwise, because zod's own texts are English only.
 */
export function schemaErrors<K extends string>(
  schema: ZodType,
  values: Partial<Record<K, unknown>>,
  lang: UrlLang,
  fallback: (field: K) => string,
): FieldErrors<K> {
  const result = schema.safeParse(values);
  const errors: FieldErrors<K> = {};
  if (result.success) return errors;
  for (const issue of result.error.issues) {
    const field = issue.path[0];
    if (typeof field !== "string" || field in errors) continue;
    const key = field as K;
    const value = values[key];
    errors[key] =
      localizeZodIssue(issue, lang) ??
      (typeof value === "string" && !isFilled(value) ? validationMessage("required", lang) : fallback(key));
  }
  return errors;
}

/** Spec §5: the repeat must equal the password ("Two passwords are inconsistent"). */
export function repeatError(password: string, repeat: string, lang: UrlLang): string | undefined {
  if (!isFilled(repeat)) return validationMessage("required", lang);
  return passwordsMatch(password, repeat) ? undefined : validationMessage("passwordMismatch", lang);
}

export type NewPasswordField = "password" | "repeatPassword";
/** The password rule; the repeat is required, and compared once the password itself is acceptable. */
export function validateNewPassword(values: Record<NewPasswordField, string>, lang: UrlLang): FieldErrors<NewPasswordField> {
  const password = ruleError("password", values.password, lang);
  const repeatPassword = password && isFilled(values.repeatPassword) ? undefined : repeatError(values.password, values.repeatPassword, lang);
  return { password, repeatPassword };
}
