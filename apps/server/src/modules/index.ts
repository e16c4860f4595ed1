import type { FastifyInstance } from "fastify";
import type { DomainModule, Wiring } from "../platform/domain-module.ts";
import type { Deps } from "../platform/deps.ts";

/**
 * Every domain: each folder's `routes.ts` default-exports its DomainModule (platform/domain-module.ts), found here
 * by file name. A new domain is a new folder; nothing to add here.
 */
const found = import.meta.glob<{ default?: DomainModule }>("./*/routes.ts", { eager: true });

/** The domains by folder name, in name order (registration order does not matter: routes do not overlap). */
export const domainModules: ReadonlyArray<{ name: string; module: DomainModule }> = Object.entries(found)
  .map(([path, exports]) => {
    const name = path.split("/")[1]!;
    if (!exports.default) throw new Error(`modules/${name}/routes.ts has no default export (export default defineModule({ … }))`);
    return { name, module: exports.default };
  })
  .sort((a, b) => a.name.localeCompare(b.name));

export async function registerModules(app: FastifyInstance, deps: Deps): Promise<void> {
  const wiring: Wiring = {
    accountErasers: domainModules.flatMap(({ module }) => (module.eraseMember ? [module.eraseMember] : [])),
  };
  for (const { module } of domainModules) await module.routes(app, deps, wiring);
}
