import type { FastifyInstance } from "fastify";
import type { Deps } from "../platform/deps.ts";
import { registerCommonRoutes } from "./common/routes.ts";
import { registerCmsRoutes } from "./cms/routes.ts";
import { registerHomeRoutes } from "./home/routes.ts";
import { registerOAuthRoutes } from "./identity/oauth-routes.ts";
import { registerIdentityRoutes } from "./identity/routes.ts";
import { registerOutboxRoutes } from "./messaging/outbox-routes.ts";
import { registerMemberRoutes } from "./member/routes.ts";
import { registerUploadRoutes } from "./upload/routes.ts";

/** Every domain's routes. A new domain adds one line here. */
export async function registerModules(app: FastifyInstance, deps: Deps): Promise<void> {
  registerCommonRoutes(app, deps);
  registerCmsRoutes(app, deps);
  registerHomeRoutes(app, deps);
  registerIdentityRoutes(app, deps);
  registerOAuthRoutes(app, deps);
  registerOutboxRoutes(app, deps);
  registerMemberRoutes(app, deps);
  await registerUploadRoutes(app, deps);
}
