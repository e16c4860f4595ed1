import type { ReactNode } from "react";
import { Link } from "react-router";
import { memberApi } from "@portal/contract/endpoints/member";
import type { PlaylistDetail } from "@portal/contract/schemas/member";
import type { Route } from "./+types/playlist-detail";
import { accountPath, loadForMember } from "../../features/member/account-api.ts";
import { BackIcon } from "../../components/account-icons.tsx";
import { accountBreadcrumb, accountMeta, accountRouteBreadcrumb } from "../../features/member/account-route.ts";
import type { RouteHandle } from "../../context.ts";
import { RELOAD_DOCUMENT } from "../../features/member/AccountNav.tsx";
import { DeleteSelectedBar, DeleteSelectedDialog, useScreenActions, useSelectionDeletion } from "../../features/member/AccountLists.tsx";
import { isNotFoundError } from "../../data/call.ts";
import {
  DateText,
  EmptyState,
  ItemRow,
  ScreenError,
  ScreenFallback,
  ScreenHeading,
  useAccountText,
  useLoaderState,
} from "../../features/member/AccountParts.tsx";

/**
 * One playlist (spec §2 playlistDetail/{id}): its items, those no longer available marked so; items can be
 * selected and removed. A playlist that does not exist or is another member's gets a not-found message in place.
 */
export const meta: Route.MetaFunction = ({ matches }) => accountMeta(matches, "playList");

export const handle: RouteHandle = { breadcrumb: accountRouteBreadcrumb("playList") };

export function loader({ params }: Route.LoaderArgs) {
  return { breadcrumb: accountBreadcrumb(params.lang, "playList") };
}

export async function clientLoader(args: Route.ClientLoaderArgs) {
  return loadForMember(args, async (call) => {
    try {
      const playlist = await call(memberApi.playlist, { params: { id: args.params.id } });
      return { breadcrumb: accountBreadcrumb(args.params.lang, "playList", [{ title: playlist.title }]), playlist };
    } catch (error) {
      if (isNotFoundError(error)) return { breadcrumb: accountBreadcrumb(args.params.lang, "playList"), playlist: null };
      throw error;
    }
  });
}
clientLoader.hydrate = true as const;

export function HydrateFallback() {
  return <ScreenFallback screen="playList" rows={4} />;
}

export function ErrorBoundary() {
  return <ScreenError screen="playList" />;
}

export default function PlaylistDetailScreen({ loaderData }: Route.ComponentProps) {
  const { lang, t } = useAccountText();
  const back = (
    <Link className="back-link" to={accountPath(lang, "play-list")} reloadDocument={RELOAD_DOCUMENT}>
      <BackIcon />
      {t("backToPlaylists")}
    </Link>
  );
  if (!loaderData.playlist) {
    return (
      <section className="account-screen" data-testid="playlist-not-found">
        {back}
        <ScreenHeading>{t("playlistNotFoundTitle")}</ScreenHeading>
        <EmptyState>{t("playlistNotFoundText")}</EmptyState>
      </section>
    );
  }
  return <PlaylistItems playlist={loaderData.playlist} back={back} />;
}

function PlaylistItems({ playlist: loaded, back }: { playlist: PlaylistDetail; back: ReactNode }) {
  const { lang, t, announce, focusLater, heading } = useScreenActions();
  const [playlist, setPlaylist] = useLoaderState(loaded);
  const selection = useSelectionDeletion(playlist.items.map((item) => item.id));

  async function remove() {
    const removed = await selection.remove((call, ids) => call(memberApi.deletePlaylistItems, { body: { playlistId: playlist.id, ids } }));
    if (!removed) return;
    const gone = new Set(removed.ids);
    setPlaylist((current) => {
      const items = current.items.filter((item) => !gone.has(item.id));
      return { ...current, items, itemCount: items.length };
    });
    announce(t("removed", { count: removed.deleted }));
    focusLater(() => heading.current);
  }

  return (
    <section className="account-screen" data-testid="playlist-detail">
      {back}
      <ScreenHeading headingRef={heading}>{playlist.title}</ScreenHeading>
      <p className="account-lead">
        <span>{t("itemCount", { count: playlist.items.length })}</span>
        {" · "}
        <DateText iso={playlist.updatedAt} lang={lang} template={(date) => t("updatedOn", { date })} />
      </p>
      {playlist.items.length ? (
        <>
          <DeleteSelectedBar selection={selection} label={t("removeSelected")} />
          <ul className="item-list">
            {playlist.items.map((item) => (
              <ItemRow
                key={item.id}
                item={item}
                lang={lang}
                unavailable={item.notEnabled}
                selection={selection.rowSelection(item.id)}
              />
            ))}
          </ul>
        </>
      ) : (
        <EmptyState>{t("playlistEmpty")}</EmptyState>
      )}
      <DeleteSelectedDialog selection={selection} title={t("removeTitle")} confirmLabel={t("removeConfirm")} onConfirm={() => void remove()}>
        <p>{t("removeText", { count: selection.chosen.length, title: playlist.title })}</p>
      </DeleteSelectedDialog>
    </section>
  );
}
