import { COOKIE_CONSENT_TTL_MS } from "@portal/contract/constants";
import { FRAME_EVENTS, STORAGE_KEYS, safeStorage, type KeyValueStore } from "./storage-keys.ts";

/**
 * Cookie consent (spec §4; docs/frame.md "Cookie consent"). The visitor chooses: accept all, reject what is not
 * essential, or pick the categories ("Manage"). Essential storage is always on; `analytics` (the statistics events
 * and the error and speed reports of browser/page-view.ts and error-report.ts) only with consent. The choice is
 * stored with its time and the version of the categories it answered, `{"v":1,"at":<ms>,"analytics":true}`; a
 * choice older than 14 days, one made for another version of the categories, or one that cannot be read is removed
 * and the bar shows again. A bare time stamp (what the first "Accept" stored) is an acceptance of everything: the
 * bar then offered nothing else, and its text asked for all cookies.
 */
export type ConsentState = "chosen" | "expired" | "none";

/** The categories' version: raise it when a category is added or changes meaning, so that every visitor is asked again. */
export const COOKIE_CONSENT_VERSION = 1;

export interface ConsentChoice {
  /** The categories' version the choice answered (COOKIE_CONSENT_VERSION). */
  version: number;
  /** When it was made, ms since the epoch. */
  at: number;
  /** Analytics allowed (statistics events, error and speed reports). */
  analytics: boolean;
}

/** The stored choice if it is readable, current and fresh at `now`, with the state it is in. */
export function parseConsent(raw: string | null, now: number): { state: ConsentState; choice: ConsentChoice | null } {
  if (raw === null) return { state: "none", choice: null };
  const text = raw.trim();
  let choice: ConsentChoice | null = null;
  if (/^\d+$/.test(text)) choice = { version: COOKIE_CONSENT_VERSION, at: Number(text), analytics: true };
  else {
    try {
      const value = JSON.parse(text) as { v?: unknown; at?: unknown; analytics?: unknown } | null;
      if (value && typeof value.at === "number" && typeof value.analytics === "boolean" && value.v === COOKIE_CONSENT_VERSION) {
        choice = { version: COOKIE_CONSENT_VERSION, at: value.at, analytics: value.analytics };
      }
    } catch {
      // unreadable: asked again
    }
  }
  if (!choice || !Number.isFinite(choice.at) || choice.at > now || now - choice.at > COOKIE_CONSENT_TTL_MS) return { state: "expired", choice: null };
  return { state: "chosen", choice };
}

/** The valid choice, or null; removes an expired, outdated or unreadable one on the way. */
export function readConsent(storage: KeyValueStore | null, now: number): ConsentChoice | null {
  if (!storage) return null;
  const { state, choice } = parseConsent(storage.getItem(STORAGE_KEYS.cookieConsent), now);
  if (state === "expired") storage.removeItem(STORAGE_KEYS.cookieConsent);
  return choice;
}

/** Whether the bar must show (no valid choice). */
export function needsCookieConsent(storage: KeyValueStore | null, now: number): boolean {
  return readConsent(storage, now) === null;
}

/** The stored form of a choice. */
export const serializeConsent = (choice: ConsentChoice): string => JSON.stringify({ v: choice.version, at: choice.at, analytics: choice.analytics });

/** Stores a choice made at `now` and returns it. */
export function saveConsent(storage: KeyValueStore | null, now: number, analytics: boolean): ConsentChoice {
  const choice: ConsentChoice = { version: COOKIE_CONSENT_VERSION, at: now, analytics };
  try {
    storage?.setItem(STORAGE_KEYS.cookieConsent, serializeConsent(choice));
  } catch {
    // Without storage the bar simply shows again on the next page; this page follows the choice.
  }
  return choice;
}

/** Tells the page a choice was made (`portal:consent`, detail the choice): analytics held back go, the popup may show. */
export function announceConsent(choice: ConsentChoice, target: EventTarget = window): void {
  target.dispatchEvent(new CustomEvent(FRAME_EVENTS.consent, { detail: choice }));
}

/** At most this many analytics calls wait for a choice on one page (advert views of a carousel add up). */
export const MAX_HELD_ANALYTICS = 30;

/**
 * Runs `send` now if analytics are allowed, else when the visitor allows them on this page (the consent event);
 * dropped when they refuse or leave without choosing. `allowed` reads the stored choice (tests pass their own).
 */
export function createAnalyticsGate(allowed: () => boolean, target: EventTarget) {
  const held: Array<() => void> = [];
  let listening = false;
  const onChoice = (event: Event) => {
    const choice = (event as CustomEvent<ConsentChoice>).detail;
    const waiting = held.splice(0);
    if (choice?.analytics) for (const send of waiting) send();
  };
  return (send: () => void): void => {
    if (allowed()) {
      send();
      return;
    }
    if (held.length >= MAX_HELD_ANALYTICS) return;
    held.push(send);
    if (!listening) {
      listening = true;
      target.addEventListener(FRAME_EVENTS.consent, onChoice);
    }
  };
}

let pageGate: ((send: () => void) => void) | undefined;

/** The page's analytics gate (see createAnalyticsGate), reading the stored choice. */
export function whenAnalyticsAllowed(send: () => void): void {
  pageGate ??= createAnalyticsGate(() => readConsent(safeStorage("local"), Date.now())?.analytics === true, window);
  pageGate(send);
}
