import { defineReplies } from "../../platform/replies.ts";

/** What sign-in, registration, codes, password reset and social sign-in answer (the supplier's forms answer the same). */
export const identityReplies = defineReplies({
  loginFailed: {
    zh_TW: "帳號或密碼錯誤",
    zh_CN: "账号或密码错误",
    en: "The username or password is incorrect",
    pt: "O nome de utilizador ou a palavra-passe estão incorrectos",
  },
  loginCaptchaRequired: {
    zh_TW: "此帳號登入失敗次數過多，須先完成機械人檢查才可登入",
    zh_CN: "此账号登录失败次数过多，须先完成机器人检查才可登录",
    en: "Too many failed logins for this account: a robot check is needed to log in",
    pt: "Demasiadas tentativas falhadas nesta conta: é necessária uma verificação anti-robô para iniciar sessão",
  },
  codeInvalid: {
    zh_TW: "驗證碼錯誤或已過期，請重新獲取",
    zh_CN: "验证码错误或已过期，请重新获取",
    en: "The code is wrong or has expired: please ask for a new one",
    pt: "O código está errado ou expirou: peça um novo",
  },
  nickNameTaken: {
    zh_TW: "此用戶名已被使用",
    zh_CN: "此用户名已被使用",
    en: "This username is already taken",
    pt: "Este nome de utilizador já está a ser usado",
  },
  contactTaken: {
    zh_TW: "此電郵或手機號碼已被註冊",
    zh_CN: "此电邮或手机号码已被注册",
    en: "This e-mail address or mobile number is already registered",
    pt: "Este endereço de e-mail ou número de telemóvel já está registado",
  },
  activationInvalid: {
    zh_TW: "啟用連結無效或已使用",
    zh_CN: "启用链接无效或已使用",
    en: "This activation link is not valid or has already been used",
    pt: "Esta ligação de activação não é válida ou já foi usada",
  },
  resetKeyInvalid: {
    zh_TW: "重設密碼的時限已過，請重新開始",
    zh_CN: "重设密码的时限已过，请重新开始",
    en: "The password reset has expired: please start again",
    pt: "A reposição da palavra-passe expirou: comece de novo",
  },
  passwordWrong: {
    zh_TW: "原密碼錯誤",
    zh_CN: "原密码错误",
    en: "The current password is incorrect",
    pt: "A palavra-passe actual está incorrecta",
  },
  oauthUnavailable: {
    zh_TW: "暫時未能使用此社交平台登入",
    zh_CN: "暂时未能使用此社交平台登录",
    en: "Signing in with this provider is not available right now",
    pt: "O início de sessão com este fornecedor não está disponível de momento",
  },
  oauthFailed: {
    zh_TW: "社交平台登入未能完成，請再試一次",
    zh_CN: "社交平台登录未能完成，请再试一次",
    en: "Signing in with the provider did not complete: please try again",
    pt: "O início de sessão com o fornecedor não foi concluído: tente de novo",
  },
});
