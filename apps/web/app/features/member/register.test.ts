import { describe, expect, it } from "vitest";
import { ApiHttpError } from "@portal/contract/api-client";
import { registerBody } from "@portal/contract/schemas/identity";
import type { MemberInfo } from "@portal/contract/schemas/member";
import { validationMessage } from "@portal/contract/validation";
import { translator } from "../../i18n/define.ts";
import { errorMessage, firstInvalid, hasErrors, isSignedOutError } from "./auth-form.ts";
import { memberFormMessages } from "./auth-messages.ts";
import { CODE_RESEND_SECONDS, secondsLeft } from "./AuthFields.tsx";
import { codeError, contactError, repeatError, validateNewPassword } from "./password.ts";
import {
  EMPTY_REGISTRATION,
  REGISTER_FIELDS,
  infoBody,
  infoValuesOf,
  registrationBody,
  validateCodeRequest,
  validateInfo,
  validateRegistration,
  type RegisterValues,
} from "./register.ts";
import { EnvelopeError } from "./session.ts";

const GOOD: RegisterValues = {
  ...EMPTY_REGISTRATION,
  username: "newmember",
  contact: "new@example.mo",
  verifyCode: "AB3D",
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
    for (const field of ["username", "contact", "verifyCode", "contactCode", "password", "repeatPassword"] as const) {
      expect(errors[field], field).toBe("必須填寫");
    }
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
    expect(validateCodeRequest({ contact: "66123456", verifyCode: "AB3D" }, "k", "en")).toEqual({ contact: undefined, verifyCode: undefined });
    expect(validateCodeRequest({ contact: "+85366123456", verifyCode: "" }, "k", "pt")).toEqual({ contact: undefined, verifyCode: "Campo obrigatório" });
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

describe("what a failed call says", () => {
  it("prefers the server's message, else the fallback", () => {
    expect(errorMessage(new EnvelopeError(-1, "驗證碼錯誤"), "x")).toBe("驗證碼錯誤");
    expect(errorMessage(new ApiHttpError(400, "Bad Request", { code: 400, message: "必須填寫" }), "x")).toBe("必須填寫");
    expect(errorMessage(new ApiHttpError(500, "Internal Server Error", { code: 500, message: "boom" }), "x")).toBe("x");
    expect(errorMessage(new TypeError("fetch failed"), "x")).toBe("x");
  });

  it("recognises a lost session (401 by HTTP or by code)", () => {
    expect(isSignedOutError(new ApiHttpError(401, "Unauthorized", null))).toBe(true);
    expect(isSignedOutError(new EnvelopeError(401, "Unauthorized"))).toBe(true);
    expect(isSignedOutError(new EnvelopeError(-1, "no"))).toBe(false);
  });
});
