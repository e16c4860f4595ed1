import type { FastifyInstance, FastifyRequest } from "fastify";
import { staffApi } from "@portal/contract/endpoints/staff";
import { idParams } from "@portal/contract/schemas/common";
import {
  STAFF_ROLE_DESCRIPTIONS,
  STAFF_ROLES,
  staffInviteBody,
  staffListQuery,
  staffReauthBody,
  staffResendInviteBody,
  staffResetBody,
  staffRoleBody,
  staffSecondFactorBody,
  staffSetupBody,
  staffSetupConfirmBody,
  staffSignInBody,
} from "@portal/contract/schemas/staff";
import { cookieValue, setCookie } from "../../platform/cookies.ts";
import type { Deps } from "../../platform/deps.ts";
import { defineModule } from "../../platform/domain-module.ts";
import { orNotFound } from "../../platform/errors.ts";
import { defineRoute } from "../../platform/route.ts";
import { STAFF_SESSION_COOKIE, staffActorOf, staffOf } from "../../platform/staff-auth.ts";
import { withoutNul } from "../../platform/without-nul.ts";
import { confirmSetup, startSetup } from "./setup-service.ts";
import { disableStaff, enableStaff, inviteStaffMember, listStaff, resendInvitation, resetStaffSignIn, setStaffRole } from "./staff-admin-service.ts";
import { PENDING_SIGN_IN_TTL_MS, reauthenticate, signInSecondFactor, signInWithPassword } from "./sign-in-service.ts";
import { getStaffMe } from "./staff-service.ts";
import { findStaffSession, revokeAllStaffSessions, revokeStaffSession, STAFF_SESSION_MAX_MS } from "./staff-sessions.ts";

/** The pending sign-in between the two steps: only step 2 reads it. */
const PENDING_COOKIE = "console_pending";

/**
 * The console's staff calls under /api/console/v1 (docs/console.md): sign-in in two steps, the session, sign-out,
 * re-authentication before sensitive calls, the roles and the set-up of an invited account, and the administrators'
 * calls on staff accounts (staff-admin-service.ts). Who may call each is declared on its endpoint (staffApi), and defineRoute guards the
 * route accordingly (every write carries the CSRF token too).
 */
function registerStaffRoutes(app: FastifyInstance, deps: Deps): void {
  const secure = deps.config.publicUrl.startsWith("https://");
  const cookie = (name: string, value: string, path: string, maxAgeMs: number) =>
    setCookie(name, value, { path, maxAgeSeconds: Math.floor(maxAgeMs / 1000), secure, sameSite: "Strict" });
  const pendingPath = staffApi.signInVerify.path;
  const client = (request: FastifyRequest) => ({ ip: request.ip, userAgent: request.headers["user-agent"], log: request.log });

  defineRoute(app, staffApi.csrf, {
    deps,
    handler: ({ reply }) => ({ csrfToken: reply.generateCsrf() }),
  });

  defineRoute(app, staffApi.signIn, {
    deps,
    body: withoutNul(staffSignInBody),
    handler: async ({ body, request, reply }) => {
      const pending = await signInWithPassword(deps, body, client(request));
      reply.header("set-cookie", cookie(PENDING_COOKIE, pending, pendingPath, PENDING_SIGN_IN_TTL_MS));
      return { next: "totp" as const, expiresInSeconds: PENDING_SIGN_IN_TTL_MS / 1000 };
    },
  });

  defineRoute(app, staffApi.signInVerify, {
    deps,
    body: withoutNul(staffSecondFactorBody),
    handler: async ({ body, request, reply }) => {
      const { token, me } = await signInSecondFactor(deps, cookieValue(request, PENDING_COOKIE), body, client(request));
      reply.header("set-cookie", cookie(PENDING_COOKIE, "", pendingPath, 0));
      reply.header("set-cookie", cookie(STAFF_SESSION_COOKIE, token, "/", STAFF_SESSION_MAX_MS));
      return me;
    },
  });

  defineRoute(app, staffApi.me, {
    deps,
    handler: async ({ request }) => orNotFound(await getStaffMe(deps.db, staffOf(request).staffId)),
  });

  defineRoute(app, staffApi.signOut, {
    deps,
    handler: async ({ request, reply }) => {
      await revokeStaffSession(deps.db, staffOf(request).sessionId, deps.now());
      reply.header("set-cookie", cookie(STAFF_SESSION_COOKIE, "", "/", 0));
      return null;
    },
  });

  defineRoute(app, staffApi.signOutEverywhere, {
    deps,
    handler: async ({ request, reply }) => {
      const ended = await revokeAllStaffSessions(deps.db, staffOf(request).staffId, deps.now());
      request.log.info({ event: "staff-sign-out-everywhere", staffId: staffOf(request).staffId, ended }, "staff sessions ended");
      reply.header("set-cookie", cookie(STAFF_SESSION_COOKIE, "", "/", 0));
      return { ended };
    },
  });

  defineRoute(app, staffApi.reauthenticate, {
    deps,
    body: withoutNul(staffReauthBody),
    handler: ({ body, request }) => reauthenticate(deps, staffOf(request), body.code, client(request)),
  });

  defineRoute(app, staffApi.roles, {
    deps,
    handler: ({ locale }) => STAFF_ROLES.map((role) => ({ role, description: STAFF_ROLE_DESCRIPTIONS[role][locale] })),
  });

  defineRoute(app, staffApi.setup, {
    deps,
    body: withoutNul(staffSetupBody),
    handler: ({ body, request }) => startSetup(deps, body, request.ip),
  });

  defineRoute(app, staffApi.setupConfirm, {
    deps,
    body: withoutNul(staffSetupConfirmBody),
    handler: ({ body, request }) => confirmSetup(deps, body, request.ip),
  });

  registerStaffAdminRoutes(app, deps);
}

/** Administrators' calls on staff accounts: every change is audited in its transaction (staff-admin-service.ts). */
function registerStaffAdminRoutes(app: FastifyInstance, deps: Deps): void {
  defineRoute(app, staffApi.accounts, {
    deps,
    query: staffListQuery,
    handler: ({ query }) => {
      const { page, pageSize, ...filter } = query;
      return listStaff(deps.db, filter, { page, pageSize }, deps.now());
    },
  });

  defineRoute(app, staffApi.invite, {
    deps,
    body: withoutNul(staffInviteBody),
    handler: ({ body, request, locale }) => inviteStaffMember(deps, staffActorOf(request), body, body.language ?? locale),
  });

  defineRoute(app, staffApi.resendInvite, {
    deps,
    params: idParams,
    body: withoutNul(staffResendInviteBody),
    handler: ({ params, body, request, locale }) => resendInvitation(deps, staffActorOf(request), params.id, body.language ?? locale),
  });

  defineRoute(app, staffApi.setRole, {
    deps,
    params: idParams,
    body: withoutNul(staffRoleBody),
    handler: ({ params, body, request }) => setStaffRole(deps.db, staffActorOf(request), params.id, body.role, deps.now()),
  });

  defineRoute(app, staffApi.disable, {
    deps,
    params: idParams,
    handler: ({ params, request }) => disableStaff(deps.db, staffActorOf(request), params.id, deps.now()),
  });

  defineRoute(app, staffApi.enable, {
    deps,
    params: idParams,
    handler: ({ params, request }) => enableStaff(deps.db, staffActorOf(request), params.id, deps.now()),
  });

  defineRoute(app, staffApi.reset, {
    deps,
    params: idParams,
    body: withoutNul(staffResetBody),
    handler: ({ params, body, request, locale }) => resetStaffSignIn(deps, staffActorOf(request), params.id, body.language ?? locale),
  });
}

export default defineModule({ routes: registerStaffRoutes, sessions: { staff: findStaffSession } });
