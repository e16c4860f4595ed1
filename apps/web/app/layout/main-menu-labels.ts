import type { UrlLang } from "@portal/contract/locales";
import { translator } from "../i18n/define.ts";
import type { MainMenuLabels } from "./MainMenu.island.tsx";
import { layoutMessages } from "./messages.ts";

/** The main menu's texts in the page's language (the desktop bar, the phone menu and its member part). */
export function mainMenuLabels(lang: UrlLang): MainMenuLabels {
  const t = translator(layoutMessages, lang);
  return {
    mainMenu: t("mainMenu"),
    menu: t("menu"),
    closeMenu: t("closeMenu"),
    showSubmenu: t("showSubmenu"),
    search: t("search"),
    searchPlaceholder: t("searchPlaceholder"),
    textSize: t("textSize"),
    textSizeOption: t("textSizeOption"),
    memberMenu: t("memberMenu"),
    signIn: t("signIn"),
    register: t("register"),
    accountShort: t("accountShort"),
    signOut: t("signOut"),
    signingOut: t("signingOut"),
    signedOut: t("signedOut"),
  };
}
