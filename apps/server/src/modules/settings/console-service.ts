import { eq } from "drizzle-orm";
import { settingsTags } from "@portal/contract/cache-tags";
import { COOKIE_TEMPLATE_SLUG } from "@portal/contract/constants";
import type { ConsoleSettings, providerSettingsBody, siteSettingsBody } from "@portal/contract/schemas/settings/console";
import type { z } from "zod";
import type { Db } from "../../db/client.ts";
import { consoleText, storedText } from "../../platform/console-text.ts";
import type { Deps } from "../../platform/deps.ts";
import { refusal } from "../../platform/errors.ts";
import type { StaffActor } from "../../platform/staff-auth.ts";
import { recordChange } from "../audit/audit-service.ts";
import { sanitizeArticleHtml } from "../../platform/article-html.ts";
import {
  availableWeatherProviders,
  configuredSignInProviders,
  isGreyMode,
  readSettings,
  SETTING_KEYS,
  shownSignInProviders,
  weatherProviderOf,
} from "./setting-service.ts";
import { settingsConsoleReplies } from "./console-replies.ts";
import { messageTemplates, siteSettings } from "./tables.ts";

/**
 * The administrator's site settings (docs/console.md "Administrator: menus and settings"). Each save is one
 * transaction with one audit entry `settings.update` naming the keys changed (old → new for plain values; the cookie
 * notice's locales that changed, old → new HTML); a save that changes nothing writes nothing. After it commits,
 * every cached answer that reads the settings (`settingsTags.all`: the frame's site setting and cookie notice, the
 * weather) is dropped, so the public site changes at once.
 */

type SiteValues = z.output<typeof siteSettingsBody>;
type ProviderValues = z.output<typeof providerSettingsBody>;
type Changes = { before: Record<string, unknown>; after: Record<string, unknown> };

const CONSOLE_KEYS = [SETTING_KEYS.greyMode, SETTING_KEYS.signInProviders, SETTING_KEYS.weatherProvider];

const isWindow = (value: unknown): boolean => typeof value === "object" && value !== null && !Array.isArray(value);

async function cookieRow(db: Db) {
  const [row] = await db.select().from(messageTemplates).where(eq(messageTemplates.slug, COOKIE_TEMPLATE_SLUG));
  return row ?? null;
}

export async function consoleSettings(deps: Deps): Promise<ConsoleSettings> {
  const [settings, cookie] = await Promise.all([readSettings(deps.db, CONSOLE_KEYS), cookieRow(deps.db)]);
  const grey = settings.get(SETTING_KEYS.greyMode);
  return {
    greyMode: isGreyMode(grey, deps.now()),
    greyWindow: isWindow(grey),
    cookieText: consoleText(cookie?.content),
    signInProviders: shownSignInProviders(settings.get(SETTING_KEYS.signInProviders), deps.config),
    configuredProviders: configuredSignInProviders(deps.config),
    weatherProvider: weatherProviderOf(settings.get(SETTING_KEYS.weatherProvider), deps.config),
    availableWeatherProviders: availableWeatherProviders(deps.config),
  };
}

async function putSetting(tx: Db, key: string, value: unknown): Promise<void> {
  await tx
    .insert(siteSettings)
    .values({ key, value })
    .onConflictDoUpdate({ target: siteSettings.key, set: { value, updatedAt: new Date() } });
}

/** Writes the changes' audit entry and drops the settings' answers, when anything changed. */
async function saveThenDrop(deps: Deps, actor: StaffActor, write: (tx: Db) => Promise<Changes>): Promise<ConsoleSettings> {
  const changed = await deps.db.transaction(async (tx) => {
    const changes = await write(tx);
    const keys = Object.keys(changes.after);
    if (keys.length) await recordChange(tx, actor, { action: "settings.update", entity: "site_setting", entityId: keys.join(","), ...changes });
    return keys.length > 0;
  });
  if (changed) await deps.cache.invalidate([settingsTags.all]);
  return consoleSettings(deps);
}

/** Grey mode (written only when the switch changes, so a window set in the table stays) and the cookie notice. */
export function updateSiteSettings(deps: Deps, actor: StaffActor, input: SiteValues): Promise<ConsoleSettings> {
  return saveThenDrop(deps, actor, async (tx) => {
    const changes: Changes = { before: {}, after: {} };
    const settings = await readSettings(tx, [SETTING_KEYS.greyMode]);
    const grey = settings.get(SETTING_KEYS.greyMode);
    const greyNow = isGreyMode(grey, deps.now());
    if (greyNow !== input.greyMode) {
      await putSetting(tx, SETTING_KEYS.greyMode, input.greyMode);
      changes.before[SETTING_KEYS.greyMode] = isWindow(grey) ? grey : greyNow;
      changes.after[SETTING_KEYS.greyMode] = input.greyMode;
    }
    const cookie = await cookieRow(tx);
    const before = consoleText(cookie?.content);
    const after = consoleText(storedText({
      zh_TW: sanitizeArticleHtml(input.cookieText.zh_TW),
      zh_CN: sanitizeArticleHtml(input.cookieText.zh_CN),
      en: sanitizeArticleHtml(input.cookieText.en),
      pt: sanitizeArticleHtml(input.cookieText.pt),
    }));
    const locales = (Object.keys(after) as (keyof typeof after)[]).filter((locale) => after[locale] !== before[locale]);
    if (locales.length) {
      const content = storedText(after);
      if (cookie) await tx.update(messageTemplates).set({ content, updatedAt: new Date() }).where(eq(messageTemplates.slug, COOKIE_TEMPLATE_SLUG));
      else await tx.insert(messageTemplates).values({ slug: COOKIE_TEMPLATE_SLUG, title: { zh_TW: "Cookie", en: "Cookies", pt: "Cookies" }, content });
      changes.before[COOKIE_TEMPLATE_SLUG] = Object.fromEntries(locales.map((locale) => [locale, before[locale]]));
      changes.after[COOKIE_TEMPLATE_SLUG] = Object.fromEntries(locales.map((locale) => [locale, after[locale]]));
    }
    return changes;
  });
}

/**
 * The sign-in providers shown and the weather provider (a sensitive call: a fresh authenticator code). A provider the
 * server has not configured, or a weather provider it cannot use, is refused in the request's language.
 */
export async function updateProviderSettings(deps: Deps, actor: StaffActor, input: ProviderValues): Promise<ConsoleSettings> {
  const configured = configuredSignInProviders(deps.config);
  const missing = input.signInProviders.find((name) => !configured.includes(name));
  if (missing) throw refusal(settingsConsoleReplies.providerNotConfigured, { provider: missing });
  if (!availableWeatherProviders(deps.config).includes(input.weatherProvider)) throw refusal(settingsConsoleReplies.weatherUnavailable, { provider: input.weatherProvider });
  return saveThenDrop(deps, actor, async (tx) => {
    const changes: Changes = { before: {}, after: {} };
    const settings = await readSettings(tx, [SETTING_KEYS.signInProviders, SETTING_KEYS.weatherProvider]);
    const shown = shownSignInProviders(settings.get(SETTING_KEYS.signInProviders), deps.config);
    const wanted = configured.filter((name) => input.signInProviders.includes(name));
    if (shown.join(",") !== wanted.join(",") || !Array.isArray(settings.get(SETTING_KEYS.signInProviders))) {
      await putSetting(tx, SETTING_KEYS.signInProviders, wanted);
      if (shown.join(",") !== wanted.join(",")) {
        changes.before[SETTING_KEYS.signInProviders] = shown;
        changes.after[SETTING_KEYS.signInProviders] = wanted;
      }
    }
    const weather = weatherProviderOf(settings.get(SETTING_KEYS.weatherProvider), deps.config);
    if (weather !== input.weatherProvider) {
      await putSetting(tx, SETTING_KEYS.weatherProvider, input.weatherProvider);
      changes.before[SETTING_KEYS.weatherProvider] = weather;
      changes.after[SETTING_KEYS.weatherProvider] = input.weatherProvider;
    }
    return changes;
  });
}
