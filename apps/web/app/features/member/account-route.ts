import type { MetaDescriptor } from "react-router";
import { translator } from "../../i18n/define.ts";
import type { BreadcrumbLoaderData, RouteBreadcrumb } from "../../layout/breadcrumb.ts";
import { frameDataOf, pageMeta } from "../../layout/meta.ts";
import { accountMessages, type AccountMessageKey } from "./messages.ts";
import { langOf } from "../../data/route-params.ts";

/**
 * What every screen of the member centre shares as a route module: its <title> (never indexed: the pages are
 * personal), and its breadcrumb (Home › Member centre › screen › …), which the server renders from the catalog
 * alone and the browser repeats with what it learnt (a playlist's title).
 */

type MetaMatches = Parameters<typeof pageMeta>[0];

export function accountMeta(matches: MetaMatches, screen: AccountMessageKey): MetaDescriptor[] {
  const t = translator(accountMessages, frameDataOf(matches)?.lang ?? "zh-hant");
  const title = screen === "centre" ? t("centre") : `${t(screen)} – ${t("centre")}`;
  return [...pageMeta(matches, { title }), { name: "robots", content: "noindex" }];
}

type Crumbs = NonNullable<BreadcrumbLoaderData["breadcrumb"]>;

/** Home › Member centre › the screen, then `more` (the screen's own, e.g. a playlist's title). */
export function accountBreadcrumb(langParam: string | undefined, screen: AccountMessageKey | null, more: Crumbs = []): Crumbs {
  const t = translator(accountMessages, langOf(langParam));
  const centre = { title: t("centre"), path: "user/account/my-list" };
  if (!screen) return [{ title: centre.title }];
  const own = more.length ? { title: t(screen), path: `user/account/${SCREEN_PATHS[screen] ?? ""}` } : { title: t(screen) };
  return [centre, own, ...more];
}

/**
 * A screen's `handle.breadcrumb`: the same trail, which the server renders (it does not render the loaders' data of
 * screens that load in the browser) and the browser shows until the screen's own data adds to it.
 */
export const accountRouteBreadcrumb =
  (screen: AccountMessageKey | null): RouteBreadcrumb =>
  (lang) =>
    accountBreadcrumb(lang, screen);

const SCREEN_PATHS: Partial<Record<AccountMessageKey, string>> = {
  playList: "play-list",
  collect: "collect",
  accountNotice: "account-notice",
  recommended: "recommended",
  feedback: "feedback",
  setup: "setup",
};
