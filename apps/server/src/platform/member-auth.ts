import type { FastifyRequest } from "fastify";
import { findSession, type ActiveSession } from "../modules/identity/sessions.ts";
import type { Deps } from "./deps.ts";
import { unauthorized } from "./errors.ts";

/** The member token the API client sends (spec §7: Api-Key). */
export function memberTokenOf(request: FastifyRequest): string | null {
  const value = request.headers["api-key"];
  const token = (Array.isArray(value) ? value[0] : value)?.trim();
  return token ? token : null;
}

/**
 * The signed-in member of a request, or HTTP 401 (envelope code 401, spec §8: the web app then treats the visitor
 * as signed out). Every member endpoint starts with this; services then only ever query by this member's id.
 */
export async function requireMember(deps: Deps, request: FastifyRequest): Promise<ActiveSession> {
  const token = memberTokenOf(request);
  const session = token ? await findSession(deps.db, token, deps.now()) : null;
  if (!session) throw unauthorized();
  return session;
}
