import { readdirSync } from "node:fs";
import { dirname } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { configSchema } from "../config.ts";
import type { Deps } from "../platform/deps.ts";
import { buildWiring, domainModules, sessionFinders } from "./index.ts";

/** Domains are found by file name (modules/index.ts): a folder whose routes.ts is missing would serve nothing. */
describe("domain modules", () => {
  it("finds one module per folder of modules/", () => {
    const folders = readdirSync(dirname(fileURLToPath(import.meta.url)), { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name)
      .sort();
    expect(domainModules.map((m) => m.name)).toEqual(folders);
  });

  it("gathers what closing an account must erase from the domains that keep member data", () => {
    const erasing = domainModules.filter((m) => m.module.eraseMember).map((m) => m.name);
    expect(erasing).toEqual(["campaign", "member", "messaging", "vote"]);
  });

  it("builds the interactions service from every domain's content kinds; its eraser joins the others", () => {
    expect(domainModules.filter((m) => m.module.contentKinds).map((m) => m.name)).toEqual(["company", "food", "news", "program", "short-video"]);
    expect(domainModules.filter((m) => m.module.interactions).map((m) => m.name)).toEqual(["interactions"]);
    // Building touches no database: the kinds and the service only keep what they are given.
    const wiring = buildWiring({ db: {}, kv: {}, config: configSchema.parse({}), now: () => new Date() } as unknown as Deps);
    expect(wiring.accountErasers).toHaveLength(5);
    expect(wiring.accountErasers.at(-1)).toBe(wiring.interactions.eraseMember);
  });

  it("takes the lookup of members' tokens from identity and of suppliers' from supplier, one module each", () => {
    expect(domainModules.filter((m) => m.module.sessions?.member).map((m) => m.name)).toEqual(["identity"]);
    expect(domainModules.filter((m) => m.module.sessions?.supplier).map((m) => m.name)).toEqual(["supplier"]);
    const finders = sessionFinders();
    expect(finders.member).toBe(domainModules.find((m) => m.name === "identity")!.module.sessions!.member);
    expect(finders.supplier).toBe(domainModules.find((m) => m.name === "supplier")!.module.sessions!.supplier);
  });
});
