import { parseConsent, type ConsentState } from "../browser/cookie-consent.ts";
import { parseFontSize } from "./font-size.ts";
import { STORAGE_KEYS, type KeyValueStore } from "../browser/storage-keys.ts";
import { parseWeatherEntry } from "./weather-cache.ts";

/** What the debug page shows of the browser's stored state: summaries only, never the member's token. */
export interface StoredStateSummary {
  weather: string | null;
  fontSize: number;
  cookieConsent: string | null;
  cookieState: ConsentState;
  memberSignedIn: boolean;
  noticeClosed: boolean;
  popupHidden: string | null;
}

export function summarizeStoredState(local: KeyValueStore | null, session: KeyValueStore | null, now: number): StoredStateSummary {
  const weather = parseWeatherEntry(session?.getItem(STORAGE_KEYS.weather) ?? null);
  const consentRaw = local?.getItem(STORAGE_KEYS.cookieConsent) ?? null;
  const { state: cookieState, choice } = parseConsent(consentRaw, now);
  return {
    weather: weather ? `${weather.weather.t}°C · ${weather.lang} · ${new Date(weather.savedAt).toISOString()}` : null,
    fontSize: parseFontSize(local?.getItem(STORAGE_KEYS.fontSize) ?? null),
    // When, which version of the categories, and whether analytics are on.
    cookieConsent: choice ? `${new Date(choice.at).toISOString()} · v${choice.version} · ${choice.analytics ? "analytics" : "essential"}` : null,
    cookieState,
    memberSignedIn: Boolean(local?.getItem(STORAGE_KEYS.memberToken)),
    noticeClosed: session?.getItem(STORAGE_KEYS.noticeClosed) === "1",
    popupHidden: session?.getItem(STORAGE_KEYS.popupHidden) ?? null,
  };
}

/** Removes everything the frame stored (the debug page's reset); the member stays signed in. */
export function clearFrameStorage(local: KeyValueStore | null, session: KeyValueStore | null): void {
  for (const key of [STORAGE_KEYS.fontSize, STORAGE_KEYS.cookieConsent]) local?.removeItem(key);
  for (const key of [STORAGE_KEYS.weather, STORAGE_KEYS.noticeClosed, STORAGE_KEYS.popupHidden]) session?.removeItem(key);
}
