import type { FastifyInstance } from "fastify";
import type { ZodError } from "zod";
import { visitApi } from "@portal/contract/endpoints/visit";
import type { ApiLocale } from "@portal/contract/locales";
import { visitExportQuery, visitFormBody, visitIntroductionQuery } from "@portal/contract/schemas/visit";
import { localizeZodIssue } from "@portal/contract/validation";
import type { Deps } from "../../platform/deps.ts";
import { defineModule } from "../../platform/domain-module.ts";
import { scheduleRetention } from "../../platform/retention.ts";
import { pruneBookings } from "./inbox-source.ts";
import { badRequest, orNotFound, refusal } from "../../platform/errors.ts";
import { macauDate } from "../../platform/macau-time.ts";
import { clientAddressKey, enforceLimit, type Limit } from "../../platform/rate-limit.ts";
import { CACHE_PUBLIC_SHORT, defineRoute } from "../../platform/route.ts";
import { requireStaffToken, sendCsv, toCsv } from "../../platform/staff-export.ts";
import { verifyCaptcha } from "../captcha/captcha.ts";
import { sendLaterFor } from "../identity/identity-messages.ts";
import { bookingAcknowledgement } from "./visit-messages.ts";
import { bookVisit, EXPORT_COLUMNS, exportBookings, getForm, getProgramme, listIntroductions, listLocations } from "./visit-service.ts";
import { captchaReplies } from "../captcha/replies.ts";
import { platformReplies, replyText } from "../../platform/replies.ts";
import { visitReplies } from "./replies.ts";

/** Bookings per address: a school office sending a few groups, not a script filling the slots. */
export const VISIT_BOOKING_LIMIT: Limit = { name: "visit-booking", max: 10, windowMs: 60 * 60_000 };
/** The places left change with every booking: caches keep them seconds, not minutes. */
const CACHE_PLACES = "public, max-age=5, stale-while-revalidate=10";
/** The default export range: the last 30 Macao days. */
const EXPORT_DAYS = 30;

/** A refused booking form answers code -1 with the first reason in the request's language (spec §4, §8). */
function formRefusal(error: ZodError, locale: ApiLocale) {
  const issue = error.issues[0];
  const field = issue?.path.length ? issue.path.join(".") : "";
  const reason = localizeZodIssue(issue, locale) ?? replyText(field ? platformReplies.invalidField : platformReplies.badRequest, locale, { field });
  return refusal(visitReplies.visitFormInvalid, { reason });
}

/** Studio visits, spec §7 CMS visit* and POST cms/visit/form (docs/visits.md); the staff export of the bookings. */
function registerVisitRoutes(app: FastifyInstance, deps: Deps): void {
  const { db } = deps;
  const sendLater = sendLaterFor(app, deps.messenger);

  defineRoute(app, visitApi.programme, {
    cache: CACHE_PUBLIC_SHORT,
    handler: async ({ locale }) => orNotFound(await getProgramme(db, locale)),
  });
  defineRoute(app, visitApi.form, {
    cache: CACHE_PUBLIC_SHORT,
    handler: ({ locale }) => getForm(db, locale),
  });
  defineRoute(app, visitApi.locations, {
    cache: CACHE_PLACES,
    handler: ({ locale }) => listLocations(db, locale, deps.now()),
  });
  defineRoute(app, visitApi.introductions, {
    query: visitIntroductionQuery,
    cache: CACHE_PUBLIC_SHORT,
    handler: async ({ locale, query }) => orNotFound(await listIntroductions(db, locale, query.visitLocationId, query.categoryId)),
  });

  defineRoute(app, visitApi.book, {
    message: (result) => (result ? visitReplies.visitBooked : undefined),
    handler: async ({ request, locale }) => {
      const parsed = visitFormBody.safeParse(request.body ?? {});
      if (!parsed.success) throw formRefusal(parsed.error, locale);
      const body = parsed.data;
      await enforceLimit(deps.kv, VISIT_BOOKING_LIMIT, clientAddressKey(request.ip));
      if (!(await verifyCaptcha(deps.kv, body.verifyKey, body.verifyCode, deps.now()))) throw refusal(captchaReplies.captchaInvalid);
      const booking = await bookVisit(db, body, locale, deps.now());
      // Stored and committed: the acknowledgement leaves after the answer (a slow mail server does not hold it).
      sendLater(bookingAcknowledgement(booking, body, await getProgramme(db, locale), locale));
      return booking;
    },
  });

  defineRoute(app, visitApi.export, {
    query: visitExportQuery,
    handler: async ({ query, request, reply }) => {
      requireStaffToken(deps.config.formsExportToken, request);
      const to = query.to ?? macauDate(deps.now());
      const from = query.from ?? new Date(Date.parse(`${to}T00:00:00Z`) - (EXPORT_DAYS - 1) * 86_400_000).toISOString().slice(0, 10);
      if (from > to) throw badRequest("from");
      const result = await exportBookings(db, from, to);
      if (query.format === "json") return result;
      return sendCsv(reply, `visits-${from}-${to}.csv`, toCsv(EXPORT_COLUMNS, result.items));
    },
  });

  // Retention (docs/forms.md): bookings go a year after their visit.
  scheduleRetention(app, "visit", () => pruneBookings(db, deps.now()));
}

export default defineModule({ routes: registerVisitRoutes });
