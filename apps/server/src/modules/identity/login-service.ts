import type { FastifyBaseLogger } from "fastify";
import { eq } from "drizzle-orm";
import type { LoginResult } from "@portal/contract/schemas/identity";
import { members } from "./tables.ts";
import type { Deps } from "../../platform/deps.ts";
import { AppError } from "../../platform/errors.ts";
import { MEMBER_SIGN_IN } from "./limits.ts";
import { findMemberBy, loginIdentifierOf } from "./members-lookup.ts";
import { hashPassword, needsRehash, verifyPassword } from "./passwords.ts";
import { createSession } from "./sessions.ts";
import { beginSignIn } from "./sign-in-throttle.ts";
import { identityReplies } from "./replies.ts";

/**
 * Wrong credentials: HTTP 200, code -1, loginFailed (docs/members.md: the login screen shows the message of code -1;
 * the API client rejects 4xx). Every kind of failure — unknown name, wrong password, no password (social sign-in
 * only), account not active — gets exactly this answer after the same work.
 */
export const loginFailed = () => new AppError(200, identityReplies.loginFailed, {}, -1);

export interface ClientInfo {
  ip: string;
  userAgent?: string;
  log: FastifyBaseLogger;
}

/**
 * Signs in with a nickName, e-mail address or mobile number and the password (and, once the name has had too many
 * failures, a solved captcha: sign-in-throttle.ts). The attempt is counted before any password work (which is what
 * an attacker would make us spend); the argon2 check runs even for an unknown name.
 * Logs say who signed in or failed by member id only: never the name typed (it may be a password typed in the
 * wrong field), the password or the token.
 */
export async function login(
  deps: Deps,
  input: { username: string; password: string; verifyKey?: string; verifyCode?: string },
  client: ClientInfo,
): Promise<LoginResult> {
  const { db } = deps;
  const identifier = loginIdentifierOf(input.username);
  // The per-name count's subject: the kind and key of the name (kept as a digest: no e-mail address in the store).
  const attempt = await beginSignIn(deps, MEMBER_SIGN_IN, `${identifier.column}:${identifier.key}`, client);

  const member = await findMemberBy(db, identifier);
  await attempt.admit(member?.id ?? null, input);
  const passwordMatches = await verifyPassword(member?.passwordHash ?? null, input.password);
  if (!member || !member.passwordHash || !passwordMatches || member.status !== "active") {
    client.log.info({ event: "login", outcome: "failed", memberId: member?.id ?? null }, "sign-in refused");
    throw loginFailed();
  }
  await attempt.succeeded(member.id);

  const now = deps.now();
  // Raised hashing parameters reach each member at their next sign-in, the only time the password is known.
  const rehashed = needsRehash(member.passwordHash) ? { passwordHash: await hashPassword(input.password) } : {};
  await db.update(members).set({ lastLoginAt: now, ...rehashed }).where(eq(members.id, member.id));
  const token = await createSession(db, member.id, now, client.userAgent);
  client.log.info({ event: "login", outcome: "ok", memberId: member.id, rehashed: "passwordHash" in rehashed }, "signed in");
  return { token, isPhoneVerification: member.isPhoneVerification ? 1 : 0 };
}
