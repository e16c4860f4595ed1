import { useId, useState } from "react";
import { firstInvalid, type FieldErrors } from "../auth-form.ts";
import { errorCount } from "./account-forms.ts";
import { focusField, useAccountText } from "./AccountParts.tsx";

/**
 * What the forms of the member centre (profile, password, feedback) share: element ids by field, the check with
 * account-forms.ts that shows the messages and focuses the first refused field, and the form's end (the message
 * of a failed call, the submit button).
 */

type Checked<F extends string, B> = { ok: true; body: B } | { ok: false; errors: FieldErrors<F> };

export function useCheckedForm<F extends string>() {
  const id = useId();
  const fieldId = (field: F) => `${id}-${field}`;
  const [errors, setErrors] = useState<FieldErrors<F>>({});
  const [failure, setFailure] = useState<string | null>(null);

  /**
   * The body of a form that passed its check, its old messages cleared; or null, with the messages shown and the
   * focus on the first refused field of `order` (the order the form shows them).
   */
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

  return { id, fieldId, errors, failure, setFailure, accept };
}

/** "The form has 3 fields to correct", when more than one field was refused (one speaks for itself). */
export function FormErrorSummary({ errors }: { errors: FieldErrors<string> }) {
  const { t } = useAccountText();
  const count = errorCount(errors);
  return count > 1 ? (
    <p className="form-error" role="alert">
      {t("formHasErrors", { count })}
    </p>
  ) : null;
}

export function FormFailure({ failure }: { failure: string | null }) {
  return failure ? (
    <p className="form-error" role="alert">
      {failure}
    </p>
  ) : null;
}

/** A failed call's message, then the submit button (its label says when the form is on its way). */
export function FormSubmit({ failure, pending, label, pendingLabel }: { failure: string | null; pending: boolean; label: string; pendingLabel: string }) {
  return (
    <>
      <FormFailure failure={failure} />
      <div className="button-row">
        <button type="submit" className="button button--primary" disabled={pending}>
          {pending ? pendingLabel : label}
        </button>
      </div>
    </>
  );
}
