import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { settingsTags } from "@portal/contract/cache-tags";
import { ERROR_CODES } from "@portal/contract/error-codes";
import type { CmsCommon, MessageTemplate, SiteSetting } from "@portal/contract/schemas/common";
import type { ConsoleSettings, SiteSettingsInput } from "@portal/contract/schemas/settings/console";
import { createInvalidationRecordingApp, type TestApp } from "../../test/app.ts";
import { checkParams } from "../../test/check-params.ts";
import { auditLog } from "../audit/tables.ts";
import { demoStaff } from "../staff/seed.ts";
import { reauthenticate, consoleTestCalls, signedInStaff, type ConsoleBrowser } from "../staff/staff.test-helper.ts";
import type { Deps } from "../../platform/deps.ts";
import { AppError } from "../../platform/errors.ts";
import { replyText } from "../../platform/replies.ts";
import type { StaffActor } from "../../platform/staff-auth.ts";
import { updateProviderSettings } from "./console-service.ts";
import { siteSettings } from "./tables.ts";

const SETTINGS = "/api/console/v1/settings";
const PROVIDERS = "/api/console/v1/settings/providers";
const MINUTE = 60_000;

let t: TestApp;
let admin: ConsoleBrowser;
let invalidated: string[][];

beforeAll(async () => {
  // Google configured (its issuer is never asked here), Facebook not; SMG's feed at an address that answers nothing.
  ({ app: t, invalidated } = await createInvalidationRecordingApp({
    OAUTH_GOOGLE_ISSUER: "https://accounts.example.test",
    OAUTH_GOOGLE_CLIENT_ID: "portal",
    OAUTH_GOOGLE_CLIENT_SECRET: "secret",
    WEATHER_SMG_URL: "http://127.0.0.1:9/smg.xml",
    WEATHER_PROVIDER: "demo",
  }));
  admin = await signedInStaff(t, "admin");
});
afterAll(() => t.close());

const { send, publicGet } = consoleTestCalls(() => t, () => admin);
const entries = () => t.database.db.select().from(auditLog).where(eq(auditLog.action, "settings.update"));
const site = (changes: Partial<SiteSettingsInput> = {}): SiteSettingsInput => ({
  greyMode: false,
  cookieText: { zh_TW: "<p>本網站使用 Cookie。</p>", en: '<p>We use cookies. <a href="/en/privacy">Privacy</a></p>' },
  ...changes,
});

describe("the administrator's settings", () => {
  it("answers the current values: grey off, the seeded cookie text, the configured providers", async () => {
    const got = await send<ConsoleSettings>("GET", SETTINGS);
    expect(got.status, got.message).toBe(200);
    expect(got.data).toMatchObject({ greyMode: false, greyWindow: false, signInProviders: ["google"], configuredProviders: ["google"], weatherProvider: "demo", availableWeatherProviders: ["demo", "smg"] });
    expect(got.data.cookieText.en).toContain("essential cookies");
  });

  it("turns grey mode on and changes the cookie notice: the public answers at once, audited old → new, the tag dropped", async () => {
    for (const url of ["/api/v1/common/setting", "/api/v1.0/cms/common", "/api/v1.0/common/message-template?slug=cookies_content", "/api/v1.0/common/weather"]) {
      expect(String((await publicGet(url)).headers["cache-tag"]), url).toContain(settingsTags.all);
    }
    invalidated.length = 0;
    const saved = await send<ConsoleSettings>("PUT", SETTINGS, site({ greyMode: true, cookieText: { zh_TW: "<p>本網站使用 Cookie。</p>", en: '<p>We use cookies.<script>alert(1)</script> <a href="/en/privacy" onclick="x()">Privacy</a></p>' } }));
    expect(saved.status, saved.message).toBe(200);
    expect(saved.data.greyMode).toBe(true);
    expect(saved.data.cookieText.en).toBe('<p>We use cookies. <a href="/en/privacy">Privacy</a></p>');
    expect(invalidated).toEqual([[settingsTags.all]]);
    expect((await publicGet<SiteSetting>("/api/v1/common/setting")).data.parameter).toBe("1");
    expect((await publicGet<MessageTemplate>("/api/v1.0/common/message-template?slug=cookies_content")).data.content).toBe('<p>We use cookies. <a href="/en/privacy">Privacy</a></p>');
    // zh_CN left empty: derived from zh_TW.
    expect((await publicGet<CmsCommon>("/api/v1.0/cms/common", "zh_CN")).data.cookieNotice?.content).toBe("<p>本网站使用 Cookie。</p>");
    const [entry] = await entries();
    expect(entry).toMatchObject({ entity: "site_setting", actorRole: "admin" });
    expect(entry!.before).toMatchObject({ grey_mode: false, cookies_content: { zh_TW: expect.stringContaining("Cookie 以維持運作") } });
    expect(entry!.after).toMatchObject({ grey_mode: true, cookies_content: { zh_TW: "<p>本網站使用 Cookie。</p>" } });

    // The same values again: nothing written, nothing dropped.
    invalidated.length = 0;
    await send("PUT", SETTINGS, site({ greyMode: true, cookieText: saved.data.cookieText }));
    expect(invalidated).toEqual([]);
    expect((await entries()).length).toBe(1);

    // Off again.
    await send("PUT", SETTINGS, site({ greyMode: false, cookieText: saved.data.cookieText }));
    expect((await publicGet<SiteSetting>("/api/v1/common/setting")).data.parameter).toBe("0");
    expect((await entries()).at(-1)!.after).toEqual({ grey_mode: false });
  });

  it("keeps a scheduled grey window unless the switch is changed", async () => {
    const window = { from: new Date(t.clock.now.getTime() - MINUTE).toISOString(), until: new Date(t.clock.now.getTime() + 60 * MINUTE).toISOString() };
    await t.database.db.update(siteSettings).set({ value: window }).where(eq(siteSettings.key, "grey_mode"));
    const got = await send<ConsoleSettings>("GET", SETTINGS);
    expect(got.data).toMatchObject({ greyMode: true, greyWindow: true });
    await send("PUT", SETTINGS, site({ greyMode: true, cookieText: got.data.cookieText }));
    const [row] = await t.database.db.select().from(siteSettings).where(eq(siteSettings.key, "grey_mode"));
    expect(row!.value).toEqual(window);
    await send("PUT", SETTINGS, site({ greyMode: false, cookieText: got.data.cookieText }));
    expect((await send<ConsoleSettings>("GET", SETTINGS)).data).toMatchObject({ greyMode: false, greyWindow: false });
  });

  it("hides a sign-in provider and switches the weather provider (a fresh code), refuses what the server lacks", async () => {
    const [google] = (await publicGet<SiteSetting>("/api/v1/common/setting")).data.signInProviders;
    expect(google).toBe("google");
    invalidated.length = 0;
    const hidden = await send<ConsoleSettings>("PUT", PROVIDERS, { signInProviders: [], weatherProvider: "smg" });
    expect(hidden.status, hidden.message).toBe(200);
    expect(hidden.data).toMatchObject({ signInProviders: [], weatherProvider: "smg" });
    expect(invalidated).toEqual([[settingsTags.all]]);
    expect((await publicGet<SiteSetting>("/api/v1/common/setting")).data.signInProviders).toEqual([]);
    // A hidden provider cannot be started either.
    const start = await t.call({ method: "POST", url: "/api/v1.0/identity/login/thirdparty", payload: { provider: "google", redirectUrl: "/en/user" } });
    expect(start.status).toBe(400);
    // SMG's feed (nothing answers at its address) is now asked: the weather is unavailable.
    expect((await publicGet("/api/v1.0/common/weather")).status).toBe(503);
    expect((await entries()).at(-1)).toMatchObject({
      before: { sign_in_providers: ["google"], weather_provider: "demo" },
      after: { sign_in_providers: [], weather_provider: "smg" },
    });

    const refused = await send("PUT", PROVIDERS, { signInProviders: ["facebook"], weatherProvider: "demo" }, "pt");
    expect(refused).toMatchObject({ status: 400, code: -1, message: "O servidor não tem o início de sessão com «facebook» configurado; não pode ser mostrado" });
    const back = await send<ConsoleSettings>("PUT", PROVIDERS, { signInProviders: ["google"], weatherProvider: "demo" });
    expect(back.data).toMatchObject({ signInProviders: ["google"], weatherProvider: "demo" });
    expect((await publicGet("/api/v1.0/common/weather")).status).toBe(200);

    // Eleven minutes on, the sign-in's code is stale: the provider change asks for a new one; grey mode does not.
    t.clock.now = new Date(t.clock.now.getTime() + 11 * MINUTE);
    const stale = await send("PUT", PROVIDERS, { signInProviders: [], weatherProvider: "demo" }, "en");
    expect(stale).toMatchObject({ status: 403, code: ERROR_CODES.freshCodeRequired });
    expect((await send("PUT", SETTINGS, site({ cookieText: back.data.cookieText }))).status).toBe(200);
    await reauthenticate(t, admin, demoStaff("admin").totpSecret);
    expect((await send("PUT", PROVIDERS, { signInProviders: ["google"], weatherProvider: "demo" })).status).toBe(200);
  });

  it("refuses a weather provider the server cannot use, in the request's language", async () => {
    // A server without SMG's address (the refusal comes before any reading or writing).
    const deps = { config: { ...t.config, weather: { ...t.config.weather, smgUrl: undefined } } } as unknown as Deps;
    const actor = {} as StaffActor;
    const refused = await updateProviderSettings(deps, actor, { signInProviders: [], weatherProvider: "smg" }).catch((err: unknown) => err);
    expect(refused).toBeInstanceOf(AppError);
    const { status, code, reply, params } = refused as AppError;
    expect({ status, code }).toEqual({ status: 400, code: -1 });
    expect(replyText(reply, "zh_TW", params)).toBe("伺服器不能使用天氣來源「smg」（未設定其地址）");
  });

  it("refuses other roles", async () => {
    const editor = await signedInStaff(t, "editor");
    expect((await editor.get("/settings")).status).toBe(403);
    expect((await editor.send("PUT", SETTINGS, site())).status).toBe(403);
    const rows = await t.database.db.select().from(auditLog).where(and(eq(auditLog.action, "settings.update"), eq(auditLog.actorRole, "editor")));
    expect(rows).toEqual([]);
  });
});

describe("bad input on every settings console call", () => {
  it("answers 4xx envelopes, and succeeds with good input", async () => {
    await reauthenticate(t, admin, demoStaff("admin").totpSecret);
    const headers = admin.headers();
    await checkParams(t, { method: "GET", url: SETTINGS, headers });
    await checkParams(t, { method: "PUT", url: SETTINGS, headers, body: site(), fields: [{ in: "body", name: "greyMode", kind: "bool" }, { in: "body", name: "cookieText", kind: "text" }] });
    await checkParams(t, { method: "PUT", url: PROVIDERS, headers, body: { signInProviders: ["google"], weatherProvider: "demo" }, fields: [{ in: "body", name: "weatherProvider", kind: "enum" }] });
  });
});
