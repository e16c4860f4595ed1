import { z } from "zod";
import { OAUTH_PROVIDERS, type OAuthProviderName } from "../../oauth.ts";
import { localized, type ConsoleText } from "../console-text.ts";

/**
 * The administrator's site settings (endpoints/settings.ts `settingsConsoleApi`; docs/console.md "Administrator:
 * menus and settings"). Shared by server and console.
 *
 * - grey mode: the whole public site in grey (days of mourning); the stored `grey_mode` may also be a window set in
 *   the table, which the form shows as on or off now and keeps unless the switch is changed;
 * - the cookie notice (`cookies_content`): rich text in four locales, sanitised by the news body's sanitiser;
 * - the social sign-in providers shown (a sensitive change): only those the server has configured;
 * - the weather provider (a sensitive change): `demo` (built in) or `smg` (SMG's feed, when its address is set).
 */
export const WEATHER_PROVIDERS = ["demo", "smg"] as const;
export type WeatherProviderName = (typeof WEATHER_PROVIDERS)[number];
export const COOKIE_TEXT_MAX = 5_000;

/** PUT …/settings: what takes effect at once and needs no fresh code. */
export const siteSettingsBody = z
  .object({
    greyMode: z.boolean(),
    cookieText: localized(COOKIE_TEXT_MAX, true),
  })
  .strict();
export type SiteSettingsInput = z.input<typeof siteSettingsBody>;

/** PUT …/settings/providers: who may sign in how, and where the weather comes from (re-authentication). */
export const providerSettingsBody = z
  .object({
    signInProviders: z
      .array(z.enum(OAUTH_PROVIDERS))
      .max(OAUTH_PROVIDERS.length)
      .refine((list) => new Set(list).size === list.length, "each provider once"),
    weatherProvider: z.enum(WEATHER_PROVIDERS),
  })
  .strict();
export type ProviderSettingsInput = z.input<typeof providerSettingsBody>;

export interface ConsoleSettings {
  /** Grey now (the switch). */
  greyMode: boolean;
  /** The stored grey mode is a window (from/until) set outside the form: saving without changing the switch keeps it. */
  greyWindow: boolean;
  /** The cookie notice's HTML per locale. */
  cookieText: ConsoleText;
  /** The providers the sign-in screens show. */
  signInProviders: OAuthProviderName[];
  /** The providers the server has an issuer and client for (only these may be shown). */
  configuredProviders: OAuthProviderName[];
  weatherProvider: WeatherProviderName;
  /** The weather providers the server can use (smg needs WEATHER_SMG_URL). */
  availableWeatherProviders: WeatherProviderName[];
}
