import type { UrlLang } from "@portal/contract/locales";
import type { VisitIntroduction, VisitLocation, VisitProgramme } from "@portal/contract/schemas/visit";
import { translator } from "../../i18n/define.ts";
import { Island } from "../../islands/Island.tsx";
import { visitMessages } from "./messages.ts";
import { dayLabel } from "./visit-dates.ts";
import { BOOKING_TEXT_KEYS, type BookingTexts } from "./booking-texts.ts";
import VisitBooking, { type VisitBookingProps } from "./VisitBooking.island.tsx";
import "./visit.css";

/** How many of a location's next dates the programme page shows. */
const NEXT_DATES = 6;

export const visitPath = (lang: UrlLang) => `/${lang}/about_us/visit`;
export const applicationPath = (lang: UrlLang) => `/${lang}/about_us/visit/application`;

/**
 * The programme's rules and notes, as two lists. `withRules={false}`: the notes only (the booking form shows the
 * rules itself, just before the box that accepts them).
 */
export function VisitRules({ programme, lang, compact, withRules = true }: { programme: VisitProgramme; lang: UrlLang; compact?: boolean; withRules?: boolean }) {
  const t = translator(visitMessages, lang);
  return (
    <div className={compact ? "visit-rules visit-rules--compact" : "visit-rules"}>
      {withRules ? (
        <section className="visit-panel" aria-labelledby="visit-rules">
          <h2 id="visit-rules">{t("rules")}</h2>
          <ol>
            {programme.rules.map((rule) => (
              <li key={rule}>{rule}</li>
            ))}
          </ol>
        </section>
      ) : null}
      <section className="visit-panel" aria-labelledby="visit-notes">
        <h2 id="visit-notes">{t("notes")}</h2>
        <ul>
          {programme.notes.map((note) => (
            <li key={note}>{note}</li>
          ))}
        </ul>
        <p className="visit-contact">{t("contact", { phone: programme.contactPhone, email: programme.contactEmail })}</p>
      </section>
    </div>
  );
}

/** The next dates of a location that still have places, with the most places left that day. */
function nextDates(location: VisitLocation): { date: string; places: number }[] {
  const byDate = new Map<string, number>();
  for (const slot of location.slots) {
    if (slot.remaining > 0) byDate.set(slot.date, Math.max(byDate.get(slot.date) ?? 0, slot.remaining));
  }
  return [...byDate].slice(0, NEXT_DATES).map(([date, places]) => ({ date, places }));
}

/** One location: picture, address, duration, what a visitor sees there by category, the next dates with places. */
export function VisitLocationCard({ location, introductions, lang }: { location: VisitLocation; introductions: VisitIntroduction[]; lang: UrlLang }) {
  const t = translator(visitMessages, lang);
  const dates = nextDates(location);
  const headingId = `visit-location-${location.id}`;
  return (
    <article className="visit-location" aria-labelledby={headingId} data-testid="visit-location">
      <div className="visit-location__head">
        {location.picture ? <img className="visit-location__picture" src={location.picture} alt="" width={640} height={360} loading="lazy" /> : null}
        <div className="visit-location__text">
          <h3 id={headingId}>{location.name}</h3>
          <p className="visit-location__facts">
            <span>{location.address}</span>
            <span>{t("minutes", { minutes: location.minutes })}</span>
          </p>
          <p>{location.description}</p>
          <h4>{t("nextDates")}</h4>
          {dates.length ? (
            <ul className="visit-dates">
              {dates.map(({ date, places }) => (
                <li key={date}>
                  <time dateTime={date}>{dayLabel(date, lang)}</time>
                  <span>{t("placesLeft", { count: places })}</span>
                </li>
              ))}
            </ul>
          ) : (
            <p>{t("noDates")}</p>
          )}
        </div>
      </div>
      {introductions.length ? (
        <section className="visit-intros" aria-label={`${t("whatYouSee")}: ${location.name}`}>
          <h4>{t("whatYouSee")}</h4>
          <ul>
            {introductions.map((intro) => (
              <li key={intro.id} className="visit-intro">
                {intro.picture ? <img src={intro.picture} alt="" width={320} height={180} loading="lazy" /> : null}
                <div>
                  <p className="visit-intro__category">{intro.category.name}</p>
                  <h5>{intro.title}</h5>
                  <p>{intro.body}</p>
                </div>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </article>
  );
}

/** The booking form island, with its texts in the page's language (placeholders left for the island to fill). */
export function VisitBookingIsland(props: Omit<VisitBookingProps, "texts">) {
  const messages = visitMessages[props.lang];
  const texts = Object.fromEntries(BOOKING_TEXT_KEYS.map((key) => [key, messages[key]])) as BookingTexts;
  return <Island component={VisitBooking} props={{ ...props, texts }} when="load" />;
}
