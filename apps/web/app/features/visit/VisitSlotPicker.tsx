import type { Dispatch, SetStateAction } from "react";
import type { UrlLang } from "@portal/contract/locales";
import type { VisitFormField, VisitLocation } from "@portal/contract/schemas/visit";
import { ChoiceGroup, SelectField } from "../../components/Field.tsx";
import type { FieldErrors } from "../../components/form.ts";
import type { BookingT } from "./booking-texts.ts";
import { dayLabel } from "./visit-dates.ts";
import { datesOf, laterSlots, needsSecondSlot, partsOf, slotsOfDay, type VisitFormState } from "./visit-form.ts";

export interface VisitSlotPickerProps {
  field: VisitFormField;
  lang: UrlLang;
  t: BookingT;
  locations: VisitLocation[];
  state: VisitFormState;
  setState: Dispatch<SetStateAction<VisitFormState>>;
  errors: FieldErrors<string>;
  fieldId: (key: string) => string;
  groupMax: number;
}

/**
 * The booking's slot: place → date → time with the places left, and a second, later time when the group is above
 * `groupMax` (spec §5: a group of more than 20 is split over two times). A time without room for its part of the
 * group cannot be chosen.
 */
export function VisitSlotPicker({ field, lang, t, locations, state, setState, errors, fieldId, groupMax }: VisitSlotPickerProps) {
  const location = locations.find((l) => l.id === state.locationId);
  const parts = partsOf(state);
  const twoParts = needsSecondSlot(state);
  const dates = datesOf(location);
  const daySlots = slotsOfDay(location, state.date);
  const later = laterSlots(location, state.date, state.slotId);
  const need = parts[0] ?? 1;
  const placesText = (remaining: number) => (remaining > 0 ? t("placesLeft", { count: remaining }) : t("full"));
  return (
    <fieldset className="visit-slots">
      <legend className="visit-slots__legend">{field.label}</legend>
      <ChoiceGroup
        id={fieldId(field.key)}
        label={t("location")}
        required
        error={errors[field.key]}
        choices={locations.map((l) => ({ value: String(l.id), label: l.name }))}
        selected={state.locationId === null ? [] : [String(state.locationId)]}
        onSelected={([value]) => setState((s) => ({ ...s, locationId: value ? Number(value) : null, date: "", slotId: null, secondSlotId: null }))}
      />
      <SelectField
        id={fieldId("date")}
        label={t("date")}
        required
        hint={location ? null : t("chooseLocationFirst")}
        error={errors.date}
        placeholder={t("chooseDate")}
        value={state.date}
        onValue={(date) => setState((s) => ({ ...s, date, slotId: null, secondSlotId: null }))}
        choices={dates.map((date) => ({ value: date, label: dayLabel(date, lang) }))}
      />
      {state.date ? (
        <ChoiceGroup
          id={fieldId("slot")}
          label={t("slot")}
          required
          error={errors.slot}
          choices={daySlots.map((slot) => ({
            value: String(slot.id),
            label: t("slotLabel", { start: slot.start, end: slot.end, places: placesText(slot.remaining) }),
            disabled: slot.remaining < need,
          }))}
          selected={state.slotId === null ? [] : [String(state.slotId)]}
          onSelected={([value]) => setState((s) => ({ ...s, slotId: value ? Number(value) : null, secondSlotId: null }))}
        />
      ) : null}
      {twoParts && state.slotId !== null ? (
        later.length ? (
          <ChoiceGroup
            id={fieldId("secondSlot")}
            label={t("secondSlot")}
            required
            hint={`${t("secondSlotHint", { max: groupMax })} ${t("split", { first: parts[0]!, second: parts[1]! })}`}
            error={errors.secondSlot}
            choices={later.map((slot) => ({
              value: String(slot.id),
              label: t("slotLabel", { start: slot.start, end: slot.end, places: placesText(slot.remaining) }),
              disabled: slot.remaining < (parts[1] ?? 1),
            }))}
            selected={state.secondSlotId === null ? [] : [String(state.secondSlotId)]}
            onSelected={([value]) => setState((s) => ({ ...s, secondSlotId: value ? Number(value) : null }))}
          />
        ) : (
          <p className="field__error visit-slots__none" id={fieldId("secondSlot")} tabIndex={-1} role="alert">
            {errors.secondSlot ? `${errors.secondSlot} ` : ""}
            {t("noSecondSlot")}
          </p>
        )
      ) : null}
      {/* Above 20 before a first time is chosen: the rule's message still shows where the slots are chosen. */}
      {twoParts && state.slotId === null && errors.secondSlot ? (
        <p className="field__error" id={fieldId("secondSlot")} tabIndex={-1}>
          {errors.secondSlot}
        </p>
      ) : null}
    </fieldset>
  );
}
