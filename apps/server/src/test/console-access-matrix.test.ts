import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { fillPath, isConsolePath, type ConsoleAccess } from "@portal/contract/endpoint";
import { ERROR_CODES } from "@portal/contract/error-codes";
import { STAFF_FRESH_CODE_MINUTES, STAFF_ROLES, type StaffRole } from "@portal/contract/schemas/staff";
import { clearLimits } from "../modules/member/member.test-helper.ts";
import { consoleBrowser, signedInStaff, type ConsoleBrowser } from "../modules/staff/staff.test-helper.ts";
import { createTestApp, type TestApp } from "./app.ts";
import { catalogueEndpoints } from "./catalogue.ts";

/**
 * The access matrix (docs/console.md): every console endpoint of the catalogue, called with a valid CSRF token by
 * someone without a session and by the demo staff member of each role, answers as the endpoint's declared access
 * says — a call it does not grant gets 401 (no session) or 403 (another role), and a call it grants gets past the
 * guard (any answer but 401/403: a 400 for the empty body proves the guard let it through). Generated from the
 * catalogue: a new console endpoint is in the matrix as soon as it is declared. Then the same calls from an
 * administrator's session whose code is older than STAFF_FRESH_CODE_MINUTES: the endpoints declared `.sensitive()`,
 * and only they, ask for a fresh code (403, code freshCodeRequired). (The callers of the first pass have just signed
 * in with a code, so a sensitive call granted to them gets past the guard too.)
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

type ConsoleEndpoints = Awaited<ReturnType<typeof catalogueEndpoints>>;

/**
 * Calls every console endpoint once from a browser `signIn` gives (with a valid CSRF token), and hands each answer to
 * `check`. A granted write may end the session (sign-out): a 401 after one is asked again from a new browser, so that
 * a 401 then is the guard's answer.
 */
async function callEvery(
  endpoints: ConsoleEndpoints,
  signIn: () => Promise<ConsoleBrowser>,
  check: (entry: ConsoleEndpoints[number], res: { status: number; body: { code: number } }) => void,
  signedIn: boolean,
): Promise<void> {
  let browser: ConsoleBrowser | undefined;
  let mayBeSignedOut = false;
  const fresh = async (): Promise<ConsoleBrowser> => {
    browser = await signIn();
    mayBeSignedOut = false;
    return browser;
  };
  for (const entry of endpoints) {
    const { endpoint } = entry;
    await clearLimits(t);
    const url = fillPath(endpoint.path, paramsOf(endpoint.path));
    let res = await (browser ?? (await fresh())).send(endpoint.method, url);
    if (res.status === 401 && signedIn && mayBeSignedOut) res = await (await fresh()).send(endpoint.method, url);
    check(entry, res);
    if (endpoint.method !== "GET" && res.status !== 401 && res.status !== 403) mayBeSignedOut = true;
  }
}

let t: TestApp;
let endpoints: ConsoleEndpoints;
beforeAll(async () => {
  t = await createTestApp();
  endpoints = (await catalogueEndpoints()).filter(({ endpoint }) => isConsolePath(endpoint.path));
});
afterAll(() => t.close());

describe("the console's access matrix", () => {
  it("refuses every console call its endpoint's access does not grant, and lets the granted ones through", async () => {
    expect(endpoints.length).toBeGreaterThan(0);
    const counts = { tried: 0, allowed: 0, refused: 0 };
    const wrong: string[] = [];
    for (const role of CALLERS) {
      const signIn = async () => {
        if (role) return signedInStaff(t, role);
        const anonymous = consoleBrowser(t);
        await anonymous.csrf();
        return anonymous;
      };
      await callEvery(
        endpoints,
        signIn,
        ({ where, endpoint }, res) => {
          const granted = grants(endpoint.access, role);
          const guardSaid = res.status === 401 || res.status === 403;
          counts.tried += 1;
          counts[granted ? "allowed" : "refused"] += 1;
          const expected = granted ? "not 401/403" : role ? "403" : "401";
          if (granted ? guardSaid : res.status !== (role ? 403 : 401)) {
            wrong.push(`${endpoint.method} ${endpoint.path} (${where}) as ${role ?? "no session"}: ${res.status}, expected ${expected}`);
          }
        },
        role !== null,
      );
    }
    console.log(
      `console access matrix: ${counts.tried} calls tried (${endpoints.length} console endpoints × ${CALLERS.length} callers: no session and ` +
        `${STAFF_ROLES.length} roles), ${counts.allowed} allowed, ${counts.refused} refused`,
    );
    expect(wrong, "calls answered otherwise than the declared access says").toEqual([]);
  }, MATRIX_TIMEOUT_MS);

  it("asks an administrator's session without a recent code for a fresh one on exactly the endpoints declared sensitive", async () => {
    // Signed in with a code, then 10 minutes later: the code of the sign-in no longer counts.
    const stale = async () => {
      const browser = await signedInStaff(t, "admin");
      t.clock.now = new Date(t.clock.now.getTime() + STAFF_FRESH_CODE_MINUTES * 60_000);
      return browser;
    };
    const asked: string[] = [];
    const wrong: string[] = [];
    await callEvery(
      endpoints,
      stale,
      ({ endpoint }, res) => {
        const askedForCode = res.status === 403 && res.body.code === ERROR_CODES.freshCodeRequired;
        if (askedForCode) asked.push(`${endpoint.method} ${endpoint.path}`);
        if (askedForCode !== (endpoint.sensitive === true)) wrong.push(`${endpoint.method} ${endpoint.path}: ${res.status} code ${res.body.code}`);
      },
      true,
    );
    console.log(`console access matrix: ${asked.length} of ${endpoints.length} console endpoints ask for a fresh code: ${asked.join(", ")}`);
    expect(wrong, "sensitive endpoints answer 403 freshCodeRequired to a session without a recent code, and only they").toEqual([]);
    expect(asked.length).toBeGreaterThan(0);
  }, MATRIX_TIMEOUT_MS);
});
