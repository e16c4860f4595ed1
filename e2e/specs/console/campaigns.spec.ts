// Marketing's campaign pages (docs/console.md "Marketing", docs/campaigns.md "The campaign pages in the console";
// issue 24): the demo marketing staff member opens the tdm40 campaign from the list, changes its title in the four
// languages and saves: the public campaign page shows the new title at once in each language. A fresh member registers
// a ticket; marketing sees it in the campaign's registrations and cancels it with a reason (the ticket goes back to the
// stock, the member is told). The titles are put back in `finally` (the other specs read the seeded campaign). The
// screens are axe-clean at 1440 and 375 px. The browser speaks English.
import assert from "node:assert/strict";
import { expect } from "@playwright/test";
import { test } from "../../fixtures.ts";
import { api, apiData, expectNoA11yViolations, freshAddress, VIEWPORTS } from "../../helpers.ts";
import { registerThroughApi } from "../identity/helpers.ts";
import { tokenFor } from "../member/helpers.ts";
import { signInTo } from "./helpers.ts";

const LOCALES = [
  { input: "zh_TW", lang: "zh-hant" },
  { input: "zh_CN", lang: "zh-hans" },
  { input: "en", lang: "en" },
  { input: "pt", lang: "pt" },
] as const;

test("marketing retitles the tdm40 campaign in four languages and the public page shows it at once; sees and cancels a ticket registration", async ({ memberPage, devServer }) => {
  const { page, at } = await memberPage({ viewport: VIEWPORTS.desktop });
  await signInTo(page, at, "marketing", "/console/campaigns");
  await expect(page.getByTestId("console-nav").getByRole("link", { name: "Campaigns" })).toHaveAttribute("aria-current", "page");
  const row = page.getByTestId("campaigns-row").filter({ hasText: "tdm40" });
  await expect(row.getByTestId("campaign-row-status")).toHaveText("Open");
  await expectNoA11yViolations(page);

  // The editor of tdm40: the titles as they are, to put back.
  await row.locator("th a").click();
  await page.getByTestId("campaign-form").waitFor();
  const id = Number(new URL(page.url()).pathname.split("/").pop());
  const original: Record<string, string> = {};
  for (const { input } of LOCALES) original[input] = await page.locator(`#campaign-title-${input}`).inputValue();
  assert.ok(original.zh_TW, "the seeded campaign has a Traditional Chinese title");
  await expect(page.getByTestId("campaign-preview")).toHaveAttribute("href", "/en/tdm40");
  await expectNoA11yViolations(page);

  const mark = `${Date.now() % 1_000_000}`;
  const titles = { zh_TW: `台慶四十周年 ${mark}`, zh_CN: `台庆四十周年 ${mark}`, en: `TDM at forty ${mark}`, pt: `TDM faz quarenta anos ${mark}` };
  const save = async (values: Record<string, string>) => {
    await page.goto(at(`/console/campaigns/${id}`));
    await page.getByTestId("campaign-form").waitFor();
    for (const { input } of LOCALES) await page.locator(`#campaign-title-${input}`).fill(values[input] ?? "");
    await page.getByTestId("campaign-save").click();
    await expect(page.getByTestId("campaign-error")).toHaveText("Saved");
  };
  try {
    await save(titles);
    await expect(page.locator("h1")).toHaveText(titles.en);

    // The public page, at once, in each language.
    const visitor = await memberPage();
    for (const { input, lang } of LOCALES) {
      await visitor.page.goto(visitor.at(`/${lang}/tdm40`));
      await expect(visitor.page.locator("h1")).toHaveText(titles[input]);
    }

    // A fresh member registers a ticket (on the development server, whose outbox has the sign-up code: the seeded
    // stock of the production server stays as the campaign specs expect it); marketing sees it among the
    // registrations and cancels it with a reason.
    const dev = await memberPage({ base: devServer, viewport: VIEWPORTS.desktop });
    const member = await registerThroughApi(devServer);
    const token = await tokenFor(devServer, { username: member.contact, password: member.password });
    const phone = `6${String(Date.now() % 10_000_000).padStart(7, "0")}`;
    const booked = await api(devServer, "/api/v1.0/campaign/tdm40/ticket", { ip: freshAddress(), token, body: { name: "E2E Chan Tai Man", phone } });
    assert.equal(booked.body.code, 0, JSON.stringify(booked.body));
    const reference: string = booked.body.data.reference;
    const stock = async () => (await api(devServer, "/api/v1.0/campaign/tdm40")).body.data.ticket.remaining as number;
    const before = await stock();

    await signInTo(dev.page, dev.at, "marketing", "/console/campaigns");
    await dev.page.getByTestId("campaigns-row").filter({ hasText: "tdm40" }).getByTestId("campaign-row-tickets").click();
    await dev.page.getByTestId("campaign-tickets").waitFor();
    const ticket = dev.page.getByTestId("campaign-ticket-row").filter({ hasText: reference });
    await expect(ticket).toContainText("E2E Chan Tai Man");
    await expect(ticket).toContainText(phone);
    await expect(dev.page.getByTestId("campaign-tickets-csv")).toHaveAttribute("href", /\/api\/console\/v1\/campaigns\/\d+\/tickets\?format=csv$/);
    await expectNoA11yViolations(dev.page);

    await dev.page.getByRole("button", { name: `Cancel registration ${reference}` }).click();
    await dev.page.getByTestId("ticket-cancel-reason").fill("Registered for a test: the seat is given back");
    await expectNoA11yViolations(dev.page);
    await dev.page.getByRole("dialog").getByRole("button", { name: "Cancel registration" }).click();
    await expect(dev.page.getByTestId("console-action-status")).toHaveText(`Ticket ${reference} cancelled`);
    await expect(ticket).toHaveCount(0);
    assert.equal(await stock(), before + 1, "the ticket is back in the stock");
    await dev.page.setViewportSize(VIEWPORTS.mobile);
    await expectNoA11yViolations(dev.page);

    // On a phone: the list and the editor.
    await page.setViewportSize(VIEWPORTS.mobile);
    await page.goto(at("/console/campaigns"));
    await expectNoA11yViolations(page);
    await page.goto(at(`/console/campaigns/${id}`));
    await page.getByTestId("campaign-form").waitFor();
    await expectNoA11yViolations(page);
  } finally {
    // The other specs read the seeded campaign: its titles are put back.
    await page.setViewportSize(VIEWPORTS.desktop);
    await save(original);
  }
  expect((await apiData("/api/v1.0/campaign/tdm40", "en")).title).toBe(original.en);
});
