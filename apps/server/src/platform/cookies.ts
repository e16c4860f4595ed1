import type { FastifyRequest } from "fastify";

/**
 * The few cookies the server sets (social sign-in's browser check, the live stream pass): read from the Cookie
 * header and written as Set-Cookie values. Every one is HttpOnly, SameSite=Lax, scoped to the path that reads it,
 * and Secure when the site is served over https.
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
export function setCookie(name: string, value: string, options: { path: string; maxAgeSeconds: number; secure: boolean }): string {
  return `${name}=${value}; Path=${options.path}; Max-Age=${options.maxAgeSeconds}; HttpOnly; SameSite=Lax${options.secure ? "; Secure" : ""}`;
}
