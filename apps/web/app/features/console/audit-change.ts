import type { AuditValues } from "@portal/contract/schemas/audit";

/**
 * An audit entry's change as the audit log shows it (routes/console/audit.tsx): one row per changed field, its value
 * before and after as text (null where the entry had none: a creation has no "before", a removal no "after").
 */
export interface FieldChange {
  field: string;
  before: string | null;
  after: string | null;
}

/** A stored value as text: strings as they are, anything else as JSON. */
export function valueText(value: unknown): string {
  return typeof value === "string" ? value : JSON.stringify(value);
}

/** The changed fields of an entry, in the order they were written (the "after" side's new fields last). */
export function fieldChanges(before: AuditValues, after: AuditValues): FieldChange[] {
  const fields = [...new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})])];
  const side = (values: AuditValues, field: string) => (values && Object.hasOwn(values, field) ? valueText(values[field]) : null);
  return fields.map((field) => ({ field, before: side(before, field), after: side(after, field) }));
}

/** A value cut to `max` characters for the table's one-line summary (the whole value is in the entry's details). */
export function shortText(text: string, max = 48): string {
  const chars = Array.from(text);
  return chars.length <= max ? text : `${chars.slice(0, max - 1).join("")}…`;
}
