// Grey mode (spec §1, §3: site setting `grey_mode`, "parameter 1 enables grey style"). There is no admin API, so
// this spec runs its own server on its own data folder: it starts it once (migrated and seeded: grey_mode "0"),
// stops it, turns the setting on in the embedded database (PGlite opens a data folder from one process at a time),
// and starts it again on the same data.
import assert from "node:assert/strict";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Page } from "@playwright/test";
import { test } from "../../fixtures.ts";
import { type OpenPage, VIEWPORTS } from "../../helpers.ts";
import { removeServerFiles, startServer } from "../../server.mjs";

/** Writes the grey_mode site setting straight into a stopped server's embedded database. */
async function setGreyMode(pgdata: string, value: boolean): Promise<void> {
  const { PGlite } = await import("@electric-sql/pglite");
  const { pg_trgm } = await import("@electric-sql/pglite/contrib/pg_trgm");
  const db = new PGlite({ dataDir: pgdata, extensions: { pg_trgm } });
  try {
    const result = await db.query(
      "insert into site_settings (key, value) values ('grey_mode', $1::jsonb) on conflict (key) do update set value = excluded.value",
      [JSON.stringify(value)],
    );
    assert.equal(result.affectedRows, 1, "the grey_mode setting was written");
  } finally {
    await db.close();
  }
}

/**
 * Starts a server on `dataDir`, runs `check` with its address and a fresh page, then closes the page's browser
 * context and stops the server, checking that it stops cleanly. The context goes first, as the suite's runner closes
 * the browser before it stops its server: a stop while a browser still holds connections is not this spec's subject.
 */
async function withServer(openPage: OpenPage, dataDir: string, check: (base: string, page: Page) => Promise<void>): Promise<void> {
  const server = await startServer({ label: "grey", env: { DATA_DIR: dataDir, PAGE_CACHE_SECONDS: "0", RENDER_CACHE_SECONDS: "0", LOG_LEVEL: "warn" } });
  const { page, context } = await openPage({ viewport: VIEWPORTS.desktop });
  try {
    await check(server.url, page);
  } finally {
    await context.close();
    const stop = await server.stop();
    const log = server.log();
    removeServerFiles(server);
    assert.equal(stop.clean, true, `the grey-mode server stopped cleanly (code ${stop.code}, signal ${stop.signal}); its log ends:\n${log.slice(-3000)}`);
  }
}

/** The grey state of a page: <html>'s class and filter, and the filter of the home popup (in the top layer). */
async function greyState(page: Page, pageUrl: string, status = 200) {
  const response = await page.goto(pageUrl);
  assert.equal(response?.status(), status, pageUrl);
  return page.evaluate(() => {
    const popup = document.querySelector('[data-testid="home-popup"]');
    return {
      greyClass: document.documentElement.classList.contains("is-grey"),
      filter: getComputedStyle(document.documentElement).filter,
      popupFilter: popup ? getComputedStyle(popup).filter : null,
    };
  });
}

const settingOf = async (base: string) => (await (await fetch(`${base}/api/v1/common/setting`)).json()).data.parameter;

test("the grey_mode site setting turns every page grey (<html class=\"is-grey\">, grayscale filter); off, none is", async ({ openPage }) => {
  const dataDir = mkdtempSync(join(tmpdir(), "portal-e2e-grey-"));
  try {
    await withServer(openPage, dataDir, async (base, page) => {
      assert.equal(await settingOf(base), "0");
      for (const path of ["/zh-hant/", "/en/debug"]) {
        assert.deepEqual(await greyState(page, `${base}${path}`), { greyClass: false, filter: "none", popupFilter: path === "/zh-hant/" ? "none" : null }, path);
      }
    });

    await setGreyMode(join(dataDir, "pgdata"), true);

    await withServer(openPage, dataDir, async (base, page) => {
      assert.equal(await settingOf(base), "1");
      for (const [path, status] of [["/en/debug", 200], ["/pt/no-such-page", 404]] as const) {
        assert.deepEqual(await greyState(page, `${base}${path}`, status), { greyClass: true, filter: "grayscale(1)", popupFilter: null }, path);
      }
      // Dialogs sit in the top layer, outside <html>'s filter: the home popup is greyed on its own.
      assert.deepEqual(await greyState(page, `${base}/zh-hant/`), { greyClass: true, filter: "grayscale(1)", popupFilter: "grayscale(1)" });
    });
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
});
