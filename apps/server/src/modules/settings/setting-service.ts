import { OAUTH_PROVIDERS, type OAuthProviderName } from "@portal/contract/oauth";
import type { WeatherProviderName } from "@portal/contract/schemas/settings/console";
import type { Config } from "../../config.ts";
import { inArray } from "drizzle-orm";
import { COOKIE_TEMPLATE_SLUG } from "@portal/contract/constants";
import type { ApiLocale } from "@portal/contract/locales";
import type { CmsCommon, SiteSetting, SocialLink } from "@portal/contract/schemas/common";
import type { Db } from "../../db/client.ts";
import type { LocalizedText } from "../../db/columns.ts";
import { siteSettings } from "./tables.ts";
import { pickText } from "../../platform/localize.ts";
import { getMessageTemplate } from "./message-template-service.ts";
import { httpLinkOrNull } from "../../platform/visibility.ts";

/**
 * Keys of the site_settings table read here (value = JSON):
 * - `grey_mode`: true / false, 1 / 0, "1" / "0", or a window {"from": ISO time, "until": ISO time} (either end may
 *   be left out) so that days of mourning can be scheduled ahead. Grey while true or inside the window.
 * - `logo`: the logo's path or URL, either one string or one per language ({"zh_TW": …, "en": …}).
 * - `site_name`: the site's name, a string or per language.
 * - `foot_copyright`: the footer's copyright line, trusted HTML per language (also in the menu answer).
 * - `social_links`: [{"key": "facebook", "title": {…} | "…", "url": "https://…", "icon": "/icons/facebook.svg"}];
 *   entries without an http(s) url are left out.
 * - `youtube_channel`: the broadcaster's YouTube channel, "https://www.youtube.com/@…" (the footer links it); one
 *   string or one per language; anything but an http(s) address answers null.
 * - `sign_in_providers`: the social sign-in providers shown, ["google", …]; only those configured count (config.ts);
 *   not set: every configured one.
 * - `weather_provider`: "demo" or "smg" (modules/weather); not set, or smg without its address: WEATHER_PROVIDER's.
 * The administrator changes grey mode, the cookie notice and the last two in the console (console-service.ts).
 */
export const SETTING_KEYS = {
  greyMode: "grey_mode",
  logo: "logo",
  siteName: "site_name",
  footCopyright: "foot_copyright",
  socialLinks: "social_links",
  youtubeChannel: "youtube_channel",
  signInProviders: "sign_in_providers",
  weatherProvider: "weather_provider",
} as const;

/** The providers with an issuer and a client id (config.ts): the only ones the sign-in screens may offer. */
export const configuredSignInProviders = (config: Config): OAuthProviderName[] => OAUTH_PROVIDERS.filter((name) => config.oauth[name] !== undefined);

/** The configured providers the administrator shows (`sign_in_providers`; every configured one when not set). */
export function shownSignInProviders(value: unknown, config: Config): OAuthProviderName[] {
  const configured = configuredSignInProviders(config);
  return Array.isArray(value) ? configured.filter((name) => value.includes(name)) : configured;
}

/** The weather providers this server can use: the built-in demo, and SMG's feed when its address is set. */
export const availableWeatherProviders = (config: Config): WeatherProviderName[] => (config.weather.smgUrl ? ["demo", "smg"] : ["demo"]);

/** The weather provider in use: the setting when the server can use it, else the server's own setting. */
export function weatherProviderOf(value: unknown, config: Config): WeatherProviderName {
  const available = availableWeatherProviders(config);
  if (typeof value === "string" && (available as string[]).includes(value)) return value as WeatherProviderName;
  return config.weather.provider === "smg" && config.weather.smgUrl ? "smg" : "demo";
}

/** The sign-in providers shown now (the public site setting, and the start of a social sign-in). */
export async function readShownSignInProviders(db: Db, config: Config): Promise<OAuthProviderName[]> {
  const settings = await readSettings(db, [SETTING_KEYS.signInProviders]);
  return shownSignInProviders(settings.get(SETTING_KEYS.signInProviders), config);
}

/** The weather provider in use now (modules/weather reads it at each request). */
export async function readWeatherProvider(db: Db, config: Config): Promise<WeatherProviderName> {
  const settings = await readSettings(db, [SETTING_KEYS.weatherProvider]);
  return weatherProviderOf(settings.get(SETTING_KEYS.weatherProvider), config);
}

/** Shown when `site_name` is not set, so that the header never shows a blank. */
export const DEFAULT_SITE_NAME: LocalizedText = {
  zh_TW: "澳廣視",
  en: "TDM – Teledifusão de Macau",
  pt: "TDM – Teledifusão de Macau",
};

type Settings = Map<string, unknown>;

export async function readSettings(db: Db, keys: string[]): Promise<Settings> {
  const rows = await db.select().from(siteSettings).where(inArray(siteSettings.key, keys));
  return new Map(rows.map((r) => [r.key, r.value]));
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** A setting written either as one string or per language. */
export function localizedSetting(value: unknown, locale: ApiLocale): string {
  if (typeof value === "string") return value;
  if (isRecord(value)) return pickText(value as LocalizedText, locale);
  return "";
}

function instant(value: unknown): number | null {
  if (typeof value !== "string" || !value) return null;
  const ms = Date.parse(value);
  return Number.isNaN(ms) ? null : ms;
}

/** True when the grey style is on at `now` (see `grey_mode` above). */
export function isGreyMode(value: unknown, now: Date): boolean {
  if (value === true || value === 1 || value === "1" || value === "true") return true;
  if (!isRecord(value)) return false;
  if (value.enabled === false) return false;
  const from = instant(value.from);
  const until = instant(value.until);
  if (from === null && until === null) return value.enabled === true;
  const t = now.getTime();
  return (from === null || from <= t) && (until === null || t < until);
}

function siteSettingOf(settings: Settings, locale: ApiLocale, now: Date, signInProviders: OAuthProviderName[]): SiteSetting {
  const logo = localizedSetting(settings.get(SETTING_KEYS.logo), locale);
  const name = localizedSetting(settings.get(SETTING_KEYS.siteName), locale);
  return {
    parameter: isGreyMode(settings.get(SETTING_KEYS.greyMode), now) ? "1" : "0",
    logo: logo || null,
    siteName: name || pickText(DEFAULT_SITE_NAME, locale),
    signInProviders,
    youtubeChannel: httpLinkOrNull(localizedSetting(settings.get(SETTING_KEYS.youtubeChannel), locale) || null),
  };
}

/** GET /api/v1/common/setting and /api/v1.0/cms/common/setting. */
export async function getSiteSetting(db: Db, config: Config, locale: ApiLocale, now: Date): Promise<SiteSetting> {
  const settings = await readSettings(db, [SETTING_KEYS.greyMode, SETTING_KEYS.logo, SETTING_KEYS.siteName, SETTING_KEYS.youtubeChannel, SETTING_KEYS.signInProviders]);
  return siteSettingOf(settings, locale, now, shownSignInProviders(settings.get(SETTING_KEYS.signInProviders), config));
}

function socialLinksOf(value: unknown, locale: ApiLocale): SocialLink[] {
  if (!Array.isArray(value)) return [];
  const links: SocialLink[] = [];
  for (const entry of value) {
    if (!isRecord(entry)) continue;
    const url = httpLinkOrNull(typeof entry.url === "string" ? entry.url : null);
    const key = typeof entry.key === "string" ? entry.key : "";
    if (!url || !key) continue;
    links.push({
      key,
      title: localizedSetting(entry.title, locale) || key,
      url,
      icon: typeof entry.icon === "string" && entry.icon ? entry.icon : null,
    });
  }
  return links;
}

/** GET /api/v1.0/cms/common: the site setting plus the frame's copyright line, cookie text and social links. */
export async function getCmsCommon(db: Db, config: Config, locale: ApiLocale, now: Date): Promise<CmsCommon> {
  const [settings, cookieNotice] = await Promise.all([
    readSettings(db, Object.values(SETTING_KEYS)),
    getMessageTemplate(db, COOKIE_TEMPLATE_SLUG, locale),
  ]);
  return {
    ...siteSettingOf(settings, locale, now, shownSignInProviders(settings.get(SETTING_KEYS.signInProviders), config)),
    footCopyright: localizedSetting(settings.get(SETTING_KEYS.footCopyright), locale),
    cookieNotice,
    socialLinks: socialLinksOf(settings.get(SETTING_KEYS.socialLinks), locale),
  };
}
