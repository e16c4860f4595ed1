import { useEffect, useState } from "react";
import { readHeaderMember, type HeaderMember } from "./member.ts";
import { onMemberChange, safeStorage } from "../browser/storage-keys.ts";

/**
 * The member as the header and the phone menu show them, kept up to date (login and logout in this tab and in
 * others); null until the browser's storage has been read — the server renders every page signed out.
 */
export function useHeaderMember(): HeaderMember | null {
  const [member, setMember] = useState<HeaderMember | null>(null);
  useEffect(() => {
    const refresh = () => setMember(readHeaderMember(safeStorage("local")));
    refresh();
    return onMemberChange(refresh);
  }, []);
  return member;
}
