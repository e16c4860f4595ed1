// A first-time visitor's first screen on a phone in Simplified Chinese and Portuguese (first-visit-overlays.test.mjs
// has the others and the desktop).
import { test } from "node:test";
import { firstVisitOnPhone } from "./consent-helpers.mjs";

for (const lang of ["zh-hans", "pt"]) {
  test(`${lang}: a first visit at 375 × 800 reads the lead headline without closing anything; the popup comes after the cookie choice, as a card after the lead`, (t) => firstVisitOnPhone(t, lang));
}
