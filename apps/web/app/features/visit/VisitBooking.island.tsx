import { useCallback, useEffect, useRef, useState, type FormEvent } from "react";
import { visitApi } from "@portal/contract/endpoints/visit";
import type { UrlLang } from "@portal/contract/locales";
import type { VisitBookingResult, VisitFormField, VisitLocation } from "@portal/contract/schemas/visit";
import { CheckboxField, ChoiceGroup, SelectField, TextAreaField, TextField } from "../../components/Field.tsx";
import { FormErrorSummary, FormSubmit, useCheckedForm, useHydrated } from "../../components/Form.tsx";
import { browserClient } from "../../data/browser-client.ts";
import { dataCall, failureOf, type DataCall } from "../../data/call.ts";
import { textsTranslator } from "../../i18n/define.ts";
import { VISIT_RULES_FIELD } from "@portal/contract/visits";
import { CaptchaField, useCaptcha, type CaptchaState } from "../member/AuthFields.tsx";
import { dayLabel } from "./visit-dates.ts";
import { checkVisitForm, datesOf, emptyVisitForm, laterSlots, needsSecondSlot, partsOf, slotsOfDay, type VisitFormState } from "./visit-form.ts";

/** The texts the island shows, from visitMessages: the server passes them in the page's language (props), so the
 * page's JavaScript carries no message catalog. */
export const BOOKING_TEXT_KEYS = [
  "applicationTitle", "location", "date", "chooseDate", "slot", "secondSlot", "secondSlotHint", "slotLabel", "split", "noSecondSlot",
  "chooseLocationFirst", "chooseOption", "placesLeft", "full", "captcha", "captchaWaiting", "captchaWorking", "captchaSolved",
  "captchaFailed", "captchaRefresh", "submit", "submitting", "failed", "successTitle", "reference", "summary", "nextSteps",
  "stepEmail", "stepConfirm", "stepArrive", "anotherBooking", "rules",
] as const;
export type BookingTexts = Record<(typeof BOOKING_TEXT_KEYS)[number], string>;

export interface VisitBookingProps {
  lang: UrlLang;
  texts: BookingTexts;
  fields: VisitFormField[];
  locations: VisitLocation[];
  groupMax: number;
  /** The visit rules (the programme's), shown just before the check box that accepts them. */
  rules: string[];
}

/** The captcha as the form reads it when it is sent. */
interface CaptchaNow {
  verifyKey: string | null;
  code: string;
  state: CaptchaState;
  refresh: () => void;
}

/** Text answers longer than this are a text area (notes). */
const LONG_TEXT = 200;

/**
 * The visit booking form (spec §2 about_us/visit/application), drawn from the form definition (visit/dynamicform):
 * each field by its type, the slot picker (place → date → time with the places left; a second, later time when the
 * group is above 20, §5), a captcha solved in the browser, and the success with the booking reference. Checked as
 * the server checks it (visit-form.ts); the server's refusal (code -1) is shown as it says it.
 */
export default function VisitBooking({ lang, texts, fields, locations: initial, groupMax, rules }: VisitBookingProps) {
  const t = textsTranslator(texts, lang);
  const call = useCallback<DataCall>((endpoint, ...input) => dataCall(browserClient(lang))(endpoint, ...input), [lang]);
  const hydrated = useHydrated();
  const form = useCheckedForm<string>("visit-booking");
  const [locations, setLocations] = useState(initial);
  const [state, setState] = useState<VisitFormState>(() => emptyVisitForm(initial.length === 1 ? initial[0]!.id : null));
  const [pending, setPending] = useState(false);
  const [done, setDone] = useState<VisitBookingResult | null>(null);
  // The captcha is fetched and solved once the person starts on the form, not for every reader of the page.
  const [started, setStarted] = useState(false);
  const captcha = useRef<CaptchaNow>({ verifyKey: null, code: "", state: "loading", refresh: () => undefined });
  const doneHeading = useRef<HTMLHeadingElement>(null);

  // The places left move with every booking: read them fresh once the page is live.
  const reload = useCallback(() => call(visitApi.locations).then(setLocations, () => undefined), [call]);
  useEffect(() => void reload(), [reload]);
  useEffect(() => doneHeading.current?.focus(), [done]);

  const location = locations.find((l) => l.id === state.locationId);
  const parts = partsOf(state);
  const twoParts = needsSecondSlot(state);
  const setValue = (key: string, value: string) => setState((s) => ({ ...s, values: { ...s.values, [key]: value } }));
  const setCheck = (key: string, checked: boolean) => setState((s) => ({ ...s, checks: { ...s.checks, [key]: checked } }));

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const order = fields.flatMap((f) => (f.type === "slot" ? [f.key, "date", "slot", "secondSlot"] : [f.key]));
    const body = form.accept(checkVisitForm(fields, state), order);
    if (!body) return;
    const { verifyKey, code, state: captchaState } = captcha.current;
    if (!verifyKey || captchaState !== "solved") return form.setFailure(t(captchaState === "failed" ? "captchaFailed" : "captchaWorking"));
    setPending(true);
    try {
      setDone(await call(visitApi.book, { body: { ...body, verifyKey, verifyCode: code } }));
    } catch (caught) {
      form.setFailure(failureOf(caught).message || t("failed"));
      void reload();
    } finally {
      setPending(false);
      // A captcha is used up by every booking, accepted or not.
      captcha.current.refresh();
    }
  }

  if (done) {
    const slots = done.slots.map((s) => `${dayLabel(s.date, lang)} ${s.start}–${s.end}`).join("、");
    return (
      <section className="visit-done" aria-labelledby="visit-done-title" data-testid="visit-done">
        <h2 id="visit-done-title" tabIndex={-1} ref={doneHeading}>
          {t("successTitle")}
        </h2>
        <p className="visit-done__reference">
          {t("reference")}
          <strong data-testid="visit-reference">{done.reference}</strong>
        </p>
        <p>{t("summary", { location: done.location, slots, headcount: done.headcount })}</p>
        <h3>{t("nextSteps")}</h3>
        <ol className="visit-steps">
          <li>{t("stepEmail", { email: done.email })}</li>
          <li>{t("stepConfirm")}</li>
          <li>{t("stepArrive")}</li>
        </ol>
        <button
          type="button"
          className="button"
          onClick={() => {
            setDone(null);
            setState(emptyVisitForm(state.locationId));
            void reload();
          }}
        >
          {t("anotherBooking")}
        </button>
      </section>
    );
  }

  const fieldId = form.fieldId;
  const placesText = (remaining: number) => (remaining > 0 ? t("placesLeft", { count: remaining }) : t("full"));

  function slotPicker(field: VisitFormField) {
    const dates = datesOf(location);
    const daySlots = slotsOfDay(location, state.date);
    const later = laterSlots(location, state.date, state.slotId);
    const need = parts[0] ?? 1;
    return (
      <fieldset key={field.key} className="visit-slots">
        <legend className="visit-slots__legend">{field.label}</legend>
        <ChoiceGroup
          id={fieldId(field.key)}
          label={t("location")}
          required
          error={form.errors[field.key]}
          choices={locations.map((l) => ({ value: String(l.id), label: l.name }))}
          selected={state.locationId === null ? [] : [String(state.locationId)]}
          onSelected={([value]) => setState((s) => ({ ...s, locationId: value ? Number(value) : null, date: "", slotId: null, secondSlotId: null }))}
        />
        <SelectField
          id={fieldId("date")}
          label={t("date")}
          required
          hint={location ? null : t("chooseLocationFirst")}
          error={form.errors.date}
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
            error={form.errors.slot}
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
              error={form.errors.secondSlot}
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
              {form.errors.secondSlot ? `${form.errors.secondSlot} ` : ""}
              {t("noSecondSlot")}
            </p>
          )
        ) : null}
        {/* Above 20 before a first time is chosen: the rule's message still shows where the slots are chosen. */}
        {twoParts && state.slotId === null && form.errors.secondSlot ? (
          <p className="field__error" id={fieldId("secondSlot")} tabIndex={-1}>
            {form.errors.secondSlot}
          </p>
        ) : null}
      </fieldset>
    );
  }

  function control(field: VisitFormField) {
    const common = { id: fieldId(field.key), label: field.label, hint: field.hint ?? undefined, error: form.errors[field.key] };
    const value = state.values[field.key] ?? "";
    const optional = field.required ? {} : ({ optional: true, lang } as const);
    switch (field.type) {
      case "slot":
        return slotPicker(field);
      case "checkbox": {
        const box = (
          <CheckboxField
            key={field.key}
            id={common.id}
            label={field.label}
            required={field.required}
            error={common.error}
            checked={state.checks[field.key] ?? false}
            onChecked={(checked) => setCheck(field.key, checked)}
          />
        );
        if (field.key !== VISIT_RULES_FIELD || rules.length === 0) return box;
        // The rules, then the box that accepts them (read in that order, at every width).
        return (
          <div key={field.key} className="visit-accept">
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
        return (
          <SelectField
            key={field.key}
            {...common}
            {...optional}
            required={field.required}
            placeholder={t("chooseOption")}
            value={value}
            onValue={(v) => setValue(field.key, v)}
            choices={field.options}
          />
        );
      case "number":
        return (
          <TextField
            key={field.key}
            {...common}
            {...optional}
            required={field.required}
            inputMode="numeric"
            autoComplete="off"
            value={value}
            onValue={(v) => setValue(field.key, v.replace(/[^\d]/g, "").slice(0, 4))}
          />
        );
      case "date":
        return <TextField key={field.key} {...common} {...optional} required={field.required} type="date" value={value} onValue={(v) => setValue(field.key, v)} />;
      default:
        if ((field.maxLength ?? 0) > LONG_TEXT) {
          return <TextAreaField key={field.key} {...common} {...optional} required={field.required} maxLength={field.maxLength ?? undefined} value={value} onValue={(v) => setValue(field.key, v)} />;
        }
        return (
          <TextField
            key={field.key}
            {...common}
            {...optional}
            required={field.required}
            type={field.rule === "email" ? "email" : field.rule === "phone" ? "tel" : "text"}
            inputMode={field.rule === "phone" ? "numeric" : undefined}
            autoComplete={AUTOCOMPLETE[field.key]}
            maxLength={field.maxLength ?? undefined}
            value={value}
            onValue={(v) => setValue(field.key, v)}
          />
        );
    }
  }

  return (
    <form
      className="visit-form"
      onSubmit={onSubmit}
      onFocus={() => setStarted(true)}
      onPointerDown={() => setStarted(true)}
      noValidate
      aria-labelledby="visit-form-title"
      data-testid="visit-form"
    >
      <h2 id="visit-form-title" className="visually-hidden">
        {t("applicationTitle")}
      </h2>
      <FormErrorSummary lang={lang} errors={form.errors} />
      {fields.map(control)}
      {started ? (
        <BookingCaptcha id={fieldId("captcha")} call={call} t={t} into={captcha} />
      ) : (
        <CaptchaField {...captchaTexts(t)} id={fieldId("captcha")} state="loading" verifyKey={null} workingText={t("captchaWaiting")} onRefresh={() => undefined} />
      )}
      <FormSubmit failure={form.failure} pending={pending || !hydrated} label={t("submit")} pendingLabel={t("submitting")} />
    </form>
  );
}

type T = (key: keyof BookingTexts, params?: Record<string, string | number>) => string;

const captchaTexts = (t: T) => ({ label: t("captcha"), workingText: t("captchaWorking"), solvedText: t("captchaSolved"), failedText: t("captchaFailed"), refreshLabel: t("captchaRefresh") });

/** The captcha, once the form is started: solved in the browser; what the form sends is kept in `into`. */
function BookingCaptcha({ id, call, t, into }: { id: string; call: DataCall; t: T; into: { current: CaptchaNow } }) {
  const code = useRef("");
  const { captcha, state, refresh } = useCaptcha(call, (verifyCode) => (code.current = verifyCode));
  into.current = { verifyKey: captcha?.verifyKey ?? null, code: code.current, state, refresh: () => void refresh() };
  return <CaptchaField {...captchaTexts(t)} id={id} state={state} verifyKey={captcha?.verifyKey ?? null} onRefresh={() => void refresh()} />;
}

const AUTOCOMPLETE: Record<string, string> = { organisation: "organization", contactName: "name", phone: "tel", email: "email" };
