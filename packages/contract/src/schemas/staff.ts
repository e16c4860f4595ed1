import { z } from "zod";
import type { ApiLocale } from "../locales.ts";
import { zLoginField, zPassword } from "../validation.ts";
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

/** Sign out everywhere: how many sessions were ended (this one included). */
export interface StaffSessionsEnded {
  ended: number;
}
