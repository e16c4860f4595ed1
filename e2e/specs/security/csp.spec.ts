// The Content-Security-Policy of pages (ADR 0009): the member centre (React Router's whole client) and a script and
// a <style> injected without the nonce. Page types: pages.spec.ts, media.spec.ts.
import assert from "node:assert/strict";
import { test } from "../../fixtures.ts";
import { BASE_URL, KEYS, url } from "../../helpers.ts";
import { tokenFor } from "../member/helpers.ts";
import { visit, watchViolations, type WatchedWindow } from "./helpers.ts";

test("the member centre (React Router's whole client) runs under the policy, signed in", async ({ memberPage }) => {
  const { page, context, errors } = await memberPage({ storage: { [KEYS.memberToken]: await tokenFor(BASE_URL) } });
  await watchViolations(context);
  assert.deepEqual(await visit(page, errors, "/en/user/account/my-list"), []);
  await page.getByTestId("my-list").waitFor();
  // A client-side navigation inside the centre loads more of the router's modules.
  await page.getByRole("link", { name: /Saved/ }).first().click();
  await page.getByTestId("collect").waitFor();
  assert.deepEqual(await page.evaluate(() => (window as WatchedWindow).__cspViolations), []);
});

test("a script or a <style> injected without the nonce is refused and reported", async ({ memberPage }) => {
  const { page, context } = await memberPage();
  await watchViolations(context);
  await page.route("**/en/", async (route) => {
    const response = await route.fetch();
    const injected = '<script>window.__injected = true</script><style>body { visibility: hidden }</style>';
    const body = (await response.text()).replace("</body>", `${injected}</body>`);
    await route.fulfill({ response, body });
  });
  await page.goto(url("/en/"), { waitUntil: "networkidle" });
  assert.equal(await page.evaluate(() => (window as Window & { __injected?: boolean }).__injected ?? false), false, "the injected script did not run");
  assert.equal(await page.evaluate(() => getComputedStyle(document.body).visibility), "visible", "the injected style did not apply");
  const violations = await page.evaluate(() => (window as WatchedWindow).__cspViolations);
  assert.ok(violations.some((v) => /script-src/.test(v)), `reported: ${violations.join("; ")}`);
  assert.ok(violations.some((v) => /style-src-elem/.test(v)), `reported: ${violations.join("; ")}`);
});
