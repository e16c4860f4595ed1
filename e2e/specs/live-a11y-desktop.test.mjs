// axe-core on the live, special-live and schedule pages, and the refused visitor's live page (desktop).
import { test } from "node:test";
import { VIEWPORTS, expectLivePagesAccessible } from "./live-helpers.mjs";

test(`live, special live and schedule pass axe (${VIEWPORTS.desktop.width} px)`, (t) => expectLivePagesAccessible(t, VIEWPORTS.desktop));
