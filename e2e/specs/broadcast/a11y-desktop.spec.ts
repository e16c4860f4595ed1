// axe-core on the live, special-live and schedule pages, and the refused visitor's live page (desktop).
import { test } from "../../fixtures.ts";
import { expectLivePagesAccessible, VIEWPORTS } from "./helpers.ts";

test(`live, special live and schedule pass axe (${VIEWPORTS.desktop.width} px)`, ({ openPage }) => expectLivePagesAccessible(openPage, VIEWPORTS.desktop));
