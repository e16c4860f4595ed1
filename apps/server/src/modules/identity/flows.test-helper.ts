import { expect } from "vitest";
import type { LoginResult, RegisterResult } from "@portal/contract/schemas/identity";
import type { TestApp } from "../../test/app.ts";
import { issueCaptcha } from "../captcha/captcha.ts";
import { identityMessagesSettled } from "./identity-messages.ts";

/** Shared steps of the identity tests: captchas answered, codes read from the outbox, members registered. */
export const BASE = "/api/v1.0/identity";
export const DEMO = { username: "demo", password: "Demo-2026!", email: "demo@example.mo", mobile: "66123456" } as const;

let addressCounter = 0;
/** A client address of its own for a test, so that per-address limits of one test do not touch another. */
export function freshIp(): string {
  addressCounter += 1;
  return `198.51.${Math.floor(addressCounter / 250) % 250}.${(addressCounter % 250) + 1}`;
}

/** A captcha whose answer the test knows (the picture is not read). */
export async function solvedCaptcha(t: TestApp): Promise<{ verifyKey: string; verifyCode: string }> {
  // The counter is chosen here, as the browser would find it: the work itself is tested in captcha.test.ts.
  const counter = 17;
  const { verifyKey } = await issueCaptcha(t.kv, t.clock.now, 20, counter);
  return { verifyKey, verifyCode: String(counter) };
}

export function post(t: TestApp, path: string, payload: unknown, options: { ip?: string; token?: string; language?: string } = {}) {
  return t.call({
    method: "POST",
    url: `${BASE}/${path}`,
    payload: payload as Record<string, unknown>,
    remoteAddress: options.ip ?? "127.0.0.1",
    headers: { ...(options.token ? { "api-key": options.token } : {}), ...(options.language ? { "api-language": options.language } : {}) },
  });
}

/** The newest message to a contact once the identity messages under way have left. */
export async function messageTo(t: TestApp, contact: string) {
  await identityMessagesSettled(t.app);
  return t.lastMessageTo(contact);
}

/** The six-digit code of the newest message to a contact. */
export async function codeSentTo(t: TestApp, contact: string): Promise<string> {
  const message = await messageTo(t, contact);
  const code = /\b(\d{6})\b/.exec(message?.body ?? "")?.[1];
  expect(code, `a code sent to ${contact}`).toBeDefined();
  return code!;
}

export async function sendCode(t: TestApp, contact: string, purpose: "register" | "reset" | "change", ip = freshIp()) {
  return post(t, "SendVerifyCode", { contact, purpose, ...(await solvedCaptcha(t)) }, { ip });
}

let memberCounter = 0;
export function uniqueName(prefix = "member"): string {
  memberCounter += 1;
  return `${prefix}${memberCounter}${Math.floor(Math.random() * 1e6)}`;
}

/** Registers a member through the API (code by e-mail or SMS) and returns the token. */
export async function registerMember(
  t: TestApp,
  fields: { username?: string; contact?: string; password?: string } & Record<string, unknown> = {},
  ip = freshIp(),
): Promise<{ token: string; username: string; contact: string; password: string }> {
  const username = fields.username ?? uniqueName();
  const contact = fields.contact ?? `${username}@example.org`;
  const password = fields.password ?? "Secret-2026!";
  expect((await sendCode(t, contact, "register", ip)).body.code).toBe(0);
  const contactCode = await codeSentTo(t, contact.toLowerCase());
  const res = await post(t, "register", { ...fields, username, contact, password, contactCode, ...(await solvedCaptcha(t)) }, { ip });
  expect(res.body, "registration").toMatchObject({ code: 0 });
  return { token: (res.body.data as RegisterResult).token, username, contact, password };
}

/** POST login from `ip` (a new address unless given), with a solved captcha when given. */
export async function login(t: TestApp, username: string, password: string, ip = freshIp(), captcha?: { verifyKey: string; verifyCode: string }) {
  const res = await post(t, "login", { username, password, ...captcha }, { ip });
  return { ...res, result: res.body.data as LoginResult | null };
}
