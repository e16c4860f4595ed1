// Accessibility of the frame at 375 px: axe-core finds no serious or critical violation on home (with and without
// the cookie bar and popup of a first visit), the 404 page and /debug, in the four languages.
// (1440 px: a11y-desktop.spec.ts; one file per width keeps each file well inside the runner's time limit.)
import { test } from "../../fixtures.ts";
import { URL_LANGS, VIEWPORTS } from "../../helpers.ts";
import { expectAccessibleFrame } from "./helpers.ts";

for (const lang of URL_LANGS) {
  test(`/${lang}/ home, 404 and debug (375 px) have no serious or critical axe-core violation`, ({ openPage }) =>
    expectAccessibleFrame(openPage, lang, VIEWPORTS.mobile));
}
