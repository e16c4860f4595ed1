import { z } from "zod";
import { API_LOCALES, type ApiLocale } from "../locales.ts";
import { zEmail, zLoginField, zPassword, zVisibleName } from "../validation.ts";
import { pagingQuery } from "./common.ts";
import { signInCaptchaFields } from "./identity.ts";

/**
 * The newsroom console's staff accounts (endpoints/staff.ts; docs/console.md): the roles, and what the sign-in,
 * set-up and session calls take and answer. Staff sign in with an e-mail address, a password (the members' §5 rule)
 * and a TOTP code from an authenticator app (or one of their recovery codes).
 */

/** Every staff role, in the order the console lists them. A staff account has exactly one. */
export const STAFF_ROLES = ["contributor", "editor", "producer", "marketing", "hr", "procurement", "moderator", "admin"] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

export function isStaffRole(value: unknown): value is StaffRole {
  return typeof value === "string" && (STAFF_ROLES as readonly string[]).includes(value);
}

/** What each role is for, one line in each language of the API (the roles list answers the request's one). */
export const STAFF_ROLE_DESCRIPTIONS: Readonly<Record<StaffRole, Readonly<Record<ApiLocale, string>>>> = {
  contributor: {
    zh_TW: "撰寫稿件與上載素材，提交編輯審閱",
    zh_CN: "撰写稿件与上载素材，提交编辑审阅",
    en: "Writes drafts and uploads material for an editor to review",
    pt: "Escreve rascunhos e carrega materiais para revisão por um editor",
  },
  editor: {
    zh_TW: "審閱、修改及發佈新聞與網頁內容",
    zh_CN: "审阅、修改及发布新闻与网页内容",
    en: "Reviews, edits and publishes news and site content",
    pt: "Revê, edita e publica notícias e conteúdos do sítio",
  },
  producer: {
    zh_TW: "管理節目、集數、直播頻道及節目表",
    zh_CN: "管理节目、集数、直播频道及节目表",
    en: "Manages programmes, episodes, live channels and the schedule",
    pt: "Gere programas, episódios, canais em directo e a grelha",
  },
  marketing: {
    zh_TW: "管理廣告、專題、活動及投票",
    zh_CN: "管理广告、专题、活动及投票",
    en: "Manages adverts, specials, campaigns and votes",
    pt: "Gere anúncios, especiais, campanhas e votações",
  },
  hr: {
    zh_TW: "管理職位空缺及求職申請",
    zh_CN: "管理职位空缺及求职申请",
    en: "Manages job openings and job applications",
    pt: "Gere vagas de emprego e candidaturas",
  },
  procurement: {
    zh_TW: "管理招標公告及供應商審批",
    zh_CN: "管理招标公告及供应商审批",
    en: "Manages tenders and the review of suppliers",
    pt: "Gere concursos e a aprovação de fornecedores",
  },
  moderator: {
    zh_TW: "審核讀者留言及投稿",
    zh_CN: "审核读者留言及投稿",
    en: "Moderates readers' comments and submissions",
    pt: "Modera os comentários e contributos dos leitores",
  },
  admin: {
    zh_TW: "管理職員帳戶、角色及網站設定",
    zh_CN: "管理职员帐户、角色及网站设定",
    en: "Manages staff accounts, roles and site settings",
    pt: "Gere as contas do pessoal, as funções e as definições do sítio",
  },
};

/** A TOTP code: six digits (spaces a person types between groups are dropped). */
export const zTotpCode = z
  .string()
  .transform((v) => v.replace(/\s+/g, ""))
  .pipe(z.string().regex(/^\d{6}$/, "the code has six digits"));
/** A recovery code as shown at set-up ("abcde-fghij"); letter case and the dash do not matter. */
export const zRecoveryCode = z
  .string()
  .max(40)
  .transform((v) => v.trim().toLowerCase().replace(/[\s-]+/g, ""))
  .pipe(z.string().regex(/^[a-z2-7]{10}$/, "a recovery code has ten letters and digits"));
/** A set-up token from the link staff:create printed (256 bits, base64url). */
export const zSetupToken = z.string().trim().regex(/^[A-Za-z0-9_-]{43}$/, "the set-up link is not valid");

/** Step 1: e-mail address and password (and a solved captcha once the address has had too many failures). */
export const staffSignInBody = z.object({ email: zLoginField, password: zLoginField, ...signInCaptchaFields });
export type StaffSignInInput = z.input<typeof staffSignInBody>;
/** Step 2: the authenticator's code, or one of the recovery codes — exactly one of the two. */
export const staffSecondFactorBody = z
  .object({ code: zTotpCode.optional(), recoveryCode: zRecoveryCode.optional() })
  .refine((body) => (body.code === undefined) !== (body.recoveryCode === undefined), { message: "send a code or a recovery code", path: ["code"] });
export type StaffSecondFactorInput = z.input<typeof staffSecondFactorBody>;

/** Set-up, first call: the one-time token and the password chosen (the members' rule, spec §5). */
export const staffSetupBody = z.object({ token: zSetupToken, password: zPassword });
export type StaffSetupInput = z.input<typeof staffSetupBody>;
/** Set-up, second call: the token again and the first code of the authenticator, which confirms the enrolment. */
export const staffSetupConfirmBody = z.object({ token: zSetupToken, code: zTotpCode });
export type StaffSetupConfirmInput = z.input<typeof staffSetupConfirmBody>;

/** The CSRF token every state-changing console call sends back in the `X-CSRF-Token` header. */
export interface StaffCsrfToken {
  csrfToken: string;
}

/** After step 1: the second factor is needed (a pending sign-in is bound to this browser by an httpOnly cookie). */
export interface StaffSignInStep {
  next: "totp";
  /** Seconds the pending sign-in lasts. */
  expiresInSeconds: number;
}

/** The signed-in staff member. */
export interface StaffMe {
  id: number;
  name: string;
  email: string;
  role: StaffRole;
}

export interface StaffRoleInfo {
  role: StaffRole;
  description: string;
}

/** Set-up, first answer: what the authenticator app needs, as a QR code's content and for typing in by hand. */
export interface StaffTotpEnrolment {
  otpauthUri: string;
  /** The secret in base32. */
  secret: string;
}

/** Set-up, second answer: the recovery codes, shown once; each works once instead of a TOTP code. */
export interface StaffRecoveryCodes {
  recoveryCodes: string[];
}

/**
 * How long an authenticator code entered on a session (at sign-in, or to `…/reauthenticate`) lets it make sensitive
 * calls (endpoints declared `.sensitive()`: inviting, roles, disabling, enabling, resetting staff accounts).
 */
export const STAFF_FRESH_CODE_MINUTES = 10;

/** Re-authentication: the authenticator's current code, before a sensitive call. */
export const staffReauthBody = z.object({ code: zTotpCode });
export type StaffReauthInput = z.input<typeof staffReauthBody>;

/** After re-authentication: until when this session may make sensitive calls (ISO 8601). */
export interface StaffReauthenticated {
  freshUntil: string;
}

/** Sign out everywhere: how many sessions were ended (this one included). */
export interface StaffSessionsEnded {
  ended: number;
}

// ── Staff administration (administrators only; docs/console.md "Staff administration") ─────────────────────────

/** invited: has a set-up link, not set up yet; active: can sign in; disabled: cannot, its sessions ended. */
export const STAFF_STATUSES = ["invited", "active", "disabled"] as const;
export type StaffStatus = (typeof STAFF_STATUSES)[number];

/** The longest display name of a staff member. */
export const STAFF_NAME_MAX_CHARS = 100;

/** The staff list's filters: a status, a role; in the order the accounts were made, paged. */
export const staffListQuery = pagingQuery.extend({ status: z.enum(STAFF_STATUSES).optional(), role: z.enum(STAFF_ROLES).optional() });
export type StaffListQuery = z.input<typeof staffListQuery>;

/** The language of an invitation e-mail (the request's when absent). */
const zMessageLanguage = z.enum(API_LOCALES).optional();

/** Invite a person: their e-mail address, name and role; the set-up link goes to the address by e-mail. */
export const staffInviteBody = z.object({
  email: zEmail,
  name: zVisibleName.pipe(z.string().min(1).max(STAFF_NAME_MAX_CHARS)),
  role: z.enum(STAFF_ROLES),
  language: zMessageLanguage,
});
export type StaffInviteInput = z.input<typeof staffInviteBody>;

/** Send an invited account a new set-up link (the old one stops working). */
export const staffResendInviteBody = z.object({ language: zMessageLanguage });
export type StaffResendInviteInput = z.input<typeof staffResendInviteBody>;

/** Reset an account's sign-in (a lost phone): its new set-up link's e-mail in this language (the request's when absent). */
export const staffResetBody = staffResendInviteBody;
export type StaffResetInput = z.input<typeof staffResetBody>;

/** Give an account another role. */
export const staffRoleBody = z.object({ role: z.enum(STAFF_ROLES) });
export type StaffRoleInput = z.input<typeof staffRoleBody>;

/** A staff account as administrators see it (never its password hash, authenticator or tokens). */
export interface StaffAccountSummary {
  id: number;
  email: string;
  name: string;
  role: StaffRole;
  status: StaffStatus;
  /** The last successful sign-in (ISO 8601), or null. */
  lastSignInAt: string | null;
  createdAt: string;
  /** An invited account: when its current set-up link expires (null when it has none left). */
  invitationExpiresAt: string | null;
}

/**
 * What became of the invitation e-mail: sent (to the mail server), kept in the outbox (no mail server set: the
 * development outbox at /dev/outbox), or failed (the mail server refused: resend it later).
 */
export type StaffInvitationDelivery = "sent" | "outbox" | "failed";

/**
 * The answer to an invitation or a resent one: the account, where the link went and until when it works. The link
 * itself only when it went to the development outbox (never on a site with a mail server or in production): the
 * link sets up the account, so only its owner's mailbox should hold it.
 */
export interface StaffInvitation {
  account: StaffAccountSummary;
  sentTo: string;
  expiresAt: string;
  delivery: StaffInvitationDelivery;
  setupUrl?: string;
}

/** After resetting an account's sign-in: the new set-up link's e-mail (as an invitation's), and the sessions ended. */
export interface StaffReset extends StaffInvitation {
  sessionsEnded: number;
}

/** After disabling an account: the account, and how many of its sessions were ended. */
export interface StaffDisabled {
  account: StaffAccountSummary;
  sessionsEnded: number;
}
