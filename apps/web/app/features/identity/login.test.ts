import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ApiHttpError } from "@portal/contract/api-client";
import { identityApi } from "@portal/contract/endpoints/identity";
import { memberApi } from "@portal/contract/endpoints/member";
import { validationMessage } from "@portal/contract/validation";
import { dataCall } from "../../data/call.ts";
import { memoryStorage } from "../../browser/memory-storage.test-support.ts";
import { STORAGE_KEYS } from "../../browser/storage-keys.ts";
import { ruleError } from "./auth-form.ts";
import { afterLoginAddress, finishSocialLogin, isSignInScreen, login, loginRuleMessages, validateLogin } from "./login.ts";
import { fakeApi, keyOf, okEnvelope } from "./test-support.ts";

/** A browser window for session.ts: local storage and the events it announces. */
function stubWindow(initial: Record<string, string> = {}) {
  const storage = memoryStorage(initial);
  const events: string[] = [];
  vi.stubGlobal("window", { localStorage: storage, dispatchEvent: (event: Event) => events.push(event.type) });
  return { storage, events };
}

const LOGIN = keyOf(identityApi.login);
const INFO = keyOf(memberApi.info);
const MEMBER = { id: 1, username: "demo", nickName: "Demo", profileIncomplete: false };

describe("login form rules (spec §5 Login)", () => {
  it("requires both fields and allows 80 characters, with the contract's messages in the page's language", () => {
    expect(validateLogin({ username: "", password: " " }, loginRuleMessages("en"))).toEqual({ username: "Required", password: "Required" });
    expect(validateLogin({ username: "a".repeat(80), password: "p" }, loginRuleMessages("en"))).toEqual({ username: undefined, password: undefined });
    expect(validateLogin({ username: "a".repeat(81), password: "p" }, loginRuleMessages("zh-hant")).username).toBe(validationMessage("tooLong", "zh-hant"));
    expect(validateLogin({ username: "", password: "x" }, loginRuleMessages("pt")).username).toBe("Campo obrigatório");
  });

  it("judges every value as the contract's loginField does", () => {
    const samples = ["", " ", "\u3000", "demo", " demo ", "a".repeat(80), "a".repeat(81), "😀".repeat(80), "😀".repeat(81), "澳".repeat(81)];
    for (const lang of ["zh-hant", "en"] as const) {
      for (const value of samples) {
        expect(validateLogin({ username: value, password: value }, loginRuleMessages(lang)).username, JSON.stringify(value)).toBe(ruleError("loginField", value, lang));
      }
    }
  });
});

describe("paths", () => {
  it("knows the screens of signing in, whatever the case, query or trailing slash", () => {
    for (const path of ["/en/user", "/en/user/", "/zh-hant/user?access_token=x", "/pt/user/registration", "/en/user/registerConfirm", "/en/user/forgetpassword", "/en/user/security?hash=a", "/en/security/active"]) {
      expect(isSignInScreen(path), path).toBe(true);
    }
    for (const path of ["/en/", "/en/user/account/my-list", "/en/user/completionInfo", "/en/news_en?page=2", "/en/users"]) {
      expect(isSignInScreen(path), path).toBe(false);
    }
  });
});

describe("after login (spec §2: the return address, or home from the login screen)", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("goes to the stored return address once", () => {
    const { storage } = stubWindow({ [STORAGE_KEYS.returnTo]: "/en/news_en?page=2" });
    expect(afterLoginAddress("en", null)).toBe("/en/news_en?page=2");
    expect(storage.getItem(STORAGE_KEYS.returnTo)).toBeNull();
    expect(afterLoginAddress("en", null)).toBe("/en/");
  });

  it("goes home from the login screen, and stays on the page of the pop-up, when nothing was stored", () => {
    stubWindow();
    expect(afterLoginAddress("pt", null)).toBe("/pt/");
    expect(afterLoginAddress("pt", "/pt/video?id=3")).toBe("/pt/video?id=3");
  });

  it("never returns to a sign-in screen or leaves the site", () => {
    stubWindow({ [STORAGE_KEYS.returnTo]: "/en/user/registration" });
    expect(afterLoginAddress("en", null)).toBe("/en/");
    stubWindow({ [STORAGE_KEYS.returnTo]: "//evil.example/x" });
    expect(afterLoginAddress("en", "/en/weather")).toBe("/en/weather");
    stubWindow();
    expect(afterLoginAddress("en", "/en/user?oauth_error=1")).toBe("/en/");
  });
});

describe("login (spec §4, §8)", () => {
  let env: ReturnType<typeof stubWindow>;
  beforeEach(() => {
    env = stubWindow();
  });
  afterEach(() => vi.unstubAllGlobals());
  const values = { username: "demo", password: "Demo-2026!" };

  it("code -1: refused with the server's message, nothing stored", async () => {
    const api = fakeApi({ [LOGIN]: { code: -1, message: "帳號或密碼錯誤", data: null } });
    expect(await login(dataCall(api), values, "failed")).toEqual({ ok: false, message: "帳號或密碼錯誤" });
    expect(env.storage.data.size).toBe(0);
  });

  it("code 0: stores the token and the phone flag, fetches and stores the member info, tells the header", async () => {
    const api = fakeApi({
      [LOGIN]: { code: 0, message: "OK", data: { token: "t-1", isPhoneVerification: 1 } },
      [INFO]: okEnvelope(MEMBER),
    });
    expect(await login(dataCall(api), values, "failed")).toEqual({ ok: true, info: MEMBER });
    expect(api.requests[0]?.body).toBe(JSON.stringify(values));
    expect(env.storage.getItem(STORAGE_KEYS.memberToken)).toBe("t-1");
    expect(env.storage.getItem(STORAGE_KEYS.memberPhoneVerification)).toBe("1");
    expect(JSON.parse(env.storage.getItem(STORAGE_KEYS.memberInfo) ?? "null")).toEqual(MEMBER);
    expect(env.events).toContain("portal:member");
  });

  it("member info answering 401 (HTTP or code) signs out again", async () => {
    for (const info of [{ code: 401, message: "Unauthorized", data: null }, () => { throw new ApiHttpError(401, "Unauthorized", null); }]) {
      const api = fakeApi({
        [LOGIN]: { code: 0, message: "OK", data: { token: "t-2", isPhoneVerification: 0 } },
        [INFO]: info,
      });
      expect(await login(dataCall(api), values, "failed")).toEqual({ ok: false, message: "failed" });
      expect(env.storage.getItem(STORAGE_KEYS.memberToken)).toBeNull();
      expect(env.storage.getItem(STORAGE_KEYS.memberPhoneVerification)).toBeNull();
    }
  });

  it("keeps the session when the member info fails otherwise (the header shows LOGIN until it is known)", async () => {
    const api = fakeApi({
      [LOGIN]: { code: 0, message: "OK", data: { token: "t-3", isPhoneVerification: 0 } },
      [INFO]: () => { throw new ApiHttpError(503, "Service Unavailable", null); },
    });
    expect(await login(dataCall(api), values, "failed")).toEqual({ ok: true, info: null });
    expect(env.storage.getItem(STORAGE_KEYS.memberToken)).toBe("t-3");
  });

  it("code 0 without a token stores nothing (spec §4)", async () => {
    const api = fakeApi({ [LOGIN]: { code: 0, message: "OK", data: { token: "", isPhoneVerification: 0 } } });
    expect(await login(dataCall(api), values, "failed")).toEqual({ ok: false, message: "failed" });
    expect(api.calls).toEqual([LOGIN]);
    expect(env.storage.getItem(STORAGE_KEYS.memberToken)).toBeNull();
  });

  it("a refused request (429, 400) shows the envelope's message; a failure without one the fallback", async () => {
    const limited = fakeApi({ [LOGIN]: () => { throw new ApiHttpError(429, "Too Many Requests", { code: 429, message: "請求過於頻繁", data: null }); } });
    expect(await login(dataCall(limited), values, "failed")).toEqual({ ok: false, message: "請求過於頻繁" });
    const down = fakeApi({ [LOGIN]: () => { throw new TypeError("fetch failed"); } });
    expect(await login(dataCall(down), values, "failed")).toEqual({ ok: false, message: "failed" });
  });

  it("code -2 (too many failures at the name) says a captcha is required; the next attempt sends the solved one", async () => {
    const asked = { code: -2, message: "此帳號登入失敗次數過多，須先完成機械人檢查才可登入", data: null };
    const throttled = fakeApi({ [LOGIN]: () => { throw new ApiHttpError(429, "Too Many Requests", asked); } });
    expect(await login(dataCall(throttled), values, "failed")).toEqual({ ok: false, message: asked.message, captchaRequired: true });
    const api = fakeApi({ [LOGIN]: { code: 0, message: "OK", data: { token: "t-5", isPhoneVerification: 0 } }, [INFO]: okEnvelope(MEMBER) });
    const captcha = { verifyKey: "k".repeat(22), verifyCode: "17" };
    expect(await login(dataCall(api), { ...values, ...captcha }, "failed")).toEqual({ ok: true, info: MEMBER });
    expect(JSON.parse(String(api.requests[0]?.body))).toEqual({ ...values, ...captcha });
  });
});

describe("social sign-in's return (spec §4: thirdparty/signin-callback)", () => {
  let env: ReturnType<typeof stubWindow>;
  beforeEach(() => {
    env = stubWindow();
  });
  afterEach(() => vi.unstubAllGlobals());
  const CALLBACK = keyOf(identityApi.thirdPartyCallback);

  it("redeems the hand-over code and signs in like a login", async () => {
    const api = fakeApi({ [CALLBACK]: okEnvelope({ token: "t-4", isPhoneVerification: 1 }), [INFO]: okEnvelope(MEMBER) });
    expect(await finishSocialLogin(dataCall(api), "h".repeat(20), "google", "failed")).toEqual({ ok: true, info: MEMBER });
    expect(api.requests[0]?.url).toBe(`${identityApi.thirdPartyCallback.path}?access_token=${"h".repeat(20)}&type=google`);
    expect(env.storage.getItem(STORAGE_KEYS.memberToken)).toBe("t-4");
  });

  it("an unknown provider or a refused code fails with a message, nothing stored", async () => {
    const api = fakeApi({ [CALLBACK]: { code: 400, message: "社交登入失敗", data: null } });
    expect(await finishSocialLogin(dataCall(api), "h".repeat(20), "myspace", "failed")).toEqual({ ok: false, message: "failed" });
    expect(api.calls).toEqual([]);
    expect(await finishSocialLogin(dataCall(api), "h".repeat(20), "facebook", "failed")).toEqual({ ok: false, message: "社交登入失敗" });
    expect(env.storage.getItem(STORAGE_KEYS.memberToken)).toBeNull();
  });
});
