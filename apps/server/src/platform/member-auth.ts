import type { FastifyRequest } from "fastify";
import type { Deps } from "./deps.ts";
import { unauthorized } from "./errors.ts";
import type { MemberSession } from "./sessions.ts";

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
export async function requireMember(deps: Deps, request: FastifyRequest): Promise<MemberSession> {
  const token = memberTokenOf(request);
  const session = token ? await deps.sessions.member(deps.db, token, deps.now()) : null;
  if (!session) throw unauthorized();
  return session;
}
