import { useCallback, useEffect, useState, type InputHTMLAttributes, type ReactNode } from "react";
import { captchaApi } from "@portal/contract/endpoints/captcha";
import type { UrlLang } from "@portal/contract/locales";
import type { Captcha, DictionaryEntry } from "@portal/contract/schemas/common";
import type { DataCall } from "../../data/call.ts";
import { AlertCircleIcon, CheckIcon, EyeIcon, EyeOffIcon } from "../../layout/icons.tsx";
import { RefreshIcon } from "./auth-icons.tsx";
import { translator } from "../../i18n/define.ts";
import { loginMessages, memberFormMessages } from "./auth-messages.ts";

/**
 * The fields of the member forms, accessible by construction: a visible label, `aria-invalid` and the error text
 * tied with `aria-describedby` (then the hint), `aria-required` on required fields (the form has `noValidate`: the
 * contract's messages are shown, not the browser's). Element ids are `{form}-{field}` so that a form can focus its
 * first invalid field with `focusField`.
 */

interface FieldBase {
  id: string;
  label: string;
  error?: string;
  hint?: string;
  required?: boolean;
}

const describedBy = (id: string, error?: string, hint?: string) =>
  [error ? `${id}-error` : null, hint ? `${id}-hint` : null].filter(Boolean).join(" ") || undefined;

function Label({ id, label, required }: { id: string; label: string; required?: boolean }) {
  return (
    <label htmlFor={id} className="field-label">
      {label}
      {/* aria-required tells assistive technology; the star is for the eye. */}
      {required ? <span className="field-required" aria-hidden="true"> *</span> : null}
    </label>
  );
}

function FieldNotes({ id, error, hint }: { id: string; error?: string; hint?: string }) {
  return (
    <>
      {error ? (
        <p id={`${id}-error`} className="field-error">
          <AlertCircleIcon />
          <span>{error}</span>
        </p>
      ) : null}
      {hint ? (
        <p id={`${id}-hint`} className="field-hint">
          {hint}
        </p>
      ) : null}
    </>
  );
}

/** A field's frame: its label above the control, its error and hint below. */
function FieldShell({ id, label, error, hint, required, children }: FieldBase & { children: ReactNode }) {
  return (
    <div className={error ? "field field--invalid" : "field"}>
      <Label id={id} label={label} required={required} />
      {children}
      <FieldNotes id={id} error={error} hint={hint} />
    </div>
  );
}

/** What every control of a field carries: its id, its value and the attributes that tie it to the notes. */
function controlProps({ id, error, hint, required, value, onValue }: FieldBase & { value: string; onValue: (value: string) => void }) {
  return {
    id,
    value,
    onChange: (event: { target: { value: string } }) => onValue(event.target.value),
    "aria-invalid": error ? true : undefined,
    "aria-required": required || undefined,
    "aria-describedby": describedBy(id, error, hint),
  };
}

type InputProps = Omit<InputHTMLAttributes<HTMLInputElement>, "id" | "value" | "onChange" | "required" | "children">;

export function TextField({
  addon,
  value,
  onValue,
  ...rest
}: FieldBase & InputProps & { value: string; onValue: (value: string) => void; addon?: ReactNode }) {
  const { id, label, error, hint, required, ...input } = rest;
  const field = { id, label, error, hint, required };
  return (
    <FieldShell {...field}>
      <div className={addon ? "field-control field-control--addon" : "field-control"}>
        <input type="text" {...input} {...controlProps({ ...field, value, onValue })} className="field-input" />
        {addon}
      </div>
    </FieldShell>
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
          className="field-addon"
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

type FieldValue = { id: string; value: string; error?: string; onValue: (value: string) => void };

/** A new password and the same typed again (registration, reset, a first password), each with its show/hide switch. */
export function NewPasswordFields({
  lang,
  passwordLabel,
  password,
  repeatPassword,
}: {
  lang: UrlLang;
  passwordLabel: string;
  password: FieldValue;
  repeatPassword: FieldValue;
}) {
  const t = translator(memberFormMessages, lang);
  const tl = translator(loginMessages, lang);
  const shared = { required: true, autoComplete: "new-password", showLabel: tl("showPassword"), hideLabel: tl("hidePassword") };
  return (
    <>
      <PasswordField {...password} {...shared} label={passwordLabel} hint={t("passwordHint")} />
      <PasswordField {...repeatPassword} {...shared} label={t("repeatPassword")} />
    </>
  );
}

export function TextAreaField({
  maxLength,
  rows = 4,
  ...field
}: FieldBase & { value: string; onValue: (value: string) => void; maxLength?: number; rows?: number }) {
  return (
    <FieldShell {...field}>
      <textarea {...controlProps(field)} className="field-input field-textarea" rows={rows} maxLength={maxLength} />
    </FieldShell>
  );
}

export interface Choice {
  value: string;
  label: string;
}

/** Dictionary entries (spec §3: label, value, children) as choices; an entry with children becomes a group. */
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

export function SelectField({
  placeholder,
  choices,
  dictionary,
  ...field
}: FieldBase & {
  value: string;
  onValue: (value: string) => void;
  placeholder: string;
  choices?: readonly Choice[];
  dictionary?: readonly DictionaryEntry[];
}) {
  return (
    <FieldShell {...field}>
      <select {...controlProps(field)} className="field-input field-select">
        <option value="">{placeholder}</option>
        {choices?.map((choice) => (
          <option key={choice.value} value={choice.value}>
            {choice.label}
          </option>
        ))}
        {dictionary ? <DictionaryOptions entries={dictionary} /> : null}
      </select>
    </FieldShell>
  );
}

/**
 * Radio buttons (one value) or check boxes (several) as a fieldset of large chips. The first box carries the
 * field's id, so that focusing the field lands on it.
 */
export function ChoiceGroup({
  id,
  label,
  error,
  hint,
  choices,
  selected,
  onSelected,
  multiple,
}: FieldBase & { choices: readonly Choice[]; selected: readonly string[]; onSelected: (values: string[]) => void; multiple?: boolean }) {
  const toggle = (value: string, checked: boolean) => {
    if (!multiple) return onSelected(checked ? [value] : []);
    onSelected(checked ? [...selected, value] : selected.filter((v) => v !== value));
  };
  return (
    <fieldset className={error ? "field field-group field--invalid" : "field field-group"} aria-describedby={describedBy(id, error, hint)}>
      <legend className="field-label">{label}</legend>
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
                onChange={(event) => toggle(choice.value, event.target.checked)}
              />
              <span>{choice.label}</span>
            </label>
          );
        })}
      </div>
      <FieldNotes id={id} error={error} hint={hint} />
    </fieldset>
  );
}

export function CheckboxField({ id, label, checked, onChecked }: { id: string; label: string; checked: boolean; onChecked: (checked: boolean) => void }) {
  return (
    <div className="field">
      <label className="choice choice--single" htmlFor={id}>
        <input id={id} type="checkbox" checked={checked} onChange={(event) => onChecked(event.target.checked)} />
        <span>{label}</span>
      </label>
    </div>
  );
}

/** A message about the whole form: an error (announced at once) or a confirmation (announced politely). */
export function FormMessage({ kind, children, testId }: { kind: "error" | "success" | "info"; children: ReactNode; testId?: string }) {
  return (
    <div className={`form-message form-message--${kind}`} role={kind === "error" ? "alert" : "status"} data-testid={testId}>
      {kind === "error" ? <AlertCircleIcon /> : kind === "success" ? <CheckIcon /> : null}
      <div>{children}</div>
    </div>
  );
}

/** Focuses a form's field by the ids this module gives (`{form}-{field}`). */
export function focusField(formId: string, field: string): void {
  document.getElementById(`${formId}-${field}`)?.focus();
}

/** False on the server and during hydration: submit buttons wait for it so that nothing is posted before the form works. */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return hydrated;
}

// ── Image captcha ───────────────────────────────────────────────────────────────────────────────────────────────

/**
 * An image captcha (captchaApi.image), fetched in the browser (a captcha is personal and single use: never part of
 * a cached page). `refresh()` after every use: the server forgets a captcha once checked.
 */
export function useCaptcha(call: DataCall) {
  const [captcha, setCaptcha] = useState<Captcha | null>(null);
  const [failed, setFailed] = useState(false);
  const refresh = useCallback(async () => {
    try {
      setCaptcha(await call(captchaApi.image));
      setFailed(false);
    } catch {
      setCaptcha(null);
      setFailed(true);
    }
  }, [call]);
  useEffect(() => {
    void refresh();
  }, [refresh]);
  return { captcha, failed, refresh };
}

export function CaptchaField({
  id,
  label,
  hint,
  error,
  value,
  onValue,
  captcha,
  failed,
  failedText,
  imageAlt,
  refreshLabel,
  onRefresh,
}: FieldBase & {
  value: string;
  onValue: (value: string) => void;
  captcha: Captcha | null;
  failed: boolean;
  failedText: string;
  imageAlt: string;
  refreshLabel: string;
  onRefresh: () => void;
}) {
  return (
    <div className={error ? "field field--invalid" : "field"}>
      <Label id={id} label={label} required />
      <div className="captcha-row">
        <input
          id={id}
          className="field-input captcha-input"
          value={value}
          onChange={(event) => onValue(event.target.value)}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={10}
          aria-invalid={error ? true : undefined}
          aria-required
          aria-describedby={describedBy(id, error, hint)}
        />
        <span className="captcha-image" data-testid={`${id}-image`}>
          {captcha ? <img src={captcha.image} alt={imageAlt} width={120} height={40} data-verify-key={captcha.verifyKey} /> : null}
        </span>
        <button type="button" className="captcha-refresh" onClick={onRefresh} aria-label={refreshLabel} title={refreshLabel}>
          <RefreshIcon />
        </button>
      </div>
      {failed ? <p className="field-hint field-hint--warn">{failedText}</p> : null}
      <FieldNotes id={id} error={error} hint={hint} />
    </div>
  );
}

// ── Resend countdown ────────────────────────────────────────────────────────────────────────────────────────────

/** Seconds before another code may be asked for (the send button counts down). */
export const CODE_RESEND_SECONDS = 60;

/** Whole seconds left of a countdown started at `startedAt` (ms), 0 when over. */
export function secondsLeft(startedAt: number | null, now: number, seconds = CODE_RESEND_SECONDS): number {
  if (startedAt === null) return 0;
  return Math.max(0, Math.ceil((startedAt + seconds * 1000 - now) / 1000));
}

/** A countdown of CODE_RESEND_SECONDS, ticking each second while it runs. */
export function useResendCountdown() {
  const [startedAt, setStartedAt] = useState<number | null>(null);
  const [now, setNow] = useState(() => Date.now());
  const left = secondsLeft(startedAt, now);
  const running = left > 0;
  useEffect(() => {
    if (!running) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [running]);
  return {
    left,
    start: () => {
      const at = Date.now();
      setStartedAt(at);
      setNow(at);
    },
  };
}
