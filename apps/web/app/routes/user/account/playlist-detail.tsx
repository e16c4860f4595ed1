import { useRef, useState, type ReactNode } from "react";
import { Link } from "react-router";
import type { DeletedCount, PlaylistDetail } from "@portal/contract/schemas/member";
import type { Route } from "./+types/playlist-detail";
import { accountPath, isNotFoundError, loadForMember, memberPath, useMemberAction } from "../../../features/member/account/account-api.ts";
import { keepShown, selectionState, toggleAll, toggleSelected } from "../../../features/member/account/account-list.ts";
import { BackIcon, TrashIcon } from "../../../features/member/account/account-icons.tsx";
import { accountBreadcrumb, accountMeta } from "../../../features/member/account/account-route.ts";
import { RELOAD_DOCUMENT } from "../../../features/member/account/AccountNav.tsx";
import {
  ConfirmDialog,
  DateText,
  EmptyState,
  ItemRow,
  ScreenError,
  ScreenFallback,
  ScreenHeading,
  SelectionBar,
  useAccountText,
  useAnnounce,
  useFocusLater,
  useLoaderState,
} from "../../../features/member/account/AccountParts.tsx";

/**
 * One playlist (spec §2 playlistDetail/{id}): its items, those no longer available marked so; items can be
 * selected and removed. A playlist that does not exist or is another member's gets a not-found message in place.
 */
export const meta: Route.MetaFunction = ({ matches }) => accountMeta(matches, "playList");

export function loader({ params }: Route.LoaderArgs) {
  return { breadcrumb: accountBreadcrumb(params.lang, "playList") };
}

export async function clientLoader(args: Route.ClientLoaderArgs) {
  return loadForMember(args, async (calls) => {
    try {
      const playlist = await calls.get<PlaylistDetail>(memberPath(`playlist/${encodeURIComponent(args.params.id)}`));
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
  const { lang, t } = useAccountText();
  const announce = useAnnounce();
  const focusLater = useFocusLater();
  const heading = useRef<HTMLHeadingElement>(null);
  const [playlist, setPlaylist] = useLoaderState(loaded);
  const [selected, setSelected] = useState<Set<number>>(new Set());
  const [confirming, setConfirming] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const removal = useMemberAction(lang);
  const ids = playlist.items.map((item) => item.id);
  const chosen = [...keepShown(selected, ids)];

  async function remove() {
    const result = await removal.run((calls) => calls.post<DeletedCount>(memberPath("playlist/item/delete"), { playlistId: playlist.id, ids: chosen }));
    if (!result.ok) {
      setError(result.message || null);
      return;
    }
    const gone = new Set(chosen);
    setPlaylist((current) => {
      const items = current.items.filter((item) => !gone.has(item.id));
      return { ...current, items, itemCount: items.length };
    });
    setSelected(new Set());
    setConfirming(false);
    announce(t("removed", { count: result.value.deleted }));
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
          <SelectionBar
            state={selectionState(selected, ids)}
            count={chosen.length}
            onToggleAll={() => setSelected(toggleAll(selected, ids))}
            action={
              <button
                type="button"
                className="button button--small button--danger-quiet"
                disabled={!chosen.length}
                onClick={() => {
                  setError(null);
                  setConfirming(true);
                }}
              >
                <TrashIcon />
                {t("removeSelected")}
              </button>
            }
          />
          <ul className="item-list">
            {playlist.items.map((item) => (
              <ItemRow
                key={item.id}
                item={item}
                lang={lang}
                unavailable={item.notEnabled}
                selection={{ checked: selected.has(item.id), onToggle: () => setSelected(toggleSelected(selected, item.id)) }}
              />
            ))}
          </ul>
        </>
      ) : (
        <EmptyState>{t("playlistEmpty")}</EmptyState>
      )}
      <ConfirmDialog
        open={confirming}
        title={t("removeTitle")}
        confirmLabel={t("removeConfirm")}
        pending={removal.pending}
        error={error}
        onConfirm={() => void remove()}
        onClose={() => setConfirming(false)}
      >
        <p>{t("removeText", { count: chosen.length, title: playlist.title })}</p>
      </ConfirmDialog>
    </section>
  );
}
