import { GET } from "../endpoint.ts";
import type { CmsCommon, MenuResponse, SiteSetting } from "../schemas/common.ts";

/** Spec §7 CMS menu: the calls under /api/v1.0/cms/ that the frame reads (the CMS notices: endpoints/notices.ts). */
const BASE = "/api/v1.0/cms";

export const menuApi = {
  /** The main menu and the footer's menus and copyright. */
  menu: GET(`${BASE}/menu`).returns<MenuResponse>(),
  /** The same answer as settingsApi.setting (GET /api/v1/common/setting). */
  setting: GET(`${BASE}/common/setting`).returns<SiteSetting>(),
  /** The site setting plus what the frame shows on every page. */
  common: GET(`${BASE}/common`).returns<CmsCommon>(),
};
