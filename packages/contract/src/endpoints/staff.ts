import { CONSOLE_API_PATH, GET, POST } from "../endpoint.ts";
import type { Paged } from "../schemas/member.ts";
import type {
  StaffAccountSummary,
  StaffCsrfToken,
  StaffDisabled,
  StaffInvitation,
  StaffInviteInput,
  StaffListQuery,
  StaffMe,
  StaffReauthenticated,
  StaffReauthInput,
  StaffRecoveryCodes,
  StaffResendInviteInput,
  StaffReset,
  StaffResetInput,
  StaffRoleInfo,
  StaffRoleInput,
  StaffSecondFactorInput,
  StaffSessionsEnded,
  StaffSetupConfirmInput,
  StaffSetupInput,
  StaffSignInInput,
  StaffSignInStep,
  StaffTotpEnrolment,
} from "../schemas/staff.ts";

/**
 * The newsroom console's staff calls (docs/console.md). The session is an httpOnly cookie, never a header: every
 * call that changes state also sends the CSRF token (`csrf`) in `X-CSRF-Token`, or gets 403. Each declares who may
 * call it (docs/console.md "The access matrix"): the sign-in and set-up calls anyone, the administration of staff
 * accounts administrators only, the rest any staff member. The administrators' changes are also `.sensitive()`: they
 * need an authenticator code entered on the session within STAFF_FRESH_CODE_MINUTES (`reauthenticate`).
 */
const BASE = `${CONSOLE_API_PATH}/v1`;

export const staffApi = {
  /** The CSRF token (and its secret cookie) for this browser. */
  csrf: GET(`${BASE}/csrf`).access("public").returns<StaffCsrfToken>(),
  /** Sign-in, step 1: e-mail and password; answers that a TOTP code is needed and sets the pending sign-in cookie. */
  signIn: POST(`${BASE}/sign-in`).access("public").body<StaffSignInInput>().returns<StaffSignInStep>(),
  /** Sign-in, step 2: a TOTP code or a recovery code; sets the session cookie. */
  signInVerify: POST(`${BASE}/sign-in/verify`).access("public").body<StaffSecondFactorInput>().returns<StaffMe>(),
  me: GET(`${BASE}/me`).access("staff").returns<StaffMe>(),
  signOut: POST(`${BASE}/sign-out`).access("staff").returns<null>(),
  /** Ends every session of the account, this one included. */
  signOutEverywhere: POST(`${BASE}/sign-out-everywhere`).access("staff").returns<StaffSessionsEnded>(),
  /** The authenticator's code again: sensitive calls are let through for STAFF_FRESH_CODE_MINUTES on this session. */
  reauthenticate: POST(`${BASE}/reauthenticate`).access("staff").body<StaffReauthInput>().returns<StaffReauthenticated>(),
  /** The roles and what each is for, in the request's language. */
  roles: GET(`${BASE}/roles`).access("staff").returns<StaffRoleInfo[]>(),
  /** Set-up with the one-time token: sets the password and starts the TOTP enrolment. */
  setup: POST(`${BASE}/setup`).access("public").body<StaffSetupInput>().returns<StaffTotpEnrolment>(),
  /** Set-up, confirmed by the first TOTP code: the account becomes active; the recovery codes, once. */
  setupConfirm: POST(`${BASE}/setup/confirm`).access("public").body<StaffSetupConfirmInput>().returns<StaffRecoveryCodes>(),

  // ── Staff administration (docs/console.md "Staff administration"): every change is in the audit log ──
  /** The staff accounts with their status, role and last sign-in. */
  accounts: GET(`${BASE}/staff`).access(["admin"]).query<StaffListQuery>().returns<Paged<StaffAccountSummary>>(),
  /** Invites a person: an invited account, and its set-up link sent to the address by e-mail. */
  invite: POST(`${BASE}/staff`).access(["admin"]).sensitive().body<StaffInviteInput>().returns<StaffInvitation>(),
  /** A new set-up link for an invited account, by e-mail; the old link stops working. */
  resendInvite: POST(`${BASE}/staff/:id/resend-invite`).access(["admin"]).body<StaffResendInviteInput>().returns<StaffInvitation>(),
  /** Another role (refused for the last active administrator). */
  setRole: POST(`${BASE}/staff/:id/role`).access(["admin"]).sensitive().body<StaffRoleInput>().returns<StaffAccountSummary>(),
  /** Disables an account and ends its sessions at once (refused for one's own account). */
  disable: POST(`${BASE}/staff/:id/disable`).access(["admin"]).sensitive().returns<StaffDisabled>(),
  /** Enables a disabled account again: active if it was set up, else invited. */
  enable: POST(`${BASE}/staff/:id/enable`).access(["admin"]).sensitive().returns<StaffAccountSummary>(),
  /**
   * Resets the sign-in of an account whose holder lost their authenticator: password, authenticator and recovery
   * codes gone, every session ended, the account invited again with a new set-up link by e-mail (not one's own).
   */
  reset: POST(`${BASE}/staff/:id/reset`).access(["admin"]).sensitive().body<StaffResetInput>().returns<StaffReset>(),
};
