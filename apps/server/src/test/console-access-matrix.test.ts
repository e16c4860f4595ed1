import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { fillPath, isConsolePath, type ConsoleAccess } from "@portal/contract/endpoint";
import { STAFF_ROLES, type StaffRole } from "@portal/contract/schemas/staff";
import { clearLimits } from "../modules/member/member.test-helper.ts";
import { consoleBrowser, signedInStaff, type ConsoleBrowser } from "../modules/staff/staff.test-helper.ts";
import { createTestApp, type TestApp } from "./app.ts";
import { catalogueEndpoints } from "./catalogue.ts";

/**
 * The access matrix (docs/console.md): every console endpoint of the catalogue, called with a valid CSRF token by
 * someone without a session and by the demo staff member of each role, answers as the endpoint's declared access
 * says — a call it does not grant gets 401 (no session) or 403 (another role), and a call it grants gets past the
 * guard (any answer but 401/403: a 400 for the empty body proves the guard let it through). Generated from the
 * catalogue: a new console endpoint is in the matrix as soon as it is declared.
 */

/**
 * What the declaration grants, read here on its own rather than with the contract's `mayCall`: the server's guard
 * uses mayCall, so a fault in it must show as a difference, not be agreed with.
 */
function grants(access: ConsoleAccess | undefined, role: StaffRole | null): boolean {
  if (access === "public") return true;
  if (access === undefined || role === null) return false;
  return access === "staff" || access.some((granted) => granted === role);
}

/** A value for each `:name` segment of a path (the guard answers before the params are read). */
const paramsOf = (path: string) => Object.fromEntries([...path.matchAll(/:(\w+)/g)].map(([, name]) => [name!, 1]));

const CALLERS: ReadonlyArray<StaffRole | null> = [null, ...STAFF_ROLES];

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe("the console's access matrix", () => {
  it("refuses every console call its endpoint's access does not grant, and lets the granted ones through", async () => {
    const endpoints = (await catalogueEndpoints()).filter(({ endpoint }) => isConsolePath(endpoint.path));
    expect(endpoints.length).toBeGreaterThan(0);
    const counts = { tried: 0, allowed: 0, refused: 0 };
    const wrong: string[] = [];
    for (const role of CALLERS) {
      // A browser signed in as the role, used until a granted write (which may end its session: sign-out).
      let browser: ConsoleBrowser | undefined;
      for (const { where, endpoint } of endpoints) {
        await clearLimits(t);
        if (!browser) {
          browser = role ? await signedInStaff(t, role) : consoleBrowser(t);
          if (!role) await browser.csrf();
        }
        const res = await browser.send(endpoint.method, fillPath(endpoint.path, paramsOf(endpoint.path)));
        const granted = grants(endpoint.access, role);
        const guardSaid = res.status === 401 || res.status === 403;
        counts.tried += 1;
        counts[granted ? "allowed" : "refused"] += 1;
        const expected = granted ? "not 401/403" : role ? "403" : "401";
        if (granted ? guardSaid : res.status !== (role ? 403 : 401)) {
          wrong.push(`${endpoint.method} ${endpoint.path} (${where}) as ${role ?? "no session"}: ${res.status}, expected ${expected}`);
        }
        if (granted && endpoint.method !== "GET") browser = undefined;
      }
    }
    console.log(
      `console access matrix: ${counts.tried} calls tried (${endpoints.length} console endpoints × ${CALLERS.length} callers: no session and ` +
        `${STAFF_ROLES.length} roles), ${counts.allowed} allowed, ${counts.refused} refused`,
    );
    expect(wrong, "calls answered otherwise than the declared access says").toEqual([]);
  });
});
