import type { FastifyInstance, FastifyRequest } from "fastify";
import type { LikeState } from "@portal/contract/schemas/interactions";
import { commentBody, commentsQuery } from "@portal/contract/schemas/interactions";
import { idParams } from "@portal/contract/schemas/common";
import type { Deps } from "../../platform/deps.ts";
import type { InteractionRoutes } from "../../platform/interactions.ts";
import { requireMember } from "../../platform/member-auth.ts";
import { clientAddressKey } from "../../platform/rate-limit.ts";
import { CACHE_PUBLIC_SHORT, defineRoute } from "../../platform/route.ts";
import type { InteractionService } from "./interaction-service.ts";
import { interactionsReplies } from "./replies.ts";

/**
 * Declares one kind's interaction routes from its catalogue endpoints (`wiring.interactions.registerRoutes(app,
 * { kind: "news", like: newsApi.like, … })`): HTTP only — the member's token (401 without), the `:id` and the
 * input parsed at the edge; the rules are the service's. Reading comments is public (60 s); the rest is no-store.
 */
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
      cache: CACHE_PUBLIC_SHORT,
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
