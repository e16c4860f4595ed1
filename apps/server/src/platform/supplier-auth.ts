import type { FastifyInstance, FastifyRequest } from "fastify";
import type { Deps } from "./deps.ts";
import { unauthorized } from "./errors.ts";
import { memberTokenOf } from "./member-auth.ts";
import type { SupplierSession } from "./sessions.ts";

/**
 * The signed-in supplier of a request, or HTTP 401 (envelope code 401). The token travels as Api-Key, as members'
 * do (spec §7: the client sends the supplier token for /api/v1.0/supplier paths); only supplier tokens ("sup_…")
 * are looked up, and only in supplier_sessions: a member token never opens a supplier call.
 */
export async function requireSupplier(deps: Deps, request: FastifyRequest): Promise<SupplierSession> {
  const token = memberTokenOf(request);
  const session = token ? await deps.sessions.supplier(deps.db, token, deps.now()) : null;
  if (!session) throw unauthorized();
  return session;
}

/**
 * Declares routes that need a signed-in supplier in a scope whose onRequest hook checks the token before the body is
 * even read, as the member calls do: anyone else gets 401, never a 400 about a body they may not send (issue 20).
 * The routes get their session from `sessionOf(request)`.
 */
export function supplierRoutes(
  app: FastifyInstance,
  deps: Deps,
  declare: (scope: FastifyInstance, sessionOf: (request: FastifyRequest) => SupplierSession) => void,
): void {
  const sessions = new WeakMap<FastifyRequest, SupplierSession>();
  app.register(async (scope) => {
    scope.addHook("onRequest", async (request) => {
      sessions.set(request, await requireSupplier(deps, request));
    });
    declare(scope, (request) => sessions.get(request)!);
  });
}
