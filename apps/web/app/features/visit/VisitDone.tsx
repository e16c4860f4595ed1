import { useEffect, useRef } from "react";
import type { UrlLang } from "@portal/contract/locales";
import type { VisitBookingResult } from "@portal/contract/schemas/visit";
import type { BookingT } from "./booking-texts.ts";
import { dayLabel } from "./visit-dates.ts";

/** A booking taken: its reference, what was booked, the next steps; the heading takes the focus. */
export function VisitDone({ done, lang, t, onAnother }: { done: VisitBookingResult; lang: UrlLang; t: BookingT; onAnother: () => void }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), [done]);
  const slots = done.slots.map((s) => `${dayLabel(s.date, lang)} ${s.start}–${s.end}`).join("、");
  return (
    <section className="visit-done" aria-labelledby="visit-done-title" data-testid="visit-done">
      <h2 id="visit-done-title" tabIndex={-1} ref={heading}>
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
      <button type="button" className="button" onClick={onAnother}>
        {t("anotherBooking")}
      </button>
    </section>
  );
}
