// What a visitor still tripped over in the supplier area (issue 21 item 20; docs/suppliers.md): a signed-in supplier
// is sent from the registration steps to the account; "under review" is said only to a supplier whose registration
// is; the header shows the signed-in supplier by name, leading to the account; the tenders are a link away.
import assert from "node:assert/strict";
import type { Page } from "@playwright/test";
import { test } from "../../fixtures.ts";
import { api, freshAddress, KEYS, VIEWPORTS } from "../../helpers.ts";
import { demoSupplierToken, registerSupplierThroughApi } from "./helpers.ts";

const header = (page: Page) => page.getByTestId("header-member");

test("a signed-in approved supplier is sent from the registration steps to the account, and the header names them", async ({ memberPage, devServer }) => {
  const base = devServer;
  const token = await demoSupplierToken(base, freshAddress());
  const { page, at, errors } = await memberPage({ base, storage: { [KEYS.supplierToken]: token } });
  for (const step of ["bind", "form", "submit/success"]) {
    await page.goto(at(`/en/supplier/${step}`));
    await page.waitForURL(at("/en/supplier/account"));
    await page.getByTestId("supplier-status").waitFor();
    assert.match(await page.getByTestId("supplier-status").innerText(), /Approved/, `${step}: the account, with the status`);
  }
  assert.equal(await page.getByTestId("supplier-submitted").count(), 0);

  // The header: the company's name (cut as the member's is, spec §9), the whole name for assistive technology,
  // leading to the supplier account; on any page.
  await page.goto(at("/en/news_zh"));
  const link = header(page).and(page.locator('[data-logged-in="supplier"]'));
  await link.waitFor();
  assert.equal(await link.getAttribute("href"), "/en/supplier/account");
  assert.equal(await link.locator(".member-name").innerText(), "Harb...");
  assert.match(await link.innerText(), /Supplier account: Harbour Light Audio Visual Production Limited/);
  await page.goto(at("/zh-hant/"));
  await header(page).and(page.locator('[data-logged-in="supplier"]')).waitFor();
  assert.equal(await header(page).locator(".member-name").innerText(), "港燈影音...");
  assert.equal(await header(page).getAttribute("href"), "/zh-hant/supplier/account");

  // Signing out ends the header's supplier too.
  await page.goto(at("/en/supplier/account"));
  await page.getByTestId("supplier-logout").click();
  await page.waitForURL(at("/en/supplier/login"));
  await header(page).and(page.locator('[data-logged-in="false"][data-ready="true"]')).waitFor();
  assert.deepEqual(errors, []);
});

test("'under review' is said only to a supplier whose registration is under review", async ({ memberPage, devServer }) => {
  const base = devServer;
  // Nobody signed in: the server's page says nothing of a review (its text, tags and their attributes aside), and
  // the visitor is sent to the login.
  const html = await (await fetch(new URL("/en/supplier/submit/success", base))).text();
  assert.doesNotMatch(html.replace(/<script[\s\S]*?<\/script>|<style[\s\S]*?<\/style>/g, "").replace(/<[^>]*>/g, " "), /Under review|Thank you for registering/);
  const anonymous = await memberPage({ base });
  await anonymous.page.goto(anonymous.at("/en/supplier/submit/success"));
  await anonymous.page.waitForURL(anonymous.at("/en/supplier/login"));

  // A supplier whose registration is pending sees it, with the way to the account.
  const { username, password } = await registerSupplierThroughApi(base);
  const login = await api(base, "/api/v1.0/supplier/login", { ip: freshAddress(), body: { username, password } });
  const pending = await memberPage({ base, viewport: VIEWPORTS.mobile, storage: { [KEYS.supplierToken]: login.body.data.token } });
  await pending.page.goto(pending.at("/en/supplier/submit/success"));
  await pending.page.getByTestId("supplier-submitted").waitFor();
  assert.match(await pending.page.getByTestId("supplier-submitted").innerText(), /Under review/);
  await pending.page.getByTestId("supplier-success-account").click();
  await pending.page.waitForURL(pending.at("/en/supplier/account"));
  assert.deepEqual(pending.errors, []);
});

test("the supplier area links to the tenders", async ({ memberPage, devServer }) => {
  const base = devServer;
  const { page, at } = await memberPage({ base });
  await page.goto(at("/pt/supplier/login"));
  await page.getByTestId("supplier-tenders-link").click();
  await page.waitForURL(at("/pt/tendering"));
  const token = await demoSupplierToken(base, freshAddress());
  const signedIn = await memberPage({ base, storage: { [KEYS.supplierToken]: token } });
  await signedIn.page.goto(signedIn.at("/zh-hant/supplier/account"));
  await signedIn.page.getByTestId("supplier-status").waitFor();
  assert.equal(await signedIn.page.getByTestId("supplier-tenders-link").innerText(), "查看招標公告");
  await signedIn.page.getByTestId("supplier-tenders-link").click();
  await signedIn.page.waitForURL(signedIn.at("/zh-hant/tendering"));
});
