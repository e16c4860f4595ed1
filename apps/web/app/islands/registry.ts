import type { ComponentType } from "react";

/**
 * Every island: a component that is rendered on the server with the page and hydrated on its own in the browser.
 * Pages that are not marked `handle.hydrate = "app"` ship only React and the islands they contain.
 * Add an island here and render it with <Island name="…" component={…} props={…}/>.
 */
// Props are whatever JSON the server put in the island's data attribute.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type IslandModule = { default: ComponentType<any> };

export const islandLoaders: Record<string, () => Promise<IslandModule>> = {
  // The frame (app/layout/): header, menus, notices, popup, cookie bar, helpers.
  Clock: () => import("../layout/Clock.island.tsx"),
  Weather: () => import("../layout/Weather.island.tsx"),
  FontSize: () => import("../layout/FontSize.island.tsx"),
  LangSwitch: () => import("../layout/LangSwitch.island.tsx"),
  Member: () => import("../layout/Member.island.tsx"),
  SearchForm: () => import("../layout/SearchForm.island.tsx"),
  MainMenu: () => import("../layout/MainMenu.island.tsx"),
  HeaderScroll: () => import("../layout/HeaderScroll.island.tsx"),
  NoticeBar: () => import("../layout/NoticeBar.island.tsx"),
  HomePopup: () => import("../layout/HomePopup.island.tsx"),
  CookieBar: () => import("../layout/CookieBar.island.tsx"),
  BackToTop: () => import("../layout/BackToTop.island.tsx"),
  LoadingBar: () => import("../layout/LoadingBar.island.tsx"),
  DebugInfo: () => import("../layout/DebugInfo.island.tsx"),
  AdCarousel: () => import("../features/shared/AdCarousel.island.tsx"),
  LoginDialog: () => import("../features/member/LoginDialog.island.tsx"),
  // Adverts and specials (app/features/adverts/, app/features/specials/).
  AdView: () => import("../features/adverts/AdView.island.tsx"),
  FooterAds: () => import("../features/adverts/FooterAds.island.tsx"),
  SpecialView: () => import("../features/specials/SpecialView.island.tsx"),
  // News (app/features/news/).
  MoreNews: () => import("../features/news/MoreNews.island.tsx"),
  LikeButton: () => import("../features/news/LikeButton.island.tsx"),
  Comments: () => import("../features/news/Comments.island.tsx"),
  CopyLink: () => import("../features/news/CopyLink.island.tsx"),
  VideoPlayer: () => import("../features/news/VideoPlayer.island.tsx"),
  ArticleView: () => import("../features/news/ArticleView.island.tsx"),
  SearchFilters: () => import("../features/search/SearchFilters.island.tsx"),
};
