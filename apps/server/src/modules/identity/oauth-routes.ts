import { eq } from "drizzle-orm";
import type { FastifyInstance, FastifyReply } from "fastify";
import { z } from "zod";
import { identityApi } from "@portal/contract/endpoints/identity";
import { thirdPartyCallbackQuery, thirdPartyLoginBody } from "@portal/contract/schemas/identity";
import { members } from "./tables.ts";
import { cookieValue, setCookie } from "../../platform/cookies.ts";
import type { Deps } from "../../platform/deps.ts";
import { AppError } from "../../platform/errors.ts";
import { clientAddressKey, enforceLimit, type Limit } from "../../platform/rate-limit.ts";
import { CACHE_NONE, defineRoute } from "../../platform/route.ts";
import {
  OAUTH_BROWSER_COOKIE,
  OAUTH_FALLBACK_PAGE,
  OAUTH_RETURN_PATH,
  OAUTH_STATE_TTL_MS,
  createOAuthService,
} from "./oauth.ts";
import { createSession } from "./sessions.ts";
import { identityReplies } from "./replies.ts";
import { readShownSignInProviders } from "../settings/setting-service.ts";

/** Sign-ins one client may start per minute (each one is a kv entry and, at first, a discovery request). */
export const OAUTH_START_LIMIT: Limit = { name: "oauth-start", max: 20, windowMs: 60_000 };

/**
 * What a provider puts on the return address. Only over-long values are refused outright (400); a missing code
 * or state, or an `error` (the person said no), sends the browser back with oauth_error.
 */
const thirdPartyReturnQuery = z.object({
  code: z.string().max(2000).optional(),
  state: z.string().max(200).optional(),
  error: z.string().max(200).optional(),
});

/** A path on this site with extra query parameters, as an absolute URL of PUBLIC_URL (never another host). */
function sitePage(publicUrl: string, path: string, params: Record<string, string>): string {
  const origin = new URL(publicUrl).origin;
  let url = new URL(path, `${publicUrl}/`);
  if (url.origin !== origin) url = new URL(OAUTH_FALLBACK_PAGE, origin);
  for (const [key, value] of Object.entries(params)) url.searchParams.set(key, value);
  return url.href;
}

/**
 * Social sign-in (docs/members.md): login/thirdparty → the provider → thirdparty/return → the site's page with a
 * hand-over code → thirdparty/signin-callback → session token.
 */
export function registerOAuthRoutes(app: FastifyInstance, deps: Deps): void {
  const { config } = deps;
  const service = createOAuthService(deps, app.log);
  const browserCookie = (value: string, maxAgeSeconds: number) =>
    setCookie(OAUTH_BROWSER_COOKIE, value, { path: OAUTH_RETURN_PATH, maxAgeSeconds, secure: config.publicUrl.startsWith("https://") });

  defineRoute(app, identityApi.thirdPartyLogin, {
    body: thirdPartyLoginBody,
    handler: async ({ body, request, reply }) => {
      // Configured on the server and shown by the administrator (docs/console.md "Administrator: menus and settings").
      if (!(await readShownSignInProviders(deps.db, config)).includes(body.provider)) throw new AppError(400, identityReplies.oauthUnavailable);
      await enforceLimit(deps.kv, OAUTH_START_LIMIT, clientAddressKey(request.ip));
      const { url, browserSecret } = await service.start(body.provider, body.redirectUrl);
      // The provider sends the browser back with a top-level GET: SameSite=Lax lets this cookie ride along.
      reply.header("set-cookie", browserCookie(browserSecret, OAUTH_STATE_TTL_MS / 1000));
      return { url };
    },
  });

  // A browser navigation answered with a redirect, not an API call answered with an envelope: a plain route.
  app.get(identityApi.thirdPartyReturn.path, async (request, reply) => {
    const query = thirdPartyReturnQuery.parse(request.query ?? {});
    const goTo = (location: string): FastifyReply => reply.header("cache-control", CACHE_NONE).redirect(location, 302);
    const pending = query.state ? await service.takePending(query.state) : null;
    if (!pending) {
      request.log.warn("social sign-in return with an unknown or used state");
      return goTo(sitePage(config.publicUrl, OAUTH_FALLBACK_PAGE, { oauth_error: "1" }));
    }
    // This sign-in is over either way: its browser cookie goes.
    reply.header("set-cookie", browserCookie("", 0));
    try {
      // The URL the provider sent the browser to, as openid-client needs it (it checks iss, state, code).
      const search = request.url.includes("?") ? request.url.slice(request.url.indexOf("?")) : "";
      const returnUrl = new URL(`${config.publicUrl}${OAUTH_RETURN_PATH}${search}`);
      const handover = await service.finish(pending, returnUrl, cookieValue(request, OAUTH_BROWSER_COOKIE));
      return goTo(sitePage(config.publicUrl, pending.redirectUrl, { access_token: handover, type: pending.provider }));
    } catch (err) {
      // The provider's error code (invalid_grant …) helps; tokens and claims are never logged.
      const { name, message, code, error } = err as { name?: string; message?: string; code?: string; error?: string };
      request.log.warn({ provider: pending.provider, error: { name, message, code, oauthError: error } }, "social sign-in failed");
      return goTo(sitePage(config.publicUrl, pending.redirectUrl, { oauth_error: "1" }));
    }
  });

  defineRoute(app, identityApi.thirdPartyCallback, {
    query: thirdPartyCallbackQuery,
    handler: async ({ query, request }) => {
      const memberId = await service.redeem(query.access_token, query.type);
      if (memberId === null) throw new AppError(400, identityReplies.oauthFailed);
      const now = deps.now();
      const [member] = await deps.db
        .update(members)
        .set({ lastLoginAt: now })
        .where(eq(members.id, memberId))
        .returning({ status: members.status, isPhoneVerification: members.isPhoneVerification });
      if (member?.status !== "active") throw new AppError(400, identityReplies.oauthFailed);
      const token = await createSession(deps.db, memberId, now, request.headers["user-agent"]);
      return { token, isPhoneVerification: member.isPhoneVerification ? (1 as const) : (0 as const) };
    },
  });
}
