import { GET, POST } from "../endpoint.ts";
import type { CountryEntry } from "../schemas/common.ts";
import type {
  ActiveMemberInput,
  DeleteAccountInput,
  FavInfoOption,
  ForgetPasswordCaptchaInput,
  ForgetPasswordInput,
  LoginInput,
  LoginResult,
  PasswordSettingInput,
  PhoneVerified,
  RegisterInput,
  RegisterResult,
  ResetKey,
  SendVerifyCodeInput,
  SendVerifyCodeResult,
  ThirdPartyCallbackInput,
  ThirdPartyLoginInput,
  ThirdPartyLoginResult,
  VerifyInput,
  VerifyUniqueInput,
  VerifyUniqueResult,
} from "../schemas/identity.ts";

/** Spec §7 Identity (docs/members.md), paths written as the spec names them. */
const BASE = "/api/v1.0/identity";

export const identityApi = {
  /** Whether a nickname, e-mail address or mobile number is free. */
  verifyUnique: POST(`${BASE}/VerifyUnique`).body<VerifyUniqueInput>().returns<VerifyUniqueResult>(),
  /** A six-digit code to the contact, after the image captcha (registration, reset or change). */
  sendVerifyCode: POST(`${BASE}/SendVerifyCode`).body<SendVerifyCodeInput>().returns<SendVerifyCodeResult>(),
  register: POST(`${BASE}/register`).body<RegisterInput>().returns<RegisterResult>(),
  /** Account activation by the hash of the e-mailed link. */
  activeMember: POST(`${BASE}/active-member`).body<ActiveMemberInput>().returns<null>(),
  login: POST(`${BASE}/login`).body<LoginInput>().returns<LoginResult>(),
  logout: POST(`${BASE}/logout`).returns<null>(),
  /** Closes the member's account (the password confirms it when the member has one). */
  deleteAccount: POST(`${BASE}/logout/account`).body<DeleteAccountInput>().returns<null>(),
  /** Reset step 1: the image captcha and the contact; a code goes to the contact when it has an account. */
  resetCode: POST(`${BASE}/forgetPassword/captcha-verify`).body<ForgetPasswordCaptchaInput>().returns<SendVerifyCodeResult>(),
  /** Reset step 2: the contact's code gives a single-use reset key. */
  resetKey: POST(`${BASE}/forget-password`).body<ForgetPasswordInput>().returns<ResetKey>(),
  /** Reset step 3: the new password with the reset key. */
  resetPassword: POST(`${BASE}/password/setting`).body<PasswordSettingInput>().returns<null>(),
  /** The signed-in member confirms their mobile with the code sent to it. */
  verifyPhone: POST(`${BASE}/verify`).body<VerifyInput>().returns<PhoneVerified>(),
  /** The interests a profile may choose ("nfo" is the spec's spelling). */
  favInfo: GET(`${BASE}/member-fav-nfo`).returns<FavInfoOption[]>(),
  /** Social sign-in, step 1: the provider's address to send the browser to. */
  thirdPartyLogin: POST(`${BASE}/login/thirdparty`).body<ThirdPartyLoginInput>().returns<ThirdPartyLoginResult>(),
  /**
   * Step 2: where the provider sends the browser back. Answered with a 302 to the site's page (with a hand-over
   * code, or oauth_error), never with an envelope: nothing calls it but the provider's redirect.
   */
  thirdPartyReturn: GET(`${BASE}/thirdparty/return`).query<{ code?: string; state?: string; error?: string }>().returns<never>(),
  /** Step 3: the hand-over code for a session token. */
  thirdPartyCallback: GET(`${BASE}/thirdparty/signin-callback`).query<ThirdPartyCallbackInput>().returns<LoginResult>(),
  /** Countries and regions with their calling codes (the contact form's prefix). */
  countries: GET(`${BASE}/Country`).returns<CountryEntry[]>(),
  /** Nationalities: the same list as the countries and regions. */
  nations: GET(`${BASE}/nation`).returns<CountryEntry[]>(),
};
