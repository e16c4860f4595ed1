// Accessibility of the member centre at 375 px (Traditional Chinese and English): no serious or critical axe-core
// violation on any screen or in a dialog, and every screen fits the width. (1440 px: centre-a11y-desktop.spec.ts;
// one file per width keeps each file well inside the test time limit.)
import { test } from "../../fixtures.ts";
import { VIEWPORTS } from "../../helpers.ts";
import { expectAccessibleCentre } from "./helpers.ts";

test("the member centre at 375 px has no serious or critical axe-core violation", ({ memberPage, memberToken }) =>
  expectAccessibleCentre(memberPage, memberToken, VIEWPORTS.mobile, ["zh-hant", "en"]));
