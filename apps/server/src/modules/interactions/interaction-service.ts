import { and, eq } from "drizzle-orm";
import type { ApiLocale } from "@portal/contract/locales";
import type { CommentBlockState, CommentsPage, ContentComment, CountedView, LikeState, ModeratedComment } from "@portal/contract/schemas/interactions";
import type { Paged } from "@portal/contract/schemas/member";
import type { Db } from "../../db/client.ts";
import { contentComments, contentLikes, type CommentStatus } from "./tables.ts";
import type { Deps } from "../../platform/deps.ts";
import type { ClosingAccount } from "../../platform/domain-module.ts";
import { notFound } from "../../platform/errors.ts";
import type { ContentKind, CountChange, Interactions } from "../../platform/interactions.ts";
import type { PageRequest } from "../../platform/paging.ts";
import { enforceLimit } from "../../platform/rate-limit.ts";
import type { StaffActor } from "../../platform/staff-auth.ts";
import { addComment, listComments, setCommentStatus } from "./comment-service.ts";
import { registerInteractionRoutes } from "./interaction-routes.ts";
import { COMMENT_DAILY_LIMIT, COMMENT_LIMIT, LIKE_LIMIT, VIEW_LIMIT, VIEW_REPEAT_MS } from "./limits.ts";
import { blockMember, moderateComment, moderationQueue, refuseIfBlocked, unblockMember, type BlockInput, type HideInput, type QueueFilter } from "./moderation-service.ts";

/**
 * Likes, comments, views and plays of every content kind (docs/interactions.md). A like is one row per (kind, item,
 * member) under the primary key; the item's counters live on its domain's table and move through the kind's
 * adapter in the same transaction, only when a row was really added or removed, so that repeated and concurrent
 * requests leave them exact. Every rule is here — visibility (404), limits (429), de-duplication of views — so
 * that each kind's routes only translate HTTP (interaction-routes.ts).
 */
export interface InteractionService extends Interactions {
  likeState(kind: string, itemId: number, memberId: number): Promise<LikeState>;
  like(kind: string, itemId: number, memberId: number): Promise<LikeState>;
  cancelLike(kind: string, itemId: number, memberId: number): Promise<LikeState>;
  comments(kind: string, itemId: number, page: number, pageSize: number): Promise<CommentsPage>;
  addComment(kind: string, itemId: number, memberId: number, input: { comment: string; replyTo?: number | null | undefined }): Promise<ContentComment>;
  /** Moderation (see setCommentStatus): false when there is no such comment. */
  setCommentStatus(commentId: number, status: CommentStatus): Promise<boolean>;
  /** One view by an address (an IP, an IPv6 /64): counted once per item per half hour. */
  countView(kind: string, itemId: number, address: string): Promise<CountedView>;
  /** One play started by an address: counted like views. */
  countPlay(kind: string, itemId: number, address: string): Promise<CountedView>;
  /** The console's moderation (moderation-service.ts), over every kind. */
  moderation: Moderation;
}

/** The console's moderation calls, each change audited as `actor` (docs/interactions.md "Moderation"). */
export interface Moderation {
  queue(filter: QueueFilter, page: PageRequest, locale: ApiLocale): Promise<Paged<ModeratedComment>>;
  /** Hides a comment; 404 when there is none. */
  hide(actor: StaffActor, commentId: number, input: HideInput, locale: ApiLocale): Promise<ModeratedComment>;
  /** Publishes a hidden or pending comment; 404 when there is none. */
  restore(actor: StaffActor, commentId: number, locale: ApiLocale): Promise<ModeratedComment>;
  block(actor: StaffActor, memberId: number, input: BlockInput): Promise<CommentBlockState>;
  unblock(actor: StaffActor, memberId: number): Promise<CommentBlockState>;
}

/** The moderation of the service this module built (Wiring.interactions holds it as the platform's Interactions). */
const moderationByService = new WeakMap<Interactions, Moderation>();
export function moderationOf(interactions: Interactions): Moderation {
  const moderation = moderationByService.get(interactions);
  if (!moderation) throw new Error("the interactions service was not built by modules/interactions (createInteractions)");
  return moderation;
}

export function createInteractions(deps: Deps, kinds: readonly ContentKind[]): InteractionService {
  const byName = new Map<string, ContentKind>();
  for (const kind of kinds) {
    if (byName.has(kind.kind)) throw new Error(`two content kinds are called ${kind.kind}`);
    byName.set(kind.kind, kind);
  }
  const kindNamed = (name: string): ContentKind => {
    const kind = byName.get(name);
    if (!kind) throw new Error(`no content kind ${name}: a domain declares it with contentKinds (platform/interactions.ts)`);
    return kind;
  };
  /** The kind of a visible item, else 404. */
  const visibleItem = async (name: string, itemId: number): Promise<ContentKind> => {
    const kind = kindNamed(name);
    if (!(await kind.visible(itemId, deps.now()))) throw notFound();
    return kind;
  };
  const likeState = (itemId: number, liked: boolean, likeCount: number | undefined): LikeState => ({ id: itemId, liked, likeCount: Number(likeCount ?? 0) });
  const inTransaction = <T>(work: (tx: Db) => Promise<T>): Promise<T> => deps.db.transaction((tx) => work(tx as unknown as Db));
  const likeKey = (kind: string, itemId: number, memberId: number) =>
    and(eq(contentLikes.kind, kind), eq(contentLikes.itemId, itemId), eq(contentLikes.memberId, memberId))!;

  /** Counts a view or a play: the address's first within VIEW_REPEAT_MS; a flood of reports is refused (429). */
  async function countOnce(name: string, itemId: number, address: string, what: "view" | "play"): Promise<CountedView> {
    await enforceLimit(deps.kv, VIEW_LIMIT, address);
    const first = (await deps.kv.incr(`${name}-${what}:${itemId}:${address}`, VIEW_REPEAT_MS)) === 1;
    const kind = await visibleItem(name, itemId);
    if (!first) return { counted: false };
    await kind.adjust(deps.db, itemId, what === "view" ? { views: 1 } : { plays: 1 });
    return { counted: true };
  }

  const service: InteractionService = {
    registerRoutes: (app, routes) => {
      kindNamed(routes.kind);
      registerInteractionRoutes(app, deps, service, routes);
    },

    async likeState(name, itemId, memberId) {
      const kind = await visibleItem(name, itemId);
      const [counts, liked] = await Promise.all([
        kind.adjust(deps.db, itemId, {}),
        deps.db.select({ memberId: contentLikes.memberId }).from(contentLikes).where(likeKey(name, itemId, memberId)).limit(1),
      ]);
      return likeState(itemId, liked.length > 0, counts.likeCount);
    },

    async like(name, itemId, memberId) {
      await enforceLimit(deps.kv, LIKE_LIMIT, `member:${memberId}`);
      const kind = await visibleItem(name, itemId);
      return inTransaction(async (tx) => {
        const added = await tx.insert(contentLikes).values({ kind: name, itemId, memberId }).onConflictDoNothing().returning({ memberId: contentLikes.memberId });
        const counts = await kind.adjust(tx, itemId, added.length > 0 ? { likes: 1 } : {});
        return likeState(itemId, true, counts.likeCount);
      });
    },

    async cancelLike(name, itemId, memberId) {
      await enforceLimit(deps.kv, LIKE_LIMIT, `member:${memberId}`);
      const kind = await visibleItem(name, itemId);
      return inTransaction(async (tx) => {
        const removed = await tx.delete(contentLikes).where(likeKey(name, itemId, memberId)).returning({ memberId: contentLikes.memberId });
        const counts = await kind.adjust(tx, itemId, removed.length > 0 ? { likes: -1 } : {});
        return likeState(itemId, false, counts.likeCount);
      });
    },

    async comments(name, itemId, page, pageSize) {
      await visibleItem(name, itemId);
      return listComments(deps.db, name, itemId, page, pageSize);
    },

    async addComment(name, itemId, memberId, input) {
      const kind = await visibleItem(name, itemId);
      await refuseIfBlocked(deps.db, memberId, deps.now());
      await enforceLimit(deps.kv, COMMENT_LIMIT, `member:${memberId}`);
      await enforceLimit(deps.kv, COMMENT_DAILY_LIMIT, `member:${memberId}`);
      return addComment(deps.db, kind, itemId, memberId, input, deps.now());
    },

    setCommentStatus: (commentId, status) => setCommentStatus(deps.db, byName, commentId, status),

    countView: (name, itemId, address) => countOnce(name, itemId, address, "view"),
    countPlay: (name, itemId, address) => countOnce(name, itemId, address, "play"),

    eraseMember: (tx, account) => eraseMember(tx, byName, account),

    moderation: {
      queue: (filter, page, locale) => moderationQueue(deps.db, byName, filter, page, locale, deps.now()),
      hide: (actor, commentId, input, locale) => moderateComment(deps, byName, actor, commentId, input, { locale, now: deps.now() }),
      restore: (actor, commentId, locale) => moderateComment(deps, byName, actor, commentId, null, { locale, now: deps.now() }),
      block: (actor, memberId, input) => blockMember(deps.db, actor, memberId, input, deps.now()),
      unblock: (actor, memberId) => unblockMember(deps.db, actor, memberId, deps.now()),
    },
  };
  moderationByService.set(service, service.moderation);
  return service;
}

/**
 * A closing member's likes and comments go, and their items' counters with them: the rows are deleted here (the
 * member row's cascade would find none left) and each item's counters move by what was really deleted — a like,
 * the published comments — through its kind, in the closing transaction. Identity holds the member row's lock
 * from the start of that transaction, so no like or comment of theirs can slip in between.
 */
async function eraseMember(tx: Db, kinds: ReadonlyMap<string, ContentKind>, account: ClosingAccount): Promise<void> {
  const likes = await tx.delete(contentLikes).where(eq(contentLikes.memberId, account.memberId)).returning({ kind: contentLikes.kind, itemId: contentLikes.itemId });
  const comments = await tx
    .delete(contentComments)
    .where(eq(contentComments.memberId, account.memberId))
    .returning({ kind: contentComments.kind, itemId: contentComments.itemId, status: contentComments.status });
  const changes = new Map<string, { kind: string; itemId: number; change: CountChange }>();
  const changeOf = (kind: string, itemId: number): CountChange => {
    const key = `${kind}:${itemId}`;
    const entry = changes.get(key) ?? { kind, itemId, change: {} };
    changes.set(key, entry);
    return entry.change;
  };
  for (const like of likes) changeOf(like.kind, like.itemId).likes = -1;
  for (const comment of comments) {
    if (comment.status !== "published") continue;
    const change = changeOf(comment.kind, comment.itemId);
    change.comments = (change.comments ?? 0) - 1;
  }
  // In a fixed order, so that two closings at once lock the items' rows in the same order.
  const ordered = [...changes.values()].sort((a, b) => a.kind.localeCompare(b.kind) || a.itemId - b.itemId);
  for (const { kind, itemId, change } of ordered) {
    await kinds.get(kind)?.adjust(tx, itemId, change);
  }
}
