import type { ApiLocale } from "@portal/contract/locales";

/**
 * What the API answers in the envelope's `message`, in the request's language (`Api-Language`, default zh_TW): a
 * refusal, or the word of a success. Every reply is written in the four languages; placeholders such as {field},
 * {min}, {max}, {seconds} are filled per answer. The general replies are here; each module keeps its own in its
 * `replies.ts` (`defineReplies`), and code passes the reply itself (`refusal(identityReplies.passwordWrong)`), so
 * a reply that does not exist does not compile.
 */
export type Reply = Readonly<Record<ApiLocale, string>>;

/** A module's replies, each in the four languages. */
export const defineReplies = <const R extends Record<string, Reply>>(replies: R): R => replies;

/** The reply in one language, its placeholders filled from `params` (an unknown one is left as written). */
export function replyText(reply: Reply, locale: ApiLocale, params: Record<string, string | number> = {}): string {
  return reply[locale].replace(/\{(\w+)\}/g, (whole, name: string) => (name in params ? String(params[name]) : whole));
}

/** The replies of the platform: success, bad input, not found, not signed in, limits, failures. */
export const platformReplies = defineReplies({
  ok: { zh_TW: "成功", zh_CN: "成功", en: "OK", pt: "OK" },
  badRequest: {
    zh_TW: "請求參數有誤",
    zh_CN: "请求参数有误",
    en: "The request is not valid",
    pt: "O pedido não é válido",
  },
  /** A window (notices, adverts) whose end is not after its start. */
  endsBeforeStarts: {
    zh_TW: "結束時間須在開始時間之後",
    zh_CN: "结束时间须在开始时间之后",
    en: "The end must come after the start",
    pt: "O fim tem de ser posterior ao início",
  },
  invalidField: {
    zh_TW: "參數 {field} 無效",
    zh_CN: "参数 {field} 无效",
    en: "The parameter {field} is not valid",
    pt: "O parâmetro {field} não é válido",
  },
  malformedJson: {
    zh_TW: "請求內容不是有效的 JSON",
    zh_CN: "请求内容不是有效的 JSON",
    en: "The request body is not valid JSON",
    pt: "O corpo do pedido não é JSON válido",
  },
  unsupportedMedia: {
    zh_TW: "不支援的內容類型",
    zh_CN: "不支持的内容类型",
    en: "Unsupported content type",
    pt: "Tipo de conteúdo não suportado",
  },
  headersTooLarge: {
    zh_TW: "請求標頭過大",
    zh_CN: "请求标头过大",
    en: "The request headers are too large",
    pt: "Os cabeçalhos do pedido são demasiado grandes",
  },
  payloadTooLarge: {
    zh_TW: "請求內容過大",
    zh_CN: "请求内容过大",
    en: "The request is too large",
    pt: "O pedido é demasiado grande",
  },
  notFound: {
    zh_TW: "找不到所請求的資源",
    zh_CN: "找不到所请求的资源",
    en: "The requested resource was not found",
    pt: "O recurso pedido não foi encontrado",
  },
  unauthorized: {
    zh_TW: "請先登入或註冊",
    zh_CN: "请先登录或注册",
    en: "Please log in or register first",
    pt: "Inicie sessão ou registe-se primeiro",
  },
  forbidden: {
    zh_TW: "沒有權限進行此操作",
    zh_CN: "没有权限进行此操作",
    en: "You are not allowed to do this",
    pt: "Não tem permissão para esta operação",
  },
  csrfInvalid: {
    zh_TW: "頁面已過期或請求來源不明，請重新載入頁面後再試",
    zh_CN: "页面已过期或请求来源不明，请重新加载页面后再试",
    en: "This page has expired or the request did not come from it. Please reload the page and try again",
    pt: "A página expirou ou o pedido não veio dela. Recarregue a página e tente novamente",
  },
  freshCodeRequired: {
    zh_TW: "請輸入驗證程式目前顯示的 6 位數驗證碼，以確認是你本人",
    zh_CN: "请输入验证程序当前显示的 6 位数验证码，以确认是你本人",
    en: "Enter the six-digit code your authenticator app shows now, to confirm it is you",
    pt: "Introduza o código de seis dígitos que a sua aplicação de autenticação mostra agora, para confirmar que é você",
  },
  tooManyRequests: {
    zh_TW: "操作過於頻繁，請於 {seconds} 秒後再試",
    zh_CN: "操作过于频繁，请于 {seconds} 秒后再试",
    en: "Too many attempts. Please try again in {seconds} seconds",
    pt: "Demasiadas tentativas. Tente novamente dentro de {seconds} segundos",
  },
  tooManyPages: {
    zh_TW: "你的網絡位址短時間內開啟了太多頁面，請於 {seconds} 秒後再試",
    zh_CN: "你的网络地址短时间内打开了太多页面，请于 {seconds} 秒后再试",
    en: "Too many pages were opened from your network address. Please try again in {seconds} seconds",
    pt: "Foram abertas demasiadas páginas a partir do seu endereço de rede. Tente novamente dentro de {seconds} segundos",
  },
  internal: {
    zh_TW: "伺服器發生錯誤，請稍後再試",
    zh_CN: "服务器发生错误，请稍后再试",
    en: "Something went wrong on our side. Please try again later",
    pt: "Ocorreu um erro no servidor. Tente novamente mais tarde",
  },
  unavailable: {
    zh_TW: "服務暫時無法使用",
    zh_CN: "服务暂时无法使用",
    en: "The service is temporarily unavailable",
    pt: "O serviço está temporariamente indisponível",
  },
});
