import { GET } from "../endpoint.ts";
import type { MenuResponse } from "../schemas/common.ts";

/** Spec §7 CMS menu. */
export const menuApi = {
  /** The main menu and the footer's menus and copyright. */
  menu: GET("/api/v1.0/cms/menu").returns<MenuResponse>(),
};
