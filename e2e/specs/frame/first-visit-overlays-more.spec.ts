// A first-time visitor's first screen on a phone in Simplified Chinese and Portuguese (first-visit-overlays.spec.ts
// has the others and the desktop).
import { test } from "../../fixtures.ts";
import { firstVisitOnPhone } from "./consent-helpers.ts";

for (const lang of ["zh-hans", "pt"] as const) {
  test(`${lang}: a first visit at 375 × 800 reads the lead headline without closing anything; the popup comes after the cookie choice, as a card after the lead`, ({ openPage }) => firstVisitOnPhone(openPage, lang));
}
