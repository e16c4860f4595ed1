import { supplierDashboard } from "./dashboard.ts";
import { resolve } from "node:path";
import type { FastifyInstance } from "fastify";
import { supplierApi } from "@portal/contract/endpoints/supplier";
import {
  supplierBindBody,
  supplierChangeBody,
  supplierLoginBody,
  supplierPasswordBody,
  supplierResetBody,
  supplierRegisterBody,
  supplierReviewBody,
  supplierReviewQuery,
  supplierSendCodeBody,
  supplierUpdateBody,
  supplierUploadQuery,
  supplierUuidParams,
} from "@portal/contract/schemas/supplier";
import type { Deps } from "../../platform/deps.ts";
import { defineModule } from "../../platform/domain-module.ts";
import { memberTokenOf } from "../../platform/member-auth.ts";
import { clientAddressKey, enforceLimit } from "../../platform/rate-limit.ts";
import { defineRoute } from "../../platform/route.ts";
import { supplierRoutes } from "../../platform/supplier-auth.ts";
import { withoutNul } from "../../platform/without-nul.ts";
import { sendLaterFor } from "../identity/identity-messages.ts";
import { detectFileType, readUploadedFile, registerUploadParser, storeUpload, typeUnsupported, uploadRequired } from "../upload/upload-service.ts";
import { findSupplierSession } from "./sessions.ts";
import {
  bindMobile,
  changeSupplierMobile,
  changeSupplierPassword,
  resetSupplierPassword,
  loginSupplier,
  logoutSupplier,
  recordUpload,
  registerSupplier,
  requireBind,
  reviewSupplier,
  sendSupplierCode,
  SUPPLIER_UPLOADS_PER_IP,
  SUPPLIER_UPLOADS_PER_TICKET,
  supplierInfo,
  supplierReviewQueue,
  updateSupplier,
} from "./supplier-service.ts";
import { orNotFound } from "../../platform/errors.ts";
import { registerSupplierConsoleRoutes } from "./console-routes.ts";
import { requireStaffToken } from "../../platform/staff-export.ts";
import { privateSubject } from "../../platform/rate-limit.ts";

/**
 * Supplier calls (spec §7 Supplier) under /api/v1.0/supplier/. The Api-Key of these calls is the supplier token
 * ("sup_…", a session) or, while registering, the bind ticket ("supb_…"); member tokens open none of them.
 * Flows and decisions: docs/suppliers.md; limits: docs/security.md.
 */
export function registerSupplierRoutes(app: FastifyInstance, deps: Deps): void {
  const sendLater = sendLaterFor(app, deps.messenger);
  const client = (request: { ip: string; headers: Record<string, unknown> }) => ({
    ip: request.ip,
    userAgent: typeof request.headers["user-agent"] === "string" ? request.headers["user-agent"] : undefined,
  });

  defineRoute(app, supplierApi.sendVerifyCode, {
    body: withoutNul(supplierSendCodeBody),
    handler: async ({ body, request, locale }) => {
      const token = memberTokenOf(request);
      const session = body.purpose === "change" && token ? await findSupplierSession(deps.db, token, deps.now()) : null;
      return sendSupplierCode(deps, body, session, request.ip, locale, sendLater);
    },
  });

  defineRoute(app, supplierApi.bind, {
    body: withoutNul(supplierBindBody),
    handler: ({ body, request }) => bindMobile(deps, body, request.ip),
  });

  // The ticket is checked before the body is read (401 for anyone without one); the service checks it again.
  app.register(async (scope) => {
    scope.addHook("onRequest", async (request) => void (await requireBind(deps, memberTokenOf(request))));
    defineRoute(scope, supplierApi.register, {
      body: withoutNul(supplierRegisterBody),
      handler: ({ body, request, locale }) => registerSupplier(deps, memberTokenOf(request), body, client(request), locale, sendLater),
    });
  });

  defineRoute(app, supplierApi.login, {
    body: withoutNul(supplierLoginBody),
    handler: ({ body, request }) => loginSupplier(deps, body, { ...client(request), log: request.log }),
  });

  // A signed-in supplier's calls: the token is checked before the body is read (platform/supplier-auth.ts).
  supplierRoutes(app, deps, (scope, sessionOf) => {
    defineRoute(scope, supplierApi.logout, {
      handler: ({ request }) => logoutSupplier(deps, sessionOf(request)),
    });

    defineRoute(scope, supplierApi.info, {
      handler: ({ request }) => supplierInfo(deps, sessionOf(request)),
    });

    defineRoute(scope, supplierApi.update, {
      body: withoutNul(supplierUpdateBody),
      handler: ({ body, request }) => updateSupplier(deps, sessionOf(request), body),
    });

    defineRoute(scope, supplierApi.changeMobile, {
      params: supplierUuidParams,
      body: withoutNul(supplierChangeBody),
      handler: ({ params, body, request, locale }) =>
        changeSupplierMobile(deps, sessionOf(request), params.uuid, body, request.ip, locale, sendLater),
    });

    defineRoute(scope, supplierApi.changePassword, {
      body: withoutNul(supplierPasswordBody),
      handler: ({ body, request, locale }) => changeSupplierPassword(deps, sessionOf(request), body, locale, sendLater),
    });
  });

  defineRoute(app, supplierApi.resetPassword, {
    body: withoutNul(supplierResetBody),
    handler: ({ body, request, locale }) => resetSupplierPassword(deps, body, request.ip, locale, sendLater),
  });

  // Staff review until the console exists: a bearer token equal to MODERATION_TOKEN (refused when unset), checked
  // before the query or body is read.
  app.register(async (scope) => {
    scope.addHook("onRequest", async (request) => requireStaffToken(deps.config.moderationToken, request));
    defineRoute(scope, supplierApi.reviewQueue, {
      query: supplierReviewQuery,
      handler: ({ query, reply }) => {
        reply.header("cache-control", "no-store");
        return supplierReviewQueue(deps.db, { status: query.status }, query);
      },
    });
    defineRoute(scope, supplierApi.review, {
      params: supplierUuidParams,
      body: supplierReviewBody,
      handler: async ({ params, body, locale }) => orNotFound(await reviewSupplier(deps, params.uuid, body, locale, sendLater)),
    });
  });

  registerSupplierConsoleRoutes(app, deps, sendLater);
}

/**
 * supplier/upload: one registration document, with the bind ticket. The file goes through common/upload's checks
 * and storage (modules/upload: type by its first bytes, images made anew by sharp, the size limits); the logo must
 * be an image, the business registration and licence an image or a PDF, each under 5MB. The ticket remembers the
 * path and its kind, so that the form can only refer to files it uploaded.
 */
async function registerSupplierUpload(app: FastifyInstance, deps: Deps): Promise<void> {
  const uploadDir = resolve(deps.config.uploadDir);
  await app.register(async (scope) => {
    await registerUploadParser(scope);
    // The ticket first: nothing of the request (its kind, its body) is read for anyone without one.
    scope.addHook("onRequest", async (request) => void (await requireBind(deps, memberTokenOf(request))));
    defineRoute(scope, supplierApi.upload, {
      query: supplierUploadQuery,
      handler: async ({ query, request }) => {
        const token = memberTokenOf(request)!;
        await enforceLimit(deps.kv, SUPPLIER_UPLOADS_PER_IP, clientAddressKey(request.ip));
        await enforceLimit(deps.kv, SUPPLIER_UPLOADS_PER_TICKET, privateSubject(token));
        const bytes = await readUploadedFile(request);
        if (bytes.length === 0) throw uploadRequired();
        if (query.kind === "logo" && detectFileType(bytes)?.kind !== "image") throw typeUnsupported();
        const result = await storeUpload(bytes, "supplierDocument", { uploadDir, publicUrl: deps.config.publicUrl, now: deps.now() });
        await recordUpload(deps, token, result.path, query.kind);
        request.log.info({ event: "supplier-upload", kind: query.kind, path: result.path, size: result.size }, "supplier document uploaded");
        return result;
      },
    });
  });
}

export default defineModule({
  dashboard: supplierDashboard,
  async routes(app, deps) {
    registerSupplierRoutes(app, deps);
    await registerSupplierUpload(app, deps);
  },
  // Suppliers' tokens are this domain's: the platform's requireSupplier looks them up here.
  sessions: { supplier: findSupplierSession },
});
