import { readdirSync, readFileSync } from "node:fs";
import { dirname, join, posix } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

/**
 * A domain has one name (docs/architecture.md "Where things are"): the server module `modules/<d>/`, the contract
 * `endpoints/<d>.ts` and `schemas/<d>.ts`, the web `features/<d>/` and `routes/<d>/`, the e2e `specs/<d>/`. URLs
 * follow the spec, not the folder (routes/special/ serves /{lang}/subject…). So every such folder or file names a
 * server module, but for the few below that are no domain, each with its reason.
 */
const appDir = dirname(fileURLToPath(import.meta.url));
const repo = join(appDir, "../../..");

export const NOT_DOMAINS: Record<string, Record<string, string>> = {
  "apps/web/app/features": {
    console: "the newsroom console (/console): one staff application over several domains (staff accounts now; news, moderation, the audit log next), hydrated whole with its own stylesheet (ADR 0014); its server module is staff",
    shared: "parts the screens of several domains use (news cards, ad slots, dates, durations)",
  },
  "apps/web/app/routes": {
    console: "the newsroom console (/console): one staff application over several domains (staff accounts now; news, moderation, the audit log next), hydrated whole with its own stylesheet (ADR 0014); its server module is staff",
    site: "the site's own screens, one per small module: contact and advertising (site-pages), weather, the contact form (forms)",
  },
  "packages/contract/src/endpoints": {
    paging: "the paging query type the endpoints share",
    "advertisement-console": "the advertisement module's console calls, apart from advertisement.ts: the public pages' islands import that file (a click, a view) and must not carry the console's declarations",
    "game-console": "the game module's console calls (the daily quiz), apart from game.ts: the quiz page's island imports that file and must not carry the console's declarations",
  },
  "packages/contract/src/schemas": {
    common: "types the schemas share (localized text, paging, pictures)",
    "console-text": "the four-locale text every console domain's editor writes (its zod schema and type), shared by those domains",
  },
  "e2e/specs": {
    console: "the newsroom console's screens (/console): sign-in, set-up, its shell and pages (ADR 0014)",
    budgets: "the JavaScript and image budgets of pages of every domain",
    frame: "the header, footer, menus, cookie bar and overlays every page has (apps/web/app/layout/)",
    radio: "the radio mini player's journey across pages of several domains (live, programmes, podcast)",
    security: "security headers and CSP of pages of every domain",
    site: "the site's routing: languages, redirects, unknown addresses",
    support: "checks of the specs' own helpers",
  },
};

const folders = (dir: string) =>
  readdirSync(join(repo, dir), { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && !entry.name.startsWith("+") && !entry.name.startsWith("."))
    .map((entry) => entry.name);
const tsFiles = (dir: string) =>
  readdirSync(join(repo, dir))
    .filter((name) => name.endsWith(".ts") && !name.endsWith(".test.ts"))
    .map((name) => name.slice(0, -".ts".length));

const SERVER_MODULES = new Set(folders("apps/server/src/modules"));

/** The names in a place that are neither a server module nor a listed exception, and the exceptions that went. */
export function strayNames(place: string, names: string[], modules: ReadonlySet<string> = SERVER_MODULES) {
  const exceptions = NOT_DOMAINS[place] ?? {};
  return {
    stray: names.filter((name) => !modules.has(name) && !(name in exceptions)).map((name) => `${place}/${name}`),
    staleExceptions: Object.keys(exceptions)
      .filter((name) => !names.includes(name) || modules.has(name))
      .map((name) => `${place}/${name}`),
  };
}

describe("one name per domain across the layers", () => {
  it("finds the server's modules", () => {
    expect(SERVER_MODULES.size).toBeGreaterThan(20);
    expect(SERVER_MODULES).toContain("identity");
  });

  for (const [place, names] of [
    ["apps/web/app/features", folders("apps/web/app/features")],
    ["apps/web/app/routes", folders("apps/web/app/routes")],
    ["packages/contract/src/endpoints", tsFiles("packages/contract/src/endpoints")],
    ["packages/contract/src/schemas", tsFiles("packages/contract/src/schemas")],
    ["e2e/specs", folders("e2e/specs")],
  ] as const) {
    it(`${place}: every folder or file is named after a server module (apps/server/src/modules/<d>/)`, () => {
      const { stray, staleExceptions } = strayNames(place, names);
      expect(stray, "named after no server module: rename it after its module, or list it in NOT_DOMAINS with a reason").toEqual([]);
      expect(staleExceptions, "exceptions that are gone or now a module: take them off NOT_DOMAINS").toEqual([]);
    });
  }

  it("reports a name no module has, and an exception no longer needed", () => {
    const modules = new Set(["news", "member"]);
    expect(strayNames("e2e/specs", ["news", "user", "frame", "support"], modules)).toEqual({
      stray: ["e2e/specs/user"],
      staleExceptions: ["e2e/specs/console", "e2e/specs/budgets", "e2e/specs/radio", "e2e/specs/security", "e2e/specs/site"],
    });
  });

  it("identity's web parts (sign-in, registration, reset) never import the member's (the account centre)", () => {
    const upward: string[] = [];
    for (const dir of ["features/identity", "routes/identity"]) {
      for (const name of readdirSync(join(appDir, dir), { recursive: true }) as string[]) {
        if (!/\.tsx?$/.test(name)) continue;
        const path = posix.join(dir, name.split("\\").join("/"));
        for (const match of readFileSync(join(appDir, path), "utf8").matchAll(/(?:\bfrom\s*|\bimport\s*\(?\s*)["'](\.{1,2}\/[^"']+)["']/g)) {
          const target = posix.normalize(posix.join(posix.dirname(path), match[1]!));
          if (/^(features|routes)\/member\//.test(target)) upward.push(`${path} -> ${target}`);
        }
      }
    }
    expect(upward, "identity is below member: move the shared part down into features/identity/").toEqual([]);
  });
});
