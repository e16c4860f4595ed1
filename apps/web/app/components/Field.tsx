import { useState, type InputHTMLAttributes, type ReactNode } from "react";
import type { UrlLang } from "@portal/contract/locales";
import type { DictionaryEntry } from "@portal/contract/schemas/common";
import { translator } from "../i18n/define.ts";
import { AlertCircleIcon, EyeIcon, EyeOffIcon } from "./icons.tsx";
import { describedBy, isKnownChoice } from "./form.ts";
import { formMessages } from "./messages.ts";

/**
 * The field frame every form uses (the member forms today; votes, forms and suppliers next): a visible label, a
 * hint, the control, its error. The control carries `aria-invalid` and `aria-describedby` (the error, then the
 * hint) and, when required, `aria-required` — the star beside the label is for the eye only. Forms are
 * `noValidate`: the contract's messages are shown, not the browser's. Notes have the ids `{id}-hint` and
 * `{id}-error`; forms name their controls `{form}-{field}` so that `focusField` can find the first refused one.
 */

/** What a field says about itself. Fields marked optional say so in words, in the page's language. */
export type FieldBase = { id: string; label: ReactNode; hint?: ReactNode; error?: string | null; required?: boolean; className?: string } & (
  | { optional?: false; lang?: UrlLang }
  | { optional: true; lang: UrlLang }
);

/** The attributes a field gives its control (spread them on the input, select or textarea). */
export interface ControlAttributes {
  id: string;
  className: string;
  "aria-describedby"?: string;
  "aria-invalid"?: true;
  "aria-required"?: true;
}

export function Field({ children, ...field }: FieldBase & { children: (control: ControlAttributes) => ReactNode }) {
  const { id, error, hint, required } = field;
  return (
    <div className={["field", error ? "field--invalid" : "", field.className ?? ""].filter(Boolean).join(" ")}>
      <FieldLabel {...field} />
      <FieldHint id={id} hint={hint} />
      {children({
        id,
        className: "field__input",
        "aria-describedby": describedBy(id, error, hint),
        "aria-invalid": error ? true : undefined,
        "aria-required": required || undefined,
      })}
      <FieldError id={id} error={error} />
    </div>
  );
}

function FieldLabel(field: FieldBase & { as?: "label" | "legend" }) {
  const { id, label, required, as: Tag = "label" } = field;
  return (
    <Tag className="field__label" htmlFor={Tag === "label" ? id : undefined}>
      {label}
      {required ? <RequiredMark /> : null}
      {field.optional ? <span className="field__optional"> {translator(formMessages, field.lang)("optional")}</span> : null}
    </Tag>
  );
}

/** The star of a required field: for the eye only, the control says aria-required. */
function RequiredMark() {
  return (
    <span className="field__required" aria-hidden="true">
      {" *"}
    </span>
  );
}

function FieldHint({ id, hint }: { id: string; hint?: ReactNode }) {
  return hint ? (
    <p className="field__hint" id={`${id}-hint`}>
      {hint}
    </p>
  ) : null;
}

function FieldError({ id, error }: { id: string; error?: string | null }) {
  return error ? (
    <p className="field__error" id={`${id}-error`}>
      <AlertCircleIcon />
      <span>{error}</span>
    </p>
  ) : null;
}

// ── Controls in the frame ──────────────────────────────────────────────────────────────────────────────────────

type Valued = { value: string; onValue: (value: string) => void };

const FIELD_KEYS = ["id", "label", "hint", "error", "required", "className", "optional", "lang"] as const;

/** A field's own props apart from those meant for its input. */
function splitField<P extends FieldBase>(props: P): [FieldBase, Omit<P, (typeof FIELD_KEYS)[number]>] {
  const field: Record<string, unknown> = {};
  const rest: Record<string, unknown> = { ...props };
  for (const key of FIELD_KEYS) {
    field[key] = rest[key];
    delete rest[key];
  }
  return [field as FieldBase, rest as Omit<P, (typeof FIELD_KEYS)[number]>];
}
type InputProps = Omit<InputHTMLAttributes<HTMLInputElement>, "id" | "value" | "onChange" | "required" | "children" | "className" | "lang">;

/** A one-line text field; `addon` sits beside the input (a show/hide switch, a "send code" button). */
export function TextField({ value, onValue, addon, ...rest }: FieldBase & InputProps & Valued & { addon?: ReactNode }) {
  const [field, input] = splitField(rest);
  return (
    <Field {...field}>
      {(control) => (
        <div className={addon ? "field__control field__control--addon" : "field__control"}>
          <input type="text" {...input} {...control} value={value} onChange={(event) => onValue(event.target.value)} />
          {addon}
        </div>
      )}
    </Field>
  );
}

/** A password with a show/hide switch (a 44 px button inside the field). */
export function PasswordField({ showLabel, hideLabel, ...props }: Parameters<typeof TextField>[0] & { showLabel: string; hideLabel: string }) {
  const [shown, setShown] = useState(false);
  return (
    <TextField
      {...props}
      type={shown ? "text" : "password"}
      autoCapitalize="none"
      spellCheck={false}
      addon={
        <button
          type="button"
          className="field__addon"
          aria-pressed={shown}
          aria-controls={props.id}
          aria-label={shown ? hideLabel : showLabel}
          title={shown ? hideLabel : showLabel}
          onClick={() => setShown((value) => !value)}
        >
          {shown ? <EyeOffIcon /> : <EyeIcon />}
        </button>
      }
    />
  );
}

export function TextAreaField({ value, onValue, maxLength, rows = 4, ...field }: FieldBase & Valued & { maxLength?: number; rows?: number }) {
  return (
    <Field {...field}>
      {(control) => <textarea {...control} rows={rows} maxLength={maxLength} value={value} onChange={(event) => onValue(event.target.value)} />}
    </Field>
  );
}

export interface Choice {
  value: string;
  label: string;
  /** Shown but not choosable (a full time slot). */
  disabled?: boolean;
}

/** Dictionary entries (spec §3: label, value, children) as options; an entry with children becomes a group. */
export function DictionaryOptions({ entries }: { entries: readonly DictionaryEntry[] }) {
  return (
    <>
      {entries.map((entry) =>
        entry.children.length ? (
          <optgroup key={entry.value} label={entry.label}>
            {entry.children.map((child) => (
              <option key={child.value} value={child.value}>
                {child.label}
              </option>
            ))}
          </optgroup>
        ) : (
          <option key={entry.value} value={entry.value}>
            {entry.label}
          </option>
        ),
      )}
    </>
  );
}

/** A choice from a list; a stored value the list no longer offers is kept and shown as it is. */
export function SelectField({
  value,
  onValue,
  placeholder,
  choices,
  dictionary,
  ...field
}: FieldBase & Valued & { placeholder: string; choices?: readonly Choice[]; dictionary?: readonly DictionaryEntry[] }) {
  const known = (choices ?? []).some((c) => c.value === value) || isKnownChoice(dictionary ?? [], value);
  return (
    <Field {...field}>
      {(control) => (
        <select {...control} value={value} onChange={(event) => onValue(event.target.value)}>
          <option value="">{placeholder}</option>
          {value && !known ? <option value={value}>{value}</option> : null}
          {choices?.map((choice) => (
            <option key={choice.value} value={choice.value}>
              {choice.label}
            </option>
          ))}
          {dictionary ? <DictionaryOptions entries={dictionary} /> : null}
        </select>
      )}
    </Field>
  );
}

/**
 * Radio buttons (one value) or check boxes (several) as a fieldset of large chips. The first box carries the
 * field's id, so that focusing the field lands on it.
 */
export function ChoiceGroup({
  choices,
  selected,
  onSelected,
  multiple,
  ...field
}: FieldBase & { choices: readonly Choice[]; selected: readonly string[]; onSelected: (values: string[]) => void; multiple?: boolean }) {
  const { id, error, hint } = field;
  const toggle = (value: string, checked: boolean) => {
    if (!multiple) return onSelected(checked ? [value] : []);
    onSelected(checked ? [...selected, value] : selected.filter((v) => v !== value));
  };
  return (
    <fieldset className={error ? "field field--group field--invalid" : "field field--group"} aria-describedby={describedBy(id, error, hint)}>
      <FieldLabel {...field} as="legend" />
      <FieldHint id={id} hint={hint} />
      <div className="choice-list">
        {choices.map((choice, index) => {
          const boxId = index === 0 ? id : `${id}-${index}`;
          return (
            <label key={choice.value} className="choice" htmlFor={boxId}>
              <input
                id={boxId}
                type={multiple ? "checkbox" : "radio"}
                name={id}
                value={choice.value}
                checked={selected.includes(choice.value)}
                disabled={choice.disabled}
                onChange={(event) => toggle(choice.value, event.target.checked)}
              />
              <span>{choice.label}</span>
            </label>
          );
        })}
      </div>
      <FieldError id={id} error={error} />
    </fieldset>
  );
}

/**
 * One check box with its label beside it (consents, "show the password"). A required one (a consent) shows the
 * star and, once refused, its error below, as the other fields do.
 */
export function CheckboxField({
  id,
  label,
  checked,
  onChecked,
  testId,
  required,
  error,
}: {
  id: string;
  label: ReactNode;
  checked: boolean;
  onChecked: (checked: boolean) => void;
  testId?: string;
  required?: boolean;
  error?: string | null;
}) {
  const box = (
    <label className="check" htmlFor={id}>
      <input
        id={id}
        type="checkbox"
        checked={checked}
        onChange={(event) => onChecked(event.target.checked)}
        data-testid={testId}
        aria-required={required || undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
      />
      <span>
        {label}
        {required ? <RequiredMark /> : null}
      </span>
    </label>
  );
  if (!required && !error) return box;
  return (
    <div className={error ? "field field--check field--invalid" : "field field--check"}>
      {box}
      <FieldError id={id} error={error} />
    </div>
  );
}
