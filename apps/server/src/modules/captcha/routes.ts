import { captchaApi } from "@portal/contract/endpoints/captcha";
import type { FastifyInstance } from "fastify";
import { verifyCodeBody } from "@portal/contract/schemas/common";
import type { Deps } from "../../platform/deps.ts";
import { AppError } from "../../platform/errors.ts";
import { enforceLimit, type Limit } from "../../platform/rate-limit.ts";
import { defineRoute } from "../../platform/route.ts";
import { issueCaptcha, verifyCaptcha } from "./captcha.ts";
import { defineModule } from "../../platform/domain-module.ts";
import { captchaReplies } from "./replies.ts";

/** Captchas one client may fetch per minute (each one is a kv entry). */
export const CAPTCHA_ISSUE_LIMIT: Limit = { name: "captcha-issue", max: 30, windowMs: 60_000 };

/** Proof-of-work captchas (captcha.ts): a new challenge (GET /api/v1/common/VerifyCode) and a check of a solution. */
export function registerCaptchaRoutes(app: FastifyInstance, deps: Deps): void {
  // Single use and personal: no cache option, so defineRoute answers Cache-Control: no-store.
  defineRoute(app, captchaApi.image, {
    handler: async ({ request }) => {
      await enforceLimit(deps.kv, CAPTCHA_ISSUE_LIMIT, request.ip);
      return issueCaptcha(deps.kv, deps.now(), deps.config.captchaDifficulty);
    },
  });

  defineRoute(app, captchaApi.verify, {
    body: verifyCodeBody,
    handler: async ({ body }) => {
      if (!(await verifyCaptcha(deps.kv, body.verifyKey, body.verifyCode, deps.now()))) throw new AppError(400, captchaReplies.captchaInvalid);
      return null;
    },
  });
}

export default defineModule({ routes: registerCaptchaRoutes });
