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
import { requireSupplier } from "../../platform/supplier-auth.ts";
import { withoutNul } from "../../platform/without-nul.ts";
import { sendLaterFor } from "../identity/identity-messages.ts";
import { detectFileType, storeUpload, tooLarge, typeUnsupported, UPLOAD_MAX_BYTES, uploadRequired } from "../upload/upload-service.ts";
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

  defineRoute(app, supplierApi.register, {
    body: withoutNul(supplierRegisterBody),
    handler: ({ body, request, locale }) => registerSupplier(deps, memberTokenOf(request), body, client(request), locale, sendLater),
  });

  defineRoute(app, supplierApi.login, {
    body: withoutNul(supplierLoginBody),
    handler: ({ body, request }) => loginSupplier(deps, body, { ...client(request), log: request.log }),
  });

  defineRoute(app, supplierApi.logout, {
    handler: async ({ request }) => logoutSupplier(deps, await requireSupplier(deps, request)),
  });

  defineRoute(app, supplierApi.info, {
    handler: async ({ request }) => supplierInfo(deps, await requireSupplier(deps, request)),
  });

  defineRoute(app, supplierApi.update, {
    body: withoutNul(supplierUpdateBody),
    handler: async ({ body, request }) => updateSupplier(deps, await requireSupplier(deps, request), body),
  });

  defineRoute(app, supplierApi.changeMobile, {
    params: supplierUuidParams,
    body: withoutNul(supplierChangeBody),
    handler: async ({ params, body, request, locale }) =>
      changeSupplierMobile(deps, await requireSupplier(deps, request), params.uuid, body, request.ip, locale, sendLater),
  });

  defineRoute(app, supplierApi.changePassword, {
    body: withoutNul(supplierPasswordBody),
    handler: async ({ body, request, locale }) => changeSupplierPassword(deps, await requireSupplier(deps, request), body, locale, sendLater),
  });

  defineRoute(app, supplierApi.resetPassword, {
    body: withoutNul(supplierResetBody),
    handler: ({ body, request, locale }) => resetSupplierPassword(deps, body, request.ip, locale, sendLater),
  });

  // Staff review until the console exists: a bearer token equal to MODERATION_TOKEN; refused when unset.
  defineRoute(app, supplierApi.reviewQueue, {
    query: supplierReviewQuery,
    handler: ({ query, request, reply }) => {
      requireStaffToken(deps.config.moderationToken, request);
      reply.header("cache-control", "no-store");
      return supplierReviewQueue(deps.db, query.status, query);
    },
  });
  defineRoute(app, supplierApi.review, {
    params: supplierUuidParams,
    body: supplierReviewBody,
    handler: async ({ params, body, request, locale }) => {
      requireStaffToken(deps.config.moderationToken, request);
      return orNotFound(await reviewSupplier(deps, params.uuid, body, locale, sendLater));
    },
  });
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
    await scope.register((await import("@fastify/multipart")).default, {
      limits: { fileSize: UPLOAD_MAX_BYTES, files: 1, fields: 4, parts: 5, fieldSize: 1024, headerPairs: 50 },
    });
    defineRoute(scope, supplierApi.upload, {
      query: supplierUploadQuery,
      handler: async ({ query, request }) => {
        const token = memberTokenOf(request);
        await requireBind(deps, token);
        await enforceLimit(deps.kv, SUPPLIER_UPLOADS_PER_IP, clientAddressKey(request.ip));
        await enforceLimit(deps.kv, SUPPLIER_UPLOADS_PER_TICKET, privateSubject(token!));
        if (!request.isMultipart()) throw uploadRequired();
        const part = await request.file();
        if (!part || part.fieldname !== "file") throw uploadRequired();
        let bytes: Buffer;
        try {
          bytes = await part.toBuffer();
        } catch (error) {
          if ((error as { code?: string }).code === "FST_REQ_FILE_TOO_LARGE") throw tooLarge(UPLOAD_MAX_BYTES);
          throw error;
        }
        if (bytes.length === 0) throw uploadRequired();
        if (query.kind === "logo" && detectFileType(bytes)?.kind !== "image") throw typeUnsupported();
        const result = await storeUpload(bytes, "supplierDocument", { uploadDir, publicUrl: deps.config.publicUrl, now: deps.now() });
        await recordUpload(deps, token!, result.path, query.kind);
        request.log.info({ event: "supplier-upload", kind: query.kind, path: result.path, size: result.size }, "supplier document uploaded");
        return result;
      },
    });
  });
}

export default defineModule({
  async routes(app, deps) {
    registerSupplierRoutes(app, deps);
    await registerSupplierUpload(app, deps);
  },
});
