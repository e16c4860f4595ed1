import { CONSOLE_API_PATH, GET, POST } from "../endpoint.ts";
import type { Paged } from "../schemas/member.ts";
import type {
  CommentBlockInput,
  CommentBlockState,
  HideCommentInput,
  ModeratedComment,
  ModerationQueueQuery,
  NicknameReset,
  NicknameResetInput,
} from "../schemas/interactions.ts";

/**
 * The console's moderation of members' comments (docs/interactions.md "Moderation"), for editors, moderators and
 * administrators: the queue of comments of every content kind, hide and restore, and blocking a member from
 * commenting. Every change is written to the audit log with the values before and after. (Members' own like and
 * comment calls are each content domain's, at the spec's paths: newsApi.comment …)
 */
const BASE = `${CONSOLE_API_PATH}/v1`;
const MODERATORS = ["editor", "moderator", "admin"] as const;

export const interactionsApi = {
  /** The queue: comments by status, kind, text, member and date, newest first, each with its item and author. */
  comments: GET(`${BASE}/comments`).access(MODERATORS).query<ModerationQueueQuery>().returns<Paged<ModeratedComment>>(),
  /** Hides a comment (published or pending): it leaves the public list and its item's count at once. */
  hideComment: POST(`${BASE}/comments/:id/hide`).access(MODERATORS).body<HideCommentInput>().returns<ModeratedComment>(),
  /** Publishes a hidden or pending comment: back in the public list and its item's count. */
  restoreComment: POST(`${BASE}/comments/:id/restore`).access(MODERATORS).returns<ModeratedComment>(),
  /** Blocks a member from commenting (until a Macao day, or until unblocked); their comments stay as they are. */
  blockMember: POST(`${BASE}/members/:id/comment-block`).access(MODERATORS).body<CommentBlockInput>().returns<CommentBlockState>(),
  /** Lets a blocked member comment again. */
  unblockMember: POST(`${BASE}/members/:id/comment-unblock`).access(MODERATORS).returns<CommentBlockState>(),
  /** Replaces an offensive nickname with a neutral one (`member<id>`); the member is told why in their notifications. */
  resetNickname: POST(`${BASE}/members/:id/nickname-reset`).access(MODERATORS).body<NicknameResetInput>().returns<NicknameReset>(),
};
