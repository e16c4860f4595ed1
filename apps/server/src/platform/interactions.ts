import { sql, type SQL, type SQLWrapper } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import type { Endpoint, None } from "@portal/contract/endpoint";
import type { ApiLocale } from "@portal/contract/locales";
import type { CommentInput, CommentsPage, ContentComment, CountedView, LikeState } from "@portal/contract/schemas/interactions";
import type { Db } from "../db/client.ts";
import type { AccountEraser } from "./domain-module.ts";

/**
 * Likes, comments, views and plays of every content kind (docs/interactions.md). modules/interactions keeps the
 * rows (who liked what, the comments); each content domain keeps its own counters on its own table and tells the
 * interactions service about its items through a ContentKind. The types live here so that a content domain
 * implements its kind and declares its routes without importing modules/interactions, which never imports a
 * content domain either: modules/index.ts hands the kinds to the service and the service to every domain (Wiring).
 */

/** How a row change moves an item's counters: +1 / -1 (or -n when a closing account's rows go). */
export interface CountChange {
  likes?: number;
  comments?: number;
  views?: number;
  plays?: number;
}

/** An item's counters after a change, as far as the kind keeps them. */
export interface ContentCounts {
  likeCount?: number;
  commentCount?: number;
  viewCount?: number;
  playCount?: number;
}

/** A content domain's items as the interactions service sees them (news: articles). */
export interface ContentKind {
  /** The kind's name, stored with every like and comment ("news", "program", "food" …): never rename one. */
  kind: string;
  /** Whether readers may see the item now (and so like it, comment on it, count a view): unknown ids are false. */
  visible(id: number, now: Date): Promise<boolean>;
  /**
   * Moves the item's counters by `change` (missing keys: unchanged; a counter never goes below zero) and answers
   * them afterwards; an empty change only reads them. Runs inside the interactions service's transaction that
   * added or removed the row, so the counters move exactly when a row did. An unknown id answers no counts.
   */
  adjust(tx: Db, id: number, change: CountChange): Promise<ContentCounts>;
  /** New comments wait for moderation (status pending) before they are listed and counted. */
  premoderated?: boolean;
  /**
   * For the moderation queue: the items' titles and the paths of their pages, in `locale` where an item has one,
   * whether readers may see the item now or not; ids it does not know are left out.
   */
  describe?(ids: readonly number[], locale: ApiLocale): Promise<Map<number, ContentItemRef>>;
}

/** An item as the moderation queue names it. */
export interface ContentItemRef {
  title: string;
  /** The path of its page on the site (`/zh-hant/news-detail/42`). */
  link: string;
}

type LikeEndpoint = Endpoint<"GET" | "POST", string, None, None, LikeState>;

/**
 * The catalogue endpoints of a kind's interaction routes, every one optional; each path has an `:id` segment,
 * the item's id. The paths are the spec's, whatever they look like (`/news/:id/like`, `/program/like/:id`).
 */
export interface InteractionRoutes {
  kind: string;
  /** GET: the member's own like state. */
  likeState?: LikeEndpoint;
  /** POST: like (again: no change). */
  like?: LikeEndpoint;
  /** POST: take the like back (when there is none: no change). */
  cancelLike?: LikeEndpoint;
  /** GET ?Page&PageSize: the published comments, newest first (public, 60 s). */
  comments?: Endpoint<"GET", string, { Page?: number; PageSize?: number }, None, CommentsPage>;
  /** POST {comment, replyTo}: a member's comment. */
  comment?: Endpoint<"POST", string, None, CommentInput, ContentComment>;
  /** POST: one view reported by the reader's browser. */
  view?: Endpoint<"POST", string, None, None, CountedView>;
  /** POST: one play started (programmes' play/{id}/start). */
  play?: Endpoint<"POST", string, None, None, CountedView>;
}

/** The one interactions service, built by modules/interactions from every domain's kinds (Wiring.interactions). */
export interface Interactions {
  /** Declares a kind's like, comment, view and play routes from its catalogue endpoints. */
  registerRoutes(app: FastifyInstance, routes: InteractionRoutes): void;
  /**
   * Takes a closing member's likes and published comments off the items' counters (their rows then go with the
   * member row, by cascade). Runs in the closing transaction, before the member row is deleted.
   */
  eraseMember: AccountEraser;
}

/** A counter moved by `by` in SQL, never below zero: what every content kind's count adjuster writes. */
export const movedCount = (column: SQLWrapper, by: number): SQL => sql`greatest(${column} + ${by}::int, 0)`;
