import type { ComponentType } from "react";
import { Link } from "react-router";
import { memberApi } from "@portal/contract/endpoints/member";
import type { UrlLang } from "@portal/contract/locales";
import type { DownloadItem, MemberItem, Paged } from "@portal/contract/schemas/member";
import type { Route } from "./+types/my-list";
import { accountPath, loadForMember, optional, playlistPath, type AccountScreen } from "../../features/member/account-api.ts";
import { formatFileSize } from "../../features/member/account-format.ts";
import type { PageQuery } from "../../features/member/account-list.ts";
import { usePagedList } from "../../features/member/account-paging.ts";
import { PagedListEnd } from "../../features/member/AccountLists.tsx";
import { ContinueWatching } from "../../features/member/ContinueWatching.tsx";
import { BellIcon, BookmarkIcon, DownloadIcon, PlaylistIcon } from "../../components/account-icons.tsx";
import { accountBreadcrumb, accountMeta, accountRouteBreadcrumb } from "../../features/member/account-route.ts";
import type { RouteHandle } from "../../context.ts";
import { RELOAD_DOCUMENT } from "../../features/member/AccountNav.tsx";
import {
  DateText,
  EmptyState,
  ItemRow,
  ScreenError,
  ScreenFallback,
  ScreenHeading,
  useAccountText,
} from "../../features/member/AccountParts.tsx";
import { Avatar } from "../../components/Avatar.tsx";
import { Panel } from "../../components/Panel.tsx";
import { memberNameOf } from "../../layout/member.ts";
import { saveMemberInfo } from "../../browser/session.ts";
import type { DataCall } from "../../data/call.ts";

/**
 * The overview (spec §2 my-list, the member centre's default screen): who is signed in, the prompt to complete
 * the profile (spec §4), shortcuts with counts, the latest saved items and playlists, the watch list (GET
 * piecelist), the episodes to continue (GET continue-watching) and the downloads for members (GET download). Each section but the member info may fail on its own
 * and says so in place.
 */
export const meta: Route.MetaFunction = ({ matches }) => accountMeta(matches, "myList");

export const handle: RouteHandle = { breadcrumb: accountRouteBreadcrumb(null) };

export function loader({ params }: Route.LoaderArgs) {
  return { breadcrumb: accountBreadcrumb(params.lang, null) };
}

const LATEST_COUNT = 4;
const PIECES_PAGE_SIZE = 6;
const CONTINUE_COUNT = 6;

const piecePage = (call: DataCall, query: PageQuery) => call(memberApi.pieces, { query });

export async function clientLoader(args: Route.ClientLoaderArgs) {
  return loadForMember(args, async (call) => {
    const [info, playlists, collections, pieces, notifications, downloads, continuing] = await Promise.all([
      call(memberApi.info),
      optional(call(memberApi.playlists)),
      optional(call(memberApi.collections, { query: { page: 1, pageSize: LATEST_COUNT } })),
      optional(piecePage(call, { page: 1, pageSize: PIECES_PAGE_SIZE })),
      optional(call(memberApi.notifications, { query: { page: 1, pageSize: 1 } })),
      optional(call(memberApi.downloads)),
      optional(call(memberApi.continueWatching, { query: { pageSize: CONTINUE_COUNT } })),
    ]);
    // The header and the side show the name stored at login: keep it current.
    saveMemberInfo(info);
    return { breadcrumb: accountBreadcrumb(args.params.lang, null), info, playlists, collections, pieces, notifications, downloads, continuing };
  });
}
clientLoader.hydrate = true as const;

export function HydrateFallback() {
  return <ScreenFallback screen="myList" variant="cards" rows={4} />;
}

export function ErrorBoundary() {
  return <ScreenError screen="myList" />;
}

export default function MyList({ loaderData }: Route.ComponentProps) {
  const { lang, t } = useAccountText();
  const { info, playlists, collections, pieces, notifications, downloads, continuing } = loaderData;
  const name = memberNameOf(info) ?? info.username;
  const unavailable = <p className="account-note">{t("loadFailedTitle")}</p>;
  const viewAll = (screen: AccountScreen, section: string) => (
    <Link className="panel-link" to={accountPath(lang, screen)} reloadDocument={RELOAD_DOCUMENT}>
      {t("viewAll")}
      <span className="visually-hidden">{` – ${section}`}</span>
    </Link>
  );

  return (
    <section className="account-screen account-overview" data-testid="my-list">
      <ScreenHeading>{t("myList")}</ScreenHeading>
      <div className="welcome-card">
        <Avatar name={name} photo={info.photo} />
        <div className="welcome-card__text">
          <p className="welcome-card__greeting" data-testid="account-greeting">
            {t("greeting", { name })}
          </p>
          <p className="welcome-card__meta">
            <DateText iso={info.createdAt} lang={lang} template={(date) => t("memberSince", { date })} />
            {info.email || info.mobile ? <span>{info.email ?? info.mobile}</span> : null}
          </p>
        </div>
        <Link className="button button--small" to={accountPath(lang, "setup")} reloadDocument={RELOAD_DOCUMENT}>
          {t("setup")}
        </Link>
      </div>

      {info.profileIncomplete ? (
        <div className="callout" data-testid="profile-incomplete">
          <div>
            <h2 className="callout__title">{t("completeProfileTitle")}</h2>
            <p>{t("completeProfileText")}</p>
          </div>
          <Link className="button button--primary" to={accountPath(lang, "setup")} reloadDocument={RELOAD_DOCUMENT}>
            {t("completeProfileAction")}
          </Link>
        </div>
      ) : null}

      <h2 className="visually-hidden">{t("shortcuts")}</h2>
      <ul className="stat-tiles">
        <StatTile lang={lang} screen="play-list" Icon={PlaylistIcon} label={t("playList")} value={playlists?.length} />
        <StatTile lang={lang} screen="collect" Icon={BookmarkIcon} label={t("collect")} value={collections?.total} />
        <StatTile lang={lang} screen="account-notice" Icon={BellIcon} label={t("unreadNotices")} value={notifications?.unread} highlight={Boolean(notifications?.unread)} />
      </ul>

      <Panel title={t("continueWatching")} id="overview-continue">
        {continuing ? <ContinueWatching items={continuing} /> : unavailable}
      </Panel>

      <div className="overview-columns">
        <Panel title={t("latestCollections")} id="overview-collect" action={collections?.items.length ? viewAll("collect", t("latestCollections")) : undefined}>
          {!collections ? (
            unavailable
          ) : collections.items.length ? (
            <ul className="item-list item-list--compact">
              {collections.items.map((item) => (
                <ItemRow key={item.id} item={item} lang={lang} />
              ))}
            </ul>
          ) : (
            <EmptyState>{t("collectEmpty")}</EmptyState>
          )}
        </Panel>
        <Panel title={t("yourPlaylists")} id="overview-playlists" action={playlists?.length ? viewAll("play-list", t("yourPlaylists")) : undefined}>
          {!playlists ? (
            unavailable
          ) : playlists.length ? (
            <ul className="mini-playlists">
              {playlists.slice(0, LATEST_COUNT).map((playlist) => (
                <li key={playlist.id}>
                  <Link to={playlistPath(lang, playlist.id)} reloadDocument={RELOAD_DOCUMENT}>
                    <span className="mini-playlists__icon" aria-hidden="true">
                      <PlaylistIcon />
                    </span>
                    <span className="mini-playlists__title">{playlist.title}</span>
                    <span className="mini-playlists__count">{t("itemCount", { count: playlist.itemCount })}</span>
                  </Link>
                </li>
              ))}
            </ul>
          ) : (
            <EmptyState
              action={
                <Link className="button button--small" to={accountPath(lang, "play-list")} reloadDocument={RELOAD_DOCUMENT}>
                  {t("newPlaylist")}
                </Link>
              }
            >
              {t("playlistsEmpty")}
            </EmptyState>
          )}
        </Panel>
      </div>

      <Panel title={t("pieceList")} id="overview-pieces">
        {pieces ? <PieceList loaded={pieces} /> : unavailable}
      </Panel>

      <Panel title={t("downloads")} id="overview-downloads">
        {!downloads ? unavailable : downloads.length ? <Downloads lang={lang} downloads={downloads} /> : <EmptyState>{t("downloadsEmpty")}</EmptyState>}
      </Panel>
    </section>
  );
}

function StatTile({
  lang,
  screen,
  Icon,
  label,
  value,
  highlight = false,
}: {
  lang: UrlLang;
  screen: AccountScreen;
  Icon: ComponentType;
  label: string;
  value: number | undefined;
  highlight?: boolean;
}) {
  return (
    <li>
      <Link className={`stat-tile${highlight ? " is-highlighted" : ""}`} to={accountPath(lang, screen)} reloadDocument={RELOAD_DOCUMENT} data-screen={screen}>
        <Icon />
        <span className="stat-tile__value">{value ?? "–"}</span>
        <span className="stat-tile__label">{label}</span>
      </Link>
    </li>
  );
}

/** The watch list, paged like every member list. */
function PieceList({ loaded }: { loaded: Paged<MemberItem> }) {
  const { lang, t } = useAccountText();
  const paged = usePagedList(loaded, piecePage);
  if (!paged.list.items.length) return <EmptyState>{t("pieceListEmpty")}</EmptyState>;
  return (
    <>
      <ul className="item-list item-list--compact" ref={paged.listRef}>
        {paged.list.items.map((item) => (
          <ItemRow key={item.id} item={item} lang={lang} />
        ))}
      </ul>
      <PagedListEnd paged={paged} />
    </>
  );
}

function Downloads({ lang, downloads }: { lang: UrlLang; downloads: DownloadItem[] }) {
  const { t } = useAccountText();
  return (
    <ul className="download-list">
      {downloads.map((file) => (
        <li key={file.id}>
          <div className="download-list__text">
            <h3>{file.title}</h3>
            {file.description ? <p>{file.description}</p> : null}
            {file.fileSize !== null ? <p className="download-list__size">{formatFileSize(file.fileSize, lang)}</p> : null}
          </div>
          <a className="button button--small" href={file.fileUrl} download>
            <DownloadIcon />
            {t("download")}
            <span className="visually-hidden">{` – ${file.title}`}</span>
          </a>
        </li>
      ))}
    </ul>
  );
}

