// The radio mini player keeps playing through every way a visitor moves on (docs/media.md "the radio mini player's
// life cycle"): the "Listen live" button by keyboard, the header's search (a GET form), a link that redirects,
// the language switch and "Sign in" (the login pop-up stands in for the whole-app login screen).
import assert from "node:assert/strict";
import { test } from "../../fixtures.ts";
import { DEMO, KEYS, url } from "../../helpers.ts";
import { waitForIsland } from "../frame/helpers.ts";
import { until } from "../broadcast/helpers.ts";
import { local } from "../identity/helpers.ts";
import { markThisDocument, miniPlayerPlaying as playing, stillPlaying } from "./helpers.ts";

test("'Listen live' by keyboard keeps the focus and says it plays; search, a redirect, another language and sign-in keep the sound", async ({ quietPage }) => {
  // The spec file's own address (private: inside the live region).
  const { page, errors } = await quietPage();
  await page.goto(url("/en/live?channel=radio-macau"), { waitUntil: "networkidle" });
  const listen = page.getByTestId("radio-listen");
  await waitForIsland(page, "LivePlayer");

  // 15: pressed by keyboard, the focus stays on the button while the sound is fetched and after; its name says so.
  await listen.focus();
  await page.keyboard.press("Enter");
  await playing(page);
  const status = page.getByTestId("live-radio-status");
  await until(page, () => document.querySelector("[data-testid=live-radio-status]")?.textContent === "Playing in the mini player");
  assert.equal(await page.evaluate(() => document.activeElement?.getAttribute("data-testid")), "radio-listen", "the focus stayed on the button");
  assert.equal((await listen.innerText()).trim(), "Playing – pause");
  assert.equal(await status.getAttribute("role"), "status");
  await page.keyboard.press("Enter");
  // Playing a moment ago (waited for above).
  await until(page, () => document.querySelector<HTMLAudioElement>("#radio-mini audio")!.paused);
  await until(page, () => document.querySelector("[data-testid=live-radio-status]")?.textContent === "Paused");
  assert.equal((await listen.innerText()).trim(), "Listen live");
  await page.keyboard.press("Enter");
  await playing(page);
  assert.equal(await page.evaluate(() => document.activeElement?.getAttribute("data-testid")), "radio-listen");
  await markThisDocument(page);

  // 10: the header's search (a GET form).
  const field = page.locator("header input[type=search]:visible").first();
  await field.fill("Macau");
  await field.press("Enter");
  await page.waitForURL(/\/en\/search\?keyword=Macau$/, { waitUntil: "commit" });
  await page.locator("main#main").waitFor();
  await stillPlaying(page);

  // 25: a link the server redirects (301 to the reader's newsroom): the address bar shows where the page came from.
  await page.evaluate(() => {
    const a = Object.assign(document.createElement("a"), { href: "/en/news_zh", textContent: "Chinese news" });
    document.getElementById("main")?.append(a);
    a.click();
  });
  await until(page, () => location.pathname === "/en/news_en");
  await page.locator("main#main").waitFor();
  await stillPlaying(page);

  // 10: the language switch: the page in Portuguese, the bar's buttons too.
  await page.locator("[data-testid=lang-switch] a[data-lang=pt]").click();
  await until(page, () => location.pathname === "/pt/news_pt" && document.documentElement.lang === "pt");
  await stillPlaying(page);
  assert.equal(await page.getByTestId("radio-toggle").getAttribute("aria-label"), "Pausa");
  assert.equal(await page.getByTestId("radio-mini").getAttribute("lang"), "pt");
  await page.goBack({ waitUntil: "commit" });
  await until(page, () => location.pathname === "/en/news_en" && document.documentElement.lang === "en");
  assert.equal(await page.getByTestId("radio-toggle").getAttribute("aria-label"), "Pause");

  // 10: "Sign in" opens the login pop-up on this page; signed in, the listener is still here.
  await page.locator('[data-testid="login-dialog"][data-ready="true"]').waitFor({ state: "attached" });
  await page.getByTestId("header-member").click();
  await page.locator("#login-dialog-username").fill(DEMO.username);
  await page.locator("#login-dialog-password").fill(DEMO.password);
  await page.locator('[data-testid="login-dialog"] [data-testid="login-submit"]').click();
  await page.getByTestId("login-dialog").waitFor({ state: "hidden" });
  assert.ok(await local(page, KEYS.memberToken), "signed in");
  assert.equal(new URL(page.url()).pathname, "/en/news_en");
  await stillPlaying(page);
  assert.deepEqual(errors, []);
});
