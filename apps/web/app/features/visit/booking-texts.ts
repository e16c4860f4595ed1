/** The texts the visit booking island shows, from visitMessages: the server passes them in the page's language
 * (props), so the page's JavaScript carries no message catalog. */
export const BOOKING_TEXT_KEYS = [
  "applicationTitle", "location", "date", "chooseDate", "slot", "secondSlot", "secondSlotHint", "slotLabel", "split", "noSecondSlot",
  "chooseLocationFirst", "chooseOption", "placesLeft", "full", "captcha", "captchaWaiting", "captchaWorking", "captchaSolved",
  "captchaFailed", "captchaRefresh", "submit", "submitting", "failed", "successTitle", "reference", "summary", "nextSteps",
  "stepEmail", "stepConfirm", "stepArrive", "anotherBooking", "rules",
] as const;
export type BookingTexts = Record<(typeof BOOKING_TEXT_KEYS)[number], string>;

/** The island's translator over those texts (i18n/define.ts textsTranslator). */
export type BookingT = (key: keyof BookingTexts, params?: Record<string, string | number>) => string;
