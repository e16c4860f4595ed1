// Accessibility of the member centre at 375 px (Traditional Chinese and English): no serious or critical axe-core
// violation on any screen or in a dialog, and every screen fits the width. (1440 px: member-centre-a11y-desktop;
// one file per width keeps each file well inside the runner's time limit.)
import { test } from "node:test";
import { VIEWPORTS } from "../helpers.mjs";
import { expectAccessibleCentre } from "./account-helpers.mjs";

test("the member centre at 375 px has no serious or critical axe-core violation", (t) => expectAccessibleCentre(t, VIEWPORTS.mobile, ["zh-hant", "en"]));
