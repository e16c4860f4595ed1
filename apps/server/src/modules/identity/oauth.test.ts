import { count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_MEMBER } from "./seed.ts";
import { memberOauthAccounts, members } from "./tables.ts";
import { checkParams } from "../../test/check-params.ts";
import { createTestApp, type TestApp } from "../../test/app.ts";
import { startServerProcess, type ServerProcess } from "../../test/servers/process.ts";
import { OAUTH_START_LIMIT } from "./oauth-routes.ts";
import { identityFromClaims, nickNameBase } from "./oauth.ts";
import { findSession } from "./sessions.ts";

/**
 * Social sign-in against a real OpenID provider: test/servers/oidc.mjs (oidc-provider) runs as a child process;
 * the provider's pages are fetched over HTTP with a cookie jar, like a browser that follows redirects, and the
 * browser's return to the portal is injected into the test app (whose PUBLIC_URL nothing listens on).
 */
const PUBLIC_URL = "http://127.0.0.1:3290";
const LOGIN_URL = "/api/v1.0/identity/login/thirdparty";
const RETURN_URL = "/api/v1.0/identity/thirdparty/return";
const CALLBACK_URL = "/api/v1.0/identity/thirdparty/signin-callback";
const MY_LIST = "/zh-hant/user/account/my-list";
const CLIENT = { id: "portal-test", secret: "portal-test-secret" };

type Account = "tester" | "demo" | "unverified";

let oidc: ServerProcess<{ issuer: string }>;
let t: TestApp;

beforeAll(async () => {
  oidc = await startServerProcess("oidc.mjs", {
    PORT: "0",
    CLIENT_ID: CLIENT.id,
    CLIENT_SECRET: CLIENT.secret,
    REDIRECT_URI: `${PUBLIC_URL}${RETURN_URL}`,
  });
  t = await createTestApp({
    PUBLIC_URL,
    OAUTH_GOOGLE_ISSUER: oidc.info.issuer,
    OAUTH_GOOGLE_CLIENT_ID: CLIENT.id,
    OAUTH_GOOGLE_CLIENT_SECRET: CLIENT.secret,
  });
});
afterAll(async () => {
  await t?.close();
  await oidc?.stop();
});

/** login/thirdparty from the site: the provider's address and the cookie the browser now holds. */
async function startSignIn(redirectUrl = MY_LIST, remoteAddress?: string) {
  const res = await t.app.inject({ method: "POST", url: LOGIN_URL, payload: { provider: "google", redirectUrl }, remoteAddress });
  expect(res.statusCode, res.body).toBe(200);
  const setCookie = String(res.headers["set-cookie"]);
  return { url: new URL((res.json().data as { url: string }).url), setCookie, cookie: setCookie.split(";")[0]! };
}

/**
 * The browser at the provider: follows its redirects with a fresh cookie jar, choosing `account` at the login
 * step, until the provider sends it to the portal's return address, which it returns.
 */
async function passProvider(authorizeUrl: URL, account: Account): Promise<URL> {
  const jar = new Map<string, string>();
  let url = authorizeUrl;
  for (let hop = 0; hop < 12; hop++) {
    if (url.href.startsWith(PUBLIC_URL)) return url;
    if (url.pathname.startsWith("/interaction/")) url.searchParams.set("account", account);
    const res = await fetch(url, { redirect: "manual", headers: { cookie: [...jar].map(([k, v]) => `${k}=${v}`).join("; ") } });
    for (const line of res.headers.getSetCookie()) {
      const [pair = ""] = line.split(";");
      const name = pair.slice(0, pair.indexOf("="));
      if (/expires=Thu, 01 Jan 1970/i.test(line) || /max-age=0\b/i.test(line)) jar.delete(name);
      else jar.set(name, pair.slice(pair.indexOf("=") + 1));
    }
    const body = await res.text();
    const location = res.headers.get("location");
    if (!location) throw new Error(`the provider stopped at ${url.pathname} with HTTP ${res.status}: ${body.slice(0, 300)}`);
    url = new URL(location, url);
  }
  throw new Error("too many redirects at the provider");
}

/** The browser back at the portal: where the return address sends it. */
async function returnToPortal(returnUrl: URL, cookie?: string): Promise<URL> {
  const res = await t.app.inject({
    method: "GET",
    url: `${returnUrl.pathname}${returnUrl.search}`,
    headers: cookie ? { cookie } : {},
  });
  expect(res.statusCode).toBe(302);
  expect(res.headers["cache-control"]).toBe("no-store");
  return new URL(String(res.headers.location));
}

/** The site's page exchanges the hand-over code for a session. */
function redeem(handover: string, type = "google") {
  return t.call({ method: "GET", url: `${CALLBACK_URL}?access_token=${encodeURIComponent(handover)}&type=${type}` });
}

/** The whole journey for one account: the page the browser lands on, the hand-over code, the session. */
async function signIn(account: Account, redirectUrl = MY_LIST) {
  const start = await startSignIn(redirectUrl);
  const providerReturn = await passProvider(start.url, account);
  const landing = await returnToPortal(providerReturn, start.cookie);
  const handover = landing.searchParams.get("access_token");
  expect(handover, `landed on ${landing.href}`).toBeTruthy();
  const res = await redeem(handover!);
  expect(res.status).toBe(200);
  expect(res.body.code).toBe(0);
  const { token, isPhoneVerification } = res.body.data as { token: string; isPhoneVerification: number };
  const session = await findSession(t.database.db, token, t.clock.now);
  expect(session).not.toBeNull();
  return { start, providerReturn, landing, handover: handover!, token, isPhoneVerification, memberId: session!.memberId };
}

async function memberCount(): Promise<number> {
  const [row] = await t.database.db.select({ n: count() }).from(members);
  return row!.n;
}

async function memberRow(id: number) {
  const [row] = await t.database.db.select().from(members).where(eq(members.id, id));
  return row!;
}

describe("social sign-in against a real OpenID provider", () => {
  let tester: Awaited<ReturnType<typeof signIn>>;

  it("asks the provider for a code with state, nonce and PKCE S256, and ties the sign-in to the browser", async () => {
    const { url, setCookie } = await startSignIn();
    expect(url.origin).toBe(oidc.info.issuer);
    expect(url.searchParams.get("client_id")).toBe(CLIENT.id);
    expect(url.searchParams.get("response_type")).toBe("code");
    expect(url.searchParams.get("redirect_uri")).toBe(`${PUBLIC_URL}${RETURN_URL}`);
    expect(url.searchParams.get("scope")).toBe("openid email profile");
    expect(url.searchParams.get("code_challenge_method")).toBe("S256");
    expect(url.searchParams.get("code_challenge")).toMatch(/^[\w-]{43}$/);
    expect(url.searchParams.get("state")).toMatch(/^[\w-]{43}$/);
    expect(url.searchParams.get("nonce")).toMatch(/^[\w-]{43}$/);
    expect(setCookie).toMatch(new RegExp(`^portal_oauth=[\\w-]{43}; Path=${RETURN_URL}; Max-Age=600; HttpOnly; SameSite=Lax$`));
  });

  it("creates an active member without password on the first sign-in, with the verified e-mail", async () => {
    const before = await memberCount();
    tester = await signIn("tester");
    expect(tester.landing.origin + tester.landing.pathname).toBe(`${PUBLIC_URL}${MY_LIST}`);
    expect(tester.landing.searchParams.get("type")).toBe("google");
    expect(tester.isPhoneVerification).toBe(0);
    expect(await memberCount()).toBe(before + 1);
    const member = await memberRow(tester.memberId);
    expect(member).toMatchObject({
      status: "active",
      passwordHash: null,
      nickName: "測試 用戶",
      email: "tester@example.net",
      emailKey: "tester@example.net",
      mobile: null,
    });
    expect(member.lastLoginAt).not.toBeNull();
    const links = await t.database.db.select().from(memberOauthAccounts).where(eq(memberOauthAccounts.memberId, tester.memberId));
    expect(links).toEqual([expect.objectContaining({ provider: "google", subject: "tester", email: "tester@example.net" })]);
  });

  it("gives a token that opens the member area", async () => {
    const res = await t.call({ method: "GET", url: "/api/v1.0/member/info", headers: { "api-key": tester.token } });
    expect(res.status).toBe(200);
    expect(res.body.code).toBe(0);
    expect(res.body.data).toMatchObject({ nickName: "測試 用戶" });
  });

  it("finds the same member on the next sign-in", async () => {
    const before = await memberCount();
    const again = await signIn("tester");
    expect(again.memberId).toBe(tester.memberId);
    expect(again.token).not.toBe(tester.token);
    expect(await memberCount()).toBe(before);
  });

  it("takes a hand-over code once, and only for its provider", async () => {
    const replay = await redeem(tester.handover);
    expect(replay.status).toBe(400);
    expect(replay.body.code).not.toBe(0);
    expect(replay.body.data).toBeNull();

    const start = await startSignIn();
    const landing = await returnToPortal(await passProvider(start.url, "tester"), start.cookie);
    const wrongProvider = await redeem(landing.searchParams.get("access_token")!, "facebook");
    expect(wrongProvider.status).toBe(400);
    // Refused codes are used up too.
    expect((await redeem(landing.searchParams.get("access_token")!)).status).toBe(400);
  });

  it("links a provider account to the member with the same verified e-mail, in any letter case", async () => {
    const [demo] = await t.database.db.select().from(members).where(eq(members.emailKey, DEMO_MEMBER.email));
    const before = await memberCount();
    const signedIn = await signIn("demo");
    expect(signedIn.memberId).toBe(demo!.id);
    expect(signedIn.isPhoneVerification).toBe(1);
    expect(await memberCount()).toBe(before);
    expect((await memberRow(demo!.id)).passwordHash).toBe(demo!.passwordHash);
  });

  it("never links by an e-mail the provider did not verify: a new member, a nickName made unique", async () => {
    const [demo] = await t.database.db.select().from(members).where(eq(members.emailKey, DEMO_MEMBER.email));
    const signedIn = await signIn("unverified");
    expect(signedIn.memberId).not.toBe(demo!.id);
    const member = await memberRow(signedIn.memberId);
    expect(member.email).toBeNull();
    expect(member.emailKey).toBeNull();
    expect(member.nickName).toMatch(/^demo\d{4}$/);
  });

  it("refuses a return whose state is unknown or already used", async () => {
    const unknown = await returnToPortal(new URL(`${PUBLIC_URL}${RETURN_URL}?code=abc&state=${"s".repeat(43)}`));
    expect(unknown.href).toBe(`${PUBLIC_URL}/zh-hant/user?oauth_error=1`);
    const noState = await returnToPortal(new URL(`${PUBLIC_URL}${RETURN_URL}?code=abc`));
    expect(noState.href).toBe(`${PUBLIC_URL}/zh-hant/user?oauth_error=1`);
    // The provider's answer of an earlier sign-in, sent again.
    const replayed = await returnToPortal(tester.providerReturn, tester.start.cookie);
    expect(replayed.href).toBe(`${PUBLIC_URL}/zh-hant/user?oauth_error=1`);
  });

  it("refuses a code that belongs to another sign-in's state (PKCE and nonce do not match)", async () => {
    const first = await startSignIn("/zh-hant/first");
    const second = await startSignIn("/zh-hant/second");
    const firstReturn = await passProvider(first.url, "tester");
    const swapped = new URL(firstReturn);
    swapped.searchParams.set("state", second.url.searchParams.get("state")!);
    const landing = await returnToPortal(swapped, second.cookie);
    expect(landing.href).toBe(`${PUBLIC_URL}/zh-hant/second?oauth_error=1`);
  });

  it("refuses a return in a browser that did not start the sign-in", async () => {
    const start = await startSignIn("/zh-hant/mine");
    const other = await startSignIn("/zh-hant/other");
    const providerReturn = await passProvider(start.url, "tester");
    expect((await returnToPortal(providerReturn)).href).toBe(`${PUBLIC_URL}/zh-hant/mine?oauth_error=1`);
    const again = await startSignIn("/zh-hant/mine");
    const againReturn = await passProvider(again.url, "tester");
    expect((await returnToPortal(againReturn, other.cookie)).href).toBe(`${PUBLIC_URL}/zh-hant/mine?oauth_error=1`);
  });

  it("sends the browser back with oauth_error when the person declines at the provider", async () => {
    const start = await startSignIn("/zh-hant/user/login");
    const state = start.url.searchParams.get("state")!;
    const declined = new URL(`${PUBLIC_URL}${RETURN_URL}?error=access_denied&state=${state}&iss=${encodeURIComponent(oidc.info.issuer)}`);
    expect((await returnToPortal(declined, start.cookie)).href).toBe(`${PUBLIC_URL}/zh-hant/user/login?oauth_error=1`);
  });

  it("only ever sends the browser to a page of this site", async () => {
    expect((await t.call({ method: "POST", url: LOGIN_URL, payload: { provider: "google", redirectUrl: "//evil.example/x" } })).status).toBe(400);
    expect((await t.call({ method: "POST", url: LOGIN_URL, payload: { provider: "google", redirectUrl: "https://evil.example/" } })).status).toBe(400);
    const tricky = await signIn("tester", "/.//evil.example/x?keep=1");
    expect(tricky.landing.origin).toBe(PUBLIC_URL);
    expect(tricky.landing.searchParams.get("keep")).toBe("1");
  });

  it("says oauthUnavailable for a provider that is not configured", async () => {
    const res = await t.call({ method: "POST", url: LOGIN_URL, payload: { provider: "facebook", redirectUrl: MY_LIST }, headers: { "api-language": "en" } });
    expect(res.status).toBe(400);
    expect(res.body.code).not.toBe(0);
    expect(res.body.message).toBe("Signing in with this provider is not available right now");
  });

  it("limits how many sign-ins one address may start", async () => {
    for (let i = 0; i < OAUTH_START_LIMIT.max; i++) await startSignIn(MY_LIST, "203.0.113.7");
    const res = await t.app.inject({ method: "POST", url: LOGIN_URL, payload: { provider: "google" }, remoteAddress: "203.0.113.7" });
    expect(res.statusCode).toBe(429);
    expect(Number(res.headers["retry-after"])).toBeGreaterThan(0);
  });

  it("answers bad input with 400 on every route", async () => {
    await checkParams(t, {
      method: "POST",
      url: "/api/v1.0/identity/login/thirdparty",
      body: { provider: "google", redirectUrl: MY_LIST },
      fields: [
        { in: "body", name: "provider", kind: "enum" },
        { in: "body", name: "redirectUrl", kind: "text" },
      ],
    });
    await checkParams(t, {
      method: "GET",
      url: "/api/v1.0/identity/thirdparty/return",
      query: { state: "x" },
      fields: [
        { in: "query", name: "state", kind: "text" },
        { in: "query", name: "code", kind: "text" },
        { in: "query", name: "error", kind: "text" },
      ],
      expectOk: false,
    });
    const start = await startSignIn();
    const landing = await returnToPortal(await passProvider(start.url, "tester"), start.cookie);
    await checkParams(t, {
      method: "GET",
      url: "/api/v1.0/identity/thirdparty/signin-callback",
      query: { access_token: landing.searchParams.get("access_token")!, type: "google" },
      fields: [
        { in: "query", name: "access_token", kind: "text" },
        { in: "query", name: "type", kind: "enum" },
      ],
    });
  });
});

describe("a provider that cannot be reached", () => {
  it("answers 503 oauthUnavailable and tries discovery again next time", async () => {
    const app = await createTestApp({
      PUBLIC_URL,
      OAUTH_FACEBOOK_ISSUER: "http://127.0.0.1:9",
      OAUTH_FACEBOOK_CLIENT_ID: "facebook-app",
    });
    try {
      for (let attempt = 0; attempt < 2; attempt++) {
        const res = await app.call({ method: "POST", url: LOGIN_URL, payload: { provider: "facebook" } });
        expect(res.status).toBe(503);
        expect(res.body.code).toBe(503);
      }
    } finally {
      await app.close();
    }
  });
});

describe("provider claims", () => {
  it("keeps an e-mail only when the provider says it is verified", () => {
    expect(identityFromClaims({ sub: "1", email: "a@b.mo", email_verified: true }).verifiedEmail).toBe("a@b.mo");
    expect(identityFromClaims({ sub: "1", email: "a@b.mo", email_verified: "true" }).verifiedEmail).toBe("a@b.mo");
    expect(identityFromClaims({ sub: "1", email: "a@b.mo", email_verified: false }).verifiedEmail).toBeNull();
    expect(identityFromClaims({ sub: "1", email: "a@b.mo" }).verifiedEmail).toBeNull();
  });

  it("makes a nickName from the name, never one that reads as a contact", () => {
    expect(identityFromClaims({ sub: "1", preferred_username: "macau_fan" }).name).toBe("macau_fan");
    expect(nickNameBase("  陳\u0000大文\n ")).toBe("陳大文");
    expect(nickNameBase("李")).toBe("member");
    expect(nickNameBase("someone@example.mo")).toBe("member");
    expect(nickNameBase("66123456")).toBe("member");
    expect(Array.from(nickNameBase("很".repeat(40)))).toHaveLength(24);
  });
});
