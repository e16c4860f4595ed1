import { eq, like } from "drizzle-orm";
import type { InjectOptions } from "fastify";
import { expect } from "vitest";
import { members } from "../identity/tables.ts";
import { kvEntries } from "../../kv/tables.ts";
import type { TestApp } from "../../test/app.ts";
import { solvedCaptcha } from "../identity/flows.test-helper.ts";
import { nickNameKeyOf } from "../identity/members-lookup.ts";
import { hashPassword } from "../identity/passwords.ts";
import { createSession } from "../identity/sessions.ts";

/** Helpers of the member API tests (not a test file itself). */

export const DEMO_PASSWORD = "Demo-2026!";

export async function memberIdOf(t: TestApp, username: string): Promise<number> {
  const [row] = await t.database.db.select({ id: members.id }).from(members).where(eq(members.username, username));
  if (!row) throw new Error(`no member ${username}`);
  return row.id;
}

/** Signs a member in the way login does: a new session, its token returned. */
export function signIn(t: TestApp, memberId: number): Promise<string> {
  return createSession(t.database.db, memberId, t.clock.now, "vitest");
}

let serial = 0;
/** Another active member, with a password unless `password: null` (a member who only signs in socially). */
export async function insertMember(
  t: TestApp,
  values: Partial<typeof members.$inferInsert> & { password?: string | null } = {},
): Promise<number> {
  serial += 1;
  const { password = "Other-2026!", ...rest } = values;
  const name = rest.nickName ?? `member${serial}_${Date.now() % 100_000}`;
  const [row] = await t.database.db
    .insert(members)
    .values({
      username: name,
      nickName: name,
      nickNameKey: nickNameKeyOf(name),
      status: "active",
      passwordHash: password === null ? null : await hashPassword(password),
      ...rest,
    })
    .returning({ id: members.id });
  return row!.id;
}

/** Rate-limit counters live in the shared kv store on the real clock: tests start each case with none. */
export async function clearLimits(t: TestApp): Promise<void> {
  await t.database.db.delete(kvEntries).where(like(kvEntries.key, "limit:%"));
}

export type Call = (options: InjectOptions) => ReturnType<TestApp["call"]>;

/** t.call with the member's token in Api-Key. */
export function asMember(t: TestApp, token: string): Call {
  return (options) => t.call({ ...options, headers: { ...options.headers, "api-key": token } });
}

/** Calls and expects success (HTTP 200, code 0); answers the data. */
export async function okData<T>(call: Call, options: InjectOptions): Promise<T> {
  const res = await call(options);
  expect(res.status, `${options.method} ${options.url}: ${res.body.message}`).toBe(200);
  expect(res.body.code).toBe(0);
  return res.body.data as T;
}

/** The six-digit code in the newest message to a recipient. */
export async function codeSentTo(t: TestApp, recipient: string): Promise<string> {
  const message = await t.lastMessageTo(recipient);
  const code = /\b(\d{6})\b/.exec(message?.body ?? "")?.[1];
  if (!code) throw new Error(`no code sent to ${recipient}: ${message?.body}`);
  return code;
}

/** mobile-verify-code or email-verify-code for a contact, with a solved captcha, as the settings form asks. */
export async function codeRequestUrl(t: TestApp, kind: "mobile" | "email", contact: string): Promise<string> {
  return `/api/v1.0/member/${kind}-verify-code?${new URLSearchParams({ [kind]: contact, ...(await solvedCaptcha(t)) })}`;
}
