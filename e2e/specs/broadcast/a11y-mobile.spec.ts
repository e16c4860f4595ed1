// axe-core on the live, special-live and schedule pages, and the refused visitor's live page (mobile).
import { test } from "../../fixtures.ts";
import { expectLivePagesAccessible, VIEWPORTS } from "./helpers.ts";

test(`live, special live and schedule pass axe (${VIEWPORTS.mobile.width} px)`, ({ openPage }) => expectLivePagesAccessible(openPage, VIEWPORTS.mobile));
