import { DEFAULT_MEMBER_NAME, displayMemberName } from "@portal/contract/constants";
import { STORAGE_KEYS, type KeyValueStore } from "../browser/storage-keys.ts";

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
  /**
   * A supplier signed in on this browser (a session token "sup_…", not a registration ticket): the company names
   * the supplier screens stored (Chinese, English), null when not known yet.
   */
  supplier: { zh: string | null; en: string | null } | null;
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

function parseJson(storage: KeyValueStore | null, key: string): Record<string, unknown> | null {
  try {
    const value: unknown = JSON.parse(storage?.getItem(key) ?? "null");
    return value && typeof value === "object" ? (value as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}
const textOf = (value: unknown) => (typeof value === "string" && value.trim() ? value.trim() : null);

/** The supplier signed in on this browser, if any (the header shows them when no member is signed in). */
export function readHeaderSupplier(storage: KeyValueStore | null): HeaderMember["supplier"] {
  if (!storage?.getItem(STORAGE_KEYS.supplierToken)?.startsWith("sup_")) return null;
  const info = parseJson(storage, STORAGE_KEYS.supplierInfo);
  return { zh: textOf(info?.zh), en: textOf(info?.en) };
}

export function readHeaderMember(storage: KeyValueStore | null): HeaderMember {
  const token = storage?.getItem(STORAGE_KEYS.memberToken);
  const supplier = readHeaderSupplier(storage);
  if (!token) return { loggedIn: false, label: DEFAULT_MEMBER_NAME, fullName: null, supplier };
  const fullName = memberNameOf(parseJson(storage, STORAGE_KEYS.memberInfo));
  return { loggedIn: true, label: displayMemberName(fullName), fullName, supplier };
}
