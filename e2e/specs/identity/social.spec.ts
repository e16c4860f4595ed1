// Social sign-in round trip in Chromium (spec §2 Login screen, docs/members.md): the Google icon on the login page →
// a real OpenID provider (oidc-provider, apps/server/src/test/servers/oidc.mjs) → the portal's return address → the
// hand-over code finished by the login screen → signed in. The portal runs as a server of its own, configured with
// the provider; the provider knows the portal's redirect address, so the portal's port is chosen first.
import assert from "node:assert/strict";
import { type ChildProcess, spawn } from "node:child_process";
import { join } from "node:path";
import { createInterface } from "node:readline";
import { type OpenMemberPage, test } from "../../fixtures.ts";
import { DEMO, KEYS } from "../../helpers.ts";
import { freePort, removeServerFiles, ROOT, startServer } from "../../server.mjs";
import { local } from "./helpers.ts";

const CLIENT = { id: "portal-e2e", secret: "portal-e2e-secret-0123456789abcdef" };

/** The running provider script and the issuer it printed. */
interface Provider {
  issuer: string;
  child: ChildProcess;
}
let portal: Awaited<ReturnType<typeof startServer>> | undefined;
let provider: Provider | undefined;

/** Starts the provider script and resolves with its issuer once it prints it. */
function startProvider(redirectUri: string): Promise<Provider> {
  const child = spawn(process.execPath, [join(ROOT, "apps/server/src/test/servers/oidc.mjs")], {
    env: { ...process.env, PORT: "0", CLIENT_ID: CLIENT.id, CLIENT_SECRET: CLIENT.secret, REDIRECT_URI: redirectUri },
    stdio: ["ignore", "pipe", "inherit"],
  });
  return new Promise((resolve, reject) => {
    child.once("exit", (code) => reject(new Error(`oidc.mjs exited (${code})`)));
    createInterface({ input: child.stdout }).once("line", (line) => resolve({ issuer: JSON.parse(line).issuer, child }));
  });
}

test.beforeAll(async () => {
  const port = await freePort();
  provider = await startProvider(`http://127.0.0.1:${port}/api/v1.0/identity/thirdparty/return`);
  portal = await startServer({
    label: "social",
    port,
    env: {
      LOG_LEVEL: "warn",
      PAGE_CACHE_SECONDS: "0",
      RENDER_CACHE_SECONDS: "0",
      OAUTH_GOOGLE_ISSUER: provider.issuer,
      OAUTH_GOOGLE_CLIENT_ID: CLIENT.id,
      OAUTH_GOOGLE_CLIENT_SECRET: CLIENT.secret,
    },
  });
});

test.afterAll(async () => {
  provider?.child.kill("SIGTERM");
  if (portal) {
    await portal.stop();
    removeServerFiles(portal);
  }
});

/** The provider and the portal that beforeAll started. */
function servers() {
  assert.ok(provider && portal, "the provider and the portal were started");
  return { provider, portal };
}

/** Runs a read of the page again when a navigation destroyed the page it ran in (up to 20 tries). */
async function readDuringNavigation<T>(read: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await read();
    } catch (error) {
      if (attempt >= 20 || !/Execution context was destroyed|navigat/i.test(String(error))) throw error;
      await new Promise((r) => setTimeout(r, 100));
    }
  }
}

/** Signs in with the Google icon on the English login page, choosing `account` on the provider's login form. */
async function signInWithGoogle(memberPage: OpenMemberPage, account: string) {
  const { provider, portal } = servers();
  const { page, at, errors } = await memberPage({ base: portal.url });
  await page.goto(at("/en/user"));
  await page.getByTestId("login-google").and(page.locator(":enabled")).click();
  // The provider's own login form, on the provider's address.
  await page.waitForURL((url) => url.href.startsWith(`${provider.issuer}/interaction/`));
  await page.getByLabel("Account").selectOption(account);
  await page.getByRole("button", { name: "Sign in" }).click();
  // Back from the provider, the hand-over code is redeemed and the visitor lands on the home page, signed in.
  await page.locator('[data-testid="header-member"][data-logged-in="true"]').waitFor({ timeout: 20_000 });
  // The single-use hand-over code leaves the address (and the history) once it is redeemed.
  await page.waitForURL((url) => url.origin === portal.url && !url.search.includes("access_token"));
  // The login screen may still send the member on (spec §2 Login screen): a read that meets that navigation is
  // tried again on the next page.
  // The header shows the member as soon as the token is stored (completeSignIn: startSession); the profile is stored
  // after it, from its own call (saveMemberInfo): wait for it. Read at once it was missing in a clean-clone run.
  await readDuringNavigation(() => page.waitForFunction((key) => localStorage.getItem(key) !== null, KEYS.memberInfo, { timeout: 20_000 }));
  const info = JSON.parse((await readDuringNavigation(() => local(page, KEYS.memberInfo))) ?? "{}");
  // The test provider's bare pages have no favicon: only the portal's errors count.
  const portalErrors = errors.filter((e) => !e.includes(provider.issuer));
  return { page, info, token: await readDuringNavigation(() => local(page, KEYS.memberToken)), errors: portalErrors };
}

test("a first social sign-in creates a member; the next one signs the same member in", async ({ memberPage }) => {
  const first = await signInWithGoogle(memberPage, "tester");
  assert.ok(first.token, "a member token is stored");
  assert.equal(first.info.email, "tester@example.net");
  assert.deepEqual(first.errors, []);

  const again = await signInWithGoogle(memberPage, "tester");
  assert.equal(again.info.id, first.info.id, "the provider's account is linked to the member it created");
  assert.notEqual(again.token, first.token, "each sign-in is a session of its own");
});

test("a provider account with the demo member's verified e-mail signs the demo member in", async ({ memberPage }) => {
  const { info } = await signInWithGoogle(memberPage, "demo");
  assert.equal(info.username, DEMO.username);
});
