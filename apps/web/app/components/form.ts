import type { DictionaryEntry } from "@portal/contract/schemas/common";

/**
 * The rules every form shares (Field.tsx, Form.tsx): a form's messages by field, the field to focus first, how many
 * fields are refused. Pure. The contract's validation glue of the member forms is features/identity/auth-form.ts.
 */

/** A form's messages by field name; a field without a message is valid. */
export type FieldErrors<K extends string> = Partial<Record<K, string>>;

/** A form's check: the body to send, or the messages by field. */
export type Checked<F extends string, B> = { ok: true; body: B } | { ok: false; errors: FieldErrors<F> };

export function hasErrors<K extends string>(errors: FieldErrors<K>): boolean {
  return Object.values(errors).some(Boolean);
}

/** How many fields have a message (the summary above a form speaks when there are several). */
export const errorCount = (errors: FieldErrors<string>): number => Object.values(errors).filter(Boolean).length;

/** The first field, in the form's order, that has a message: the one to focus. */
export function firstInvalid<K extends string>(order: readonly K[], errors: FieldErrors<K>): K | undefined {
  return order.find((field) => errors[field]);
}

/** What ties a control to its notes: the error first (read first), then the hint; undefined when neither. */
export function describedBy(id: string, error?: string | null, hint?: unknown): string | undefined {
  return [error ? `${id}-error` : null, hint ? `${id}-hint` : null].filter(Boolean).join(" ") || undefined;
}

/**
 * Whether a stored choice is one the form's select offers: an entry without children, or a child of a group (a
 * group itself is a heading, not a choice). Anything else is shown as an extra option, so that it is not lost.
 */
export function isKnownChoice(entries: readonly DictionaryEntry[], value: string): boolean {
  return entries.some((entry) => (entry.children.length ? isKnownChoice(entry.children, value) : entry.value === value));
}
