import { describe, expect, it } from "vitest";
import { COOKIE_CONSENT_TTL_MS } from "@portal/contract/constants";
import { acceptCookies, consentState, needsCookieConsent } from "./cookie-consent.ts";
import { STORAGE_KEYS } from "./storage-keys.ts";
import { memoryStorage } from "./test-support.ts";

const NOW = Date.UTC(2026, 10, 23, 4, 0);

describe("cookie consent", () => {
  it("tells none, accepted and expired apart at the 14-day limit", () => {
    expect(consentState(null, NOW)).toBe("none");
    expect(consentState(String(NOW - 1000), NOW)).toBe("accepted");
    expect(consentState(String(NOW - COOKIE_CONSENT_TTL_MS), NOW)).toBe("accepted");
    expect(consentState(String(NOW - COOKIE_CONSENT_TTL_MS - 1), NOW)).toBe("expired");
  });

  it("treats unreadable or future time stamps as expired", () => {
    for (const raw of ["yes", "", "12abc", "-5", String(NOW + 60_000)]) expect(consentState(raw, NOW), raw).toBe("expired");
  });

  it("shows the bar with no acceptance, hides it after accepting, and shows it again 14 days later", () => {
    const storage = memoryStorage();
    expect(needsCookieConsent(storage, NOW)).toBe(true);
    acceptCookies(storage, NOW);
    expect(storage.getItem(STORAGE_KEYS.cookieConsent)).toBe(String(NOW));
    expect(needsCookieConsent(storage, NOW + COOKIE_CONSENT_TTL_MS)).toBe(false);
    expect(needsCookieConsent(storage, NOW + COOKIE_CONSENT_TTL_MS + 1)).toBe(true);
    expect(storage.getItem(STORAGE_KEYS.cookieConsent), "the expired acceptance is removed").toBeNull();
  });

  it("always shows the bar without storage", () => {
    expect(needsCookieConsent(null, NOW)).toBe(true);
  });
});
