import { describe, expect, it } from "vitest";
import { COOKIE_CONSENT_TTL_MS } from "@portal/contract/constants";
import { COOKIE_CONSENT_VERSION, needsCookieConsent, parseConsent, readConsent, saveConsent, serializeConsent } from "./cookie-consent.ts";
import { STORAGE_KEYS } from "./storage-keys.ts";
import { memoryStorage } from "./memory-storage.test-support.ts";

const NOW = Date.UTC(2026, 10, 23, 4, 0);
const stored = (at: number, analytics: boolean, v = COOKIE_CONSENT_VERSION) => JSON.stringify({ v, at, analytics });

describe("cookie consent", () => {
  it("tells none, chosen and expired apart at the 14-day limit", () => {
    expect(parseConsent(null, NOW).state).toBe("none");
    expect(parseConsent(stored(NOW - 1000, false), NOW)).toEqual({ state: "chosen", choice: { version: COOKIE_CONSENT_VERSION, at: NOW - 1000, analytics: false } });
    expect(parseConsent(stored(NOW - COOKIE_CONSENT_TTL_MS, true), NOW).state).toBe("chosen");
    expect(parseConsent(stored(NOW - COOKIE_CONSENT_TTL_MS - 1, true), NOW).state).toBe("expired");
  });

  it("reads a bare time stamp (the first bar's acceptance) as accepting everything", () => {
    expect(parseConsent(String(NOW - 1000), NOW)).toEqual({ state: "chosen", choice: { version: COOKIE_CONSENT_VERSION, at: NOW - 1000, analytics: true } });
    expect(parseConsent(String(NOW - COOKIE_CONSENT_TTL_MS - 1), NOW).state).toBe("expired");
  });

  it("treats unreadable, future, or other versions' choices as expired", () => {
    for (const raw of ["yes", "", "12abc", "-5", String(NOW + 60_000), "{", "null", "{}", stored(NOW + 60_000, true), stored(NOW - 1000, true, COOKIE_CONSENT_VERSION + 1), JSON.stringify({ v: COOKIE_CONSENT_VERSION, at: String(NOW), analytics: true }), JSON.stringify({ v: COOKIE_CONSENT_VERSION, at: NOW, analytics: "yes" })]) {
      expect(parseConsent(raw, NOW).state, raw).toBe("expired");
    }
  });

  it("stores the choice with its version and time; the bar hides, and shows again 14 days later", () => {
    for (const analytics of [true, false]) {
      const storage = memoryStorage();
      expect(needsCookieConsent(storage, NOW)).toBe(true);
      const choice = saveConsent(storage, NOW, analytics);
      expect(choice).toEqual({ version: COOKIE_CONSENT_VERSION, at: NOW, analytics });
      expect(JSON.parse(storage.getItem(STORAGE_KEYS.cookieConsent)!)).toEqual({ v: COOKIE_CONSENT_VERSION, at: NOW, analytics });
      expect(storage.getItem(STORAGE_KEYS.cookieConsent)).toBe(serializeConsent(choice));
      expect(readConsent(storage, NOW + 1000)?.analytics).toBe(analytics);
      expect(needsCookieConsent(storage, NOW + COOKIE_CONSENT_TTL_MS)).toBe(false);
      expect(needsCookieConsent(storage, NOW + COOKIE_CONSENT_TTL_MS + 1)).toBe(true);
      expect(storage.getItem(STORAGE_KEYS.cookieConsent), "the expired choice is removed").toBeNull();
    }
  });

  it("always shows the bar without storage, and the page still follows a choice it cannot store", () => {
    expect(needsCookieConsent(null, NOW)).toBe(true);
    expect(saveConsent(null, NOW, true).analytics).toBe(true);
    const full = { ...memoryStorage(), setItem: () => { throw new Error("quota"); } };
    expect(saveConsent(full, NOW, false)).toEqual({ version: COOKIE_CONSENT_VERSION, at: NOW, analytics: false });
  });
});
