import type { FastifyInstance } from "fastify";
import type { Deps } from "../../platform/deps.ts";

/** Common calls under /api/v1.0/common/ and the /api/v1/ paths the spec writes as such. */
export function registerCommonRoutes(_app: FastifyInstance, _deps: Deps): void {}
