import { useEffect, useId, useState, type ReactNode } from "react";
import type { UrlLang } from "@portal/contract/locales";
import { translator } from "../i18n/define.ts";
import { AlertCircleIcon, CheckIcon } from "./icons.tsx";
import { errorCount, firstInvalid, type Checked, type FieldErrors } from "./form.ts";
import { formMessages } from "./messages.ts";

/**
 * The form frame around the fields (Field.tsx): a message about the whole form, the summary when several fields
 * were refused, the failure of the call, the submit row; and the focus on the first refused field.
 */

/** A message about the whole form: an error (announced at once) or a confirmation or note (announced politely). */
export function FormMessage({ kind, children, testId, id }: { kind: "error" | "success" | "info"; children: ReactNode; testId?: string; id?: string }) {
  return (
    <div id={id} className={`form-message form-message--${kind}`} role={kind === "error" ? "alert" : "status"} data-testid={testId}>
      {kind === "error" ? <AlertCircleIcon /> : kind === "success" ? <CheckIcon /> : null}
      <div>{children}</div>
    </div>
  );
}

/** "The form has 3 fields to correct", when more than one field was refused (one speaks for itself). */
export function FormErrorSummary({ lang, errors }: { lang: UrlLang; errors: FieldErrors<string> }) {
  const count = errorCount(errors);
  return count > 1 ? <FormMessage kind="error">{translator(formMessages, lang)("formHasErrors", { count })}</FormMessage> : null;
}

/** What a failed call said, or nothing. */
export function FormFailure({ failure, testId }: { failure: string | null | undefined; testId?: string }) {
  return failure ? (
    <FormMessage kind="error" testId={testId}>
      {failure}
    </FormMessage>
  ) : null;
}

/** A failed call's message, then the submit button (its label says when the form is on its way). */
export function FormSubmit({ failure, pending, label, pendingLabel }: { failure: string | null; pending: boolean; label: string; pendingLabel: string }) {
  return (
    <>
      <FormFailure failure={failure} />
      <div className="form-actions">
        <button type="submit" className="button button--primary" disabled={pending} aria-busy={pending || undefined}>
          {pending ? pendingLabel : label}
        </button>
      </div>
    </>
  );
}

/**
 * Puts the focus on a field: by its id, or by form and field name for forms whose controls are `{form}-{field}`.
 * Nothing when there is no such field.
 */
export function focusField(id: string | null | undefined, field?: string): void {
  if (!id) return;
  document.getElementById(field ? `${id}-${field}` : id)?.focus();
}

/** False on the server and during hydration: submit buttons wait for it so that nothing is posted before the form works. */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return hydrated;
}

/**
 * A form checked before it is sent: element ids by field (`fieldId`), the messages shown (`errors`), the failure
 * of the call (`failure`). `accept(checked, order)` gives the body of a form that passed its check, its old
 * messages cleared; or null, with the messages shown and the focus on the first refused field of `order` (the
 * order the form shows them). Islands give `idPrefix` (ids unique on the page): useId differs between the server's
 * render and an island's own root.
 */
export function useCheckedForm<F extends string>(fixedId?: string) {
  // An island gives a fixed id: it hydrates as a root of its own, where useId would not match the server's ids.
  const generated = useId();
  const id = fixedId ?? generated;
  const fieldId = (field: F) => `${id}-${field}`;
  const [errors, setErrors] = useState<FieldErrors<F>>({});
  const [failure, setFailure] = useState<string | null>(null);

  function accept<B>(checked: Checked<F, B>, order: readonly F[]): B | null {
    setFailure(null);
    if (!checked.ok) {
      setErrors(checked.errors);
      const first = firstInvalid(order, checked.errors);
      focusField(first ? fieldId(first) : null);
      return null;
    }
    setErrors({});
    return checked.body;
  }

  return { id, fieldId, errors, setErrors, failure, setFailure, accept };
}
