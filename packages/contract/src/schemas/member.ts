import { z } from "zod";
import { AGE_BANDS } from "../constants.ts";
import { zEmail, zMemberPhoto, zPassword, zSiteLink, zVisibleLines, zVisibleName, zVisibleText } from "../validation.ts";
import { pagingQuery, idParams } from "./common.ts";
import { SEX_VALUES, captchaFields, zContactCode, INTERNATIONAL_MOBILE } from "./identity.ts";
import { isMacauPhone } from "../validation.ts";

/**
 * Requests and responses of the member calls (spec §7 Member; the endpoints: endpoints/member.ts). Every call needs
 * the member's token in Api-Key; a missing, expired or revoked one is answered with HTTP 401, code 401.
 */

/** Member info (spec §3). Contacts are the member's own: never another member's. */
export interface MemberInfo {
  id: number;
  username: string;
  nickName: string;
  email: string | null;
  mobile: string | null;
  educationalStatus: string | null;
  monthlyProfit: string | null;
  profession: string | null;
  ageRanges: string | null;
  sex: string | null;
  photo: string | null;
  introduction: string | null;
  isReceiveSms: boolean;
  address: string | null;
  identity: string | null;
  firstName: string | null;
  lastName: string | null;
  favInfo: string[];
  isPhoneVerification: 0 | 1;
  hasPassword: boolean;
  /** True when the profile lacks what the member centre asks for (the incomplete-profile prompt). */
  profileIncomplete: boolean;
  createdAt: string;
}

/** A profile text the member sees again: visible characters only, on one line (`zVisibleText`) or several. */
const optionalText = (max: number, visible = zVisibleText) => visible.pipe(z.string().max(max)).optional().nullable();

/** POST info: the profile fields a member may change (contacts change through their own calls, with codes). */
export const memberInfoUpdateBody = z.object({
  nickName: zVisibleName.pipe(z.string().min(2).max(30)).optional(),
  educationalStatus: optionalText(50),
  monthlyProfit: optionalText(50),
  profession: optionalText(50),
  ageRanges: z.enum(AGE_BANDS).optional().nullable(),
  sex: z.enum(SEX_VALUES).optional().nullable(),
  /** A picture uploaded to this site (`/uploads/u/…`), or null for none: never another host (docs/security.md). */
  photo: zMemberPhoto.optional().nullable(),
  introduction: optionalText(500, zVisibleLines),
  isReceiveSms: z.boolean().optional(),
  address: optionalText(200),
  identity: optionalText(50),
  firstName: optionalText(100),
  lastName: optionalText(100),
  favInfo: z.array(z.string().trim().min(1).max(50)).max(30).optional(),
});
export type MemberInfoUpdateInput = z.input<typeof memberInfoUpdateBody>;

export const newPasswordBody = z.object({ oldPassword: z.string().max(80).default(""), newPassword: zPassword });
export interface NewPasswordInput {
  /** Empty (or left out) for a member who has none yet (social sign-in). */
  oldPassword?: string;
  newPassword: string;
}

const zMobile = z
  .string()
  .trim()
  .refine((v) => isMacauPhone(v) || INTERNATIONAL_MOBILE.test(v), "mobile must be 8 digits starting with 6, or +<country code><number>");
/**
 * mobile-verify-code / email-verify-code: the new contact, and the proof-of-work captcha (verifyKey + verifyCode, as
 * identity's SendVerifyCode; an addition to the spec, whose GET names only the contact).
 */
export const mobileCodeQuery = z.object({ mobile: zMobile, ...captchaFields });
export const emailCodeQuery = z.object({ email: zEmail, ...captchaFields });
export const updateMobileBody = z.object({ mobile: zMobile, verifyCode: zContactCode });
export const updateEmailBody = z.object({ email: zEmail, verifyCode: zContactCode });
export type MobileCodeQuery = z.input<typeof mobileCodeQuery>;
export interface EmailCodeQuery {
  email: string;
  verifyKey: string;
  verifyCode: string;
}
export type UpdateMobileInput = z.input<typeof updateMobileBody>;
export interface UpdateEmailInput {
  email: string;
  verifyCode: string;
}

export const FEEDBACK_MAX_CHARS = 2000;
export const feedbackBody = z.object({
  category: z.enum(["website", "programme", "news", "account", "other"]).default("other"),
  content: zVisibleLines.pipe(z.string().min(5).max(FEEDBACK_MAX_CHARS)),
  contact: zVisibleText.pipe(z.string().max(254)).optional().nullable(),
});
export type FeedbackInput = z.input<typeof feedbackBody>;
/** POST feedback: the id of the saved message. */
export interface FeedbackReceipt {
  id: number;
}

export const ITEM_TYPES = ["news", "video", "radio", "program", "short_video", "special", "podcast", "food"] as const;
export type MemberItemType = (typeof ITEM_TYPES)[number];
/** What a collection or playlist item points at, with a copy of what to show. */
export const itemRef = {
  itemType: z.enum(ITEM_TYPES),
  itemId: z.union([z.string().trim().min(1).max(64).regex(/^[\w-]+$/), z.number().int().min(1)]).transform(String),
  title: z.string().trim().max(300).default(""),
  cover: zSiteLink.pipe(z.string().max(500)).optional().nullable(),
  url: zSiteLink.pipe(z.string().max(500)).optional().nullable(),
};
export interface MemberItem {
  id: number;
  itemType: MemberItemType;
  itemId: string;
  title: string;
  cover: string | null;
  url: string | null;
  createdAt: string;
}
export interface Paged<T> {
  items: T[];
  total: number;
  page: number;
  pageSize: number;
}

export const collectBody = z.object(itemRef);
export type ItemRefInput = z.input<typeof collectBody>;
/** The member's lists, of one type, or the rows of one item (`itemType` and `itemId`: is it saved? — the save button). */
export const collectListQuery = pagingQuery.extend({
  itemType: z.enum(ITEM_TYPES).optional(),
  itemId: itemRef.itemId.optional(),
});
/** The paging of the member's lists (lower case, unlike the news calls). */
export interface MemberPaging {
  page?: number;
  pageSize?: number;
}
export interface CollectListQuery extends MemberPaging {
  itemType?: MemberItemType;
  itemId?: string | number;
}
/** collect/delete and playlist/item/delete: up to 100 ids at once; ids of other members are ignored. */
export const idsBody = z.object({ ids: z.array(z.coerce.number().int().min(1).max(2_147_483_647)).min(1).max(100) });
export interface IdsInput {
  ids: number[];
}

export const PLAYLIST_TITLE_MAX = 50;
export const MAX_PLAYLISTS = 50;
export const MAX_PLAYLIST_ITEMS = 500;
export const playlistBody = z.object({ title: zVisibleText.pipe(z.string().min(1).max(PLAYLIST_TITLE_MAX)) });
export const playlistParams = idParams;
export const playlistItemBody = z.object({ playlistId: z.coerce.number().int().min(1).max(2_147_483_647), ...itemRef });
export const playlistItemDeleteBody = idsBody.extend({ playlistId: z.coerce.number().int().min(1).max(2_147_483_647) });
export type PlaylistInput = z.input<typeof playlistBody>;
export type PlaylistItemInput = ItemRefInput & { playlistId: number };
export type PlaylistItemDeleteInput = IdsInput & { playlistId: number };
export interface PlaylistSummary {
  id: number;
  title: string;
  itemCount: number;
  cover: string | null;
  updatedAt: string;
}
export interface PlaylistEntry extends MemberItem {
  /** The content is no longer available. */
  notEnabled: boolean;
}
export interface PlaylistDetail extends PlaylistSummary {
  items: PlaylistEntry[];
}

export interface MemberNotification {
  id: number;
  title: string;
  content: string;
  link: string | null;
  read: boolean;
  createdAt: string;
}
export const notificationReadBody = idsBody;

export interface DownloadItem {
  id: number;
  title: string;
  description: string | null;
  /** The group it is listed under, or null. */
  category: string | null;
  fileUrl: string;
  fileSize: number | null;
}

export interface Recommendation {
  itemType: MemberItemType;
  itemId: string;
  title: string;
  cover: string | null;
  url: string;
  reason: string;
}

export const memberPagingQuery = pagingQuery;

// ── Playback positions ("continue watching/listening", docs/members.md) ──────────────────────────────────────
/** A position at or past this share of the episode's duration counts as finished: it leaves the list. */
export const PLAYBACK_FINISHED_RATIO = 0.95;
/** Episodes in the list at most (GET continue-watching?pageSize). */
export const CONTINUE_MAX = 50;
/** PUT playback-position/{episode id}: where the member is, in seconds (≤ the episode's duration, checked by the server). */
export const playbackPositionBody = z.object({ position: z.number().finite().min(0).max(86_400) });
export interface PlaybackPositionInput {
  position: number;
}
export const continueQuery = z.object({ pageSize: z.coerce.number().int().min(1).max(CONTINUE_MAX).default(12) });
export interface ContinueQuery {
  pageSize?: number;
}
/** Where a member stopped in an episode (seconds); `finished` at or past PLAYBACK_FINISHED_RATIO of the duration. */
export interface PlaybackPosition {
  episodeId: number;
  position: number;
  duration: number;
  finished: boolean;
  updatedAt: string;
}
/** An unfinished episode of the member's "continue watching" list, with what to show and where it plays. */
export interface ContinueItem extends PlaybackPosition {
  itemType: "video" | "radio";
  /** The episode's title. */
  title: string;
  programme: string;
  /** The programme's slug (its page: program-detail/{slug}). */
  programmeSlug: string;
  cover: string | null;
  url: string;
}

// ── Answers of the member calls (member API) ─────────────────────────────────────────────────────────────────
/** GET notification: a page of notifications, and how many of all the member's notifications are unread. */
export interface NotificationPage extends Paged<MemberNotification> {
  unread: number;
}
/** collect/delete and playlist/item/delete: how many of the given ids were the member's and are gone. */
export interface DeletedCount {
  deleted: number;
}
/** notification/read: how many of the given ids the member can see (now read). */
export interface ReadCount {
  read: number;
}
