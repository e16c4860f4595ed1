// The Content-Security-Policy of pages (ADR 0009): the member centre (React Router's whole client) and a script and
// a <style> injected without the nonce. Page types: csp-pages.test.mjs, csp-media.test.mjs.
import assert from "node:assert/strict";
import { test } from "node:test";
import { BASE_URL, url } from "../helpers.mjs";
import { tokenFor } from "./account-helpers.mjs";
import { KEYS } from "./frame-helpers.mjs";
import { memberPage } from "./member-helpers.mjs";
import { visit, watchViolations } from "./csp-helpers.mjs";

test("the member centre (React Router's whole client) runs under the policy, signed in", async (t) => {
  const { page, context, errors } = await memberPage(t, { storage: { [KEYS.memberToken]: await tokenFor(BASE_URL) } });
  await watchViolations(context);
  assert.deepEqual(await visit(page, errors, "/en/user/account/my-list"), []);
  await page.getByTestId("my-list").waitFor();
  // A client-side navigation inside the centre loads more of the router's modules.
  await page.getByRole("link", { name: /Saved/ }).first().click();
  await page.getByTestId("collect").waitFor();
  assert.deepEqual(await page.evaluate(() => window.__cspViolations), []);
});

test("a script or a <style> injected without the nonce is refused and reported", async (t) => {
  const { page, context } = await memberPage(t);
  await watchViolations(context);
  await page.route("**/en/", async (route) => {
    const response = await route.fetch();
    const injected = '<script>window.__injected = true</script><style>body { visibility: hidden }</style>';
    const body = (await response.text()).replace("</body>", `${injected}</body>`);
    await route.fulfill({ response, body });
  });
  await page.goto(url("/en/"), { waitUntil: "networkidle" });
  assert.equal(await page.evaluate(() => window.__injected ?? false), false, "the injected script did not run");
  assert.equal(await page.evaluate(() => getComputedStyle(document.body).visibility), "visible", "the injected style did not apply");
  const violations = await page.evaluate(() => window.__cspViolations);
  assert.ok(violations.some((v) => /script-src/.test(v)), `reported: ${violations.join("; ")}`);
  assert.ok(violations.some((v) => /style-src-elem/.test(v)), `reported: ${violations.join("; ")}`);
});
