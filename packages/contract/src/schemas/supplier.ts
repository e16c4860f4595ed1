import { z } from "zod";
import { SUPPLIER_FILE_KINDS, type SupplierFileKind } from "../suppliers.ts";
import {
  addValidationIssue,
  hasNoWhitespace,
  hasUpload,
  passwordsMatchCheck,
  zAddress,
  zChinese,
  zEmail,
  zEnglish,
  zLoginField,
  zPassword,
  zPhone,
  zRequired,
  zVisibleName,
} from "../validation.ts";
import { captchaFields, signInCaptchaFields, zContactCode } from "./identity.ts";
import { pagingQuery } from "./common.ts";

/**
 * Requests and answers of the supplier calls (spec §7 Supplier; endpoints/supplier.ts), shared by server and web.
 * Field rules come from validation.ts (spec §5). Flows: docs/suppliers.md.
 */

/**
 * Why a supplier code is sent: binding a mobile to start a registration, changing the account's mobile, or resetting
 * a forgotten password (sent only when the number belongs to a supplier; the answer is the same either way).
 */
export const SUPPLIER_CODE_PURPOSES = ["bind", "change", "reset"] as const;
export type SupplierCodePurpose = (typeof SUPPLIER_CODE_PURPOSES)[number];

/** SendVerifyCode: a Macau mobile (§5 phone), the purpose, and the image captcha (verifyKey + verifyCode). */
export const supplierSendCodeBody = z.object({
  mobile: zPhone,
  purpose: z.enum(SUPPLIER_CODE_PURPOSES).default("bind"),
  ...captchaFields,
});
export type SupplierSendCodeInput = z.input<typeof supplierSendCodeBody>;
export interface SupplierCodeSent {
  /** Seconds the SMS code stays valid (600). */
  expiresInSeconds: number;
  /** A single-use ticket naming this code request: sent back with the code (bind, change). */
  verifyKey: string;
}

/** The ticket of SendVerifyCode and the six-digit SMS code, for the mobile they were sent to. */
const codeProof = { mobile: zPhone, verifyKey: z.string().trim().regex(/^[\w-]{20,64}$/), verifyCode: zContactCode };

/** bind: proves the mobile; answers a registration ticket (the supplier token until the form is sent). */
export const supplierBindBody = z.object(codeProof);
export type SupplierBindInput = z.input<typeof supplierBindBody>;
export interface SupplierBindResult {
  /** Sent as Api-Key (the supplier token) to supplier/upload and supplier/register; lasts two hours. */
  bindToken: string;
  mobile: string;
  expiresInSeconds: number;
}

/** {uuid}/change: the new mobile, the ticket and the code sent to it. */
export const supplierChangeBody = z.object(codeProof);
export type SupplierChangeInput = z.input<typeof supplierChangeBody>;
export const supplierUuidParams = z.object({ uuid: z.string().uuid() });

/** password: the current password and the new one twice (§5 password, passverification). */
export const supplierPasswordBody = z
  .object({ oldPassword: zLoginField, password: zPassword, repeatPassword: z.string().max(80) })
  .superRefine(passwordsMatchCheck("password", "repeatPassword"));
export type SupplierPasswordInput = { oldPassword: string; password: string; repeatPassword: string };

/** password/reset: the mobile proven by a "reset" code, and the new password twice. */
export const supplierResetBody = z
  .object({ ...codeProof, password: zPassword, repeatPassword: z.string().max(80) })
  .superRefine(passwordsMatchCheck("password", "repeatPassword"));
export type SupplierResetInput = SupplierChangeInput & { password: string; repeatPassword: string };

/** The documents a registration carries (spec §5 uploadRequired: business registration, logo, licence). */
export { SUPPLIER_FILE_KINDS, type SupplierFileKind } from "../suppliers.ts";
export const supplierUploadQuery = z.object({ kind: z.enum(SUPPLIER_FILE_KINDS) });
export type SupplierUploadQuery = z.input<typeof supplierUploadQuery>;

/** An uploaded file's path as supplier/upload answered it. */
const zUploadPath = z
  .string()
  .trim()
  .max(200)
  .regex(/^\/uploads\/[up]\/\d{4}\/\d{2}\/[\w-]+\.(webp|pdf)$/, "not an uploaded file");
/** The files of a kind (§5 uploadRequired: "Must upload" when none, checked on the whole form). */
const zFiles = z.array(zUploadPath).max(5);

/** Company details a supplier may edit later (update). */
export const supplierDetailsFields = {
  companyNameZh: zChinese,
  companyNameEn: zEnglish,
  contactPerson: zRequired.pipe(z.string().max(100)),
  email: zEmail,
  address: zAddress,
};

/** account name: 3 to 30 visible characters, no spaces, not shaped like an e-mail address or a mobile number. */
export const zSupplierUsername = zLoginField
  // Spec §5 noTrim, with its message (the browser checks the same rule).
  .superRefine((value, ctx) => (hasNoWhitespace(value) ? undefined : addValidationIssue(ctx, "noWhitespace")))
  .pipe(zVisibleName)
  .pipe(z.string().min(3).max(30).regex(/^[\p{L}\p{N}_.-]+$/u, "letters, digits, _ . - only"))
  .refine((v) => !/^6\d{7}$/.test(v) && !v.includes("@"), "the account name cannot be an e-mail address or a mobile number");

export const supplierRegisterBody = z
  .object({
    ...supplierDetailsFields,
    businessRegistrationNo: zRequired.pipe(z.string().max(40).regex(/^[\w\-/ ]+$/, "letters, digits, - and / only")),
    username: zSupplierUsername,
    password: zPassword,
    repeatPassword: z.string().max(80),
    businessRegistration: zFiles,
    logo: zFiles.max(1),
    license: zFiles,
  })
  .superRefine(passwordsMatchCheck("password", "repeatPassword"))
  .superRefine((value, ctx) => {
    for (const kind of SUPPLIER_FILE_KINDS) if (!hasUpload(value[kind])) addValidationIssue(ctx, "uploadRequired", [kind]);
  });
/** What a client sends (the rule fields, which zod takes as `unknown`, as the strings they are). */
export type SupplierRegisterInput = {
  [K in keyof z.input<typeof supplierRegisterBody>]: K extends SupplierFileKind ? string[] : string;
};

export const supplierUpdateBody = z.object(supplierDetailsFields);
export type SupplierUpdateInput = { [K in keyof typeof supplierDetailsFields]: string };

export const supplierLoginBody = z.object({ username: zLoginField, password: zLoginField, ...signInCaptchaFields });
export interface SupplierLoginInput {
  username: string;
  password: string;
  /** A solved captcha, when the answer was code -2 (captchaRequired), as for members. */
  verifyKey?: string;
  verifyCode?: string;
}
export interface SupplierTokenResult {
  /** The supplier token (starts "sup_"): sent as Api-Key for /api/v1.0/supplier paths only. */
  token: string;
}

export const SUPPLIER_STATUSES = ["pending", "approved", "rejected"] as const;
export type SupplierStatus = (typeof SUPPLIER_STATUSES)[number];

export interface SupplierFile {
  kind: SupplierFileKind;
  path: string;
}
export interface SupplierInfo {
  uuid: string;
  username: string;
  mobile: string;
  companyNameZh: string;
  companyNameEn: string;
  businessRegistrationNo: string;
  contactPerson: string;
  email: string;
  address: string;
  files: SupplierFile[];
  status: SupplierStatus;
  /** Why the registration was turned down (status rejected), in the staff's words. */
  statusReason: string | null;
  submittedAt: string;
  reviewedAt: string | null;
}

// ── Staff review (docs/suppliers.md) ──────────────────────────────────────────────────────────────────────────
/** The registrations of one status, oldest first (pending by default). */
export const supplierReviewQuery = pagingQuery.extend({ status: z.enum(SUPPLIER_STATUSES).default("pending") });
export const SUPPLIER_REASON_MAX_CHARS = 300;
/** Approve, or reject with the reason the supplier is told. */
export const supplierReviewBody = z
  .object({
    status: z.enum(["approved", "rejected"]),
    reason: z.string().trim().max(SUPPLIER_REASON_MAX_CHARS).optional(),
  })
  .superRefine((value, ctx) => {
    if (value.status === "rejected" && !value.reason) addValidationIssue(ctx, "required", ["reason"]);
  });
export type SupplierReviewInput = { status: "approved" | "rejected"; reason?: string };
export interface SupplierReviewPage {
  items: SupplierInfo[];
  total: number;
  page: number;
  pageSize: number;
}

// ── The console's review (procurement; docs/console.md "Procurement") ────────────────────────────────────────
export const SUPPLIER_SEARCH_MAX_CHARS = 100;
/**
 * GET …/suppliers: the registrations, pending ones first, then the oldest first; `status` keeps one status, `q`
 * finds words of the company's Chinese or English name.
 */
export const supplierConsoleQuery = pagingQuery.extend({
  status: z.enum(SUPPLIER_STATUSES).optional(),
  q: z.string().trim().max(SUPPLIER_SEARCH_MAX_CHARS).optional(),
});
export type SupplierConsoleQuery = z.input<typeof supplierConsoleQuery>;
export interface SupplierConsolePage extends SupplierReviewPage {
  /** How many registrations each status has (the screen's tabs), whatever `status` and `q` were. */
  counts: Record<SupplierStatus, number>;
}
/**
 * POST …/suppliers/:uuid/refuse: the reason the supplier reads on their account page and in the SMS. Loosely
 * bounded here; the service refuses an empty or too long one with a message of its own in four languages.
 */
export const supplierRefuseBody = z.object({ reason: z.string().max(SUPPLIER_REASON_MAX_CHARS * 4).default("") }).strict();
export type SupplierRefuseInput = z.input<typeof supplierRefuseBody>;
/**
 * Where the console opens a file the public sent (a supplier's documents): the inbox's console call, behind the
 * session and the role, never the public upload address.
 */
export const consoleFileUrl = (path: string): string => `/api/console/v1/inbox/files?path=${encodeURIComponent(path)}`;
