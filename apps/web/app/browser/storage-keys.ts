/**
 * Every browser storage key the frame reads or writes, in one place. Other areas (login, member centre) read and
 * write the member keys; end-to-end tests seed them. Values are documented beside each key.
 */
export const STORAGE_KEYS = {
  /** sessionStorage: JSON `WeatherCacheEntry` (weather-cache.ts). Cleared when the language changes. */
  weather: "portal.weather",
  /** localStorage: JSON `{ size: 16|18|20, date: "YYYY-MM-DD" }` (font-size.ts). */
  fontSize: "portal.fontSize",
  /** localStorage: JSON, this browser's ballots by vote and voter (features/vote/ballot-memory.ts; docs/votes.md). */
  voteBallots: "portal.vote.ballots",
  /**
   * localStorage: the cookie choice, JSON `{"v": version, "at": ms since the epoch, "analytics": boolean}`; a bare
   * decimal time stamp (older acceptances) counts as accepting everything (cookie-consent.ts).
   */
  cookieConsent: "portal.cookieConsent",
  /** sessionStorage: "1" once the notice bar was closed in this session. */
  noticeClosed: "portal.noticeClosed",
  /** sessionStorage: the id of the home popup already shown (and closed) in this session. */
  popupHidden: "portal.popupHidden",
  /** localStorage: the member's API token (sent as Api-Key). Written by the login screen. */
  memberToken: "portal.member.token",
  /** localStorage: JSON member info, at least one of `nickName`, `email`, `username`. Written after login. */
  memberInfo: "portal.member.info",
  /** localStorage: the path (with query) to go back to after login. */
  returnTo: "portal.member.returnTo",
  /** localStorage: "1" when the member's mobile is verified, else "0" (login's data.isPhoneVerification, spec §4). */
  memberPhoneVerification: "portal.member.isPhoneVerification",
  /**
   * localStorage: the supplier's token (sent as Api-Key for /api/v1.0/supplier paths only, spec §7): the bind
   * ticket "supb_…" while registering, then the session token "sup_…". Written by the supplier screens.
   */
  supplierToken: "portal.supplier.token",
  /** localStorage: JSON `{ zh, en }`, the signed-in supplier's company names, for the header. Written by the supplier screens. */
  supplierInfo: "portal.supplier.info",
} as const;

/** localStorage keys of weather copies that older versions kept; removed on sight (spec §4). */
export const LEGACY_WEATHER_KEYS = ["weather", "weatherData", STORAGE_KEYS.weather] as const;

/**
 * Window events through which islands talk to each other (islands share no React context, ADR 0001).
 * - `portal:loading` (detail "start" | "done" | "fail"): drives the loading bar.
 * - `portal:member`: the member's or the supplier's token or info changed in this tab (the header's name refreshes).
 * - `portal:font-size` (detail 16|18|20): the text size changed (every switch on the page follows).
 * - `portal:login` (detail `{ required: boolean }`, cancelable): opens the login pop-up (browser/login-request.ts);
 *   the pop-up cancels the event to say it took it.
 */
export const FRAME_EVENTS = {
  loading: "portal:loading",
  member: "portal:member",
  fontSize: "portal:font-size",
  login: "portal:login",
  /** A cookie choice was made on this page (detail: cookie-consent.ts `ConsentChoice`). */
  consent: "portal:consent",
  /** A new page's content was swapped in without a page load (the radio mini player: features/broadcast/radio-mini.ts). */
  swap: "portal:swap",
} as const;

/**
 * Calls `refresh` whenever the member or a supplier signs in or out or their stored info changes: in this tab
 * (`portal:member`) or in another (the storage event). Returns the function that stops listening.
 */
export function onMemberChange(refresh: () => void): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key.startsWith("portal.member.") || event.key.startsWith("portal.supplier.")) refresh();
  };
  window.addEventListener(FRAME_EVENTS.member, refresh);
  window.addEventListener("storage", onStorage);
  return () => {
    window.removeEventListener(FRAME_EVENTS.member, refresh);
    window.removeEventListener("storage", onStorage);
  };
}

export type LoadingSignal = "start" | "done" | "fail";

/** Reports the state of a slow operation to the loading bar: `reportLoading("start")` … `reportLoading("done")`. */
export function reportLoading(signal: LoadingSignal): void {
  window.dispatchEvent(new CustomEvent(FRAME_EVENTS.loading, { detail: signal }));
}

/** Storage access that never throws (private mode, disabled storage, quota). */
export function safeStorage(kind: "local" | "session"): Storage | null {
  try {
    const storage = kind === "local" ? window.localStorage : window.sessionStorage;
    const probe = "portal.probe";
    storage.setItem(probe, "1");
    storage.removeItem(probe);
    return storage;
  } catch {
    return null;
  }
}

/** The subset of Storage the frame's logic needs; lets tests pass a Map-backed fake. */
export type KeyValueStore = Pick<Storage, "getItem" | "setItem" | "removeItem">;
