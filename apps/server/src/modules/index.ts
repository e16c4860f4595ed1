import type { FastifyInstance } from "fastify";
import type { DomainModule, Wiring } from "../platform/domain-module.ts";
import type { Deps } from "../platform/deps.ts";
import type { JobKind } from "../platform/jobs.ts";
import type { SessionFinders } from "../platform/sessions.ts";

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

/**
 * What the modules offer each other: every domain's content kinds go to the interactions service (built by the one
 * module that offers it, modules/interactions), which every domain then gets, with every domain's account eraser
 * and dashboard sources.
 */
export function buildWiring(deps: Deps): Wiring {
  const kinds = domainModules.flatMap(({ module }) => module.contentKinds?.(deps) ?? []);
  const builders = domainModules.flatMap(({ module }) => (module.interactions ? [module.interactions] : []));
  if (builders.length !== 1) throw new Error(`one module must build the interactions service, found ${builders.length}`);
  const interactions = builders[0]!(deps, kinds);
  return {
    accountErasers: [...domainModules.flatMap(({ module }) => (module.eraseMember ? [module.eraseMember] : [])), interactions.eraseMember],
    interactions,
    dashboardSources: domainModules.flatMap(({ module }) => module.dashboard ?? []),
  };
}

/** The token lookups the modules offer (DomainModule.sessions): exactly one module must offer each. */
export function sessionFinders(): SessionFinders {
  const offered = <K extends keyof SessionFinders>(kind: K): SessionFinders[K] => {
    const finders = domainModules.flatMap(({ module }) => (module.sessions?.[kind] ? [module.sessions[kind]!] : []));
    if (finders.length !== 1) throw new Error(`one module must offer the ${kind} session lookup, found ${finders.length}`);
    return finders[0]!;
  };
  return { member: offered("member"), supplier: offered("supplier"), staff: offered("staff") };
}

/** The kinds of job the modules declare (DomainModule.jobs), for the job queue (platform/jobs.ts). */
export const declaredJobKinds = (): JobKind[] => domainModules.flatMap(({ module }) => module.jobs ?? []);

export async function registerModules(app: FastifyInstance, deps: Deps): Promise<void> {
  const wiring = buildWiring(deps);
  for (const { module } of domainModules) await module.routes?.(app, deps, wiring);
}
