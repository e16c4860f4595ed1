import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { Duplex } from "node:stream";
import { DEFAULT_API_LOCALE, parseApiLocale, type ApiLocale } from "@portal/contract/locales";
import { localizeZodIssue } from "@portal/contract/validation";
import { ZodError } from "zod";
import { AppError } from "./errors.ts";
import { platformReplies, replyText, type Reply } from "./replies.ts";

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

function send(reply: FastifyReply, status: number, code: number, message: Reply, locale: ApiLocale, params = {}) {
  return reply
    .status(status)
    .header("cache-control", "no-store")
    .send({ code, message: replyText(message, locale, params), data: null });
}

/** Where an invalid input was, for the message: the first issue's path. */
function fieldOf(error: ZodError): string | undefined {
  const path = error.issues[0]?.path;
  return path && path.length ? path.join(".") : undefined;
}

/** No API input nests deeper than this (the deepest schema has 4 levels); deeper JSON is refused as bad input. */
export const MAX_INPUT_DEPTH = 32;

/**
 * What is wrong with a parsed input, if anything: a string holding U+0000 (PostgreSQL text cannot store it), or
 * nesting deeper than MAX_INPUT_DEPTH. Walks with its own stack, never by recursion: JSON 10,000 levels deep
 * (16 KB) once overflowed the call stack here and answered 500.
 */
export function inputProblem(value: unknown): "nulCharacter" | "tooDeep" | null {
  const stack: { value: unknown; depth: number }[] = [{ value, depth: 0 }];
  while (stack.length) {
    const { value: item, depth } = stack.pop()!;
    if (typeof item === "string") {
      if (item.includes("\u0000")) return "nulCharacter";
    } else if (item && typeof item === "object") {
      if (depth >= MAX_INPUT_DEPTH) return "tooDeep";
      for (const child of Object.values(item)) stack.push({ value: child, depth: depth + 1 });
    }
  }
  return null;
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
  // U+0000 would fail in the database (a 500) and absurd nesting serves no call: both are bad input, 400.
  app.addHook("preHandler", async (request) => {
    if (inputProblem(request.body) || inputProblem(request.query) || inputProblem(request.params)) {
      throw new AppError(400, platformReplies.badRequest);
    }
  });

  app.setErrorHandler((error: FastifyError | AppError | ZodError | Error, request, reply) => {
    const locale = request.locale ?? localeOf(request);
    if (error instanceof AppError) {
      for (const [k, v] of Object.entries(error.headers)) reply.header(k, v);
      return send(reply, error.status, error.code, error.reply, locale, error.params);
    }
    if (error instanceof ZodError) {
      // A rule of spec §5 speaks for itself ("please enter Chinese"); a plain type error names the field.
      const ruleMessage = localizeZodIssue(error.issues[0], locale);
      if (ruleMessage) {
        return reply.status(400).header("cache-control", "no-store").send({ code: 400, message: ruleMessage, data: null });
      }
      const field = fieldOf(error);
      return field ? send(reply, 400, 400, platformReplies.invalidField, locale, { field }) : send(reply, 400, 400, platformReplies.badRequest, locale);
    }
    const fastifyError = error as FastifyError;
    const status = fastifyError.statusCode ?? 500;
    if (fastifyError.code === "FST_ERR_CTP_INVALID_MEDIA_TYPE" || status === 415) {
      return send(reply, 415, 415, platformReplies.unsupportedMedia, locale);
    }
    if (status === 413) return send(reply, 413, 413, platformReplies.payloadTooLarge, locale);
    if (error instanceof SyntaxError || fastifyError.code?.startsWith("FST_ERR_CTP")) {
      return send(reply, 400, 400, platformReplies.malformedJson, locale);
    }
    // The console's CSRF check (@fastify/csrf-protection, platform/staff-auth.ts): a write without a valid token.
    if (fastifyError.code === "FST_CSRF_MISSING_SECRET" || fastifyError.code === "FST_CSRF_INVALID_TOKEN") {
      return send(reply, 403, 403, platformReplies.csrfInvalid, locale);
    }
    if (status === 429) return send(reply, 429, 429, platformReplies.tooManyRequests, locale, { seconds: 60 });
    if (status >= 400 && status < 500) return send(reply, status, status, platformReplies.badRequest, locale);
    request.log.error({ err: error, reqId: request.id }, "unexpected error");
    return send(reply, 500, 500, platformReplies.internal, locale);
  });
}

/**
 * Fastify's `frameworkErrors`: a path it cannot decode (`/api/v1.0/news/%ZZ`) is bad input like any other, so it
 * gets the envelope in the request's language, not Fastify's own body. Pages too: a reader never types such a path.
 */
export function answerFrameworkError(_error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  return send(reply, 400, 400, platformReplies.badRequest, localeOf(request));
}

/**
 * Node's `clientError`: a request the HTTP parser refuses before Fastify sees it (headers over 16 KB → 431,
 * malformed → 400). Its headers were not read, so the message is in the default language. Written by hand on the
 * socket, as Node leaves it to us; nothing is written once the socket is gone.
 */
export function answerClientError(error: Error & { code?: string }, socket: Duplex): void {
  if (!socket.writable) {
    socket.destroy();
    return;
  }
  const tooLarge = error.code === "HPE_HEADER_OVERFLOW";
  const status = tooLarge ? 431 : 400;
  const body = JSON.stringify({
    code: status,
    message: replyText(tooLarge ? platformReplies.headersTooLarge : platformReplies.badRequest, DEFAULT_API_LOCALE),
    data: null,
  });
  const reason = tooLarge ? "Request Header Fields Too Large" : "Bad Request";
  socket.end(
    `HTTP/1.1 ${status} ${reason}\r\nContent-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\n` +
      `Cache-Control: no-store\r\nConnection: close\r\n\r\n${body}`,
  );
}

/** The 404 envelope for API paths that do not exist. */
export function sendApiNotFound(request: FastifyRequest, reply: FastifyReply) {
  return send(reply, 404, 404, platformReplies.notFound, request.locale ?? localeOf(request));
}
