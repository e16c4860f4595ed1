import { useCallback, useEffect, useRef, useState, type FormEvent } from "react";
import { visitApi } from "@portal/contract/endpoints/visit";
import type { UrlLang } from "@portal/contract/locales";
import type { VisitBookingResult, VisitFormField, VisitLocation } from "@portal/contract/schemas/visit";
import { FormErrorSummary, FormSubmit, useCheckedForm, useHydrated } from "../../components/Form.tsx";
import { browserClient } from "../../data/browser-client.ts";
import { dataCall, failureOf, type DataCall } from "../../data/call.ts";
import { textsTranslator } from "../../i18n/define.ts";
import { CaptchaField, captchaTexts, useCaptcha, type CaptchaState } from "../../components/captcha/Captcha.tsx";
import type { BookingT, BookingTexts } from "./booking-texts.ts";
import { VisitDone } from "./VisitDone.tsx";
import { VisitField } from "./VisitField.tsx";
import { checkVisitForm, emptyVisitForm, type VisitFormState } from "./visit-form.ts";

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

/**
 * The visit booking form (spec §2 about_us/visit/application), drawn from the form definition (visit/dynamicform):
 * each field by its type (VisitField; the slot picker VisitSlotPicker: place → date → time with the places left,
 * a second, later time when the group is above 20, §5), a captcha solved in the browser, and the success with the
 * booking reference (VisitDone). Checked as the server checks it (visit-form.ts); the server's refusal (code -1) is
 * shown as it says it. This island keeps the form's state and sends it.
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

  // The places left move with every booking: read them fresh once the page is live.
  const reload = useCallback(() => call(visitApi.locations).then(setLocations, () => undefined), [call]);
  useEffect(() => void reload(), [reload]);

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
    const another = () => {
      setDone(null);
      setState(emptyVisitForm(state.locationId));
      void reload();
    };
    return <VisitDone done={done} lang={lang} t={t} onAnother={another} />;
  }

  const fieldId = form.fieldId;
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
      {fields.map((field) => (
        <VisitField
          key={field.key}
          field={field}
          lang={lang}
          t={t}
          state={state}
          setState={setState}
          errors={form.errors}
          fieldId={fieldId}
          locations={locations}
          groupMax={groupMax}
          rules={rules}
        />
      ))}
      {started ? (
        <BookingCaptcha id={fieldId("captcha")} call={call} t={t} into={captcha} />
      ) : (
        <CaptchaField id={fieldId("captcha")} texts={{ ...captchaTexts(t), working: t("captchaWaiting") }} state="loading" verifyKey={null} onRefresh={() => undefined} />
      )}
      <FormSubmit failure={form.failure} pending={pending || !hydrated} label={t("submit")} pendingLabel={t("submitting")} />
    </form>
  );
}

/** The captcha, once the form is started: solved in the browser; what the form sends is kept in `into`. */
function BookingCaptcha({ id, call, t, into }: { id: string; call: DataCall; t: BookingT; into: { current: CaptchaNow } }) {
  const code = useRef("");
  const { captcha, state, refresh } = useCaptcha(call, (verifyCode) => (code.current = verifyCode));
  into.current = { verifyKey: captcha?.verifyKey ?? null, code: code.current, state, refresh: () => void refresh() };
  return <CaptchaField id={id} texts={captchaTexts(t)} state={state} verifyKey={captcha?.verifyKey ?? null} onRefresh={() => void refresh()} />;
}
