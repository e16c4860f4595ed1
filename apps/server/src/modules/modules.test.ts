import { readdirSync } from "node:fs";
import { dirname } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { domainModules } from "./index.ts";

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
    expect(erasing).toEqual(["member", "messaging"]);
  });
});
