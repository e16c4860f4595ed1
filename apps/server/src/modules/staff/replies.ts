import { defineReplies } from "../../platform/replies.ts";

/** What the console's staff calls answer when they refuse, in the four languages (platform/replies.ts). */
export const staffReplies = defineReplies({
  signInFailed: {
    zh_TW: "電郵地址或密碼不正確",
    zh_CN: "电邮地址或密码不正确",
    en: "The e-mail address or password is not correct",
    pt: "O endereço de e-mail ou a palavra-passe não estão correctos",
  },
  noPendingSignIn: {
    zh_TW: "登入已逾時，請重新輸入電郵地址及密碼",
    zh_CN: "登录已逾时，请重新输入电邮地址及密码",
    en: "The sign-in has expired. Please enter your e-mail address and password again",
    pt: "O início de sessão expirou. Introduza novamente o seu e-mail e palavra-passe",
  },
  codeWrong: {
    zh_TW: "驗證碼不正確或已使用",
    zh_CN: "验证码不正确或已使用",
    en: "The code is not correct or has already been used",
    pt: "O código não está correcto ou já foi utilizado",
  },
  secondFactorLocked: {
    zh_TW: "驗證碼錯誤次數過多，請於 {seconds} 秒後再試",
    zh_CN: "验证码错误次数过多，请于 {seconds} 秒后再试",
    en: "Too many wrong codes. Please try again in {seconds} seconds",
    pt: "Demasiados códigos errados. Tente novamente dentro de {seconds} segundos",
  },
  setupLinkInvalid: {
    zh_TW: "設定連結無效、已使用或已過期，請向管理員索取新連結",
    zh_CN: "设定链接无效、已使用或已过期，请向管理员索取新链接",
    en: "This set-up link is not valid, has been used or has expired. Please ask an administrator for a new one",
    pt: "Esta ligação de configuração não é válida, já foi usada ou expirou. Peça uma nova a um administrador",
  },
  setupNotStarted: {
    zh_TW: "請先設定密碼及驗證程式",
    zh_CN: "请先设定密码及验证程序",
    en: "Please set your password and authenticator first",
    pt: "Defina primeiro a palavra-passe e a aplicação de autenticação",
  },
  signedOut: {
    zh_TW: "已登出",
    zh_CN: "已登出",
    en: "Signed out",
    pt: "Sessão terminada",
  },
  staffExists: {
    zh_TW: "此電郵地址已有職員帳戶",
    zh_CN: "此电邮地址已有职员帐户",
    en: "A staff account with this e-mail address already exists",
    pt: "Já existe uma conta de pessoal com este endereço de e-mail",
  },
  cannotDisableSelf: {
    zh_TW: "你不能停用自己的帳戶",
    zh_CN: "你不能停用自己的帐户",
    en: "You cannot disable your own account",
    pt: "Não pode desactivar a sua própria conta",
  },
  lastAdmin: {
    zh_TW: "這是最後一個有效的管理員帳戶：請先把管理員角色給予另一個帳戶",
    zh_CN: "这是最后一个有效的管理员帐户：请先把管理员角色给予另一个帐户",
    en: "This is the last active administrator: give another account the administrator role first",
    pt: "Este é o último administrador activo: atribua primeiro a função de administrador a outra conta",
  },
  notInvited: {
    zh_TW: "此帳戶已完成設定，無需再發邀請",
    zh_CN: "此帐户已完成设定，无需再发邀请",
    en: "This account has already been set up and needs no invitation",
    pt: "Esta conta já foi configurada e não precisa de convite",
  },
  cannotResetSelf: {
    zh_TW: "你不能在這裏重設自己的登入：請另一位管理員代為重設",
    zh_CN: "你不能在这里重设自己的登录：请另一位管理员代为重设",
    en: "You cannot reset your own sign-in here: ask another administrator to do it",
    pt: "Não pode repor o seu próprio início de sessão aqui: peça a outro administrador que o faça",
  },
  notSetUp: {
    zh_TW: "此帳戶尚未完成設定，無需重設：請重新發送邀請",
    zh_CN: "此帐户尚未完成设定，无需重设：请重新发送邀请",
    en: "This account has not been set up yet and needs no reset: resend the invitation instead",
    pt: "Esta conta ainda não foi configurada e não precisa de ser reposta: reenvie o convite",
  },
});
