// Recruitment (docs/forms.md): the job list filters without script, a job opens with its application form, an
// application with a diploma and a photo is stored and acknowledged, and a second one with the same phone is refused.
import assert from "node:assert/strict";
import type { Locator, Page } from "@playwright/test";
import { test } from "../../fixtures.ts";
import { captchaSolved, exported, messageTo, PDF, PNG } from "./helpers.ts";

/** Attaches a diploma and a photo, sends the application and answers the stored row with the receipt's reference. */
async function attachAndSend(page: Page, form: Locator, base: string, sendLabel: string) {
  await page.getByTestId("application-diploma").locator('input[type="file"]').setInputFiles({ name: "diploma.pdf", mimeType: "application/pdf", buffer: PDF });
  await page.getByTestId("application-photo").locator('input[type="file"]').setInputFiles({ name: "photo.png", mimeType: "image/png", buffer: PNG });
  await page.locator('[data-testid="application-diploma"] li[data-uploaded="true"]').waitFor();
  await page.locator('[data-testid="application-photo"] li[data-uploaded="true"]').waitFor();
  await form.getByRole("button", { name: sendLabel }).click();
  const receipt = page.getByTestId("application-receipt");
  await receipt.waitFor();
  const reference = /J-\d{8}-[2-9A-Z]{6}/.exec(await receipt.innerText())?.[0];
  assert.ok(reference);
  const row = (await exported(base, "job-applications")).find((r) => r.reference === reference);
  assert.ok(row, "the application is stored");
  return { row, reference };
}

test("the job list filters by department, type and status", async ({ memberPage, devServer }) => {
  const base = devServer;
  const { page, at } = await memberPage({ base });
  await page.goto(at("/en/join-us/job-opportunity"));
  const filters = page.getByTestId("job-filters");
  await filters.getByLabel("Department").selectOption("news");
  await filters.getByLabel("Status").selectOption("open");
  await filters.getByRole("button", { name: "Filter" }).click();
  await page.waitForURL(/department=news/);
  const cards = page.getByTestId("job-list").locator("article");
  assert.ok((await cards.count()) > 0);
  for (const text of await cards.allInnerTexts()) assert.match(text, /News/);
});

test("a job application with a diploma ends in the database and in the outbox, once per contact", async ({ memberPage, devServer }) => {
  const base = devServer;
  const { page, at, errors } = await memberPage({ base });
  await page.goto(at("/zh-hant/join-us/job-opportunity?status=open"));
  await page.getByTestId("job-list").locator("h2 a").first().click();
  await page.getByTestId("job-detail").waitFor();
  const jobId = Number(/recruitment\/(\d+)/.exec(page.url())?.[1]);
  const form = page.getByTestId("application-form");
  // The form hydrates when the visitor reaches for it (here: typing the first field), then solves its captcha.
  await form.getByLabel("中文姓名").fill("黃小美");
  await captchaSolved(page, "application-form");

  const phone = `66${String(Date.now()).slice(-6)}`;
  const email = `applicant-${Date.now()}@example.mo`;
  await form.getByLabel("中文姓名").fill("黃小美");
  await form.getByLabel("英文姓名").fill("Wong Siu Mei");
  await form.getByLabel("身份證號碼").fill("51234567");
  await form.getByLabel("手機號碼").fill(phone);
  await form.getByLabel("電郵地址").fill(email);
  await form.getByLabel("中文地址").fill("澳門氹仔成都街 88 號");
  await form.getByLabel("英文地址").fill("88 Rua de Chengdu, Taipa");
  // Without the files the form says "必須上傳" (spec §5 uploadRequired) on both.
  await form.getByRole("button", { name: "遞交申請" }).click();
  assert.equal(await form.getByText("必須上傳").count(), 2);

  const { row, reference } = await attachAndSend(page, form, base, "遞交申請");
  assert.equal(row.jobId, jobId);
  assert.equal(row.diploma.length, 1);
  assert.match(row.diploma[0], /\.pdf$/);
  assert.match(row.photo, /\.webp$/);
  const message = await messageTo(base, email);
  assert.match(message.body, new RegExp(reference));

  // The same phone again for the same job: refused, in the page's language.
  await page.reload();
  const again = page.getByTestId("application-form");
  await again.getByLabel("中文姓名").click();
  await captchaSolved(page, "application-form");
  await again.getByLabel("中文姓名").fill("黃小美");
  await again.getByLabel("英文姓名").fill("Wong Siu Mei");
  await again.getByLabel("身份證號碼").fill("51234567");
  await again.getByLabel("手機號碼").fill(phone);
  await again.getByLabel("電郵地址").fill(`second-${email}`);
  await again.getByLabel("中文地址").fill("澳門氹仔成都街 88 號");
  await again.getByLabel("英文地址").fill("88 Rua de Chengdu, Taipa");
  await page.getByTestId("application-diploma").locator('input[type="file"]').setInputFiles({ name: "degree.pdf", mimeType: "application/pdf", buffer: PDF });
  await page.getByTestId("application-photo").locator('input[type="file"]').setInputFiles({ name: "me.png", mimeType: "image/png", buffer: PNG });
  await page.locator('[data-testid="application-photo"] li[data-uploaded="true"]').waitFor();
  await page.locator('[data-testid="application-diploma"] li[data-uploaded="true"]').waitFor();
  await again.getByRole("button", { name: "遞交申請" }).click();
  await again.getByText("你已用此電話號碼或電郵地址申請過這個職位").waitFor();
  assert.deepEqual(errors.filter((e) => !/409|Conflict/.test(e)), []);
});

// Issue 21: a job worked in Portuguese does not require the Chinese fields. Its form asks for the name and address as
// a Portuguese applicant writes them (accents, apostrophes), the Chinese ones marked optional, and the server takes it.
test("a Portuguese applicant applies to the Portuguese-language job without the Chinese fields", async ({ memberPage, devServer }) => {
  const base = devServer;
  const { page, at, errors } = await memberPage({ base });
  await page.goto(at("/pt/join-us/job-opportunity?status=open"));
  await page.getByTestId("job-list").getByRole("link", { name: "Jornalista de língua portuguesa" }).click();
  await page.getByTestId("job-detail").waitFor();
  const jobId = Number(/recruitment\/(\d+)/.exec(page.url())?.[1]);
  const form = page.getByTestId("application-form");
  await form.getByLabel("Nome completo").fill("João D'Almeida da Conceição");
  await captchaSolved(page, "application-form");

  assert.match(await form.locator("label", { hasText: "Nome em chinês" }).innerText(), /opcional/);
  assert.match(await form.locator("label", { hasText: "Morada em chinês" }).innerText(), /opcional/);
  const email = `joao-${Date.now()}@example.pt`;
  await form.getByLabel("Nome completo").fill("João D'Almeida da Conceição");
  await form.getByLabel("Número do BIR").fill("71234567");
  await form.getByLabel("Telemóvel").fill(`62${String(Date.now()).slice(-6)}`);
  await form.getByLabel("Endereço de e-mail").fill(email);
  await form.getByLabel(/^Morada(?! em)/).fill("Rua de S. Paulo, n.º 12, 3.º andar");
  const { row } = await attachAndSend(page, form, base, "Enviar candidatura");
  assert.equal(row.jobId, jobId);
  assert.equal(row.englishName, "João D'Almeida da Conceição");
  assert.equal(row.englishAddress, "Rua de S. Paulo, n.º 12, 3.º andar");
  assert.equal(row.chineseName, "");
  assert.equal(row.chineseAddress, "");
  assert.equal(row.language, "pt");
  assert.deepEqual(errors, []);
});
