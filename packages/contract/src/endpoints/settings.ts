import { CONSOLE_API_PATH, GET, PUT } from "../endpoint.ts";
import type { CmsCommon, DomainInfo, MessageTemplate, SiteSetting } from "../schemas/common.ts";
import type { ConsoleSettings, ProviderSettingsInput, SiteSettingsInput } from "../schemas/settings/console.ts";

/** Spec §7 Common: the site setting, message templates and the domains (paths the spec writes as /api/v1/ exist as such). */
export const settingsApi = {
  /** Site name, logo, and `parameter` "1" for the grey mode of days of mourning. */
  setting: GET("/api/v1/common/setting").returns<SiteSetting>(),
  /** A text written by staff, by slug (the cookie notice is `cookies_content`). */
  messageTemplate: GET("/api/v1.0/common/message-template").query<{ slug: string }>().returns<MessageTemplate>(),
  domain: GET("/api/v1/common/get-domain").returns<DomainInfo>(),
  /** The same answer as `setting`, on the CMS path. */
  cmsSetting: GET("/api/v1.0/cms/common/setting").returns<SiteSetting>(),
  /** The site setting plus what the frame shows on every page. */
  cmsCommon: GET("/api/v1.0/cms/common").returns<CmsCommon>(),
};

const CONSOLE_SETTINGS = `${CONSOLE_API_PATH}/v1/settings`;

/**
 * The administrator's site settings (docs/console.md "Administrator: menus and settings"): grey mode and the cookie
 * notice; the sign-in providers shown and the weather provider, which need a fresh authenticator code. Audited as
 * `settings.update`; the public answers that read them (tag `settings:all`) are dropped at once.
 */
export const settingsConsoleApi = {
  get: GET(CONSOLE_SETTINGS).access(["admin"]).returns<ConsoleSettings>(),
  update: PUT(CONSOLE_SETTINGS).access(["admin"]).body<SiteSettingsInput>().returns<ConsoleSettings>(),
  providers: PUT(`${CONSOLE_SETTINGS}/providers`).access(["admin"]).sensitive().body<ProviderSettingsInput>().returns<ConsoleSettings>(),
};
