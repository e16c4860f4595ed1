import type { FastifyInstance } from "fastify";
import type { Deps } from "../platform/deps.ts";
import { registerBannerRoutes } from "./advertisement/banner-routes.ts";
import { registerAdvertisementRoutes } from "./advertisement/routes.ts";
import { registerCaptchaRoutes } from "./captcha/routes.ts";
import { registerCompetitionRoutes } from "./competition/routes.ts";
import { registerHomeRoutes } from "./home/routes.ts";
import { registerOAuthRoutes } from "./identity/oauth-routes.ts";
import { registerIdentityRoutes } from "./identity/routes.ts";
import { deleteFeedbackOf } from "./member/feedback-service.ts";
import { registerMemberRoutes } from "./member/routes.ts";
import { registerMenuRoutes } from "./menu/routes.ts";
import { forgetMessagesTo } from "./messaging/messenger.ts";
import { registerOutboxRoutes } from "./messaging/outbox-routes.ts";
import { registerNewsRoutes } from "./news/routes.ts";
import { registerNoticeRoutes } from "./notices/routes.ts";
import { registerReferenceRoutes } from "./reference/routes.ts";
import { registerSearchRoutes } from "./search/routes.ts";
import { registerSeoRoutes } from "./seo/routes.ts";
import { registerSettingsRoutes } from "./settings/routes.ts";
import { registerSpecialRoutes } from "./special/routes.ts";
import { registerStatisticsRoutes } from "./statistics/routes.ts";
import { registerUploadRoutes } from "./upload/routes.ts";
import { registerWeatherRoutes } from "./weather/routes.ts";

/** Every domain's routes. A new domain adds one line here. */
export async function registerModules(app: FastifyInstance, deps: Deps): Promise<void> {
  registerSettingsRoutes(app, deps);
  registerMenuRoutes(app, deps);
  registerNoticeRoutes(app, deps);
  registerWeatherRoutes(app, deps);
  registerReferenceRoutes(app, deps);
  registerCaptchaRoutes(app, deps);
  registerStatisticsRoutes(app, deps);
  registerHomeRoutes(app, deps);
  // Closing an account erases what other domains keep about the member, in the same transaction.
  registerIdentityRoutes(app, deps, { accountErasers: [deleteFeedbackOf, forgetMessagesTo] });
  registerOAuthRoutes(app, deps);
  registerOutboxRoutes(app, deps);
  registerMemberRoutes(app, deps);
  registerNewsRoutes(app, deps);
  registerSearchRoutes(app, deps);
  await registerUploadRoutes(app, deps);
  registerSeoRoutes(app, deps);
  registerAdvertisementRoutes(app, deps);
  registerBannerRoutes(app, deps);
  registerSpecialRoutes(app, deps);
  registerCompetitionRoutes(app, deps);
}
