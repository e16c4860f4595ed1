import type { Dispatch, SetStateAction } from "react";
import type { UrlLang } from "@portal/contract/locales";
import type { VisitFormField, VisitLocation } from "@portal/contract/schemas/visit";
import { VISIT_RULES_FIELD } from "@portal/contract/visits";
import { CheckboxField, SelectField, TextAreaField, TextField } from "../../components/Field.tsx";
import type { FieldErrors } from "../../components/form.ts";
import type { BookingT } from "./booking-texts.ts";
import { VisitSlotPicker } from "./VisitSlotPicker.tsx";
import type { VisitFormState } from "./visit-form.ts";

/** Text answers longer than this are a text area (notes). */
const LONG_TEXT = 200;

const AUTOCOMPLETE: Record<string, string> = { organisation: "organization", contactName: "name", phone: "tel", email: "email" };

export interface VisitFieldProps {
  field: VisitFormField;
  lang: UrlLang;
  t: BookingT;
  state: VisitFormState;
  setState: Dispatch<SetStateAction<VisitFormState>>;
  errors: FieldErrors<string>;
  fieldId: (key: string) => string;
  locations: VisitLocation[];
  groupMax: number;
  /** The visit rules, shown just before the check box that accepts them. */
  rules: string[];
}

/**
 * One field of the booking form as the form definition (visit/dynamicform) describes it, drawn by its type: the slot
 * picker, a check box (the rules' one after the rules), a choice, a number, a date, a text or a long text.
 */
export function VisitField(props: VisitFieldProps) {
  const { field, lang, t, state, setState, errors, fieldId, rules } = props;
  const common = { id: fieldId(field.key), label: field.label, hint: field.hint ?? undefined, error: errors[field.key] };
  const value = state.values[field.key] ?? "";
  const optional = field.required ? {} : ({ optional: true, lang } as const);
  const setValue = (v: string) => setState((s) => ({ ...s, values: { ...s.values, [field.key]: v } }));
  switch (field.type) {
    case "slot":
      return <VisitSlotPicker {...props} />;
    case "checkbox": {
      const box = (
        <CheckboxField
          id={common.id}
          label={field.label}
          required={field.required}
          error={common.error}
          checked={state.checks[field.key] ?? false}
          onChecked={(checked) => setState((s) => ({ ...s, checks: { ...s.checks, [field.key]: checked } }))}
        />
      );
      if (field.key !== VISIT_RULES_FIELD || rules.length === 0) return box;
      // The rules, then the box that accepts them (read in that order, at every width).
      return (
        <div className="visit-accept">
          <section className="visit-accept__rules" aria-labelledby="visit-accept-rules" data-testid="visit-form-rules">
            <h3 id="visit-accept-rules">{t("rules")}</h3>
            <ol>
              {rules.map((rule) => (
                <li key={rule}>{rule}</li>
              ))}
            </ol>
          </section>
          {box}
        </div>
      );
    }
    case "select":
      return <SelectField {...common} {...optional} required={field.required} placeholder={t("chooseOption")} value={value} onValue={setValue} choices={field.options} />;
    case "number":
      return (
        <TextField
          {...common}
          {...optional}
          required={field.required}
          inputMode="numeric"
          autoComplete="off"
          value={value}
          onValue={(v) => setValue(v.replace(/[^\d]/g, "").slice(0, 4))}
        />
      );
    case "date":
      return <TextField {...common} {...optional} required={field.required} type="date" value={value} onValue={setValue} />;
    default:
      if ((field.maxLength ?? 0) > LONG_TEXT) {
        return <TextAreaField {...common} {...optional} required={field.required} maxLength={field.maxLength ?? undefined} value={value} onValue={setValue} />;
      }
      return (
        <TextField
          {...common}
          {...optional}
          required={field.required}
          type={field.rule === "email" ? "email" : field.rule === "phone" ? "tel" : "text"}
          inputMode={field.rule === "phone" ? "numeric" : undefined}
          autoComplete={AUTOCOMPLETE[field.key]}
          maxLength={field.maxLength ?? undefined}
          value={value}
          onValue={setValue}
        />
      );
  }
}
