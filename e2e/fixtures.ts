// Playwright Test with the portal's fixtures. Every spec imports `test` from here:
//
//   import { test } from "../../fixtures.ts";
//   test("…", async ({ openPage, devServer }) => { … });
//
// Test fixtures (one per test, closed when it ends):
//   openPage(options)   a fresh context and page (viewport, clock, seeded storage), from the spec file's own address;
//   quietPage(options)  the same with the cookie bar accepted and the home popup already seen;
//   memberPage(options) a page with the cookie bar accepted and an address of its own (sign-in limits), on `base`
//                       (the production server by default, or devServer), with `at(path)` for its URLs.
// Worker fixtures (started on first use, once per worker, stopped when it ends):
//   devServer           the address of a development server of the same build (its outbox at /dev/outbox.json,
//                       staff exports with FORMS_EXPORT_TOKEN): codes sent by e-mail and SMS can be read there;
//   memberToken         the demo member, signed in on the production server through the API;
//   supplierToken       the demo supplier, signed in likewise.
import { test as base } from "@playwright/test";
import type { BrowserContext } from "@playwright/test";
import { removeServerFiles, startServer } from "./server.mjs";
import {
  BASE_URL,
  DEMO,
  DEMO_SUPPLIER,
  IDENTITY,
  KEYS,
  SUPPLIER,
  VIEWPORTS,
  acceptCookies,
  api,
  collectErrors,
  contextOptionsFor,
  freshAddress,
  quietOverlays,
  specAddress,
} from "./helpers.ts";
import type { OpenPage, OpenPageOptions, OpenedPage } from "./helpers.ts";

/** The staff export token of the development server (forms specs read the exports with it). */
export const EXPORT_TOKEN = "e2e-forms-export-token-0123456789";

export interface MemberPageOptions extends Omit<OpenPageOptions, "contextOptions"> {
  /** The server the page is for (`at` builds its URLs): the production one by default. */
  base?: string;
}
export type MemberPage = OpenedPage & { ip: string; at: (path: string) => string };
export type OpenMemberPage = (options?: MemberPageOptions) => Promise<MemberPage>;

interface TestFixtures {
  openPage: OpenPage;
  quietPage: OpenPage;
  memberPage: OpenMemberPage;
}

interface WorkerFixtures {
  devServer: string;
  memberToken: string;
  supplierToken: string;
}

export const test = base.extend<TestFixtures, WorkerFixtures>({
  openPage: async ({ browser }, use, testInfo) => {
    const contexts: BrowserContext[] = [];
    const address = specAddress(testInfo.file);
    await use(async (options = {}) => {
      const context = await browser.newContext(contextOptionsFor(options, address));
      contexts.push(context);
      if (options.clock !== undefined) await context.clock.install({ time: options.clock });
      const page = await context.newPage();
      return { page, context, errors: collectErrors(page) };
    });
    await Promise.all(contexts.map((context) => context.close().catch(() => undefined)));
  },

  quietPage: async ({ openPage }, use) => {
    await use(async (options) => {
      const opened = await openPage(options);
      await quietOverlays(opened.context);
      return opened;
    });
  },

  memberPage: async ({ openPage }, use) => {
    await use(async ({ base: server = BASE_URL, storage, ...options } = {}) => {
      const ip = freshAddress();
      const opened = await openPage({ viewport: VIEWPORTS.desktop, ...options, contextOptions: { extraHTTPHeaders: { "x-forwarded-for": ip } } });
      await acceptCookies(opened.context);
      if (storage) {
        // Seeded once per context (not on every navigation, which would undo what the test does).
        await opened.context.addInitScript((seed) => {
          if (sessionStorage.getItem("e2e.seeded")) return;
          sessionStorage.setItem("e2e.seeded", "1");
          for (const [key, value] of Object.entries(seed)) localStorage.setItem(key, value);
        }, storage);
      }
      return { ...opened, ip, at: (path: string) => new URL(path, server).toString() };
    });
  },

  devServer: [
    async ({}, use) => {
      const server = await startServer({
        label: "dev",
        env: { NODE_ENV: "development", DEV_OUTBOX: "1", FORMS_EXPORT_TOKEN: EXPORT_TOKEN, PAGE_CACHE_SECONDS: "0", RENDER_CACHE_SECONDS: "0", LOG_LEVEL: "warn" },
      });
      await use(server.url);
      await server.stop();
      removeServerFiles(server);
    },
    // Its own time: a start (migrate and seed a fresh database) is not charged to the first test that asks for it.
    { scope: "worker", timeout: 120_000 },
  ],

  memberToken: [
    async ({}, use) => {
      const { body } = await api(BASE_URL, `${IDENTITY}/login`, { ip: freshAddress(), body: DEMO });
      if (body.code !== 0) throw new Error(`the demo member cannot sign in: ${body.message}`);
      await use(body.data.token as string);
    },
    { scope: "worker" },
  ],

  supplierToken: [
    async ({}, use) => {
      const { body } = await api(BASE_URL, `${SUPPLIER}/login`, { ip: freshAddress(), body: DEMO_SUPPLIER });
      if (body.code !== 0) throw new Error(`the demo supplier cannot sign in: ${body.message}`);
      await use(body.data.token as string);
    },
    { scope: "worker" },
  ],
});

export { expect } from "@playwright/test";
export { KEYS };
