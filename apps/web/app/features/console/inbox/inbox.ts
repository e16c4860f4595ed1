import { serializeQuery } from "@portal/contract/api-client";
import { inboxConsoleApi } from "@portal/contract/endpoints/inbox";
import type { InboxKind, InboxStatus } from "@portal/contract/schemas/inbox";
import type { UrlLang } from "@portal/contract/locales";
import { translator } from "../../../i18n/define.ts";
import { inboxMessages } from "./messages.ts";

/** The inbox's addresses and names (docs/console.md "The inbox"). */
export const INBOX_PATH = "/console/inbox";
export const inboxItemPath = (kind: InboxKind, id: number): string => `${INBOX_PATH}/${kind}/${id}`;

/** A submission's file, through the console's call (session and role checked): never its stored path. */
export const inboxFileUrl = (path: string): string => `${inboxConsoleApi.file.path}${serializeQuery({ path })}`;

/** The badge of a status: new asks for attention, done is settled. */
export const STATUS_BADGE: Record<InboxStatus, string> = { new: "console-badge--warn", in_progress: "", done: "console-badge--ok" };

type InboxKey = Parameters<ReturnType<typeof translator<keyof (typeof inboxMessages)["en"]>>>[0];

/** The name of a field or a file the server sends by key; a key the catalog does not know is shown as it is. */
export function labelOf(lang: UrlLang, prefix: "field_" | "file_" | `value_${string}_`, key: string): string {
  const name = `${prefix}${key}`;
  return name in inboxMessages[lang] ? translator(inboxMessages, lang)(name as InboxKey) : key;
}
