import { COOKIE_CONSENT_TTL_MS } from "@portal/contract/constants";
import { STORAGE_KEYS, type KeyValueStore } from "./storage-keys.ts";

/**
 * Cookie consent (spec §4): accepting stores a time stamp; an acceptance older than 14 days, or one that cannot be
 * read, is removed and the bar shows again.
 */
export type ConsentState = "accepted" | "expired" | "none";

export function consentState(raw: string | null, now: number): ConsentState {
  if (raw === null) return "none";
  const acceptedAt = /^\d+$/.test(raw.trim()) ? Number(raw.trim()) : Number.NaN;
  if (!Number.isFinite(acceptedAt) || acceptedAt > now) return "expired";
  return now - acceptedAt > COOKIE_CONSENT_TTL_MS ? "expired" : "accepted";
}

/** Whether the bar must show; removes an expired or unreadable acceptance on the way. */
export function needsCookieConsent(storage: KeyValueStore | null, now: number): boolean {
  if (!storage) return true;
  const state = consentState(storage.getItem(STORAGE_KEYS.cookieConsent), now);
  if (state === "expired") storage.removeItem(STORAGE_KEYS.cookieConsent);
  return state !== "accepted";
}

export function acceptCookies(storage: KeyValueStore | null, now: number): void {
  try {
    storage?.setItem(STORAGE_KEYS.cookieConsent, String(now));
  } catch {
    // Without storage the bar simply shows again on the next page.
  }
}
