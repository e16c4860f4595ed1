import { z } from "zod";

/** Every API response: `{code, message, data}`; code 0 is success. */
export interface Envelope<T> {
  code: number;
  message: string;
  data: T;
}

/** Error codes carried in the envelope. HTTP status tells the class; `code` tells the client what to do. */
export const ERROR_CODES = {
  ok: 0,
  /** Spec §4/§8: login and form failures the user should read (shown verbatim). */
  failure: -1,
  badRequest: 400,
  unauthorized: 401,
  forbidden: 403,
  notFound: 404,
  conflict: 409,
  payloadTooLarge: 413,
  unsupportedMedia: 415,
  tooManyRequests: 429,
  internal: 500,
  unavailable: 503,
} as const;
export type ErrorCode = (typeof ERROR_CODES)[keyof typeof ERROR_CODES];

export function envelopeSchema<T extends z.ZodType>(data: T) {
  return z.object({ code: z.number().int(), message: z.string(), data });
}

export function ok<T>(data: T, message = "OK"): Envelope<T> {
  return { code: 0, message, data };
}
