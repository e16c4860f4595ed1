import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import {
  dictionaryQuery,
  idQuery,
  lunisolarQuery,
  optionalSlugQuery,
  slugQuery,
  statisticsEventBody,
  verifyCodeBody,
} from "@portal/contract/schemas/common";
import type { Deps } from "../../platform/deps.ts";
import { AppError, notFound } from "../../platform/errors.ts";
import { enforceLimit, type Limit } from "../../platform/rate-limit.ts";
import { CACHE_PUBLIC_LONG, CACHE_PUBLIC_SHORT, defineRoute } from "../../platform/route.ts";
import { getBannerDetail, listBanners } from "./banner-service.ts";
import { issueCaptcha, verifyCaptcha } from "./captcha.ts";
import { getDataDictionary, getDictionary } from "./dictionary-service.ts";
import { domainInfo } from "./domain.ts";
import { lunisolarFor } from "./lunisolar.ts";
import { macauDate } from "../../platform/macau-time.ts";
import { getMessageTemplate } from "./message-template-service.ts";
import { getNotices, getTopNotifications } from "./notice-service.ts";
import { getSiteSetting } from "./setting-service.ts";
import { recordStatisticsEvent } from "./statistics-service.ts";
import { createWeatherService, getWeatherWarnings, weatherProviderFor } from "./weather/weather-service.ts";

const COMMON = "/api/v1.0/common";
/** Warnings (typhoon signals …) change at short notice but draw crowds: a short shared cache, then revalidation. */
export const CACHE_WARNINGS = "public, max-age=15, must-revalidate";
/** Captchas one client may fetch per minute (each one is a kv entry). */
export const CAPTCHA_ISSUE_LIMIT: Limit = { name: "captcha-issue", max: 30, windowMs: 60_000 };
/** Page views and advert events: generous for a person reading, a ceiling for a script inflating counts. */
export const STATISTICS_LIMIT: Limit = { name: "statistics", max: 120, windowMs: 60_000 };
const STATISTICS_PATH = "/api/v2.0/statistics";

function orNotFound<T>(value: T | null): T {
  if (value === null) throw notFound();
  return value;
}

/** Common calls under /api/v1.0/common/ and the /api/v1/ paths the spec writes as such. */
export function registerCommonRoutes(app: FastifyInstance, deps: Deps): void {
  const { db } = deps;

  defineRoute(app, {
    method: "GET",
    url: `${COMMON}/message-template`,
    query: slugQuery,
    cache: CACHE_PUBLIC_SHORT,
    handler: async ({ query, locale }) => orNotFound(await getMessageTemplate(db, query.slug, locale)),
  });

  defineRoute(app, {
    method: "GET",
    url: `${COMMON}/banner`,
    query: slugQuery,
    cache: CACHE_PUBLIC_SHORT,
    handler: ({ query, locale }) => listBanners(db, query.slug, locale, deps.now()),
  });

  defineRoute(app, {
    method: "GET",
    url: `${COMMON}/banner/detail`,
    query: idQuery,
    cache: CACHE_PUBLIC_SHORT,
    handler: async ({ query, locale }) => orNotFound(await getBannerDetail(db, query.id, locale, deps.now())),
  });

  defineRoute(app, {
    method: "GET",
    url: "/api/v1/common/setting",
    cache: CACHE_PUBLIC_SHORT,
    handler: ({ locale }) => getSiteSetting(db, locale, deps.now()),
  });

  defineRoute(app, {
    method: "GET",
    url: "/api/v1/notice",
    query: optionalSlugQuery,
    cache: CACHE_PUBLIC_SHORT,
    handler: ({ query, locale }) => getNotices(db, locale, deps.now(), query.slug),
  });

  defineRoute(app, {
    method: "GET",
    url: `${COMMON}/notification-top`,
    cache: CACHE_PUBLIC_SHORT,
    handler: ({ locale }) => getTopNotifications(db, locale, deps.now()),
  });

  const weather = createWeatherService({
    kv: deps.kv,
    now: deps.now,
    provider: weatherProviderFor(deps.config),
    log: (message, err) => app.log.warn({ err }, message),
  });
  defineRoute(app, {
    method: "GET",
    url: `${COMMON}/weather`,
    cache: CACHE_PUBLIC_SHORT,
    handler: ({ locale }) => weather.current(locale),
  });

  defineRoute(app, {
    method: "GET",
    url: `${COMMON}/weather-notify`,
    cache: CACHE_WARNINGS,
    handler: ({ locale }) => getWeatherWarnings(db, locale, deps.now()),
  });

  defineRoute(app, {
    method: "GET",
    url: `${COMMON}/dictionary`,
    query: dictionaryQuery,
    cache: CACHE_PUBLIC_LONG,
    handler: ({ query, locale }) => getDictionary(db, query.slug, locale),
  });

  defineRoute(app, {
    method: "GET",
    url: `${COMMON}/data-dictionary`,
    cache: CACHE_PUBLIC_LONG,
    handler: ({ locale }) => getDataDictionary(db, locale),
  });

  defineRoute(app, {
    method: "GET",
    url: `${COMMON}/chinese-lunisolar`,
    query: lunisolarQuery,
    cache: CACHE_PUBLIC_SHORT,
    handler: ({ query, locale }) => lunisolarFor(query.date ?? macauDate(deps.now()), locale),
  });

  // Single use and personal: no cache option, so defineRoute answers Cache-Control: no-store.
  defineRoute(app, {
    method: "GET",
    url: "/api/v1/common/VerifyCode",
    handler: async ({ request }) => {
      await enforceLimit(deps.kv, CAPTCHA_ISSUE_LIMIT, request.ip);
      return issueCaptcha(deps.kv, deps.now());
    },
  });

  defineRoute(app, {
    method: "POST",
    url: `${COMMON}/verifycode/verify`,
    body: verifyCodeBody,
    handler: async ({ body }) => {
      if (!(await verifyCaptcha(deps.kv, body.verifyKey, body.verifyCode, deps.now()))) throw new AppError(400, "captchaInvalid");
      return null;
    },
  });

  defineRoute(app, {
    method: "GET",
    url: "/api/v1/common/get-domain",
    cache: CACHE_PUBLIC_SHORT,
    handler: () => domainInfo(deps.config),
  });

  // Statistics may be sent from the website's origin to a separate STATISTICS_URL host running this server: the
  // website's origin is allowed across origins (preflight included); others are not.
  const websiteOrigin = new URL(deps.config.publicUrl).origin;
  const allowWebsite = (request: FastifyRequest, reply: FastifyReply) => {
    reply.header("vary", "Origin");
    if (request.headers.origin === websiteOrigin) reply.header("access-control-allow-origin", websiteOrigin);
  };
  app.options(STATISTICS_PATH, async (request, reply) => {
    allowWebsite(request, reply);
    return reply
      .status(204)
      .header("access-control-allow-methods", "POST")
      .header("access-control-allow-headers", "Content-Type, Api-Language, Accept-Language, Cache-Control, Pragma, Api-Key")
      .header("access-control-max-age", "86400")
      .send();
  });
  defineRoute(app, {
    method: "POST",
    url: STATISTICS_PATH,
    body: statisticsEventBody,
    handler: async ({ body, request, reply }) => {
      allowWebsite(request, reply);
      await enforceLimit(deps.kv, STATISTICS_LIMIT, request.ip);
      await recordStatisticsEvent(db, body, deps.now());
      return null;
    },
  });
}
