import type { FastifyInstance } from "fastify";
import { supplierConsoleApi } from "@portal/contract/endpoints/supplier";
import { SUPPLIER_REASON_MAX_CHARS, supplierConsoleQuery, supplierRefuseBody, supplierUuidParams } from "@portal/contract/schemas/supplier";
import type { Deps } from "../../platform/deps.ts";
import { orNotFound, refusal } from "../../platform/errors.ts";
import { defineRoute } from "../../platform/route.ts";
import { staffActorOf } from "../../platform/staff-auth.ts";
import { withoutNul } from "../../platform/without-nul.ts";
import type { SendLater } from "../identity/identity-messages.ts";
import { supplierReplies } from "./replies.ts";
import { reviewSupplier, supplierByUuid, supplierReviewQueue, supplierStatusCounts } from "./supplier-service.ts";

/** The reason of a refusal, trimmed: required, and short enough for the SMS and the account page. */
function refusalReason(text: string): string {
  const reason = text.trim();
  if (!reason) throw refusal(supplierReplies.reasonRequired);
  if (Array.from(reason).length > SUPPLIER_REASON_MAX_CHARS) throw refusal(supplierReplies.reasonTooLong);
  return reason;
}

/**
 * Procurement's review of suppliers' registrations (`supplierConsoleApi`; docs/console.md "Procurement"), on the
 * service the token calls use. Who may call each is declared on its endpoint.
 */
export function registerSupplierConsoleRoutes(app: FastifyInstance, deps: Deps, sendLater: SendLater): void {
  defineRoute(app, supplierConsoleApi.queue, {
    deps,
    query: supplierConsoleQuery,
    handler: async ({ query }) => ({ ...(await supplierReviewQueue(deps.db, query, query)), counts: await supplierStatusCounts(deps.db) }),
  });
  defineRoute(app, supplierConsoleApi.get, {
    deps,
    params: supplierUuidParams,
    handler: async ({ params }) => orNotFound(await supplierByUuid(deps.db, params.uuid)),
  });
  defineRoute(app, supplierConsoleApi.approve, {
    deps,
    params: supplierUuidParams,
    handler: async ({ params, locale, request }) => orNotFound(await reviewSupplier(deps, params.uuid, { status: "approved" }, locale, sendLater, staffActorOf(request))),
  });
  defineRoute(app, supplierConsoleApi.refuse, {
    deps,
    params: supplierUuidParams,
    body: withoutNul(supplierRefuseBody),
    handler: async ({ params, body, locale, request }) =>
      orNotFound(await reviewSupplier(deps, params.uuid, { status: "rejected", reason: refusalReason(body.reason) }, locale, sendLater, staffActorOf(request))),
  });
}
