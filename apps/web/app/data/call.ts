import { ApiHttpError, type ApiClient } from "@portal/contract/api-client";
import type { AnyEndpoint, CallArgs, ResponseOf } from "@portal/contract/endpoint";
import type { Envelope } from "@portal/contract/envelope";
import { ERROR_CODES } from "@portal/contract/error-codes";

/**
 * Calls whose answer the code needs (islands, the member area, forms), in the browser and on the server alike.
 * Failure rule: the data on code 0; anything else throws — a `CallError` for an envelope with another code, an
 * `ApiHttpError` for an HTTP 4xx/5xx (spec §7: rejected with the status text), a TypeError when offline.
 * `failureOf` turns any of them into what the screen shows.
 */

export class CallError extends Error {
  constructor(
    /** The envelope's code (spec §4: 0 is success, -1 a failure to show, else an HTTP-like code). */
    readonly code: number,
    message: string,
  ) {
    super(message);
    this.name = "CallError";
  }
}

/** An envelope's data on code 0, else a CallError with the server's message. */
export function dataOf<T>(envelope: Envelope<T> | null | undefined): T {
  if (envelope && envelope.code === 0) return envelope.data;
  throw new CallError(envelope?.code ?? 500, envelope?.message ?? "");
}

/** A call of an endpoint that resolves to its data (see the failure rule above). */
export type DataCall = <E extends AnyEndpoint>(endpoint: E, ...input: CallArgs<E>) => Promise<ResponseOf<E>>;

export function dataCall(api: ApiClient): DataCall {
  return async (endpoint, ...input) => dataOf(await api.call(endpoint, ...input));
}

/**
 * The HTTP status of a failed call. Not only `instanceof`: on the server the client comes from the server's
 * bundle (platform/ssr.ts), whose ApiHttpError is another class than the web bundle's copy.
 */
export function httpStatusOf(error: unknown): number | null {
  if (error instanceof ApiHttpError) return error.status;
  if (typeof error !== "object" || error === null) return null;
  const { name, status } = error as { name?: unknown; status?: unknown };
  return name === "ApiHttpError" && typeof status === "number" ? status : null;
}

export interface Failure {
  /** HTTP status (200 for an envelope with a non-zero code; 0 when the server was not reached). */
  status: number;
  /** The envelope's code when there was one, else the HTTP status (0 offline). */
  code: number;
  /** The server's message in the request's language, or "" (the screen then says something general). */
  message: string;
}

export function failureOf(error: unknown): Failure {
  if (error instanceof CallError) return { status: 200, code: error.code, message: error.message };
  const status = httpStatusOf(error);
  if (status !== null) {
    const body = (error as ApiHttpError).body as Partial<Envelope<unknown>> | null | undefined;
    const code = typeof body?.code === "number" ? body.code : status;
    return { status, code, message: typeof body?.message === "string" ? body.message : "" };
  }
  return { status: 0, code: 0, message: "" };
}

/** The member's token is missing, expired or revoked (HTTP 401 or code 401): treated as not logged in (§8). */
export function isSignedOutError(error: unknown): boolean {
  const { status, code } = failureOf(error);
  return status === 401 || code === 401;
}

/** A sign-in refused until it carries a solved captcha (code -2 with HTTP 429: too many failures at that name). */
export function isCaptchaRequiredError(error: unknown): boolean {
  return failureOf(error).code === ERROR_CODES.captchaRequired;
}

/** A sensitive console call refused until an authenticator code is entered again (code -3, HTTP 403). */
export function isFreshCodeRequiredError(error: unknown): boolean {
  return failureOf(error).code === ERROR_CODES.freshCodeRequired;
}

/** What was asked for does not exist (or is not the member's): HTTP 404, 400 for a bad id, or code 404. */
export function isNotFoundError(error: unknown): boolean {
  const { status, code } = failureOf(error);
  return status === 404 || status === 400 || code === 404;
}

/** What to tell the visitor: the server's message for an envelope or a 4xx answer, else `fallback`. */
export function errorMessage(error: unknown, fallback: string): string {
  const { status, message } = failureOf(error);
  return message.trim() && status < 500 ? message : fallback;
}
