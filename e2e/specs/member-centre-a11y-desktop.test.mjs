// Accessibility of the member centre at 1440 px (English and Portuguese): no serious or critical axe-core violation
// on any screen or in a dialog. (375 px: member-centre-a11y-mobile.)
import { test } from "node:test";
import { VIEWPORTS } from "../helpers.mjs";
import { expectAccessibleCentre } from "./account-helpers.mjs";

test("the member centre at 1440 px has no serious or critical axe-core violation", (t) => expectAccessibleCentre(t, VIEWPORTS.desktop, ["en", "pt"]));
