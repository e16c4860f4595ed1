import { OAUTH_PROVIDERS, type OAuthProviderName } from "@portal/contract/oauth";
import { COOKIE_TEMPLATE_SLUG, cutNoticeTitle, MENU_BANNER_SLUGS } from "@portal/contract/constants";
import type { ApiClient } from "@portal/contract/api-client";
import { AD_SLOTS } from "@portal/contract/ad-slots";
import { advertisementApi } from "@portal/contract/endpoints/advertisement";
import { referenceApi } from "@portal/contract/endpoints/reference";
import { menuApi } from "@portal/contract/endpoints/menu";
import { noticesApi } from "@portal/contract/endpoints/notices";
import { settingsApi } from "@portal/contract/endpoints/settings";
import { isChineseLang, type UrlLang } from "@portal/contract/locales";
import type { AdvertItem, Lunisolar, MenuItem, NoticeItem, PopupItem, TopNotification } from "@portal/contract/schemas/common";
import { loadOptional } from "../data/load.server.ts";
import { macauDate } from "./macau-time.ts";
import { toMenuBanner, toNavItems } from "./menu.ts";
import type { MenuBanner, NavItem } from "./nav.ts";
import { noticeHref } from "./notice-href.ts";

/** A notice as the bars show it: the title cut where the rules say, the link resolved. */
export interface FrameNotice {
  id: number;
  title: string;
  href: string | null;
}

/** An urgent notification (notification-top): a notice that may carry a short text written by staff. */
export interface FrameUrgent extends FrameNotice {
  /** Trusted HTML, or null. */
  content: string | null;
}

/** Everything the frame around every page needs, loaded by routes/lang-layout.tsx. */
export interface FrameData {
  siteName: string | null;
  /** The social sign-in providers the server is set up for: the login screens show only these. */
  signInProviders: OAuthProviderName[];
  logo: string | null;
  grey: boolean;
  /** The raw main menu (hidden entries included): the breadcrumb names pages from it. */
  menuTree: MenuItem[];
  menu: NavItem[];
  footLeft: NavItem[];
  footRight: NavItem[];
  footApps: NavItem[];
  footCopyright: string;
  menuBanner: MenuBanner | null;
  notices: FrameNotice[];
  urgent: FrameUrgent[];
  popup: PopupItem | null;
  cookieHtml: string | null;
  lunar: Lunisolar | null;
  /** The footer's adverts (slot `footer`, features/advertisement/FooterAds): one short item, or a carousel of them. */
  footerAds: AdvertItem[];
  /** The broadcaster's YouTube channel (site setting `youtube_channel`): the footer links it; null, no link. */
  youtubeChannel: string | null;
}

function toFrameNotices(items: unknown, lang: UrlLang): FrameNotice[] {
  const list: unknown[] = Array.isArray(items) ? items : [];
  return list
    .filter((n): n is NoticeItem => {
      const notice = n as Partial<NoticeItem> | null;
      return Boolean(notice) && typeof notice!.id === "number" && typeof notice!.title === "string" && notice!.title.trim() !== "";
    })
    .map((n) => ({ id: n.id, title: cutNoticeTitle(n.title.trim(), isChineseLang(lang)), href: noticeHref(n, lang) }));
}

/** notification-top answers a list of urgent notifications; those without a link show their text. */
function toFrameUrgent(items: TopNotification[] | null, lang: UrlLang): FrameUrgent[] {
  const list = Array.isArray(items) ? items : [];
  const byId = new Map(list.map((n) => [n.id, n]));
  return toFrameNotices(list, lang).map((notice) => {
    const content = byId.get(notice.id)?.content;
    const href = byId.get(notice.id)?.url ? notice.href : null;
    return { ...notice, href, content: typeof content === "string" && content.trim() ? content : null };
  });
}

export interface LoadFrameOptions {
  /** Pages opened from the apps (`?platform=…`) show no frame: only the setting is needed. */
  bare: boolean;
  /** The home page also gets the notices kept for it (slug `home`): the home popup is one. */
  home: boolean;
  now: number;
}

/** The notice slug of the home page: notices with it (the home popup) are asked for on home only. */
export const HOME_NOTICE_SLUG = "home";

const FOOTER_AD_SLUG = AD_SLOTS.footer;

/**
 * Loads the frame's parts in parallel, each one optional (loadOptional: its data, or null when the call fails in
 * any way): a missing part of the frame must never take the page down.
 */
export async function loadFrame(api: ApiClient, lang: UrlLang, options: LoadFrameOptions): Promise<FrameData> {
  const skip = Promise.resolve(null);
  const whenFramed = <T>(call: () => Promise<T | null>) => (options.bare ? skip : call());
  const [setting, menu, notice, cookie, lunar, urgent, banner, footerAds] = await Promise.all([
    loadOptional(api, settingsApi.setting),
    whenFramed(() => loadOptional(api, menuApi.menu)),
    whenFramed(() => loadOptional(api, noticesApi.cms, options.home ? { query: { slug: HOME_NOTICE_SLUG } } : undefined)),
    whenFramed(() => loadOptional(api, settingsApi.messageTemplate, { query: { slug: COOKIE_TEMPLATE_SLUG } })),
    isChineseLang(lang) ? whenFramed(() => loadOptional(api, referenceApi.lunisolar, { query: { date: macauDate(options.now) } })) : skip,
    whenFramed(() => loadOptional(api, noticesApi.top)),
    whenFramed(() => loadOptional(api, advertisementApi.bannerList, { query: { slug: MENU_BANNER_SLUGS[lang] } })),
    whenFramed(() => loadOptional(api, advertisementApi.list, { query: { slug: FOOTER_AD_SLUG } })),
  ]);
  const popup = notice?.popup;
  return {
    siteName: setting?.siteName?.trim() || null,
    signInProviders: (setting?.signInProviders ?? []).filter((name) => (OAUTH_PROVIDERS as readonly string[]).includes(name)),
    logo: setting?.logo || null,
    grey: String(setting?.parameter ?? "") === "1",
    menuTree: menu?.menu ?? [],
    menu: toNavItems(menu?.menu, lang),
    footLeft: toNavItems(menu?.footMenuLeft, lang),
    footRight: toNavItems(menu?.footMenuRight, lang),
    footApps: toNavItems(menu?.footAppDownload, lang),
    footCopyright: typeof menu?.footCopyright === "string" ? menu.footCopyright : "",
    menuBanner: Array.isArray(banner) ? toMenuBanner(banner, lang) : null,
    notices: toFrameNotices(notice?.notices, lang),
    urgent: toFrameUrgent(urgent, lang),
    popup: popup && typeof popup.id === "number" && (popup.title || popup.content) ? popup : null,
    cookieHtml: typeof cookie?.content === "string" && cookie.content.trim() ? cookie.content : null,
    lunar: lunar && typeof lunar.date === "string" && lunar.date ? lunar : null,
    footerAds: Array.isArray(footerAds?.items) ? footerAds.items : [],
    youtubeChannel: typeof setting?.youtubeChannel === "string" && /^https?:\/\//i.test(setting.youtubeChannel) ? setting.youtubeChannel : null,
  };
}
