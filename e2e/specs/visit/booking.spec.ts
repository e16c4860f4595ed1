// Studio visits (docs/visits.md): a visit booked through about_us/visit/application with the §5 headcount rules —
// under 10 and above 20 without a second slot are refused in the browser — ending in the staff export (database) and
// in the outbox (the acknowledgement e-mail). Runs on a development server of its own: the outbox is readable there
// and the export token is set.
import assert from "node:assert/strict";
import { test } from "../../fixtures.ts";
import { api, type Viewport, VIEWPORTS } from "../../helpers.ts";
import { removeServerFiles, startServer } from "../../server.mjs";
import { waitForIsland } from "../frame/helpers.ts";
import { unique } from "../identity/helpers.ts";

const TOKEN = "e2e-visits-export-token-0123456789";
let server: Awaited<ReturnType<typeof startServer>>;
test.beforeAll(async () => {
  server = await startServer({
    label: "visits",
    env: { NODE_ENV: "development", DEV_OUTBOX: "1", FORMS_EXPORT_TOKEN: TOKEN, PAGE_CACHE_SECONDS: "0", RENDER_CACHE_SECONDS: "0", LOG_LEVEL: "warn" },
  });
});
test.afterAll(async () => {
  await server.stop();
  removeServerFiles(server);
});

/** A booking as the staff export lists it (the fields checked here). */
interface ExportedVisit {
  reference: string;
  organisation: string;
  headcount: number;
  slots: { people: number }[];
  answers: Record<string, unknown>;
}

async function exported(format?: "json"): Promise<ExportedVisit[]>;
async function exported(format: "csv"): Promise<string>;
async function exported(format: "json" | "csv" = "json"): Promise<ExportedVisit[] | string> {
  const res = await fetch(new URL(`/api/staff/forms/visits?format=${format}`, server.url), { headers: { authorization: `Bearer ${TOKEN}` } });
  assert.equal(res.status, 200);
  return format === "json" ? (await res.json()).data.items : res.text();
}

async function mailTo(email: string): Promise<{ subject: string; body: string }> {
  for (let attempt = 0; attempt < 50; attempt++) {
    const { body } = await api(server.url, `/dev/outbox.json?recipient=${encodeURIComponent(email)}`);
    if (body.data.items.length) return body.data.items[0];
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`no message reached ${email}`);
}

// Each width books at a place of its own: two groups of 13 in one slot could pass a seeded capacity of 20.
const PLACES: Record<keyof typeof VIEWPORTS, string> = { mobile: "Coloane Production Centre", desktop: "TDM Headquarters" };

for (const [name, viewport] of Object.entries(VIEWPORTS) as [keyof typeof VIEWPORTS, Viewport][]) {
  test(`a group of 25 books two slots through the form (${name})`, async ({ memberPage }) => {
    const { page, at, errors } = await memberPage({ viewport, base: server.url });
    const organisation = unique("Escola Luso-Chinesa ");
    const email = `${unique("visit")}@school.example.mo`;
    await page.goto(at("/en/about_us/visit/application"));
    await waitForIsland(page, "VisitBooking");
    const form = page.getByTestId("visit-form");

    await form.getByLabel("Organisation or group").fill(organisation);
    await form.getByLabel("Type of group").selectOption("school");
    await form.getByLabel("Contact name").fill("Ana Lei");
    await form.getByLabel("Mobile phone").fill("66881234");
    await form.getByLabel("E-mail address").fill(email);
    await form.getByLabel("Tour language").selectOption("portuguese");
    await form.getByLabel("I have read and accept the visit rules").check();
    await form.getByRole("radio", { name: PLACES[name] }).check();
    // The second date: both of its slots are beyond the 24-hour lead time whatever the hour of the run.
    await form.getByLabel("Date").selectOption({ index: 2 });
    await form.getByRole("group", { name: "Time slot", exact: true }).getByRole("radio", { name: /^10:00/ }).check();
    await form.locator('[data-testid$="-captcha-status"][data-state="solved"]').waitFor({ timeout: 60_000 });

    // Under 10: refused in the browser with the §5 message, nothing sent.
    await form.getByLabel("Number of visitors").fill("9");
    await form.getByRole("button", { name: "Send booking" }).click();
    await form.getByText("A visiting group must have 10 to 20 people").waitFor();
    assert.equal(await form.getByLabel("Number of visitors").evaluate((el) => el === document.activeElement), true, "the focus is on the headcount");

    // 25 with one slot: the second slot is asked for, and the rule's message shows there; nothing sent.
    await form.getByLabel("Number of visitors").fill("25");
    const second = form.getByRole("group", { name: "Second time slot" });
    await second.waitFor();
    await form.getByRole("button", { name: "Send booking" }).click();
    await second.getByText("Groups of more than 20 people must choose the second or a later time slot").waitFor();
    assert.equal((await exported()).some((row) => row.organisation === organisation), false, "nothing was booked");

    // With the second slot: booked, the reference shown with what happens next.
    await second.getByText("First part 13 people, second part 12 people").waitFor();
    await second.getByRole("radio", { name: /^15:00/ }).check();
    await form.getByRole("button", { name: "Send booking" }).click();
    const done = page.getByTestId("visit-done");
    await done.waitFor();
    const reference = (await page.getByTestId("visit-reference").textContent())?.trim() ?? "";
    assert.match(reference, /^V-\d{8}-[A-Z2-9]{6}$/);
    await done.getByText(`sent to ${email}`).waitFor();
    assert.equal(await page.getByRole("heading", { name: "Booking received" }).evaluate((el) => el === document.activeElement), true);

    // In the database (the staff export) and in the outbox.
    const row = (await exported()).find((r) => r.reference === reference);
    assert.ok(row, "the booking is in the export");
    assert.equal(row.organisation, organisation);
    assert.equal(row.headcount, 25);
    assert.deepEqual(row.slots.map((s) => s.people), [13, 12]);
    assert.deepEqual(row.answers, { groupType: "school", tourLanguage: "portuguese", wheelchair: false, agreeRules: true });
    assert.match(await exported("csv"), new RegExp(`^${reference},`, "m"));
    const mail = await mailTo(email);
    assert.match(mail.subject, new RegExp(reference));
    assert.match(mail.body, /Dear Ana Lei/);
    assert.deepEqual(errors, []);
  });
}
