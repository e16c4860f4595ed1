import { useId, useRef, useState, type FormEvent } from "react";
import { Link } from "react-router";
import { memberApi } from "@portal/contract/endpoints/member";
import { MAX_PLAYLISTS, PLAYLIST_TITLE_MAX, type PlaylistSummary } from "@portal/contract/schemas/member";
import type { Route } from "./+types/play-list";
import { loadForMember, playlistPath, useMemberAction } from "../../features/member/account-api.ts";
import { checkPlaylistTitle } from "../../features/member/account-forms.ts";
import { PencilIcon, PlaylistIcon, PlusIcon, TrashIcon } from "../../components/account-icons.tsx";
import { accountBreadcrumb, accountMeta, accountRouteBreadcrumb } from "../../features/member/account-route.ts";
import type { RouteHandle } from "../../context.ts";
import { RELOAD_DOCUMENT } from "../../features/member/AccountNav.tsx";
import { useScreenActions } from "../../features/member/AccountLists.tsx";
import type { DataCall } from "../../data/call.ts";
import {
  DateText,
  EmptyState,
  ScreenError,
  ScreenFallback,
  ScreenHeading,
  useAccountText,
  useFocusLater,
  useLoaderState,
} from "../../features/member/AccountParts.tsx";
import { ConfirmDialog } from "../../components/ConfirmDialog.tsx";
import { Field } from "../../components/Field.tsx";

/** The member's playlists (spec §2 play-list): create, rename, delete (after a confirmation), open. */
export const meta: Route.MetaFunction = ({ matches }) => accountMeta(matches, "playList");

export const handle: RouteHandle = { breadcrumb: accountRouteBreadcrumb("playList") };

export function loader({ params }: Route.LoaderArgs) {
  return { breadcrumb: accountBreadcrumb(params.lang, "playList") };
}

export async function clientLoader(args: Route.ClientLoaderArgs) {
  return loadForMember(args, async (call) => ({
    breadcrumb: accountBreadcrumb(args.params.lang, "playList"),
    playlists: await call(memberApi.playlists),
  }));
}
clientLoader.hydrate = true as const;

export function HydrateFallback() {
  return <ScreenFallback screen="playList" variant="cards" rows={4} />;
}

export function ErrorBoundary() {
  return <ScreenError screen="playList" />;
}

export default function PlayList({ loaderData }: Route.ComponentProps) {
  const { lang, t, announce, focusLater, heading } = useScreenActions();
  const [playlists, setPlaylists] = useLoaderState(loaderData.playlists);
  const list = useRef<HTMLUListElement>(null);
  const cardLink = (id: number) => list.current?.querySelector<HTMLElement>(`[data-playlist-id="${id}"] .playlist-card__link`);

  const [deleting, setDeleting] = useState<PlaylistSummary | null>(null);
  const [deleteError, setDeleteError] = useState<string | null>(null);
  const deletion = useMemberAction(lang);

  async function confirmDelete() {
    if (!deleting) return;
    const target = deleting;
    const result = await deletion.run((call) => call(memberApi.deletePlaylist, { params: { id: target.id } }));
    if (!result.ok) {
      setDeleteError(result.message || null);
      return;
    }
    setPlaylists((current) => current.filter((p) => p.id !== target.id));
    setDeleting(null);
    announce(t("deleted", { title: target.title }));
    focusLater(() => heading.current);
  }

  return (
    <section className="account-screen" data-testid="play-list">
      <ScreenHeading headingRef={heading}>{t("playList")}</ScreenHeading>
      <CreatePlaylist
        full={playlists.length >= MAX_PLAYLISTS}
        onCreated={(created) => {
          setPlaylists((current) => [created, ...current.filter((p) => p.id !== created.id)]);
          announce(t("created", { title: created.title }));
          focusLater(() => cardLink(created.id));
        }}
      />
      <h2 className="visually-hidden">{t("yourPlaylists")}</h2>
      {playlists.length ? (
        <ul className="playlist-grid" ref={list}>
          {playlists.map((playlist) => (
            <PlaylistCard
              key={playlist.id}
              playlist={playlist}
              onRenamed={(renamed) => {
                setPlaylists((current) => current.map((p) => (p.id === renamed.id ? renamed : p)));
                announce(t("renamed", { title: renamed.title }));
              }}
              onDelete={() => {
                setDeleteError(null);
                setDeleting(playlist);
              }}
            />
          ))}
        </ul>
      ) : (
        <EmptyState>{t("playlistsEmpty")}</EmptyState>
      )}
      <ConfirmDialog
        lang={lang}
        open={deleting !== null}
        title={t("deletePlaylistTitle")}
        confirmLabel={t("deleteConfirm")}
        pending={deletion.pending}
        error={deleteError}
        onConfirm={() => void confirmDelete()}
        onClose={() => setDeleting(null)}
      >
        <p>{deleting ? t("deletePlaylistText", { title: deleting.title }) : null}</p>
      </ConfirmDialog>
    </section>
  );
}

/** The form above the list: a name, and Create. The new playlist comes first and takes the focus. */
function CreatePlaylist({ full, onCreated }: { full: boolean; onCreated: (created: PlaylistSummary) => void }) {
  const { t } = useAccountText();
  const { title, setTitle, error, input, pending, submit } = usePlaylistTitleForm(
    (call, body) => call(memberApi.createPlaylist, { body }),
    (created) => {
      setTitle("");
      onCreated(created);
    },
  );
  const id = useId();

  return (
    <form className="panel inline-form" onSubmit={(event) => void submit(event)} noValidate data-testid="playlist-create">
      <h2 className="inline-form__title">{t("newPlaylist")}</h2>
      <Field id={`${id}-title`} label={t("playlistTitle")} error={error} hint={full ? t("playlistLimit", { max: MAX_PLAYLISTS }) : undefined}>
        {(control) => (
          <div className="input-row">
            <input
              {...control}
              ref={input}
              type="text"
              value={title}
              maxLength={PLAYLIST_TITLE_MAX}
              autoComplete="off"
              disabled={full}
              onChange={(event) => setTitle(event.target.value)}
            />
            <button type="submit" className="button button--primary" disabled={full || pending}>
              <PlusIcon />
              {pending ? t("creating") : t("create")}
            </button>
          </div>
        )}
      </Field>
    </form>
  );
}

type PlaylistBody = Extract<ReturnType<typeof checkPlaylistTitle>, { ok: true }>["body"];

/**
 * A playlist's name in a form (create, rename): checked with the contract's rule, then posted; a refused name
 * or a failed call leaves its message on the field and the focus in it.
 */
function usePlaylistTitleForm(
  post: (call: DataCall, body: PlaylistBody) => Promise<PlaylistSummary>,
  onSaved: (saved: PlaylistSummary) => void,
  initial = "",
) {
  const { lang } = useAccountText();
  const [title, setTitle] = useState(initial);
  const [error, setError] = useState<string | null>(null);
  const saving = useMemberAction(lang);
  const input = useRef<HTMLInputElement>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const checked = checkPlaylistTitle(title, lang);
    if (!checked.ok) {
      setError(checked.errors.title ?? null);
      input.current?.focus();
      return;
    }
    const result = await saving.run((call) => post(call, checked.body));
    if (!result.ok) {
      setError(result.message || null);
      input.current?.focus();
      return;
    }
    setError(null);
    onSaved(result.value);
  }

  return { title, setTitle, error, setError, input, pending: saving.pending, submit };
}

function PlaylistCard({
  playlist,
  onRenamed,
  onDelete,
}: {
  playlist: PlaylistSummary;
  onRenamed: (renamed: PlaylistSummary) => void;
  onDelete: () => void;
}) {
  const { lang, t } = useAccountText();
  const [editing, setEditing] = useState(false);
  const { title, setTitle, error, setError, input, pending, submit } = usePlaylistTitleForm(
    (call, body) => call(memberApi.renamePlaylist, { params: { id: playlist.id }, body }),
    (renamed) => {
      onRenamed(renamed);
      stopEditing();
    },
    playlist.title,
  );
  const renameButton = useRef<HTMLButtonElement>(null);
  const focusLater = useFocusLater();
  const id = useId();

  function startEditing() {
    setTitle(playlist.title);
    setError(null);
    setEditing(true);
    focusLater(() => input.current);
  }
  function stopEditing() {
    setEditing(false);
    focusLater(() => renameButton.current);
  }

  return (
    <li className="playlist-card" data-playlist-id={playlist.id}>
      <div className="playlist-card__cover">
        {playlist.cover ? <img src={playlist.cover} alt="" width={320} height={180} loading="lazy" decoding="async" /> : <PlaylistIcon />}
      </div>
      <div className="playlist-card__body">
        <h3 className="playlist-card__title">
          <Link className="playlist-card__link" to={playlistPath(lang, playlist.id)} reloadDocument={RELOAD_DOCUMENT}>
            {playlist.title}
          </Link>
        </h3>
        <p className="playlist-card__meta">
          <span>{t("itemCount", { count: playlist.itemCount })}</span>
          <DateText iso={playlist.updatedAt} lang={lang} template={(date) => t("updatedOn", { date })} />
        </p>
        {editing ? (
          <form
            className="rename-form"
            onSubmit={(event) => void submit(event)}
            onKeyDown={(event) => {
              if (event.key === "Escape") {
                event.preventDefault();
                stopEditing();
              }
            }}
            noValidate
          >
            <Field id={`${id}-rename`} label={t("renameTitle", { title: playlist.title })} error={error}>
              {(control) => (
                <input
                  {...control}
                  ref={input}
                  type="text"
                  value={title}
                  maxLength={PLAYLIST_TITLE_MAX}
                  autoComplete="off"
                  onChange={(event) => setTitle(event.target.value)}
                />
              )}
            </Field>
            <div className="button-row">
              <button type="submit" className="button button--primary button--small" disabled={pending}>
                {pending ? t("saving") : t("save")}
              </button>
              <button type="button" className="button button--small" onClick={stopEditing} disabled={pending}>
                {t("cancel")}
              </button>
            </div>
          </form>
        ) : (
          <div className="button-row playlist-card__actions">
            <button type="button" className="button button--small button--quiet" ref={renameButton} onClick={startEditing}>
              <PencilIcon />
              {t("rename")}
              <span className="visually-hidden">{` – ${playlist.title}`}</span>
            </button>
            <button type="button" className="button button--small button--quiet" onClick={onDelete}>
              <TrashIcon />
              {t("deletePlaylist")}
              <span className="visually-hidden">{` – ${playlist.title}`}</span>
            </button>
          </div>
        )}
      </div>
    </li>
  );
}
