// The disclosure form of news_provide (docs/forms.md): a tip with a photo goes up, is stored (the staff export
// shows it with its photo), is acknowledged in the outbox in the sender's language, and the page says what next.
import assert from "node:assert/strict";
import { test } from "../../fixtures.ts";
import { VIEWPORTS } from "../../helpers.ts";
import { captchaSolved, exported, messageTo, PNG } from "./helpers.ts";

test("a disclosure with a photo ends in the database and in the outbox", async ({ memberPage, devServer }) => {
  const base = devServer;
  const { page, at, errors } = await memberPage({ base, viewport: VIEWPORTS.mobile });
  await page.goto(at("/en/news_provide"));
  const form = page.getByTestId("disclosure-form");
  await form.scrollIntoViewIfNeeded();
  // The form hydrates when the visitor reaches for it; then its captcha is solved while they type.
  await form.getByLabel("Name").click();
  await captchaSolved(page, "disclosure-form");

  // The §5 rules speak before anything is sent: no contact at all, then a phone that is not a Macao mobile.
  await form.getByRole("button", { name: "Send tip" }).click();
  await form.getByText("Please correct the form. Fields to fix: 3.").waitFor();
  await form.getByLabel("Name").fill("Wong Siu Mei");
  await form.getByLabel("Your tip").fill("The pedestrian lights at Avenida Horta e Costa have been dark since this morning.");
  await form.getByLabel("Mobile number").fill("12345678");
  await form.getByRole("button", { name: "Send tip" }).click();
  await form.getByText("Please enter a valid Macau mobile number (8 digits starting with 6)").waitFor();
  // The refused field has the focus.
  const phoneId = await form.getByLabel("Mobile number").getAttribute("id");
  await page.waitForFunction((id) => document.activeElement?.id === id, phoneId, { timeout: 5_000 });

  const email = `tip-${Date.now()}@example.mo`;
  await form.getByLabel("Mobile number").fill("");
  await form.getByLabel("E-mail address").fill(email);
  // A file that is not what it says is refused by the upload service, shown beside its name, and holds the form back.
  const videos = page.getByTestId("disclosure-videos");
  await videos.locator('input[type="file"]').setInputFiles({ name: "clip.mp4", mimeType: "video/mp4", buffer: Buffer.from("not a video at all") });
  await videos.locator(".file-field__note", { hasText: "This type of file is not accepted" }).waitFor();
  await form.getByRole("button", { name: "Send tip" }).click();
  await form.getByText("Some files were not uploaded: remove them or choose them again").waitFor();
  await videos.getByRole("button", { name: "Remove clip.mp4" }).click();
  await page.getByTestId("disclosure-images").locator('input[type="file"]').setInputFiles({ name: "lights.png", mimeType: "image/png", buffer: PNG });
  await page.locator('[data-testid="disclosure-images"] li[data-uploaded="true"]').waitFor();
  await form.getByRole("button", { name: "Send tip" }).click();

  const receipt = page.getByTestId("disclosure-receipt");
  await receipt.waitFor();
  const reference = /D-\d{8}-[2-9A-Z]{6}/.exec(await receipt.innerText())?.[0];
  assert.ok(reference, "the receipt quotes the reference");

  const rows = await exported(base, "disclosures");
  const row = rows.find((r) => r.reference === reference);
  assert.ok(row, "the disclosure is stored");
  assert.equal(row.email, email);
  assert.equal(row.images.length, 1);
  // The tipster's photo is stored privately: staff open it in the console's inbox, no public address serves it.
  assert.match(row.images[0], /^\/uploads\/p\/\d{4}\/\d{2}\/[\w-]{22}\.webp$/);
  const photo = await fetch(new URL(row.images[0], base));
  assert.equal(photo.status, 404, "the stored photo has no public address");

  const message = await messageTo(base, email);
  assert.match(message.body, new RegExp(reference));
  assert.match(message.subject ?? "", /received your tip/);
  // The refused upload is the one failed request the browser reports.
  assert.deepEqual(errors.filter((e) => !/400 \(Bad Request\).*common\/upload/.test(e)), []);
});
