// The general contact form (issue 21 item 31; docs/forms.md): reached from the contact page and the footer, the
// form hydrates when reached for, checks the §5 rules before sending, stores the message (the staff export shows
// it), acknowledges it by e-mail in the outbox in the sender's language, and the page gives the reference.
import assert from "node:assert/strict";
import { test } from "../../fixtures.ts";
import { expectNoA11yViolations, VIEWPORTS } from "../../helpers.ts";
import { captchaSolved, exported, messageTo } from "./helpers.ts";

test("feedback sent from the contact page ends in the database and in the outbox", async ({ memberPage, devServer }) => {
  const base = devServer;
  const { page, at, errors } = await memberPage({ base, viewport: VIEWPORTS.mobile });
  await page.goto(at("/pt/contact_us"));
  await page.getByTestId("contact-feedback-link").click();
  await page.waitForURL(at("/pt/contact/feedback"));
  const form = page.getByTestId("feedback-form");
  await form.scrollIntoViewIfNeeded();
  // Hydrated on the first reach for it; the captcha is solved while the visitor types.
  await form.getByLabel("Nome").click();
  await captchaSolved(page, "feedback-form");

  await form.getByRole("button", { name: "Enviar" }).click();
  await form.getByText("Corrija o formulário. Campos a corrigir: 3.").waitFor();
  await form.getByLabel("Nome").fill("Maria Conceição");
  await form.getByLabel("Endereço de e-mail").fill("not-an-address");
  await form.getByLabel("Mensagem").fill("A emissão do canal português falha todas as noites na Taipa.");
  await form.getByRole("button", { name: "Enviar" }).click();
  const emailId = await form.getByLabel("Endereço de e-mail").getAttribute("id");
  await page.waitForFunction((id) => document.activeElement?.id === id, emailId, { timeout: 5_000 });

  const email = `feedback-${Date.now()}@example.mo`;
  await form.getByLabel("Endereço de e-mail").fill(email);
  await form.getByLabel("Assunto").selectOption("reception");
  await form.getByRole("button", { name: "Enviar" }).click();

  const receipt = page.getByTestId("feedback-receipt");
  await receipt.waitFor();
  const reference = /C-\d{8}-[2-9A-Z]{6}/.exec(await receipt.innerText())?.[0];
  assert.ok(reference, "the receipt quotes the reference");
  assert.equal(await page.evaluate(() => document.activeElement?.getAttribute("data-testid")), "feedback-receipt", "the receipt has the focus");

  const row = (await exported(base, "contact-messages")).find((r) => r.reference === reference);
  assert.ok(row, "the message is stored");
  assert.deepEqual({ name: row.name, email: row.email, topic: row.topic, phone: row.phone, language: row.language }, { name: "Maria Conceição", email, topic: "reception", phone: null, language: "pt" });

  const message = await messageTo(base, email);
  assert.match(message.body, new RegExp(reference));
  assert.match(message.subject ?? "", /recebemos a sua mensagem/);
  assert.deepEqual(errors, []);
});

test("the footer leads to the feedback form in the four languages; the page passes axe at 375 and 1440 px", async ({ memberPage, devServer }) => {
  const base = devServer;
  const names = { "zh-hant": "意見反映", "zh-hans": "意见反映", en: "Feedback", pt: "Sugestões e Reclamações" };
  for (const [lang, name] of Object.entries(names)) {
    const { page, at } = await memberPage({ base, viewport: VIEWPORTS.desktop });
    // Not the home page, whose welcome popup (a dialog on a desktop) takes the pointer once the cookie choice is made.
    await page.goto(at(`/${lang}/about_us`));
    const link = page.getByTestId("site-footer").getByRole("link", { name, exact: true });
    assert.equal(await link.getAttribute("href"), `/${lang}/contact/feedback`);
    await link.click();
    await page.waitForURL(at(`/${lang}/contact/feedback`));
    await page.getByTestId("feedback-form").waitFor();
  }
  for (const viewport of [VIEWPORTS.mobile, VIEWPORTS.desktop]) {
    const { page, at } = await memberPage({ base, viewport });
    await page.goto(at("/en/contact/feedback"));
    await expectNoA11yViolations(page);
    // With the form hydrated and its errors showing.
    await page.getByTestId("feedback-form").getByLabel("Name").click();
    await captchaSolved(page, "feedback-form");
    await page.getByTestId("feedback-form").getByRole("button", { name: "Send" }).click();
    await page.getByTestId("feedback-form").getByText("Please correct the form.", { exact: false }).waitFor();
    await expectNoA11yViolations(page);
  }
});
