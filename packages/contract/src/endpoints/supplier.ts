import { CONSOLE_API_PATH, GET, POST } from "../endpoint.ts";
import type { UploadResult } from "../schemas/upload.ts";
import type { PageQuery } from "./paging.ts";
import type {
  SupplierBindInput,
  SupplierBindResult,
  SupplierChangeInput,
  SupplierCodeSent,
  SupplierConsolePage,
  SupplierConsoleQuery,
  SupplierInfo,
  SupplierLoginInput,
  SupplierPasswordInput,
  SupplierRefuseInput,
  SupplierResetInput,
  SupplierRegisterInput,
  SupplierReviewInput,
  SupplierReviewPage,
  SupplierSendCodeInput,
  SupplierTokenResult,
  SupplierUpdateInput,
  SupplierUploadQuery,
} from "../schemas/supplier.ts";

/**
 * Spec §7 Supplier (docs/suppliers.md). Every call under this base carries the supplier token as Api-Key, never
 * the member's (the shared client picks it by path); a member token opens none of them.
 */
const BASE = "/api/v1.0/supplier";

export const supplierApi = {
  /** An SMS code to a Macau mobile, after the image captcha (purpose bind or change). */
  sendVerifyCode: POST(`${BASE}/SendVerifyCode`).body<SupplierSendCodeInput>().returns<SupplierCodeSent>(),
  /** Bind: the mobile's code gives a registration ticket (the first step of registering). */
  bind: POST(`${BASE}/bind`).body<SupplierBindInput>().returns<SupplierBindResult>(),
  /** One document of the registration (business registration, logo, licence), with the ticket or a supplier token. */
  upload: POST(`${BASE}/upload`).query<SupplierUploadQuery>().body<FormData>().returns<UploadResult>(),
  /** The registration form, with the ticket: the supplier is signed in, status pending. */
  register: POST(`${BASE}/register`).body<SupplierRegisterInput>().returns<SupplierTokenResult>(),
  login: POST(`${BASE}/login`).body<SupplierLoginInput>().returns<SupplierTokenResult>(),
  logout: POST(`${BASE}/logout`).returns<null>(),
  info: GET(`${BASE}/info`).returns<SupplierInfo>(),
  update: POST(`${BASE}/update`).body<SupplierUpdateInput>().returns<SupplierInfo>(),
  /** A new mobile for the account, proven by the code sent to it. */
  changeMobile: POST(`${BASE}/:uuid/change`).body<SupplierChangeInput>().returns<SupplierInfo>(),
  /** Not in the spec (docs/suppliers.md): a new password, the current one given; other sessions end. */
  changePassword: POST(`${BASE}/password`).body<SupplierPasswordInput>().returns<null>(),
  /** Not in the spec: a forgotten password, reset with a "reset" code sent to the account's mobile; every session ends. */
  resetPassword: POST(`${BASE}/password/reset`).body<SupplierResetInput>().returns<null>(),
  /** Staff (bearer MODERATION_TOKEN): the registrations of one status, oldest first. */
  reviewQueue: GET("/api/staff/suppliers").query<PageQuery & { status?: "pending" | "approved" | "rejected" }>().returns<SupplierReviewPage>(),
  /** Staff (bearer MODERATION_TOKEN): approve a registration, or reject it with a reason; the supplier gets an SMS. */
  review: POST("/api/staff/suppliers/:uuid/status").body<SupplierReviewInput>().returns<SupplierInfo>(),
};

/** Who reviews suppliers' registrations and edits tenders (docs/console.md "Procurement"). */
export const PROCUREMENT = ["procurement", "admin"] as const;
const CONSOLE_SUPPLIERS = `${CONSOLE_API_PATH}/v1/suppliers`;

/** The console's review of suppliers' registrations (docs/console.md "Procurement"). */
export const supplierConsoleApi = {
  /** The registrations, pending first then oldest first, of one status or all, found by company name; paged. */
  queue: GET(CONSOLE_SUPPLIERS).access(PROCUREMENT).query<SupplierConsoleQuery>().returns<SupplierConsolePage>(),
  /** One registration in full: its fields and its documents. */
  get: GET(`${CONSOLE_SUPPLIERS}/:uuid`).access(PROCUREMENT).returns<SupplierInfo>(),
  /** Approved: the supplier is told by SMS. */
  approve: POST(`${CONSOLE_SUPPLIERS}/:uuid/approve`).access(PROCUREMENT).returns<SupplierInfo>(),
  /** Refused with a reason: the supplier is told by SMS and reads the reason on their account page. */
  refuse: POST(`${CONSOLE_SUPPLIERS}/:uuid/refuse`).access(PROCUREMENT).body<SupplierRefuseInput>().returns<SupplierInfo>(),
};
