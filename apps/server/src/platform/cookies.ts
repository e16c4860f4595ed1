import type { FastifyRequest } from "fastify";

/**
 * The few cookies the server sets (social sign-in's browser check, the live stream pass, the staff console's session
 * and pending sign-in): read from the Cookie header and written as Set-Cookie values. Every one is HttpOnly, scoped to
 * the path that reads it, and Secure when the site is served over https; SameSite=Lax unless the cookie says Strict
 * (the console's: a link from another site never carries them).
 */

/** Every value of the cookie `name` the request carries (a browser sends one per matching path). */
export function cookieValues(request: FastifyRequest, name: string): string[] {
  const values: string[] = [];
  for (const part of (request.headers.cookie ?? "").split(";")) {
    const [key, ...value] = part.trim().split("=");
    if (key === name) values.push(value.join("="));
  }
  return values;
}

export const cookieValue = (request: FastifyRequest, name: string): string | undefined => cookieValues(request, name)[0];

/** A Set-Cookie value; a max age of 0 removes the cookie. */
export function setCookie(
  name: string,
  value: string,
  options: { path: string; maxAgeSeconds: number; secure: boolean; sameSite?: "Lax" | "Strict" },
): string {
  const sameSite = options.sameSite ?? "Lax";
  return `${name}=${value}; Path=${options.path}; Max-Age=${options.maxAgeSeconds}; HttpOnly; SameSite=${sameSite}${options.secure ? "; Secure" : ""}`;
}
