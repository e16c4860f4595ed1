// The newsroom console's specs (e2e/specs/console/): the demo staff (README "Demo staff") and their codes.
import { closeSync, mkdirSync, openSync, readdirSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { expect, type Locator, type Page } from "@playwright/test";
import { TOTP } from "otpauth";

export type StaffRole = "contributor" | "editor" | "producer" | "marketing" | "hr" | "procurement" | "moderator" | "admin";

export const DEMO_STAFF_PASSWORD = "Console-2026!";
export const staffEmail = (role: StaffRole) => `staff.${role}@example.mo`;
/** The README's rule: "DEMO" + the role in capitals, padded with A to 32 characters. */
const secretOf = (role: StaffRole) => `DEMO${role.toUpperCase()}`.padEnd(32, "A");

const STEP_MS = 30_000;
/** Steps claimed by the spec files' workers, shared through the file system (one folder for this run's server). */
const CLAIMS = join(tmpdir(), "portal-e2e-totp", (process.env.E2E_BASE_URL ?? "local").replace(/\W+/g, "_"));

/**
 * The demo staff member's code for a sign-in, computed as an authenticator app does. A code works once (the server
 * keeps the last step used), and spec files run in parallel workers: each sign-in claims its step with a file of its
 * own (created exclusively), after the highest step any worker has claimed for that role, so two workers never send
 * the same code and the steps only go up. The server accepts the codes of the steps either side of the current one:
 * a step claimed further ahead (a role signing in three times within 30 s, as `--repeat-each` does) waits until it is
 * the next one, rather than sending a code the server refuses (five refusals lock the account's second factor).
 */
export async function staffCode(role: StaffRole): Promise<string> {
  mkdirSync(CLAIMS, { recursive: true });
  const prefix = `${role}-`;
  let step = Math.floor(Date.now() / STEP_MS);
  for (const name of readdirSync(CLAIMS)) if (name.startsWith(prefix)) step = Math.max(step, Number(name.slice(prefix.length)) + 1);
  for (; ; step++) {
    try {
      closeSync(openSync(join(CLAIMS, `${prefix}${step}`), "wx"));
      break;
    } catch {
      // Another worker took this step: the next one.
    }
  }
  const wait = (step - 1) * STEP_MS - Date.now();
  if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait + 250));
  return new TOTP({ secret: secretOf(role) }).generate({ timestamp: step * STEP_MS });
}

/** The sign-in form's button once the page is hydrated (it waits for it: nothing is sent before). */
export const submitButton = (page: Page) => page.locator("form button[type=submit]");

/** Step 1 of the sign-in: the e-mail address and the password, sent; waits for the second step. */
export async function enterPassword(page: Page, role: StaffRole): Promise<void> {
  await page.getByTestId("console-sign-in").waitFor();
  await submitButton(page).and(page.locator(":enabled")).waitFor();
  await page.locator("input[type=email]").fill(staffEmail(role));
  await page.locator("input[type=password]").fill(DEMO_STAFF_PASSWORD);
  await submitButton(page).click();
  await page.getByTestId("console-second-factor").waitFor();
}

/**
 * Signs in as a demo staff member on the sign-in screen `path` redirects to (a console page), and waits to be back
 * on `path`. A code the server has just seen (another spec file, in another worker, signed in as the same role in
 * this 30-second step) is refused once: the next step's code, which the server accepts, is tried then.
 */
export async function signInTo(page: Page, at: (path: string) => string, role: StaffRole, path: string): Promise<void> {
  await page.goto(at(path));
  await enterPassword(page, role);
  const code = page.locator("input[autocomplete=one-time-code]");
  await code.fill(await staffCode(role));
  await submitButton(page).click();
  const arrived = (address: URL) => address.pathname === path.split("?")[0];
  const back = page.waitForURL(arrived).then(() => "back" as const, () => "timeout" as const);
  const refused = page.getByRole("alert").waitFor().then(() => "refused" as const, () => "timeout" as const);
  const first = await Promise.race([back, refused]);
  if (first === "refused") {
    await code.fill(await staffCode(role));
    await submitButton(page).click();
    await page.waitForURL(arrived);
  } else if (first === "timeout") throw new Error(`signing in as ${role} did not come back to ${path}`);
}

/**
 * The console's navigation, opened: on a phone its sections are behind a button (ConsoleNav), which this presses
 * when it shows; on a wide window they are always there.
 */
export async function openConsoleNav(page: Page): Promise<Locator> {
  const nav = page.getByTestId("console-nav");
  const toggle = nav.locator(".console-nav__toggle");
  await nav.waitFor();
  if (await toggle.isVisible()) {
    // The server draws the button before React has hydrated it: a press before then does nothing, so press again
    // until the list is open (never pressing an open one, which would close it).
    await expect(async () => {
      if ((await toggle.getAttribute("aria-expanded")) !== "true") await toggle.click();
      await expect(toggle).toHaveAttribute("aria-expanded", "true", { timeout: 1_000 });
    }).toPass({ timeout: 30_000 });
  }
  return nav;
}
