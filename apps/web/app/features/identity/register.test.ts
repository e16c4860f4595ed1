import { describe, expect, it } from "vitest";
import { ApiHttpError } from "@portal/contract/api-client";
import { identityApi } from "@portal/contract/endpoints/identity";
import { memberApi } from "@portal/contract/endpoints/member";
import { referenceApi } from "@portal/contract/endpoints/reference";
import { registerBody } from "@portal/contract/schemas/identity";
import type { MemberInfo } from "@portal/contract/schemas/member";
import { validationMessage } from "@portal/contract/validation";
import { dataCall } from "../../data/call.ts";
import { translator } from "../../i18n/define.ts";
import { firstInvalid, hasErrors } from "../../components/form.ts";
import { memberFormMessages } from "./auth-messages.ts";
import { CODE_RESEND_SECONDS, secondsLeft } from "../../components/resend-countdown.ts";
import { codeError, contactError, repeatError, requestResetCode, resetKeyFor, setFirstPassword, setPasswordWithKey, validateNewPassword } from "./password.ts";
import {
  EMPTY_REGISTRATION,
  REGISTER_FIELDS,
  infoBody,
  infoValuesOf,
  isTaken,
  loadProfileChoices,
  register,
  registrationBody,
  saveInfo,
  sendContactCode,
  validateCodeRequest,
  validateInfo,
  validateRegistration,
  type RegisterValues,
} from "./register.ts";
import { fakeApi, keyOf, okEnvelope } from "./test-support.ts";

const GOOD: RegisterValues = {
  ...EMPTY_REGISTRATION,
  username: "newmember",
  contact: "new@example.mo",
  verifyCode: "1234",
  contactCode: "123456",
  password: "Good-pass1",
  repeatPassword: "Good-pass1",
};
const t = translator(memberFormMessages, "en");

describe("registration rules (spec §3, §5, through the contract's registerBody)", () => {
  it("accepts a complete form, and the body it posts is what the server's schema accepts", () => {
    expect(hasErrors(validateRegistration(GOOD, "key-1", "en"))).toBe(false);
    const body = registrationBody({ ...GOOD, firstName: "  Ana ", sex: "F", favInfo: ["news"] }, "key-1");
    expect(registerBody.safeParse(body).success).toBe(true);
    expect(body).toMatchObject({ firstName: "Ana", lastName: null, sex: "F", ageRanges: null, favInfo: ["news"], registerPlatform: "web" });
  });

  it("marks every required field of an empty form with Required, in the page's language, in the form's order", () => {
    const errors = validateRegistration(EMPTY_REGISTRATION, "key-1", "zh-hant");
    for (const field of ["username", "contact", "contactCode", "password", "repeatPassword"] as const) {
      expect(errors[field], field).toBe("必須填寫");
    }
    // The captcha is solved by the browser, not typed: an empty answer means the check is still running.
    expect(errors.verifyCode).toBe("請稍候，檢查尚未完成");
    expect(firstInvalid(REGISTER_FIELDS, errors)).toBe("username");
    expect(errors.firstName).toBeUndefined();
  });

  it("gives the contract's rule messages and our own where zod has only English", () => {
    const errors = validateRegistration({ ...GOOD, username: "x", contact: "not-a-contact", contactCode: "12ab", password: "short" }, "key-1", "en");
    expect(errors.username).toBe(t("usernameLength"));
    expect(errors.contact).toBe(t("contactInvalid"));
    expect(errors.contactCode).toBe(t("codeFormat"));
    expect(errors.password).toBe(validationMessage("password", "en"));
    // The repeat is judged once the password itself is good.
    expect(errors.repeatPassword).toBeUndefined();
  });

  it("refuses a username shaped like an e-mail address or a mobile number, as the server does", () => {
    expect(validateRegistration({ ...GOOD, username: "66123456" }, "k", "en").username).toBe(t("usernameShape"));
    expect(validateRegistration({ ...GOOD, username: "a@b.mo" }, "k", "en").username).toBe(t("usernameShape"));
    expect(validateRegistration({ ...GOOD, username: "chan66" }, "k", "en").username).toBeUndefined();
  });

  it("says Two passwords are inconsistent when the repeat differs", () => {
    expect(validateRegistration({ ...GOOD, repeatPassword: "Good-pass2" }, "k", "en").repeatPassword).toBe("Two passwords are inconsistent");
    expect(repeatError("Good-pass1", "Good-pass1 ", "zh-hans")).toBe("两次输入的密码不一致");
  });

  it("asks for a captcha picture when none is loaded, and checks an address that is given", () => {
    expect(validateRegistration(GOOD, null, "en").verifyCode).toBe(t("captchaMissing"));
    expect(validateRegistration({ ...GOOD, address: "abc" }, "k", "en").address).toBe(validationMessage("address", "en"));
    expect(validateRegistration({ ...GOOD, address: "Rua de São Paulo 12" }, "k", "en").address).toBeUndefined();
  });

  it("before sending a code: only the contact and the captcha count", () => {
    expect(validateCodeRequest({ contact: "66123456", verifyCode: "1234" }, "k", "en")).toEqual({ contact: undefined, verifyCode: undefined });
    expect(validateCodeRequest({ contact: "+85366123456", verifyCode: "" }, "k", "pt")).toEqual({ contact: undefined, verifyCode: "Um momento: a verificação ainda não terminou" });
    expect(validateCodeRequest({ contact: "12345678", verifyCode: "x" }, "k", "en").contact).toBe(t("contactInvalid"));
  });
});

describe("password and code rules", () => {
  it("new password: the password rule, then the repeat", () => {
    expect(validateNewPassword({ password: "", repeatPassword: "" }, "en")).toEqual({ password: "Required", repeatPassword: "Required" });
    expect(validateNewPassword({ password: "密碼密碼密碼密碼", repeatPassword: "密碼密碼密碼密碼" }, "en").password).toBe(validationMessage("password", "en"));
    expect(validateNewPassword({ password: "Good-pass1", repeatPassword: "Good-pass1" }, "en")).toEqual({ password: undefined, repeatPassword: undefined });
  });

  it("contact: an e-mail address or a mobile number; code: six digits", () => {
    expect(contactError("demo@example.mo", "en")).toBeUndefined();
    expect(contactError("66123456", "en")).toBeUndefined();
    expect(contactError("", "en")).toBe("Required");
    expect(codeError("123456", "en")).toBeUndefined();
    expect(codeError("12345", "en")).toBe(t("codeFormat"));
  });
});

describe("completing the profile (member/info)", () => {
  const info = {
    id: 1, username: "demo", nickName: "Demo", email: null, mobile: null, educationalStatus: "bachelor", monthlyProfit: null,
    profession: null, ageRanges: "25-34", sex: "F", photo: null, introduction: null, isReceiveSms: true, address: null,
    identity: null, firstName: "Mei", lastName: null, favInfo: ["news"], isPhoneVerification: 1, hasPassword: true,
    profileIncomplete: true, createdAt: "2026-01-01T00:00:00+08:00",
  } satisfies MemberInfo;

  it("fills the form from the member info and posts empty fields as null", () => {
    const values = infoValuesOf(info);
    expect(values).toMatchObject({ nickName: "Demo", lastName: "", ageRanges: "25-34", favInfo: ["news"], isReceiveSms: true });
    expect(infoBody({ ...values, nickName: " ", introduction: "  hi " })).toMatchObject({ nickName: undefined, lastName: null, introduction: "hi", isReceiveSms: true });
  });

  it("checks the nickname's length and the address", () => {
    const values = infoValuesOf(info);
    expect(hasErrors(validateInfo(values, "en"))).toBe(false);
    expect(validateInfo({ ...values, nickName: "D" }, "en").nickName).toBe(t("nickNameLength"));
    expect(validateInfo({ ...values, address: "x" }, "zh-hant").address).toBe(validationMessage("address", "zh-hant"));
  });
});

describe("the send-code countdown", () => {
  it("counts CODE_RESEND_SECONDS whole seconds down to 0", () => {
    expect(CODE_RESEND_SECONDS).toBe(60);
    expect(secondsLeft(null, 5000)).toBe(0);
    expect(secondsLeft(1000, 1000)).toBe(60);
    expect(secondsLeft(1000, 1001)).toBe(60);
    expect(secondsLeft(1000, 60_000)).toBe(1);
    expect(secondsLeft(1000, 61_000)).toBe(0);
  });
});

describe("the calls of registration, the profile and the password reset", () => {
  const sentBody = (api: ReturnType<typeof fakeApi>, index = 0) => JSON.parse(String(api.requests[index]?.body));

  it("sends a code after the captcha, and asks whether a name or a contact is taken (null when it cannot tell)", async () => {
    const api = fakeApi({
      [keyOf(identityApi.sendVerifyCode)]: okEnvelope({ expiresInSeconds: 600 }),
      [keyOf(identityApi.verifyUnique)]: okEnvelope({ unique: false }),
    });
    const call = dataCall(api);
    expect(await sendContactCode(call, " 66123456 ", "register", { verifyKey: "k", verifyCode: "1234" })).toEqual({ expiresInSeconds: 600 });
    expect(sentBody(api)).toEqual({ contact: "66123456", purpose: "register", verifyKey: "k", verifyCode: "1234" });
    expect(await isTaken(call, "username", " chan66 ")).toBe(true);
    expect(sentBody(api, 1)).toEqual({ verifyType: "nickName", value: "chan66" });
    expect(await isTaken(call, "contact", "not-a-contact")).toBeNull();
    expect(api.calls).toHaveLength(2);
    const down = fakeApi({ [keyOf(identityApi.verifyUnique)]: () => { throw new ApiHttpError(503, "Service Unavailable", null); } });
    expect(await isTaken(dataCall(down), "contact", "a@b.mo")).toBeNull();
  });

  it("registers with the body the contract's schema reads from the form, and throws the server's refusal", async () => {
    const api = fakeApi({ [keyOf(identityApi.register)]: okEnvelope({ token: "t", isPhoneVerification: 0 }) });
    expect(await register(dataCall(api), { ...GOOD, contact: " new@example.mo ", sex: "F" }, "key-1", true)).toEqual({ token: "t", isPhoneVerification: 0 });
    expect(sentBody(api)).toMatchObject({ username: "newmember", contact: "new@example.mo", sex: "F", verifyKey: "key-1", registerPlatform: "web", acceptedTerms: true });
    const refused = fakeApi({ [keyOf(identityApi.register)]: { code: -1, message: "驗證碼錯誤", data: null } });
    await expect(register(dataCall(refused), GOOD, "key-1", true)).rejects.toMatchObject({ code: -1, message: "驗證碼錯誤" });
  });

  it("saves the profile in one call, answered with the member info as it now is", async () => {
    const saved = { id: 1, nickName: "Demo" };
    const api = fakeApi({ [keyOf(memberApi.updateInfo)]: okEnvelope(saved) });
    const values = infoValuesOf({ nickName: "Demo", sex: "M" });
    expect(await saveInfo(dataCall(api), values)).toEqual(saved);
    expect(api.calls).toEqual([keyOf(memberApi.updateInfo)]);
    expect(sentBody(api)).toMatchObject({ nickName: "Demo", sex: "M", firstName: null });
  });

  it("offers the profile choices it could load: no dictionary, or no interests, when their call fails", async () => {
    const dictionary = { education: [], profession: [], monthly_profit: [], countries: [] };
    const api = fakeApi({
      [keyOf(referenceApi.dataDictionary)]: okEnvelope(dictionary),
      [keyOf(identityApi.favInfo)]: () => { throw new TypeError("fetch failed"); },
    });
    expect(await loadProfileChoices(dataCall(api))).toEqual({ dictionary: { education: [], profession: [], monthly_profit: [] }, favInfo: [] });
    const other = fakeApi({ [keyOf(referenceApi.dataDictionary)]: { code: 500, message: "x", data: null }, [keyOf(identityApi.favInfo)]: okEnvelope([{ label: "新聞", value: "news" }]) });
    expect(await loadProfileChoices(dataCall(other))).toEqual({ dictionary: null, favInfo: [{ label: "新聞", value: "news" }] });
  });

  it("resets a password in three steps, and sets a first one without the old", async () => {
    const api = fakeApi({
      [keyOf(identityApi.resetCode)]: okEnvelope({ expiresInSeconds: 600 }),
      [keyOf(identityApi.resetKey)]: okEnvelope({ verifyKey: "r".repeat(20) }),
      [keyOf(identityApi.resetPassword)]: okEnvelope(null),
      [keyOf(memberApi.newPassword)]: okEnvelope(null),
    });
    const call = dataCall(api);
    await requestResetCode(call, " a@b.mo ", { verifyKey: "k", verifyCode: "1234" });
    expect(await resetKeyFor(call, "a@b.mo", " 123456 ")).toBe("r".repeat(20));
    await setPasswordWithKey(call, "Good-pass1", "r".repeat(20));
    await setFirstPassword(call, "Good-pass1");
    expect(api.requests.map((_, index) => sentBody(api, index))).toEqual([
      { contact: "a@b.mo", verifyKey: "k", verifyCode: "1234" },
      { username: "a@b.mo", captcha: "123456" },
      { password: "Good-pass1", verifyKey: "r".repeat(20) },
      { oldPassword: "", newPassword: "Good-pass1" },
    ]);
  });
});
