import type { FastifyInstance } from "fastify";
import type { Deps } from "../platform/deps.ts";
import { registerCommonRoutes } from "./common/routes.ts";
import { registerCmsRoutes } from "./cms/routes.ts";
import { registerHomeRoutes } from "./home/routes.ts";
import { registerOAuthRoutes } from "./identity/oauth-routes.ts";
import { registerIdentityRoutes } from "./identity/routes.ts";
import { registerOutboxRoutes } from "./messaging/outbox-routes.ts";
import { registerMemberRoutes } from "./member/routes.ts";
import { registerNewsRoutes } from "./news/routes.ts";
import { registerSearchRoutes } from "./search/routes.ts";
import { registerUploadRoutes } from "./upload/routes.ts";
import { registerSeoRoutes } from "./seo/routes.ts";
import { registerAdvertisementRoutes } from "./advertisement/routes.ts";
import { registerNoticeRoutes } from "./common/notice-routes.ts";
import { registerSpecialRoutes } from "./special/routes.ts";
import { registerCompetitionRoutes } from "./competition/routes.ts";

/** Every domain's routes. A new domain adds one line here. */
export async function registerModules(app: FastifyInstance, deps: Deps): Promise<void> {
  registerCommonRoutes(app, deps);
  registerCmsRoutes(app, deps);
  registerHomeRoutes(app, deps);
  registerIdentityRoutes(app, deps);
  registerOAuthRoutes(app, deps);
  registerOutboxRoutes(app, deps);
  registerMemberRoutes(app, deps);
  registerNewsRoutes(app, deps);
  registerSearchRoutes(app, deps);
  await registerUploadRoutes(app, deps);
  registerSeoRoutes(app, deps);
  registerAdvertisementRoutes(app, deps);
  registerNoticeRoutes(app, deps);
  registerSpecialRoutes(app, deps);
  registerCompetitionRoutes(app, deps);
}
