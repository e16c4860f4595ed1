// Accessibility of the member centre at 1440 px (English and Portuguese): no serious or critical axe-core violation
// on any screen or in a dialog. (375 px: centre-a11y-mobile.spec.ts.)
import { test } from "../../fixtures.ts";
import { VIEWPORTS } from "../../helpers.ts";
import { expectAccessibleCentre } from "./helpers.ts";

test("the member centre at 1440 px has no serious or critical axe-core violation", ({ memberPage, memberToken }) =>
  expectAccessibleCentre(memberPage, memberToken, VIEWPORTS.desktop, ["en", "pt"]));
