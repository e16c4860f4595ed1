import { defineReplies } from "../../platform/replies.ts";

/** What the captcha check answers: the captcha of any form (identity, votes, visits, forms) that does not verify. */
export const captchaReplies = defineReplies({
  captchaInvalid: {
    zh_TW: "驗證碼錯誤或已過期",
    zh_CN: "验证码错误或已过期",
    en: "The verification code is wrong or has expired",
    pt: "O código de verificação está errado ou expirou",
  },
});
