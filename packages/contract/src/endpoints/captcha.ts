import { GET, POST } from "../endpoint.ts";
import type { Captcha, VerifyCodeInput } from "../schemas/common.ts";

/**
 * The image captcha (spec §7 Common), on the two versioned paths the spec writes. A captcha is personal and single
 * use: fetched in the browser, never part of a cached page (the API client adds a `nocache` header to `image`).
 */
export const captchaApi = {
  /** A new picture and its key. */
  image: GET("/api/v1/common/VerifyCode").returns<Captcha>(),
  /** Checks an answer (the captcha is used up either way). */
  verify: POST("/api/v1.0/common/verifycode/verify").body<VerifyCodeInput>().returns<null>(),
};
