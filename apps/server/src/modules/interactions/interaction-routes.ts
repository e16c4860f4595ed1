import type { FastifyInstance, FastifyRequest } from "fastify";
import { interactionTags } from "@portal/contract/cache-tags";
import type { LikeState } from "@portal/contract/schemas/interactions";
import { commentBody, commentsQuery } from "@portal/contract/schemas/interactions";
import { idParams } from "@portal/contract/schemas/common";
import type { Deps } from "../../platform/deps.ts";
import type { InteractionRoutes } from "../../platform/interactions.ts";
import { requireMember } from "../../platform/member-auth.ts";
import { clientAddressKey } from "../../platform/rate-limit.ts";
import { defineRoute } from "../../platform/route.ts";
import type { InteractionService } from "./interaction-service.ts";
import { interactionsReplies } from "./replies.ts";

/**
 * Declares one kind's interaction routes from its catalogue endpoints (`wiring.interactions.registerRoutes(app,
 * { kind: "news", like: newsApi.like, … })`): HTTP only — the member's token (401 without), the `:id` and the
 * input parsed at the edge; the rules are the service's. Reading comments is public but kept by no one without asking
 * again (a hidden comment must go at once: docs/interactions.md "Moderation"); the rest is no-store.
 */
/**
 * The comments list: browsers and CDNs may keep it but must ask again each time (ETag: an unchanged list is a 304),
 * and page renders do not share it (only `public` answers are shared: platform/in-process-api.ts). Its cache tag
 * goes with the pages that show it, which the moderation drops (cache-bus.ts).
 */
const CACHE_COMMENTS = "no-cache";

export function registerInteractionRoutes(app: FastifyInstance, deps: Deps, service: InteractionService, routes: InteractionRoutes): void {
  const { kind } = routes;
  const memberOf = async (request: FastifyRequest) => (await requireMember(deps, request)).memberId;

  const likeRoute = (endpoint: InteractionRoutes["like"], act: (itemId: number, memberId: number) => Promise<LikeState>) => {
    if (!endpoint) return;
    defineRoute(app, endpoint, {
      params: idParams,
      handler: async ({ params, request }) => act(params.id, await memberOf(request)),
    });
  };
  likeRoute(routes.likeState, (itemId, memberId) => service.likeState(kind, itemId, memberId));
  likeRoute(routes.like, (itemId, memberId) => service.like(kind, itemId, memberId));
  likeRoute(routes.cancelLike, (itemId, memberId) => service.cancelLike(kind, itemId, memberId));

  if (routes.comments) {
    defineRoute(app, routes.comments, {
      params: idParams,
      query: commentsQuery,
      cache: CACHE_COMMENTS,
      tags: ({ params }) => [interactionTags.comments(kind, params.id)],
      handler: ({ params, query }) => service.comments(kind, params.id, query.Page, query.PageSize),
    });
  }

  if (routes.comment) {
    defineRoute(app, routes.comment, {
      params: idParams,
      body: commentBody,
      // A pre-moderated kind's new comment: the author is told it awaits moderation.
      message: (comment) => (comment.pending ? interactionsReplies.commentPending : undefined),
      handler: async ({ params, body, request }) => service.addComment(kind, params.id, await memberOf(request), body),
    });
  }

  // Views and plays are reported by the reader's browser (pages are cached for every reader): counted per address.
  const countRoute = (endpoint: InteractionRoutes["view"], count: typeof service.countView) => {
    if (!endpoint) return;
    defineRoute(app, endpoint, {
      params: idParams,
      handler: ({ params, request }) => count(kind, params.id, clientAddressKey(request.ip)),
    });
  };
  countRoute(routes.view, service.countView);
  countRoute(routes.play, service.countPlay);
}
