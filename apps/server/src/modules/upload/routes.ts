import { mkdir } from "node:fs/promises";
import { resolve } from "node:path";
import type { FastifyInstance } from "fastify";
import { uploadApi } from "@portal/contract/endpoints/upload";
import { consoleUploadQuery, uploadQuery } from "@portal/contract/schemas/upload";
import type { Deps } from "../../platform/deps.ts";
import { memberTokenOf, requireMember } from "../../platform/member-auth.ts";
import { clientAddressKey, enforceLimit, type Limit } from "../../platform/rate-limit.ts";
import { defineRoute } from "../../platform/route.ts";
import { staffOf } from "../../platform/staff-auth.ts";
import { readUploadedFile, registerUploadParser, STORED_FILE_CSP, storeUpload, UPLOAD_URL_PREFIX } from "./upload-service.ts";
import { defineModule } from "../../platform/domain-module.ts";
import { sweepUploads } from "./sweep.ts";

/** Uploads one member may make per hour (a profile photo, a few attachments; a ceiling for a script filling the disk). */
export const UPLOAD_MEMBER_LIMIT: Limit = { name: "upload-member", max: 30, windowMs: 60 * 60_000 };
/** Uploads per client address per hour (several members behind one address, e.g. an office). */
export const UPLOAD_ADDRESS_LIMIT: Limit = { name: "upload-address", max: 60, windowMs: 60 * 60_000 };
/**
 * Uploads per client address per hour without a member token: the files of the public forms (disclosure, job
 * application: docs/forms.md), which visitors send without an account. A file nobody's form refers to is swept.
 */
export const UPLOAD_VISITOR_LIMIT: Limit = { name: "upload-visitor", max: 20, windowMs: 60 * 60_000 };
/** Uploads one staff member may make per hour through the console (a busy news day's pictures). */
export const UPLOAD_STAFF_LIMIT: Limit = { name: "upload-staff", max: 300, windowMs: 60 * 60_000 };

/**
 * POST /api/v1.0/common/upload (spec §7 Common), for signed-in members and (more tightly limited) visitors filling in
 * a public form, POST /api/console/v1/upload for staff (docs/uploads.md), and the files they stored at /uploads/u/….
 * The multipart parser lives in this plugin's scope only: every other route keeps refusing multipart bodies.
 */
export async function registerUploadRoutes(app: FastifyInstance, deps: Deps): Promise<void> {
  const uploadDir = resolve(deps.config.uploadDir);
  await mkdir(resolve(uploadDir, "u"), { recursive: true });

  await app.register(async (scope) => {
    await registerUploadParser(scope);
    // The multipart body is read by the handler (no body schema); the answer is sent with no-store (a POST).
    defineRoute(scope, uploadApi.upload, {
      handler: async ({ request }) => {
        // Who and how often come first: nothing of the request is read for a stranger or past the limit.
        // A visitor without a token (the public forms) gets a tighter limit; a token that is sent must be valid.
        const session = memberTokenOf(request) ? await requireMember(deps, request) : null;
        await enforceLimit(deps.kv, session ? UPLOAD_ADDRESS_LIMIT : UPLOAD_VISITOR_LIMIT, clientAddressKey(request.ip));
        if (session) await enforceLimit(deps.kv, UPLOAD_MEMBER_LIMIT, String(session.memberId));
        const { purpose } = uploadQuery.parse(request.query ?? {});
        const bytes = await readUploadedFile(request);
        const result = await storeUpload(bytes, purpose, { uploadDir, publicUrl: deps.config.publicUrl, now: deps.now() });
        request.log.info({ memberId: session?.memberId ?? null, path: result.path, size: result.size }, "file uploaded");
        return result;
      },
    });

    // The console's upload: the guard (session, CSRF) comes first, then the staff member's limit, then the file.
    defineRoute(scope, uploadApi.console, {
      deps,
      handler: async ({ request }) => {
        const { staffId } = staffOf(request);
        await enforceLimit(deps.kv, UPLOAD_STAFF_LIMIT, String(staffId));
        const { purpose } = consoleUploadQuery.parse(request.query ?? {});
        const bytes = await readUploadedFile(request);
        const result = await storeUpload(bytes, purpose, { uploadDir, publicUrl: deps.config.publicUrl, now: deps.now() });
        request.log.info({ staffId, path: result.path, size: result.size }, "file uploaded from the console");
        return result;
      },
    });
  });

  // Only the public area `u` is served; the private one (`p`, the submissions' files) is opened through the console.
  // Names are random and never reused: cached for a year. The files are served as what they are and can run
  // nothing: no sniffing (set for every answer), a sandboxing policy should one be opened on its own, and
  // anything but an image as a download.
  await app.register((await import("@fastify/static")).default, {
    root: resolve(uploadDir, "u"),
    prefix: UPLOAD_URL_PREFIX,
    decorateReply: false,
    index: false,
    dotfiles: "deny",
    immutable: true,
    maxAge: 365 * 24 * 3600 * 1000,
    setHeaders: (res, path) => {
      res.setHeader("content-security-policy", STORED_FILE_CSP);
      // Images are shown in pages; a video or a document is downloaded, never opened in the site's origin.
      if (!/\.(webp|png|jpe?g|gif|avif)$/i.test(path)) res.setHeader("content-disposition", "attachment");
    },
  });
}

/**
 * The sweep of files nobody refers to (sweep.ts, docs/uploads.md): a minute after start, then every six hours;
 * UPLOAD_SWEEP_GRACE_HOURS=0 turns it off. Every instance may run it: removing a file twice is harmless.
 */
function scheduleUploadSweep(app: FastifyInstance, deps: Deps): void {
  const graceHours = deps.config.uploadSweepGraceHours;
  if (!graceHours) return;
  const sweep = () =>
    void sweepUploads(deps.db, resolve(deps.config.uploadDir), deps.now(), graceHours * 3_600_000)
      .then((result) => (result.removed.length ? app.log.info({ removed: result.removed, kept: result.kept }, "uploads: files nobody refers to removed") : undefined))
      .catch((error: unknown) => app.log.error({ err: error }, "uploads: the sweep failed"));
  const first = setTimeout(sweep, 60_000);
  const timer = setInterval(sweep, 6 * 3_600_000);
  first.unref();
  timer.unref();
  app.addHook("onClose", async () => {
    clearTimeout(first);
    clearInterval(timer);
  });
}

export default defineModule({
  async routes(app, deps) {
    await registerUploadRoutes(app, deps);
    scheduleUploadSweep(app, deps);
  },
});
