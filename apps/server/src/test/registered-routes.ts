import Fastify from "fastify";
import { configSchema } from "../config.ts";
import { registerModules } from "../modules/index.ts";
import type { Deps } from "../platform/deps.ts";

/**
 * The "METHOD path" of every API route the modules register (HEAD and OPTIONS aside), without a database:
 * services are built lazily by their routes, so registering touches nothing.
 */
export async function registeredApiRoutes(): Promise<string[]> {
  const app = Fastify({ logger: false });
  const routes: string[] = [];
  app.addHook("onRoute", (route) => {
    if (!route.url.startsWith("/api/")) return;
    for (const method of Array.isArray(route.method) ? route.method : [route.method]) {
      if (method !== "HEAD" && method !== "OPTIONS") routes.push(`${method} ${route.url}`);
    }
  });
  const deps = { db: {}, database: {}, kv: {}, config: configSchema.parse({}), now: () => new Date() } as unknown as Deps;
  await registerModules(app, deps);
  await app.ready();
  await app.close();
  return routes;
}
