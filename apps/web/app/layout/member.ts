import { DEFAULT_MEMBER_NAME, displayMemberName } from "@portal/contract/constants";
import { STORAGE_KEYS, type KeyValueStore } from "./storage-keys.ts";

/**
 * The member shown in the header. The login screen stores the token under STORAGE_KEYS.memberToken and the member
 * info (an object with nickName, email and/or username) under STORAGE_KEYS.memberInfo, then dispatches the
 * `portal:member` window event. The name is the nickname, else the e-mail, else the username; longer than 7
 * characters it shows as 4 and an ellipsis (spec §9).
 */
export interface HeaderMember {
  loggedIn: boolean;
  /** The name as the header shows it (LOGIN when logged out). */
  label: string;
  /** The full name, for the accessible label and tooltip. */
  fullName: string | null;
}

interface StoredMemberInfo {
  nickName?: unknown;
  email?: unknown;
  username?: unknown;
}

export function memberNameOf(info: StoredMemberInfo | null): string | null {
  if (!info) return null;
  for (const value of [info.nickName, info.email, info.username]) {
    if (typeof value === "string" && value.trim()) return value.trim();
  }
  return null;
}

export function readHeaderMember(storage: KeyValueStore | null): HeaderMember {
  const token = storage?.getItem(STORAGE_KEYS.memberToken);
  if (!token) return { loggedIn: false, label: DEFAULT_MEMBER_NAME, fullName: null };
  let info: StoredMemberInfo | null = null;
  try {
    info = JSON.parse(storage?.getItem(STORAGE_KEYS.memberInfo) ?? "null") as StoredMemberInfo | null;
  } catch {
    info = null;
  }
  const fullName = memberNameOf(info);
  return { loggedIn: true, label: displayMemberName(fullName), fullName };
}

/** Remembers where to come back after login (spec §4): the current path with its query. */
export function saveReturnAddress(storage: KeyValueStore | null, pathWithQuery: string): void {
  try {
    storage?.setItem(STORAGE_KEYS.returnTo, pathWithQuery);
  } catch {
    // Login then goes home.
  }
}
