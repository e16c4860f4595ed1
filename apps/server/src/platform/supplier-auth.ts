import type { FastifyRequest } from "fastify";
import { findSupplierSession, type SupplierSession } from "../modules/supplier/sessions.ts";
import type { Deps } from "./deps.ts";
import { unauthorized } from "./errors.ts";
import { memberTokenOf } from "./member-auth.ts";

/**
 * The signed-in supplier of a request, or HTTP 401 (envelope code 401). The token travels as Api-Key, as members'
 * do (spec §7: the client sends the supplier token for /api/v1.0/supplier paths); only supplier tokens ("sup_…")
 * are looked up, and only in supplier_sessions: a member token never opens a supplier call.
 */
export async function requireSupplier(deps: Deps, request: FastifyRequest): Promise<SupplierSession> {
  const token = memberTokenOf(request);
  const session = token ? await findSupplierSession(deps.db, token, deps.now()) : null;
  if (!session) throw unauthorized();
  return session;
}
