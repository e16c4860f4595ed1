import type { FastifyInstance } from "fastify";
import { identityApi } from "@portal/contract/endpoints/identity";
import {
  activeMemberBody,
  contactTypeOf,
  deleteAccountBody,
  forgetPasswordBody,
  forgetPasswordCaptchaBody,
  loginBody,
  passwordSettingBody,
  registerBody,
  sendVerifyCodeBody,
  verifyBody,
  verifyUniqueBody,
} from "@portal/contract/schemas/identity";
import type { Deps } from "../../platform/deps.ts";
import { requireMember } from "../../platform/member-auth.ts";
import { CACHE_PUBLIC_LONG, defineRoute } from "../../platform/route.ts";
import { withoutNul } from "../../platform/without-nul.ts";
import { getCountries } from "../reference/dictionary-service.ts";
import { activateMember, deleteAccount, logout, verifyPhone } from "./account-service.ts";
import { listFavInfo } from "./choices.ts";
import { sendLaterFor } from "./identity-messages.ts";
import { login } from "./login-service.ts";
import { resetKeyFor, setPasswordWithResetKey } from "./password-reset-service.ts";
import { register, sendVerifyCode, verifyUnique } from "./registration-service.ts";
import { defineModule, type Wiring } from "../../platform/domain-module.ts";
import { findSession } from "./sessions.ts";
import { registerOAuthRoutes } from "./oauth-routes.ts";

/**
 * A registration name: not shaped like an e-mail address or a mobile number (login would not know which was meant).
 * Invisible and format characters are refused by the field's own rule (zVisibleName).
 */
const registration = withoutNul(registerBody).superRefine((body, ctx) => {
  if (contactTypeOf(body.username) !== null) {
    ctx.addIssue({ code: "custom", path: ["username"], message: "the username cannot be an e-mail address or a mobile number" });
  }
});

/**
 * Identity calls (spec §7 Identity) under /api/v1.0/identity/, paths written as the spec names them. Flows and
 * decisions: docs/members.md; limits and threat model: docs/security.md. Social sign-in is in oauth-routes.ts.
 */
export function registerIdentityRoutes(app: FastifyInstance, deps: Deps, wiring: Wiring): void {
  const sendLater = sendLaterFor(app, deps.messenger);

  defineRoute(app, identityApi.verifyUnique, {
    body: withoutNul(verifyUniqueBody),
    handler: ({ body, request }) => verifyUnique(deps, body, request.ip),
  });

  defineRoute(app, identityApi.sendVerifyCode, {
    body: withoutNul(sendVerifyCodeBody),
    handler: ({ body, request, locale }) => sendVerifyCode(deps, body, request.ip, locale, sendLater),
  });

  defineRoute(app, identityApi.register, {
    body: registration,
    handler: ({ body, request }) => register(deps, body, { ip: request.ip, userAgent: request.headers["user-agent"] }),
  });

  defineRoute(app, identityApi.activeMember, {
    body: withoutNul(activeMemberBody),
    handler: ({ body, request }) => activateMember(deps, body.hash, request.ip),
  });

  defineRoute(app, identityApi.login, {
    body: withoutNul(loginBody),
    handler: ({ body, request }) =>
      login(deps, body, { ip: request.ip, userAgent: request.headers["user-agent"], log: request.log }),
  });

  defineRoute(app, identityApi.logout, {
    handler: async ({ request }) => logout(deps, await requireMember(deps, request)),
  });

  defineRoute(app, identityApi.deleteAccount, {
    body: withoutNul(deleteAccountBody),
    handler: async ({ body, request }) => {
      const session = await requireMember(deps, request);
      await deleteAccount(deps, session, body.password, wiring.accountErasers);
      request.log.info({ event: "account-deleted", memberId: session.memberId }, "account closed");
      return null;
    },
  });

  defineRoute(app, identityApi.resetCode, {
    body: withoutNul(forgetPasswordCaptchaBody),
    handler: ({ body, request, locale }) => sendVerifyCode(deps, { ...body, purpose: "reset" }, request.ip, locale, sendLater),
  });

  defineRoute(app, identityApi.resetKey, {
    body: withoutNul(forgetPasswordBody),
    handler: ({ body, request }) => resetKeyFor(deps, body, request.ip),
  });

  defineRoute(app, identityApi.resetPassword, {
    body: withoutNul(passwordSettingBody),
    handler: ({ body, request, locale }) => setPasswordWithResetKey(deps, body, request.ip, locale, sendLater),
  });

  defineRoute(app, identityApi.verifyPhone, {
    body: withoutNul(verifyBody),
    handler: async ({ body, request }) => verifyPhone(deps, await requireMember(deps, request), body.verifyCode, request.ip),
  });

  defineRoute(app, identityApi.countries, {
    cache: CACHE_PUBLIC_LONG,
    handler: ({ locale }) => getCountries(deps.db, locale),
  });

  // Nationalities are the same list as the countries and regions (one table, one translation to keep).
  defineRoute(app, identityApi.nations, {
    cache: CACHE_PUBLIC_LONG,
    handler: ({ locale }) => getCountries(deps.db, locale),
  });

  defineRoute(app, identityApi.favInfo, {
    cache: CACHE_PUBLIC_LONG,
    handler: ({ locale }) => listFavInfo(deps.db, locale),
  });
}

export default defineModule({
  routes(app, deps, wiring) {
    registerIdentityRoutes(app, deps, wiring);
    registerOAuthRoutes(app, deps);
  },
  // Members' tokens are this domain's: the platform's requireMember looks them up here.
  sessions: { member: findSession },
});
