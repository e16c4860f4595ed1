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

/**
 * A value for each `:name` segment of a path: an id no row has, so that a call let through changes nothing (it
 * answers 404, or 400 for the empty body) — disabling staff account 1 or restoring comment 1 would change the
 * accounts the matrix signs in with. The guard answers before the params are read.
 */
const NO_SUCH_ID = 2_147_483_647;
const paramsOf = (path: string) => Object.fromEntries([...path.matchAll(/:(\w+)/g)].map(([, name]) => [name!, NO_SUCH_ID]));

const CALLERS: ReadonlyArray<StaffRole | null> = [null, ...STAFF_ROLES];

/** The matrix grows with the catalogue (every console endpoint × 9 callers, a sign-in per caller and sign-out). */
const MATRIX_TIMEOUT_MS = 180_000;

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
      // A browser signed in as the role; a granted write may end its session (sign-out): a 401 after one is asked
      // again from a new session, so that a 401 then is the guard's answer.
      let browser: ConsoleBrowser | undefined;
      let mayBeSignedOut = false;
      const fresh = async (): Promise<ConsoleBrowser> => {
        browser = role ? await signedInStaff(t, role) : consoleBrowser(t);
        if (!role) await browser.csrf();
        mayBeSignedOut = false;
        return browser;
      };
      for (const { where, endpoint } of endpoints) {
        await clearLimits(t);
        const url = fillPath(endpoint.path, paramsOf(endpoint.path));
        let res = await (browser ?? (await fresh())).send(endpoint.method, url);
        if (res.status === 401 && role && mayBeSignedOut) res = await (await fresh()).send(endpoint.method, url);
        const granted = grants(endpoint.access, role);
        const guardSaid = res.status === 401 || res.status === 403;
        counts.tried += 1;
        counts[granted ? "allowed" : "refused"] += 1;
        const expected = granted ? "not 401/403" : role ? "403" : "401";
        if (granted ? guardSaid : res.status !== (role ? 403 : 401)) {
          wrong.push(`${endpoint.method} ${endpoint.path} (${where}) as ${role ?? "no session"}: ${res.status}, expected ${expected}`);
        }
        if (granted && endpoint.method !== "GET") mayBeSignedOut = true;
      }
    }
    console.log(
      `console access matrix: ${counts.tried} calls tried (${endpoints.length} console endpoints × ${CALLERS.length} callers: no session and ` +
        `${STAFF_ROLES.length} roles), ${counts.allowed} allowed, ${counts.refused} refused`,
    );
    expect(wrong, "calls answered otherwise than the declared access says").toEqual([]);
  }, MATRIX_TIMEOUT_MS);
});
