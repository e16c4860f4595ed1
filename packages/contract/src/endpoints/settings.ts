import { GET } from "../endpoint.ts";
import type { CmsCommon, DomainInfo, MessageTemplate, SiteSetting } from "../schemas/common.ts";

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
