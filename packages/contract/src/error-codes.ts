/** Error codes carried in the envelope. HTTP status tells the class; `code` tells the client what to do. */
export const ERROR_CODES = {
  ok: 0,
  /** Spec §4/§8: login and form failures the user should read (shown verbatim). */
  failure: -1,
  /**
   * Sign-in (member and supplier) after too many failures at the name: send the attempt again with a solved
   * captcha (`verifyKey`, `verifyCode`). HTTP 429 with Retry-After (docs/members.md).
   */
  captchaRequired: -2,
  /**
   * A sensitive console call (its endpoint says `.sensitive()`) from a session on which no authenticator code was
   * entered within the last STAFF_FRESH_CODE_MINUTES: send a code to `…/reauthenticate`, then the call again. HTTP 403
   * (docs/console.md "Re-authentication").
   */
  freshCodeRequired: -3,
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
