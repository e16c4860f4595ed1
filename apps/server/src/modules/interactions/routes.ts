import { defineModule } from "../../platform/domain-module.ts";
import { createInteractions } from "./interaction-service.ts";

/**
 * Likes, comments, views and plays of every content kind (docs/interactions.md). No routes of its own: it builds
 * the one service from every domain's content kinds, and each domain declares its kind's routes with it
 * (`wiring.interactions.registerRoutes`), at the spec's paths. Its account eraser comes with the service.
 */
export default defineModule({ interactions: createInteractions });
