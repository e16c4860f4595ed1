import { resolve } from "node:path";
import type { FastifyInstance } from "fastify";
import { formsApi, type ContactMessageExportRow, type DisclosureExportRow, type JobApplicationExportRow } from "@portal/contract/endpoints/forms";
import { postingTags } from "@portal/contract/cache-tags";
import { idParams } from "@portal/contract/schemas/common";
import { contactMessageBody, disclosureBody, formsExportQuery, jobApplicationBody, jobApplicationFieldsFor, jobListQuery, tenderListQuery } from "@portal/contract/schemas/forms";
import type { UploadedKind } from "@portal/contract/schemas/upload";
import type { Deps } from "../../platform/deps.ts";
import { defineModule } from "../../platform/domain-module.ts";
import { AppError, isUniqueViolation, orNotFound, refusal } from "../../platform/errors.ts";
import { clientAddressKey, enforceLimit, type Limit } from "../../platform/rate-limit.ts";
import { CACHE_PUBLIC_SHORT, defineRoute } from "../../platform/route.ts";
import { requireStaffToken, sendCsv, toCsv, type CsvColumn } from "../../platform/staff-export.ts";
import { verifyCaptcha } from "../captcha/captcha.ts";
import { sendLaterFor } from "../identity/identity-messages.ts";
import { findUpload } from "../upload/upload-service.ts";
import { applicationAcknowledgement, contactAcknowledgement, disclosureAcknowledgement } from "./forms-messages.ts";
import {
  exportApplications,
  exportContactMessages,
  exportDisclosures,
  getJob,
  getTender,
  hasApplied,
  jobForApplication,
  listJobs,
  listTenders,
  pruneSubmissions,
  saveApplication,
  saveContactMessage,
  saveDisclosure,
} from "./forms-service.ts";
import { captchaReplies } from "../captcha/replies.ts";
import { registerPostingsConsoleRoutes } from "./console-routes.ts";
import { formsReplies } from "./replies.ts";

/** Form submissions per client address per hour (disclosures, applications and contact messages together): a person's need, a script's ceiling. */
export const FORMS_ADDRESS_LIMIT: Limit = { name: "forms-submit", max: 10, windowMs: 60 * 60_000 };

const duplicateApplication = () => new AppError(409, formsReplies.applicationDuplicate, {}, 409);

/**
 * Forms (docs/forms.md): tender notices and job ads (public, briefly cached), the disclosure and job application
 * forms (stored before the answer, acknowledged after it), and the staff exports behind FORMS_EXPORT_TOKEN.
 */
function registerFormsRoutes(app: FastifyInstance, deps: Deps): void {
  const { db } = deps;
  const uploadDir = resolve(deps.config.uploadDir);
  const sendLater = sendLaterFor(app, deps.messenger);

  /** Every path must be a file the upload service stored, of one of the kinds the field takes. */
  async function checkUploads(paths: readonly string[], kinds: readonly UploadedKind[]): Promise<void> {
    for (const path of paths) {
      const found = await findUpload(uploadDir, path);
      if (!found || !kinds.includes(found.kind)) throw refusal(formsReplies.uploadReferenceInvalid);
    }
  }

  defineRoute(app, formsApi.tenders, {
    query: tenderListQuery,
    cache: CACHE_PUBLIC_SHORT,
    tags: () => [postingTags.tenders],
    handler: ({ query, locale }) => listTenders(db, locale, deps.now(), query),
  });
  defineRoute(app, formsApi.tender, {
    params: idParams,
    cache: CACHE_PUBLIC_SHORT,
    tags: () => [postingTags.tenders],
    handler: async ({ params, locale }) => orNotFound(await getTender(db, locale, deps.now(), params.id)),
  });
  defineRoute(app, formsApi.jobs, {
    query: jobListQuery,
    cache: CACHE_PUBLIC_SHORT,
    tags: () => [postingTags.jobs],
    handler: ({ query, locale }) => listJobs(db, locale, deps.now(), query),
  });
  defineRoute(app, formsApi.job, {
    params: idParams,
    cache: CACHE_PUBLIC_SHORT,
    tags: () => [postingTags.jobs],
    handler: async ({ params, locale }) => orNotFound(await getJob(db, locale, deps.now(), params.id)),
  });

  defineRoute(app, formsApi.disclose, {
    body: disclosureBody,
    handler: async ({ body, locale, request }) => {
      await enforceLimit(deps.kv, FORMS_ADDRESS_LIMIT, clientAddressKey(request.ip));
      await checkUploads(body.images, ["image"]);
      await checkUploads(body.videos, ["video"]);
      if (!(await verifyCaptcha(deps.kv, body.verifyKey, body.verifyCode, deps.now()))) throw refusal(captchaReplies.captchaInvalid);
      const reference = await saveDisclosure(db, body, locale, deps.now());
      // Stored: the acknowledgement leaves after the answer (a slow mail server does not hold the sender).
      const message = disclosureAcknowledgement({ email: body.email?.trim() || null, phone: body.phone?.trim() || null }, reference, locale);
      sendLater(message);
      return { reference, acknowledgement: message.channel };
    },
  });

  defineRoute(app, formsApi.contact, {
    body: contactMessageBody,
    handler: async ({ body, locale, request }) => {
      await enforceLimit(deps.kv, FORMS_ADDRESS_LIMIT, clientAddressKey(request.ip));
      if (!(await verifyCaptcha(deps.kv, body.verifyKey, body.verifyCode, deps.now()))) throw refusal(captchaReplies.captchaInvalid);
      const reference = await saveContactMessage(db, body, locale, deps.now());
      const message = contactAcknowledgement(body.email, reference, locale);
      sendLater(message);
      return { reference, acknowledgement: message.channel };
    },
  });

  defineRoute(app, formsApi.apply, {
    body: jobApplicationBody,
    handler: async ({ body, locale, request }) => {
      await enforceLimit(deps.kv, FORMS_ADDRESS_LIMIT, clientAddressKey(request.ip));
      const job = orNotFound(await jobForApplication(db, locale, deps.now(), body.jobId));
      if (!job.open) throw refusal(formsReplies.jobClosed);
      // The names' rules are the job's (docs/forms.md "Chinese fields"); a refusal is the rule's 400, as at the edge.
      jobApplicationFieldsFor(job.requiresChineseFields).parse(body);
      await checkUploads(body.diploma, ["document", "image"]);
      await checkUploads([body.photo!], ["image"]);
      if (!(await verifyCaptcha(deps.kv, body.verifyKey, body.verifyCode, deps.now()))) throw refusal(captchaReplies.captchaInvalid);
      if (await hasApplied(db, body.jobId, body.phone, body.email)) throw duplicateApplication();
      let reference: string;
      try {
        reference = await saveApplication(db, body, locale, deps.now());
      } catch (error) {
        // Two applications at once: the unique indexes keep one.
        if (isUniqueViolation(error)) throw duplicateApplication();
        throw error;
      }
      const message = applicationAcknowledgement(body.email, reference, job.title, locale);
      sendLater(message);
      return { reference, acknowledgement: message.channel };
    },
  });

  defineRoute(app, formsApi.exportDisclosures, {
    query: formsExportQuery,
    handler: async ({ query, request, reply }) => {
      requireStaffToken(deps.config.formsExportToken, request);
      const items = await exportDisclosures(db, query.from, query.to);
      if (query.format === "json") return { from: query.from ?? null, to: query.to ?? null, items };
      return sendCsv(reply, `disclosures-${query.from ?? "all"}-${query.to ?? "now"}.csv`, toCsv(DISCLOSURE_COLUMNS, items));
    },
  });
  defineRoute(app, formsApi.exportApplications, {
    query: formsExportQuery,
    handler: async ({ query, request, reply }) => {
      requireStaffToken(deps.config.formsExportToken, request);
      const items = await exportApplications(db, query.from, query.to);
      if (query.format === "json") return { from: query.from ?? null, to: query.to ?? null, items };
      return sendCsv(reply, `job-applications-${query.from ?? "all"}-${query.to ?? "now"}.csv`, toCsv(APPLICATION_COLUMNS, items));
    },
  });

  defineRoute(app, formsApi.exportContactMessages, {
    query: formsExportQuery,
    handler: async ({ query, request, reply }) => {
      requireStaffToken(deps.config.formsExportToken, request);
      const items = await exportContactMessages(db, query.from, query.to);
      if (query.format === "json") return { from: query.from ?? null, to: query.to ?? null, items };
      return sendCsv(reply, `contact-messages-${query.from ?? "all"}-${query.to ?? "now"}.csv`, toCsv(CONTACT_COLUMNS, items));
    },
  });

  // Retention (docs/forms.md): once at start, then every six hours.
  const prune = () =>
    void pruneSubmissions(db, deps.now())
      .then((gone) => (gone.disclosures || gone.applications || gone.contactMessages ? app.log.info(gone, "forms: submissions past retention deleted") : undefined))
      .catch((error: unknown) => app.log.error({ err: error }, "forms: pruning failed"));
  app.addHook("onReady", async () => prune());
  const timer = setInterval(prune, 6 * 3_600_000);
  timer.unref();
  app.addHook("onClose", async () => clearInterval(timer));

  registerPostingsConsoleRoutes(app, deps);
}

const list = (paths: readonly string[]) => paths.join(" ");

const DISCLOSURE_COLUMNS: CsvColumn<DisclosureExportRow>[] = [
  { name: "reference", value: (r) => r.reference },
  { name: "received_at", value: (r) => r.receivedAt },
  { name: "language", value: (r) => r.language },
  { name: "name", value: (r) => r.name },
  { name: "sex", value: (r) => r.sex },
  { name: "phone", value: (r) => r.phone },
  { name: "email", value: (r) => r.email },
  { name: "content", value: (r) => r.content },
  { name: "images", value: (r) => list(r.images) },
  { name: "videos", value: (r) => list(r.videos) },
];

const APPLICATION_COLUMNS: CsvColumn<JobApplicationExportRow>[] = [
  { name: "reference", value: (r) => r.reference },
  { name: "received_at", value: (r) => r.receivedAt },
  { name: "language", value: (r) => r.language },
  { name: "job_id", value: (r) => r.jobId },
  { name: "job_reference", value: (r) => r.jobReference },
  { name: "chinese_name", value: (r) => r.chineseName },
  { name: "english_name", value: (r) => r.englishName },
  { name: "id_number", value: (r) => r.idNumber },
  { name: "phone", value: (r) => r.phone },
  { name: "email", value: (r) => r.email },
  { name: "chinese_address", value: (r) => r.chineseAddress },
  { name: "english_address", value: (r) => r.englishAddress },
  { name: "experience_years", value: (r) => r.experienceYears },
  { name: "diploma", value: (r) => list(r.diploma) },
  { name: "photo", value: (r) => r.photo },
];

const CONTACT_COLUMNS: CsvColumn<ContactMessageExportRow>[] = [
  { name: "reference", value: (r) => r.reference },
  { name: "received_at", value: (r) => r.receivedAt },
  { name: "language", value: (r) => r.language },
  { name: "topic", value: (r) => r.topic },
  { name: "name", value: (r) => r.name },
  { name: "email", value: (r) => r.email },
  { name: "phone", value: (r) => r.phone },
  { name: "message", value: (r) => r.message },
];

export default defineModule({ routes: registerFormsRoutes });
