import { interactionsDashboard } from "./dashboard.ts";
import { defineModule } from "../../platform/domain-module.ts";
import { registerModerationRoutes } from "./console-routes.ts";
import { createInteractions, moderationOf } from "./interaction-service.ts";

/**
 * Likes, comments, views and plays of every content kind (docs/interactions.md). It builds the one service from
 * every domain's content kinds, and each domain declares its kind's member routes with it
 * (`wiring.interactions.registerRoutes`), at the spec's paths. Its own routes are the console's moderation
 * (console-routes.ts). Its account eraser comes with the service.
 */
export default defineModule({
  dashboard: interactionsDashboard,
  interactions: createInteractions,
  routes: (app, deps, wiring) => registerModerationRoutes(app, deps, moderationOf(wiring.interactions)),
});
