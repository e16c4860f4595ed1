import { and, eq } from "drizzle-orm";
import type { HttpMethod } from "@portal/contract/endpoint";
import type { StaffRole } from "@portal/contract/schemas/staff";
import type { TestApp } from "../../test/app.ts";
import { auditLog } from "../audit/tables.ts";
import { freshIp } from "../identity/flows.test-helper.ts";
import { DEMO_STAFF_PASSWORD, demoStaff } from "./seed.ts";
import { staffAccounts } from "./tables.ts";
import { totpCode } from "./totp.ts";

export const CONSOLE = "/api/console/v1";

/** A console call's path as the console browser's get and post take it (CONSOLE left out), its `:id` filled. */
export const consolePath = (template: string, id?: number): string =>
  (id === undefined ? template : template.replace(":id", String(id))).replace(CONSOLE, "");

/**
 * A browser at the console for tests: it keeps the cookies the server sets (every console cookie, whatever its
 * path), sends them back, and sends the CSRF token once it has fetched one (`csrf()`), from an address of its own.
 */
export function consoleBrowser(t: TestApp, options: { ip?: string; language?: string } = {}) {
  const ip = options.ip ?? freshIp();
  const jar = new Map<string, string>();
  let csrfToken: string | undefined;
  const setCookies = (headers: Record<string, unknown>) => {
    const value = headers["set-cookie"];
    return (Array.isArray(value) ? value : value ? [value] : []).map(String);
  };
  async function call(method: HttpMethod, url: string, payload?: unknown, opts: { csrf?: boolean; language?: string } = {}) {
    const res = await t.call({
      method,
      url,
      remoteAddress: ip,
      ...(method === "GET" ? {} : { payload: (payload ?? {}) as Record<string, unknown> }),
      headers: {
        ...(jar.size ? { cookie: [...jar].map(([name, value]) => `${name}=${value}`).join("; ") } : {}),
        "api-language": opts.language ?? options.language ?? "en",
        ...(opts.csrf !== false && csrfToken ? { "x-csrf-token": csrfToken } : {}),
      },
    });
    for (const cookie of setCookies(res.headers)) {
      const [pair = ""] = cookie.split(";");
      const [name = "", ...rest] = pair.split("=");
      const value = rest.join("=");
      if (!value || /Max-Age=0\b/i.test(cookie)) jar.delete(name.trim());
      else jar.set(name.trim(), value);
    }
    return res;
  }
  return {
    ip,
    jar,
    /** The Set-Cookie lines of an answer. */
    setCookies,
    async csrf(): Promise<string> {
      const res = await call("GET", `${CONSOLE}/csrf`);
      csrfToken = (res.body.data as { csrfToken: string }).csrfToken;
      return csrfToken;
    },
    get: (path: string, opts?: { language?: string }) => call("GET", `${CONSOLE}${path}`, undefined, opts),
    post: (path: string, payload?: unknown, opts?: { csrf?: boolean; language?: string }) => call("POST", `${CONSOLE}${path}`, payload, opts),
    /** Any method to a whole URL (a write sends `payload`, or an empty object). */
    send: (method: HttpMethod, url: string, payload?: unknown, opts?: { language?: string }) => call(method, url, payload, opts),
    /** The headers a checkParams call needs to be this browser (its cookies and CSRF token). */
    headers(): Record<string, string> {
      return {
        ...(jar.size ? { cookie: [...jar].map(([name, value]) => `${name}=${value}`).join("; ") } : {}),
        ...(csrfToken ? { "x-csrf-token": csrfToken } : {}),
      };
    },
  };
}
export type ConsoleBrowser = ReturnType<typeof consoleBrowser>;

/** Moves the test clock to the next 30-second step, so that a new TOTP code is due (a code works once). */
export function nextTotpStep(t: TestApp): void {
  t.clock.now = new Date(t.clock.now.getTime() + 30_000);
}

/** The demo staff member's current code (the clock moved on first: each call gives a code not used yet). */
export function demoCode(t: TestApp, role: StaffRole): string {
  nextTotpStep(t);
  return totpCode(demoStaff(role).totpSecret, t.clock.now);
}

/** A browser signed in as the demo staff member of a role. */
export async function signedInStaff(t: TestApp, role: StaffRole, browser = consoleBrowser(t)): Promise<ConsoleBrowser> {
  await browser.csrf();
  const step1 = await browser.post("/sign-in", { email: demoStaff(role).email, password: DEMO_STAFF_PASSWORD });
  if (step1.status !== 200) throw new Error(`sign-in step 1: ${step1.status} ${step1.body.message}`);
  const step2 = await browser.post("/sign-in/verify", { code: demoCode(t, role) });
  if (step2.status !== 200) throw new Error(`sign-in step 2: ${step2.status} ${step2.body.message}`);
  return browser;
}

/** Enters the authenticator's code again on a signed-in browser: sensitive calls then pass for 10 minutes. */
export async function reauthenticate(t: TestApp, browser: ConsoleBrowser, secret: string): Promise<void> {
  nextTotpStep(t);
  const res = await browser.post("/reauthenticate", { code: totpCode(secret, t.clock.now) });
  if (res.status !== 200) throw new Error(`reauthenticate: ${res.status} ${res.body.message}`);
}

export async function staffIdOf(t: TestApp, role: StaffRole): Promise<number> {
  const [row] = await t.database.db.select({ id: staffAccounts.id }).from(staffAccounts).where(eq(staffAccounts.emailKey, demoStaff(role).email));
  return row!.id;
}

/** What a console test reads of an answer. */
export interface ConsoleReply<T> {
  status: number;
  code: number;
  message: string;
  data: T;
}

/**
 * A console call by `browser`: `path` below the console API (`/adverts/3`) or the whole URL; `language` overrides
 * the browser's own for this call.
 */
export async function consoleSend<T>(browser: ConsoleBrowser, method: HttpMethod, path: string, payload?: unknown, language?: string): Promise<ConsoleReply<T>> {
  const url = path.startsWith(CONSOLE) ? path : `${CONSOLE}${path}`;
  const res = await browser.send(method, url, method === "GET" ? undefined : payload, language ? { language } : undefined);
  return { status: res.status, code: res.body.code as number, message: res.body.message as string, data: res.body.data as T };
}

const HOUR = 3_600_000;

/**
 * The calls every console test file makes, for an app and a signed-in browser that its beforeAll sets (hence the
 * getters): `send` as that browser (or another one, last), `publicGet` as a visitor, `entriesOf` an action's audit
 * entries for one entity, `macauMinute` the Macau minute `ms` from the test clock's now as the console's forms send it.
 */
export function consoleTestCalls(app: () => TestApp, staff: () => ConsoleBrowser) {
  return {
    send: <T>(method: HttpMethod, path: string, payload?: unknown, language?: string, browser = staff()) =>
      consoleSend<T>(browser, method, path, payload, language),
    async publicGet<T>(url: string, language = "en") {
      const res = await app().call({ method: "GET", url, headers: { "api-language": language } });
      return { status: res.status, headers: res.headers, data: res.body.data as T };
    },
    entriesOf: (action: string, entityId: number | string) =>
      app().database.db.select().from(auditLog).where(and(eq(auditLog.action, action), eq(auditLog.entityId, String(entityId)))),
    macauMinute: (ms: number) => new Date(app().clock.now.getTime() + ms + 8 * HOUR).toISOString().slice(0, 16),
  };
}
