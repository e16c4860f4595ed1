import type { FastifyInstance } from "fastify";
import { interactionsApi } from "@portal/contract/endpoints/interactions";
import { idParams } from "@portal/contract/schemas/common";
import { commentBlockBody, hideCommentBody, moderationQueueQuery, nicknameResetBody } from "@portal/contract/schemas/interactions";
import type { Deps } from "../../platform/deps.ts";
import { AppError } from "../../platform/errors.ts";
import { platformReplies } from "../../platform/replies.ts";
import { defineRoute } from "../../platform/route.ts";
import { staffActorOf } from "../../platform/staff-auth.ts";
import { withoutNul } from "../../platform/without-nul.ts";
import type { Moderation } from "./interaction-service.ts";
import { resetMemberNickname } from "./moderation-service.ts";

/**
 * The console's moderation calls (docs/interactions.md "Moderation"; interactionsApi): the queue, hide, restore,
 * block and unblock, and the reset of a member's nickname. Who may call them is declared on the endpoints (editor, moderator, admin) and guarded by
 * defineRoute with every write's CSRF token; the rules, and the audit entries, are the service's.
 */
export function registerModerationRoutes(app: FastifyInstance, deps: Deps, moderation: Moderation): void {
  defineRoute(app, interactionsApi.comments, {
    deps,
    query: withoutNul(moderationQueueQuery),
    handler: ({ query, locale }) => {
      const { page, pageSize, ...filter } = query;
      if (filter.from && filter.to && filter.from > filter.to) throw new AppError(400, platformReplies.invalidField, { field: "from" });
      return moderation.queue(filter, { page, pageSize }, locale);
    },
  });

  defineRoute(app, interactionsApi.hideComment, {
    deps,
    params: idParams,
    body: withoutNul(hideCommentBody),
    handler: ({ params, body, request, locale }) => moderation.hide(staffActorOf(request), params.id, body, locale),
  });

  defineRoute(app, interactionsApi.restoreComment, {
    deps,
    params: idParams,
    handler: ({ params, request, locale }) => moderation.restore(staffActorOf(request), params.id, locale),
  });

  defineRoute(app, interactionsApi.blockMember, {
    deps,
    params: idParams,
    body: withoutNul(commentBlockBody),
    handler: ({ params, body, request }) => moderation.block(staffActorOf(request), params.id, body),
  });

  defineRoute(app, interactionsApi.unblockMember, {
    deps,
    params: idParams,
    handler: ({ params, request }) => moderation.unblock(staffActorOf(request), params.id),
  });

  defineRoute(app, interactionsApi.resetNickname, {
    deps,
    params: idParams,
    body: withoutNul(nicknameResetBody),
    handler: ({ params, body, request }) => resetMemberNickname(deps, staffActorOf(request), params.id, { reason: body.reason, note: body.note ?? null }, deps.now()),
  });
}
