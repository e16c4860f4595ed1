import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { parseApiLocale, type ApiLocale } from "@portal/contract/locales";
import { serverMessage, type ServerMessageKey } from "@portal/contract/messages";
import { localizeZodIssue } from "@portal/contract/validation";
import { ZodError } from "zod";
import { AppError } from "./errors.ts";

declare module "fastify" {
  interface FastifyRequest {
    /** The request's language: Api-Language, then Accept-Language, default zh_TW. */
    locale: ApiLocale;
  }
}

export function localeOf(request: FastifyRequest): ApiLocale {
  const header = request.headers["api-language"] ?? request.headers["accept-language"];
  return parseApiLocale(Array.isArray(header) ? header[0] : header);
}

function send(reply: FastifyReply, status: number, code: number, key: ServerMessageKey, locale: ApiLocale, params = {}) {
  return reply
    .status(status)
    .header("cache-control", "no-store")
    .send({ code, message: serverMessage(key, locale, params), data: null });
}

/** Where an invalid input was, for the message: the first issue's path. */
function fieldOf(error: ZodError): string | undefined {
  const path = error.issues[0]?.path;
  return path && path.length ? path.join(".") : undefined;
}

export function holdsNulCharacter(value: unknown): boolean {
  if (typeof value === "string") return value.includes("\u0000");
  if (Array.isArray(value)) return value.some(holdsNulCharacter);
  if (value && typeof value === "object") return Object.values(value).some(holdsNulCharacter);
  return false;
}

/**
 * Envelope conventions (docs/api.md): every /api answer is {code, message, data}; bad input → 400 with a message
 * in the request's language; unknown API path → 404 envelope; unexpected error → 500 without details, logged
 * with the request id.
 */
export function registerEnvelope(app: FastifyInstance): void {
  app.decorateRequest("locale", "zh_TW");
  app.addHook("onRequest", async (request) => {
    request.locale = localeOf(request);
  });
  // PostgreSQL text cannot hold U+0000: such input would fail in the database (a 500). It is bad input: 400.
  app.addHook("preHandler", async (request) => {
    if (holdsNulCharacter(request.body) || holdsNulCharacter(request.query) || holdsNulCharacter(request.params)) {
      throw new AppError(400, "badRequest");
    }
  });

  app.setErrorHandler((error: FastifyError | AppError | ZodError | Error, request, reply) => {
    const locale = request.locale ?? localeOf(request);
    if (error instanceof AppError) {
      for (const [k, v] of Object.entries(error.headers)) reply.header(k, v);
      return send(reply, error.status, error.code, error.messageKey, locale, error.params);
    }
    if (error instanceof ZodError) {
      // A rule of spec §5 speaks for itself ("please enter Chinese"); a plain type error names the field.
      const ruleMessage = localizeZodIssue(error.issues[0], locale);
      if (ruleMessage) {
        return reply.status(400).header("cache-control", "no-store").send({ code: 400, message: ruleMessage, data: null });
      }
      const field = fieldOf(error);
      return field ? send(reply, 400, 400, "invalidField", locale, { field }) : send(reply, 400, 400, "badRequest", locale);
    }
    const fastifyError = error as FastifyError;
    const status = fastifyError.statusCode ?? 500;
    if (fastifyError.code === "FST_ERR_CTP_INVALID_MEDIA_TYPE" || status === 415) {
      return send(reply, 415, 415, "unsupportedMedia", locale);
    }
    if (status === 413) return send(reply, 413, 413, "payloadTooLarge", locale);
    if (error instanceof SyntaxError || fastifyError.code?.startsWith("FST_ERR_CTP")) {
      return send(reply, 400, 400, "malformedJson", locale);
    }
    if (status === 429) return send(reply, 429, 429, "tooManyRequests", locale, { seconds: 60 });
    if (status >= 400 && status < 500) return send(reply, status, status, "badRequest", locale);
    request.log.error({ err: error, reqId: request.id }, "unexpected error");
    return send(reply, 500, 500, "internal", locale);
  });
}

/** The 404 envelope for API paths that do not exist. */
export function sendApiNotFound(request: FastifyRequest, reply: FastifyReply) {
  return send(reply, 404, 404, "notFound", request.locale ?? localeOf(request));
}
