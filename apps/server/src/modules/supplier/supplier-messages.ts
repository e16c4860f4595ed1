import type { ApiLocale } from "@portal/contract/locales";
import type { LocalizedText } from "../../db/columns.ts";
import { pickText } from "../../platform/localize.ts";
import type { OutgoingMessage } from "../../platform/messenger.ts";

/** The SMS messages of the supplier area, in the request's language ({code}: the six digits; {minutes}: validity). */
const TEXTS = {
  bindCode: {
    zh_TW: "【澳廣視供應商】您的驗證碼為 {code}，{minutes} 分鐘內有效。如非本人操作，請忽略本訊息。",
    zh_CN: "【澳广视供应商】您的验证码为 {code}，{minutes} 分钟内有效。如非本人操作，请忽略本信息。",
    en: "TDM Suppliers: your code is {code}, valid for {minutes} minutes. If you did not ask for it, ignore this message.",
    pt: "Fornecedores TDM: o seu código é {code}, válido durante {minutes} minutos. Se não o pediu, ignore esta mensagem.",
  },
  changeCode: {
    zh_TW: "【澳廣視供應商】更換手機號碼的驗證碼為 {code}，{minutes} 分鐘內有效。",
    zh_CN: "【澳广视供应商】更换手机号码的验证码为 {code}，{minutes} 分钟内有效。",
    en: "TDM Suppliers: the code to change your mobile number is {code}, valid for {minutes} minutes.",
    pt: "Fornecedores TDM: o código para alterar o seu número de telemóvel é {code}, válido durante {minutes} minutos.",
  },
  resetCode: {
    zh_TW: "【澳廣視供應商】重設密碼的驗證碼為 {code}，{minutes} 分鐘內有效。如非本人操作，請忽略本訊息。",
    zh_CN: "【澳广视供应商】重设密码的验证码为 {code}，{minutes} 分钟内有效。如非本人操作，请忽略本信息。",
    en: "TDM Suppliers: the code to reset your password is {code}, valid for {minutes} minutes. If you did not ask for it, ignore this message.",
    pt: "Fornecedores TDM: o código para redefinir a sua palavra-passe é {code}, válido durante {minutes} minutos. Se não o pediu, ignore esta mensagem.",
  },
  passwordChanged: {
    zh_TW: "【澳廣視供應商】您的供應商帳戶密碼剛已更改，其他裝置已登出。如非本人操作，請立即聯絡我們。",
    zh_CN: "【澳广视供应商】您的供应商账户密码刚已更改，其他装置已登出。如非本人操作，请立即联络我们。",
    en: "TDM Suppliers: the password of your supplier account has just been changed and other devices signed out. If this was not you, contact us at once.",
    pt: "Fornecedores TDM: a palavra-passe da sua conta de fornecedor acabou de ser alterada e os outros dispositivos terminaram a sessão. Se não foi você, contacte-nos imediatamente.",
  },
  mobileInUse: {
    zh_TW: "【澳廣視供應商】此手機號碼已登記為供應商帳戶，請直接登入；如忘記密碼，請聯絡澳廣視採購部。",
    zh_CN: "【澳广视供应商】此手机号码已登记为供应商账户，请直接登录；如忘记密码，请联络澳广视采购部。",
    en: "TDM Suppliers: this mobile number already belongs to a supplier account. Please sign in, or contact TDM Procurement if you forgot the password.",
    pt: "Fornecedores TDM: este número de telemóvel já pertence a uma conta de fornecedor. Inicie sessão ou contacte o Aprovisionamento da TDM se esqueceu a palavra-passe.",
  },
  registered: {
    zh_TW: "【澳廣視供應商】已收到 {company} 的供應商登記，審核結果將以短訊通知。",
    zh_CN: "【澳广视供应商】已收到 {company} 的供应商登记，审核结果将以短信通知。",
    en: "TDM Suppliers: we have received the supplier registration of {company}. We will tell you the result of the review by SMS.",
    pt: "Fornecedores TDM: recebemos o registo de fornecedor de {company}. Comunicaremos o resultado da análise por SMS.",
  },
  mobileChanged: {
    zh_TW: "【澳廣視供應商】您的供應商帳戶手機號碼剛已更改。如非本人操作，請立即聯絡我們。",
    zh_CN: "【澳广视供应商】您的供应商账户手机号码刚已更改。如非本人操作，请立即联络我们。",
    en: "TDM Suppliers: the mobile number of your supplier account has just been changed. If this was not you, contact us at once.",
    pt: "Fornecedores TDM: o número de telemóvel da sua conta de fornecedor acabou de ser alterado. Se não foi você, contacte-nos imediatamente.",
  },
  approved: {
    zh_TW: "【澳廣視供應商】{company} 的供應商登記已獲批准，現可登入供應商專區。",
    zh_CN: "【澳广视供应商】{company} 的供应商登记已获批准，现可登录供应商专区。",
    en: "TDM Suppliers: the supplier registration of {company} is approved. You can now sign in to the supplier area.",
    pt: "Fornecedores TDM: o registo de fornecedor de {company} foi aprovado. Já pode entrar na área de fornecedores.",
  },
  rejected: {
    zh_TW: "【澳廣視供應商】{company} 的供應商登記未獲批准：{reason}。詳情請登入供應商專區查看。",
    zh_CN: "【澳广视供应商】{company} 的供应商登记未获批准：{reason}。详情请登录供应商专区查看。",
    en: "TDM Suppliers: the supplier registration of {company} was not approved: {reason}. Sign in to the supplier area for details.",
    pt: "Fornecedores TDM: o registo de fornecedor de {company} não foi aprovado: {reason}. Entre na área de fornecedores para mais pormenores.",
  },
} satisfies Record<string, LocalizedText>;

export type SupplierText = keyof typeof TEXTS;

/** One SMS to a Macau mobile, with its parameters filled in. */
export function supplierSms(to: string, key: SupplierText, locale: ApiLocale, params: Record<string, string> = {}): OutgoingMessage {
  const text = pickText(TEXTS[key], locale).replace(/\{(\w+)\}/g, (whole, name: string) => params[name] ?? whole);
  return { channel: "sms", to, text };
}
