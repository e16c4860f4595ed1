import type { MemberInfo } from "@portal/contract/schemas/member";
import { FRAME_EVENTS, STORAGE_KEYS, safeStorage, type KeyValueStore } from "./storage-keys.ts";

/**
 * The member's session in the browser (spec §6: the token lives in local storage). Every member screen and the
 * header read it from here; signing in and out goes through `startSession` / `endSession`, which also tell the
 * header (the `portal:member` event).
 */

export function memberToken(): string | null {
  return safeStorage("local")?.getItem(STORAGE_KEYS.memberToken) ?? null;
}

export function storedMemberInfo(): Partial<MemberInfo> | null {
  try {
    return JSON.parse(safeStorage("local")?.getItem(STORAGE_KEYS.memberInfo) ?? "null") as Partial<MemberInfo> | null;
  } catch {
    return null;
  }
}

function announce(): void {
  window.dispatchEvent(new CustomEvent(FRAME_EVENTS.member));
}

/** Stores a token only when there is one (spec §4), and the member info when known. */
export function startSession(token: string | null | undefined, info?: MemberInfo | null): void {
  if (!token) return;
  const storage = safeStorage("local");
  storage?.setItem(STORAGE_KEYS.memberToken, token);
  if (info) storage?.setItem(STORAGE_KEYS.memberInfo, JSON.stringify(info));
  announce();
}

export function saveMemberInfo(info: MemberInfo): void {
  safeStorage("local")?.setItem(STORAGE_KEYS.memberInfo, JSON.stringify(info));
  announce();
}

export function endSession(): void {
  const storage = safeStorage("local");
  storage?.removeItem(STORAGE_KEYS.memberToken);
  storage?.removeItem(STORAGE_KEYS.memberInfo);
  storage?.removeItem(STORAGE_KEYS.memberPhoneVerification);
  announce();
}

/** Keeps login's `isPhoneVerification` flag (spec §4: stored with the token). */
export function rememberPhoneVerification(flag: 0 | 1 | boolean | null | undefined): void {
  safeStorage("local")?.setItem(STORAGE_KEYS.memberPhoneVerification, flag ? "1" : "0");
}

/** Remembers where to come back after login (spec §4): the current path with its query. */
export function saveReturnAddress(storage: KeyValueStore | null, pathWithQuery: string): void {
  try {
    storage?.setItem(STORAGE_KEYS.returnTo, pathWithQuery);
  } catch {
    // Login then goes home.
  }
}

/** Where to go after signing in: the stored return address (then forgotten), else `fallback`. */
export function takeReturnAddress(fallback: string): string {
  const storage = safeStorage("local");
  const saved = storage?.getItem(STORAGE_KEYS.returnTo);
  storage?.removeItem(STORAGE_KEYS.returnTo);
  // Only a path on this site: never an address that leaves it.
  return saved && /^\/(?!\/)/.test(saved) ? saved : fallback;
}
