import { randomInt } from "node:crypto";
import { and, eq } from "drizzle-orm";
import * as oidc from "openid-client";
import { identityApi } from "@portal/contract/endpoints/identity";
import { contactTypeOf, type OAuthProviderName } from "@portal/contract/schemas/identity";
import { withoutInvisibleCharacters } from "@portal/contract/validation";
import type { Db } from "../../db/client.ts";
import { memberOauthAccounts, members } from "./tables.ts";
import type { Deps } from "../../platform/deps.ts";
import { AppError } from "../../platform/errors.ts";
import { findMemberBy, nickNameKeyOf } from "./members-lookup.ts";
import { newToken, tokenDigest } from "./sessions.ts";
import { identityReplies } from "./replies.ts";

/**
 * Social sign-in with OpenID Connect providers (docs/members.md): authorization code flow with state, nonce and
 * PKCE S256, the provider's identity turned into a member (linked only by an e-mail the provider says is
 * verified), then a single-use hand-over code that the web page exchanges for a session token.
 */

/** The redirect URI registered at every provider: PUBLIC_URL + this path. */
export const OAUTH_RETURN_PATH = identityApi.thirdPartyReturn.path;
/** Where the browser lands when a return cannot be tied to a sign-in (unknown or used state). */
export const OAUTH_FALLBACK_PAGE = "/zh-hant/user";
/** The cookie that ties a return to the browser that started the sign-in (against login CSRF). */
export const OAUTH_BROWSER_COOKIE = "portal_oauth";
/** A sign-in must come back within 10 minutes; the hand-over code lives 2. */
export const OAUTH_STATE_TTL_MS = 10 * 60_000;
export const OAUTH_HANDOVER_TTL_MS = 2 * 60_000;
const SCOPE = "openid email profile";
/** Seconds a provider has to answer discovery, token and userinfo requests. */
const PROVIDER_TIMEOUT_SECONDS = 10;

/** What the server keeps between login/thirdparty and the provider's return (kv, keyed by the state's digest). */
interface PendingSignIn {
  provider: OAuthProviderName;
  redirectUrl: string;
  nonce: string;
  codeVerifier: string;
  browserDigest: string;
}

interface Handover {
  provider: OAuthProviderName;
  memberId: number;
}

/** The person as the provider describes them. */
export interface ProviderIdentity {
  subject: string;
  /** Only an e-mail address the provider says it verified; null otherwise. */
  verifiedEmail: string | null;
  name: string | null;
}

const stateKey = (state: string) => `oauth:state:${tokenDigest(state)}`;
const handoverKey = (code: string) => `oauth:handover:${tokenDigest(code)}`;

/**
 * Plain http is only ever accepted from a provider on this machine (the tests' local provider); openid-client
 * refuses it everywhere else.
 */
export function isLoopbackHttp(url: URL): boolean {
  return url.protocol === "http:" && ["127.0.0.1", "localhost", "[::1]"].includes(url.hostname);
}

/** Why a sign-in did not finish, for the log; the browser only learns that it failed. */
export class SignInFailure extends Error {
  override name = "SignInFailure";
}

export function identityFromClaims(claims: Record<string, unknown>): ProviderIdentity {
  const text = (value: unknown) => (typeof value === "string" && value.trim() ? value.trim() : null);
  const email = text(claims.email);
  // Some providers write the flag as the string "true"; anything else is not a verification.
  const verified = claims.email_verified === true || claims.email_verified === "true";
  return {
    subject: String(claims.sub),
    verifiedEmail: email && verified ? email : null,
    name: text(claims.name) ?? text(claims.preferred_username) ?? text(claims.given_name) ?? text(email?.split("@")[0]),
  };
}

/**
 * A nickName from the provider's name: whitespace tidied, control characters dropped, 2–24 characters, and never
 * one that reads as an e-mail address or a mobile number (sign-in by name would take it for that contact).
 */
export function nickNameBase(name: string | null): string {
  const tidy = Array.from(withoutInvisibleCharacters((name ?? "").replace(/\s+/g, " ")).trim())
    .slice(0, 24)
    .join("")
    .trim();
  return Array.from(tidy).length >= 2 && contactTypeOf(tidy) === null ? tidy : "member";
}

/** Candidates for a unique nickName: the name itself, then with random digits (more of them as tries go on). */
function nickNameCandidate(base: string, attempt: number): string {
  if (attempt === 0) return base;
  return `${base}${randomInt(10 ** (attempt < 5 ? 3 : 5), 10 ** (attempt < 5 ? 4 : 6))}`;
}

async function linkedMemberId(db: Db, provider: string, subject: string): Promise<number | null> {
  const [row] = await db
    .select({ memberId: memberOauthAccounts.memberId })
    .from(memberOauthAccounts)
    .where(and(eq(memberOauthAccounts.provider, provider), eq(memberOauthAccounts.subject, subject)))
    .limit(1);
  return row?.memberId ?? null;
}

/**
 * The member for a provider identity: the one already linked; else the member whose e-mail equals the verified
 * e-mail (any letter case), linked now — a pending member is activated, the provider having proven the address;
 * else a new active member without password. Concurrent first sign-ins are settled by the unique indexes.
 */
export async function memberForIdentity(db: Db, provider: OAuthProviderName, identity: ProviderIdentity): Promise<number> {
  const linked = await linkedMemberId(db, provider, identity.subject);
  if (linked !== null) return linked;

  const emailKey = identity.verifiedEmail?.toLowerCase() ?? null;
  const base = nickNameBase(identity.name);
  for (let attempt = 0; attempt < 10; attempt++) {
    let memberId: number | null = null;
    let created = false;
    if (emailKey) {
      const owner = await findMemberBy(db, { column: "email", key: emailKey });
      if (owner) {
        memberId = owner.id;
        if (owner.status === "pending") await db.update(members).set({ status: "active" }).where(eq(members.id, owner.id));
      }
    }
    if (memberId === null) {
      const nickName = nickNameCandidate(base, attempt);
      const [row] = await db
        .insert(members)
        .values({
          username: nickName,
          nickName,
          nickNameKey: nickNameKeyOf(nickName),
          // Written as registration writes it: lower case, the same as its key.
          email: emailKey,
          emailKey,
          status: "active",
          registerPlatform: "web",
        })
        .onConflictDoNothing()
        .returning({ id: members.id });
      // Taken nickName (or an e-mail registered a moment ago): try again, which also re-checks the e-mail.
      if (!row) continue;
      memberId = row.id;
      created = true;
    }
    const [link] = await db
      .insert(memberOauthAccounts)
      .values({ provider, subject: identity.subject, memberId, email: identity.verifiedEmail })
      .onConflictDoNothing()
      .returning({ memberId: memberOauthAccounts.memberId });
    if (link) return memberId;
    // The same provider account was linked by a concurrent sign-in: use that member, drop the one made here.
    if (created) await db.delete(members).where(eq(members.id, memberId));
    const winner = await linkedMemberId(db, provider, identity.subject);
    if (winner !== null) return winner;
  }
  throw new SignInFailure("no free nickName for the new member");
}

export interface OAuthService {
  /** The provider's authorization URL for a new sign-in, and the secret for the browser cookie. */
  start(provider: OAuthProviderName, redirectUrl: string): Promise<{ url: string; browserSecret: string }>;
  /** Takes (single use) the sign-in a state belongs to; null for an unknown, used or expired state. */
  takePending(state: string): Promise<PendingSignIn | null>;
  /**
   * Finishes a sign-in at the provider's return: checks the browser, exchanges the code (state, nonce, PKCE),
   * finds or makes the member and returns a single-use hand-over code. Throws SignInFailure or the provider's
   * error; the caller logs it and sends the browser back with oauth_error.
   */
  finish(pending: PendingSignIn, returnUrl: URL, browserSecret: string | undefined): Promise<string>;
  /** The member of a hand-over code, once. */
  redeem(code: string, provider: OAuthProviderName): Promise<number | null>;
}

export function createOAuthService(deps: Deps, log: { error(details: object, message: string): void }): OAuthService {
  const { kv, config } = deps;
  const redirectUri = `${config.publicUrl}${OAUTH_RETURN_PATH}`;
  /** Discovery once per provider and process; a failed discovery is tried again at the next sign-in. */
  const discovered = new Map<OAuthProviderName, Promise<oidc.Configuration>>();

  async function discover(provider: OAuthProviderName): Promise<oidc.Configuration> {
    const settings = config.oauth[provider];
    if (!settings) throw new AppError(400, identityReplies.oauthUnavailable);
    const issuer = new URL(settings.issuer);
    const configuration = await oidc.discovery(
      issuer,
      settings.clientId,
      undefined,
      settings.clientSecret ? oidc.ClientSecretPost(settings.clientSecret) : oidc.None(),
      { execute: isLoopbackHttp(issuer) ? [oidc.allowInsecureRequests] : [], timeout: PROVIDER_TIMEOUT_SECONDS },
    );
    if (!configuration.serverMetadata().token_endpoint) {
      throw new Error(`${provider}: the provider's discovery document names no token endpoint (code flow impossible)`);
    }
    return configuration;
  }

  async function configurationOf(provider: OAuthProviderName): Promise<oidc.Configuration> {
    if (!config.oauth[provider]) throw new AppError(400, identityReplies.oauthUnavailable);
    let pending = discovered.get(provider);
    if (!pending) {
      pending = discover(provider);
      discovered.set(provider, pending);
    }
    try {
      return await pending;
    } catch (err) {
      if (discovered.get(provider) === pending) discovered.delete(provider);
      log.error({ provider, reason: (err as Error).message }, "OpenID provider discovery failed");
      throw new AppError(503, identityReplies.oauthUnavailable, {}, 503);
    }
  }

  return {
    async start(provider, redirectUrl) {
      const configuration = await configurationOf(provider);
      const state = oidc.randomState();
      const nonce = oidc.randomNonce();
      const codeVerifier = oidc.randomPKCECodeVerifier();
      const browserSecret = newToken();
      const pending: PendingSignIn = { provider, redirectUrl, nonce, codeVerifier, browserDigest: tokenDigest(browserSecret) };
      await kv.set(stateKey(state), JSON.stringify(pending), OAUTH_STATE_TTL_MS);
      const url = oidc.buildAuthorizationUrl(configuration, {
        redirect_uri: redirectUri,
        scope: SCOPE,
        state,
        nonce,
        code_challenge: await oidc.calculatePKCECodeChallenge(codeVerifier),
        code_challenge_method: "S256",
      });
      return { url: url.href, browserSecret };
    },

    async takePending(state) {
      const value = await kv.take(stateKey(state));
      return value ? (JSON.parse(value) as PendingSignIn) : null;
    },

    async finish(pending, returnUrl, browserSecret) {
      if (!browserSecret || tokenDigest(browserSecret) !== pending.browserDigest) {
        throw new SignInFailure("the return came to a browser that did not start this sign-in");
      }
      const configuration = await configurationOf(pending.provider);
      const tokens = await oidc.authorizationCodeGrant(configuration, returnUrl, {
        pkceCodeVerifier: pending.codeVerifier,
        expectedState: returnUrl.searchParams.get("state") ?? undefined,
        expectedNonce: pending.nonce,
        idTokenExpected: true,
      });
      const idClaims = tokens.claims();
      if (!idClaims) throw new SignInFailure("no ID token");
      // Google and most providers give e-mail and name at the userinfo endpoint; the ID token may carry only sub.
      const userInfo = configuration.serverMetadata().userinfo_endpoint
        ? await oidc.fetchUserInfo(configuration, tokens.access_token, idClaims.sub)
        : {};
      const identity = identityFromClaims({ ...idClaims, ...userInfo });
      const memberId = await memberForIdentity(deps.db, pending.provider, identity);
      const [member] = await deps.db.select({ status: members.status }).from(members).where(eq(members.id, memberId));
      if (member?.status !== "active") throw new SignInFailure(`member ${memberId} is ${member?.status ?? "gone"}`);
      const handover = newToken();
      const value: Handover = { provider: pending.provider, memberId };
      await kv.set(handoverKey(handover), JSON.stringify(value), OAUTH_HANDOVER_TTL_MS);
      return handover;
    },

    async redeem(code, provider) {
      const value = await kv.take(handoverKey(code));
      if (!value) return null;
      const handover = JSON.parse(value) as Handover;
      return handover.provider === provider ? handover.memberId : null;
    },
  };
}
