import { GET, POST, PUT } from "../endpoint.ts";
import type { SendVerifyCodeResult } from "../schemas/identity.ts";
import type {
  CollectListQuery,
  ContinueItem,
  ContinueQuery,
  DeletedCount,
  DownloadItem,
  EmailCodeQuery,
  FeedbackInput,
  FeedbackReceipt,
  IdsInput,
  ItemRefInput,
  MemberInfo,
  MemberInfoUpdateInput,
  MemberItem,
  MemberPaging,
  MobileCodeQuery,
  NewPasswordInput,
  NotificationPage,
  Paged,
  PlaybackPosition,
  PlaybackPositionInput,
  PlaylistDetail,
  PlaylistEntry,
  PlaylistInput,
  PlaylistItemDeleteInput,
  PlaylistItemInput,
  PlaylistSummary,
  ReadCount,
  Recommendation,
  UpdateEmailInput,
  UpdateMobileInput,
} from "../schemas/member.ts";

/**
 * Spec §7 Member (docs/members.md). Every call needs the member's token (Api-Key): without a good one, HTTP 401 and
 * code 401. Answers are personal (no-store).
 */
const BASE = "/api/v1.0/member";

export const memberApi = {
  // ── Profile and credentials ──
  info: GET(`${BASE}/info`).returns<MemberInfo>(),
  /** Saves profile fields; answers the member info as it now is. */
  updateInfo: POST(`${BASE}/info`).body<MemberInfoUpdateInput>().returns<MemberInfo>(),
  newPassword: POST(`${BASE}/password/new`).body<NewPasswordInput>().returns<null>(),
  /** A code to a new mobile number or e-mail address (then update-mobile / update-email with it). */
  mobileCode: GET(`${BASE}/mobile-verify-code`).query<MobileCodeQuery>().returns<SendVerifyCodeResult>(),
  emailCode: GET(`${BASE}/email-verify-code`).query<EmailCodeQuery>().returns<SendVerifyCodeResult>(),
  updateMobile: POST(`${BASE}/update-mobile`).body<UpdateMobileInput>().returns<MemberInfo>(),
  updateEmail: POST(`${BASE}/update-email`).body<UpdateEmailInput>().returns<MemberInfo>(),
  feedback: POST(`${BASE}/feedback`).body<FeedbackInput>().returns<FeedbackReceipt>(),

  // ── Collections and the watch list ("piece list") ──
  collect: POST(`${BASE}/collect`).body<ItemRefInput>().returns<MemberItem>(),
  collections: GET(`${BASE}/collect`).query<CollectListQuery>().returns<Paged<MemberItem>>(),
  deleteCollections: POST(`${BASE}/collect/delete`).body<IdsInput>().returns<DeletedCount>(),
  pieces: GET(`${BASE}/piecelist`).query<CollectListQuery>().returns<Paged<MemberItem>>(),

  // ── Playlists ──
  createPlaylist: POST(`${BASE}/playlist`).body<PlaylistInput>().returns<PlaylistSummary>(),
  playlists: GET(`${BASE}/playlist`).returns<PlaylistSummary[]>(),
  playlist: GET(`${BASE}/playlist/:id`).returns<PlaylistDetail>(),
  renamePlaylist: POST(`${BASE}/playlist/:id/update`).body<PlaylistInput>().returns<PlaylistSummary>(),
  deletePlaylist: POST(`${BASE}/playlist/:id/delete`).returns<null>(),
  addPlaylistItem: POST(`${BASE}/playlist/item`).body<PlaylistItemInput>().returns<PlaylistEntry>(),
  deletePlaylistItems: POST(`${BASE}/playlist/item/delete`).body<PlaylistItemDeleteInput>().returns<DeletedCount>(),

  // ── Recommendations, notifications, downloads ──
  recommendations: GET(`${BASE}/program-recommendation`).returns<Recommendation[]>(),
  notifications: GET(`${BASE}/notification`).query<MemberPaging>().returns<NotificationPage>(),
  readNotifications: POST(`${BASE}/notification/read`).body<IdsInput>().returns<ReadCount>(),
  downloads: GET(`${BASE}/download`).returns<DownloadItem[]>(),

  // ── Continue watching/listening: where the member stopped in programme episodes ──
  /** Saves where the member is in an episode (`:id` the episode's numeric id); answers the saved position. */
  savePosition: PUT(`${BASE}/playback-position/:id`).body<PlaybackPositionInput>().returns<PlaybackPosition>(),
  /** The member's position in one episode, or null when none is kept. */
  position: GET(`${BASE}/playback-position/:id`).returns<PlaybackPosition | null>(),
  /** The unfinished episodes (under 95 %), the most recently played first. */
  continueWatching: GET(`${BASE}/continue-watching`).query<ContinueQuery>().returns<ContinueItem[]>(),
};
