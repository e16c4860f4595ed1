import { describe, expect, it } from "vitest";
import { AGE_BANDS } from "@portal/contract/constants";
import { validationMessage } from "@portal/contract/validation";
import { feedbackBody, memberInfoUpdateBody, PLAYLIST_TITLE_MAX } from "@portal/contract/schemas/member";
import { translator } from "../../i18n/define.ts";
import {
  FEEDBACK_CATEGORIES,
  FEEDBACK_LENGTH,
  checkEmailChange,
  checkFeedback,
  checkMobileChange,
  checkMobileForCode,
  checkPasswordChange,
  checkPlaylistTitle,
  checkProfile,
  lengthLimits,
  profileFormOf,
} from "./account-forms.ts";
import { accountMessages } from "./messages.ts";

const en = translator(accountMessages, "en");

describe("form checks use the contract's schemas, with messages in the page language", () => {
  it("playlist name: required, at most the contract's length", () => {
    expect(checkPlaylistTitle("   ", "en")).toEqual({ ok: false, errors: { title: validationMessage("required", "en") } });
    expect(checkPlaylistTitle("x".repeat(PLAYLIST_TITLE_MAX + 1), "pt")).toEqual({
      ok: false,
      errors: { title: validationMessage("tooLong", "pt", { max: PLAYLIST_TITLE_MAX }) },
    });
    expect(checkPlaylistTitle("  Weekend  ", "en")).toEqual({ ok: true, body: { title: "Weekend" } });
    // The server's visible-text rule, with its message: no bidirectional control, emoji are fine.
    expect(checkPlaylistTitle("晚上\u202E4pm", "zh-hant")).toEqual({ ok: false, errors: { title: validationMessage("visibleText", "zh-hant") } });
    expect(checkPlaylistTitle("Músicas 👩\u200D🎤", "pt").ok).toBe(true);
    const hidden = checkFeedback({ category: "news", content: "Great\u2066 programme", contact: "" }, "en");
    expect(hidden.ok ? null : hidden.errors.content).toBe(validationMessage("visibleText", "en"));
  });

  it("feedback: the length limits come from the schema, the contact is optional", () => {
    expect(FEEDBACK_LENGTH).toEqual({ min: 5, max: 2000 });
    expect(FEEDBACK_CATEGORIES).toContain("other");
    const short = checkFeedback({ category: "news", content: "abc", contact: "" }, "en");
    expect(short).toEqual({ ok: false, errors: { content: en("lengthBetween", { min: 5, max: 2000 }) } });
    const empty = checkFeedback({ category: "news", content: "", contact: "" }, "zh-hant");
    expect(empty.ok ? null : empty.errors.content).toBe(validationMessage("required", "zh-hant"));
    const good = checkFeedback({ category: "news", content: "  Great programme  ", contact: " " }, "en");
    expect(good).toEqual({ ok: true, body: { category: "news", content: "Great programme", contact: null } });
    // The same input the server would take: a body the form accepts parses there too.
    expect(good.ok && feedbackBody.safeParse(good.body).success).toBe(true);
    expect(checkFeedback({ category: "spam", content: "hello there", contact: "" }, "en")).toEqual({ ok: false, errors: { category: en("choose") } });
  });

  it("contacts: a mobile number of Macau or with a country code, and a six-digit code", () => {
    expect(checkMobileForCode("12345678", "en")).toEqual({ ok: false, errors: { mobile: en("mobileInvalid") } });
    expect(checkMobileForCode("66123456", "en").ok).toBe(true);
    expect(checkMobileForCode("+85366123456", "en").ok).toBe(true);
    expect(checkMobileChange({ mobile: "66123456", verifyCode: "12a" }, "en")).toEqual({ ok: false, errors: { verifyCode: en("codeInvalid") } });
    expect(checkEmailChange({ email: "not-an-address", verifyCode: "123456" }, "zh-hans")).toEqual({
      ok: false,
      errors: { email: validationMessage("email", "zh-hans") },
    });
    expect(checkEmailChange({ email: "a@example.mo", verifyCode: "123456" }, "en").ok).toBe(true);
  });

  it("password change: §5 rules, the repeat must match, the current one only when there is one", () => {
    const weak = checkPasswordChange({ oldPassword: "", newPassword: "short", repeatPassword: "short" }, true, "en");
    expect(weak).toEqual({
      ok: false,
      errors: { oldPassword: validationMessage("required", "en"), newPassword: validationMessage("password", "en") },
    });
    const mismatch = checkPasswordChange({ oldPassword: "Old-pass-1", newPassword: "New-pass-22", repeatPassword: "New-pass-23" }, true, "en");
    expect(mismatch).toEqual({ ok: false, errors: { repeatPassword: validationMessage("passwordMismatch", "en") } });
    expect(checkPasswordChange({ oldPassword: "", newPassword: "New-pass-22", repeatPassword: "New-pass-22" }, false, "en")).toEqual({
      ok: true,
      body: { oldPassword: "", newPassword: "New-pass-22" },
    });
    expect(checkPasswordChange({ oldPassword: "Old-pass-1", newPassword: "New-pass-22", repeatPassword: "New-pass-22" }, true, "en")).toEqual({
      ok: true,
      body: { oldPassword: "Old-pass-1", newPassword: "New-pass-22" },
    });
  });
});

describe("profile", () => {
  const info = {
    nickName: "demo",
    firstName: "Mei",
    lastName: null,
    sex: "F",
    ageRanges: "25-34",
    educationalStatus: "bachelor",
    profession: null,
    monthlyProfit: null,
    address: null,
    introduction: "Hello",
    favInfo: ["news"],
    isReceiveSms: true,
  };

  it("starts from the member info, a missing value as an empty input", () => {
    expect(profileFormOf(info)).toMatchObject({ nickName: "demo", lastName: "", profession: "", favInfo: ["news"], isReceiveSms: true });
  });

  it("sends every field, an emptied one as null (it clears it), and the server's schema takes it", () => {
    const form = { ...profileFormOf(info), firstName: "  ", address: "澳門新馬路 100 號", favInfo: ["news", "food"] };
    const checked = checkProfile(form, "en");
    expect(checked.ok).toBe(true);
    if (!checked.ok) return;
    expect(checked.body).toMatchObject({ nickName: "demo", firstName: null, lastName: null, address: "澳門新馬路 100 號", favInfo: ["news", "food"], sex: "F" });
    expect(memberInfoUpdateBody.safeParse(checked.body).success).toBe(true);
  });

  it("names the schema's limits when a field is refused", () => {
    const checked = checkProfile({ ...profileFormOf(info), nickName: "a", ageRanges: "200+" }, "en");
    expect(checked).toEqual({ ok: false, errors: { nickName: en("lengthBetween", { min: 2, max: 30 }), ageRanges: en("choose") } });
    expect(checkProfile({ ...profileFormOf(info), nickName: "" }, "en")).toEqual({ ok: false, errors: { nickName: validationMessage("required", "en") } });
    expect(AGE_BANDS).toContain("25-34");
  });

  it("reads length limits through optional and nullable wrappers", () => {
    expect(lengthLimits(memberInfoUpdateBody, "introduction")).toEqual({ min: null, max: 500 });
    expect(lengthLimits(memberInfoUpdateBody, "nickName")).toEqual({ min: 2, max: 30 });
    expect(lengthLimits(memberInfoUpdateBody, "sex")).toEqual({ min: null, max: null });
  });
});
