import type { FastifyBaseLogger } from "fastify";
import { eq } from "drizzle-orm";
import type { LoginResult } from "@portal/contract/schemas/identity";
import { members } from "../../db/schema/identity.ts";
import type { Deps } from "../../platform/deps.ts";
import { AppError } from "../../platform/errors.ts";
import { clearLimit, clientAddressKey, enforceLimit, privateSubject } from "../../platform/rate-limit.ts";
import { LOGIN_PER_ACCOUNT, LOGIN_PER_IP } from "./limits.ts";
import { findMemberBy, loginIdentifierOf, type LoginIdentifier } from "./members-lookup.ts";
import { hashPassword, needsRehash, verifyPassword } from "./passwords.ts";
import { createSession } from "./sessions.ts";

/**
 * Wrong credentials: HTTP 200, code -1, loginFailed (docs/members.md: the login screen shows the message of code -1;
 * the API client rejects 4xx). Every kind of failure — unknown name, wrong password, no password (social sign-in
 * only), account not active — gets exactly this answer after the same work.
 */
export const loginFailed = () => new AppError(200, "loginFailed", {}, -1);

/** The per-account limit's subject: the kind and key of the name, as a digest (no e-mail address in the store). */
const accountSubject = (identifier: LoginIdentifier) => privateSubject(`${identifier.column}:${identifier.key}`);

export interface ClientInfo {
  ip: string;
  userAgent?: string;
  log: FastifyBaseLogger;
}

/**
 * Signs in with a nickName, e-mail address or mobile number and the password. Both limits are counted before any
 * password work (which is what an attacker would make us spend); the argon2 check runs even for an unknown name.
 * Logs say who signed in or failed by member id only: never the name typed (it may be a password typed in the
 * wrong field), the password or the token.
 */
export async function login(deps: Deps, input: { username: string; password: string }, client: ClientInfo): Promise<LoginResult> {
  const { db, kv } = deps;
  await enforceLimit(kv, LOGIN_PER_IP, clientAddressKey(client.ip));
  const identifier = loginIdentifierOf(input.username);
  await enforceLimit(kv, LOGIN_PER_ACCOUNT, accountSubject(identifier));

  const member = await findMemberBy(db, identifier);
  const passwordMatches = await verifyPassword(member?.passwordHash ?? null, input.password);
  if (!member || !member.passwordHash || !passwordMatches || member.status !== "active") {
    client.log.info({ event: "login", outcome: "failed", memberId: member?.id ?? null }, "sign-in refused");
    throw loginFailed();
  }
  await clearLimit(kv, LOGIN_PER_ACCOUNT, accountSubject(identifier));

  const now = deps.now();
  // Raised hashing parameters reach each member at their next sign-in, the only time the password is known.
  const rehashed = needsRehash(member.passwordHash) ? { passwordHash: await hashPassword(input.password) } : {};
  await db.update(members).set({ lastLoginAt: now, ...rehashed }).where(eq(members.id, member.id));
  const token = await createSession(db, member.id, now, client.userAgent);
  client.log.info({ event: "login", outcome: "ok", memberId: member.id, rehashed: "passwordHash" in rehashed }, "signed in");
  return { token, isPhoneVerification: member.isPhoneVerification ? 1 : 0 };
}
