/**
 * An e-mail address cut where a line may break: into its name and its "@domain", each cut before its dots, never
 * inside a name ("digital.ads@tdm.example.mo" → [["digital", ".ads"], ["@tdm", ".example", ".mo"]]). A line breaks
 * before the "@" first, and before a dot only when a part is longer than the line (EmailAddress.tsx).
 */
export function emailBreakParts(address: string): string[][] {
  const at = address.lastIndexOf("@");
  const groups = at > 0 ? [address.slice(0, at), address.slice(at)] : [address];
  return groups.map((group) => group.split(/(?=\.)/).filter((part) => part !== ""));
}
