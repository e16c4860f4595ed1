import { CONSOLE_API_PATH, GET, POST } from "../endpoint.ts";
import type {
  InboxAssignInput,
  InboxAssigneesQuery,
  InboxDetail,
  InboxFileQuery,
  InboxNote,
  InboxNoteInput,
  InboxPage,
  InboxQuery,
  InboxStaff,
  InboxStatusInput,
} from "../schemas/inbox.ts";

const BASE = `${CONSOLE_API_PATH}/v1/inbox`;

/**
 * The inbox (docs/console.md "The inbox"): every public submission of the kinds the caller's role sees. Each call is
 * open to every role that sees at least one kind; the service refuses a kind the role may not see (403).
 */
/** Every role that sees at least one kind (inbox-rules.ts INBOX_KIND_ROLES): who may call the inbox at all. */
const INBOX_ROLES = ["editor", "marketing", "hr", "procurement", "moderator", "admin"] as const;

export const inboxConsoleApi = {
  /** The list with its filters, or as CSV (format=csv). */
  list: GET(BASE).access(INBOX_ROLES).query<InboxQuery>().returns<InboxPage>(),
  /** Staff one may assign items to: of a role that sees the kind (or any kind the caller sees). */
  assignees: GET(`${BASE}/assignees`).access(INBOX_ROLES).query<InboxAssigneesQuery>().returns<InboxStaff[]>(),
  /** A file of a submission, as a download (never at a public address). */
  file: GET(`${BASE}/files`).access(INBOX_ROLES).query<InboxFileQuery>().returns<Blob>(),
  item: GET(`${BASE}/:kind/:id`).access(INBOX_ROLES).returns<InboxDetail>(),
  status: POST(`${BASE}/:kind/:id/status`).access(INBOX_ROLES).body<InboxStatusInput>().returns<InboxDetail>(),
  assign: POST(`${BASE}/:kind/:id/assign`).access(INBOX_ROLES).body<InboxAssignInput>().returns<InboxDetail>(),
  note: POST(`${BASE}/:kind/:id/notes`).access(INBOX_ROLES).body<InboxNoteInput>().returns<InboxNote>(),
};
