import type { ApiLocale } from "./locales.ts";

/**
 * Messages the server sends in envelopes, in the request's language (`Api-Language`, default zh_TW).
 * Placeholders: {field}, {min}, {max}, {seconds}.
 */
export const SERVER_MESSAGES = {
  ok: { zh_TW: "成功", zh_CN: "成功", en: "OK", pt: "OK" },
  badRequest: {
    zh_TW: "請求參數有誤",
    zh_CN: "请求参数有误",
    en: "The request is not valid",
    pt: "O pedido não é válido",
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
  liveRegionRefused: {
    zh_TW: "網上直播只限澳門地區收看",
    zh_CN: "网上直播只限澳门地区收看",
    en: "Live streams on the web can only be watched in Macau",
    pt: "As emissões em direto na Internet só podem ser vistas em Macau",
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
  captchaInvalid: {
    zh_TW: "驗證碼錯誤或已過期",
    zh_CN: "验证码错误或已过期",
    en: "The verification code is wrong or has expired",
    pt: "O código de verificação está errado ou expirou",
  },
  // ── Forms (issue 13: disclosure, job application) ──
  applicationDuplicate: {
    zh_TW: "你已用此電話號碼或電郵地址申請過這個職位",
    zh_CN: "你已用此电话号码或电邮地址申请过这个职位",
    en: "An application for this job has already been sent with this phone number or e-mail address",
    pt: "Já foi enviada uma candidatura a esta vaga com este número de telefone ou endereço de e-mail",
  },
  jobClosed: {
    zh_TW: "這個職位已截止申請",
    zh_CN: "这个职位已截止申请",
    en: "Applications for this job have closed",
    pt: "As candidaturas a esta vaga já encerraram",
  },
  uploadReferenceInvalid: {
    zh_TW: "附件無效或已過期，請重新上傳",
    zh_CN: "附件无效或已过期，请重新上传",
    en: "An attached file is not valid or has expired: please upload it again",
    pt: "Um ficheiro anexado não é válido ou expirou: carregue-o novamente",
  },
  weatherUnavailable: {
    zh_TW: "暫時未能取得天氣資料",
    zh_CN: "暂时未能取得天气资料",
    en: "Weather data is not available right now",
    pt: "Os dados meteorológicos não estão disponíveis de momento",
  },
  // ── Identity and member (issue 3) ──
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
  commentPending: {
    zh_TW: "留言已收到，待審核後顯示",
    zh_CN: "留言已收到，待审核后显示",
    en: "Your comment has been received and is awaiting moderation",
    pt: "O seu comentário foi recebido e aguarda moderação",
  },
  codeSent: {
    zh_TW: "驗證碼已發送，{minutes} 分鐘內有效",
    zh_CN: "验证码已发送，{minutes} 分钟内有效",
    en: "A code has been sent; it is valid for {minutes} minutes",
    pt: "Foi enviado um código, válido durante {minutes} minutos",
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
  limitReached: {
    zh_TW: "已達上限（{max}）",
    zh_CN: "已达上限（{max}）",
    en: "The limit has been reached ({max})",
    pt: "Foi atingido o limite ({max})",
  },
  congratulationPending: {
    zh_TW: "祝福已收到，經審核後刊出",
    zh_CN: "祝福已收到，经审核后刊出",
    en: "Thank you: your message has been received and will appear once it has been approved",
    pt: "Obrigado: a sua mensagem foi recebida e será publicada depois de aprovada",
  },
  ticketRegistered: {
    zh_TW: "已成功登記門票",
    zh_CN: "已成功登记门票",
    en: "Your ticket is registered",
    pt: "O seu bilhete está registado",
  },
  ticketAlreadyRegistered: {
    zh_TW: "您已登記門票，每位會員只限一張",
    zh_CN: "您已登记门票，每位会员只限一张",
    en: "You already have a ticket: one ticket per member",
    pt: "Já tem um bilhete: um bilhete por membro",
  },
  ticketPhoneTaken: {
    zh_TW: "此手機號碼已登記門票，每個號碼只限一張",
    zh_CN: "此手机号码已登记门票，每个号码只限一张",
    en: "This mobile number already has a ticket: one ticket per number",
    pt: "Este número de telemóvel já tem um bilhete: um bilhete por número",
  },
  ticketsSoldOut: {
    zh_TW: "門票已全部登記完畢",
    zh_CN: "门票已全部登记完毕",
    en: "All tickets have been taken",
    pt: "Todos os bilhetes foram atribuídos",
  },
  ticketsClosed: {
    zh_TW: "現在不是門票登記時間",
    zh_CN: "现在不是门票登记时间",
    en: "Ticket registration is not open at this time",
    pt: "O registo de bilhetes não está aberto neste momento",
  },
  uploadRequired: { zh_TW: "必須上傳", zh_CN: "必须上传", en: "Must upload", pt: "Carregamento obrigatório" },
  uploadUnreadable: {
    zh_TW: "未能完整接收檔案，請重新上傳",
    zh_CN: "未能完整接收文件，请重新上传",
    en: "The file did not arrive complete; please upload it again",
    pt: "O ficheiro não chegou completo; carregue-o de novo",
  },
  uploadTypeUnsupported: {
    zh_TW: "不支援此檔案類型（可上傳 JPEG、PNG、GIF、WebP 圖片，MP4、WebM 影片或 PDF 文件）",
    zh_CN: "不支持此文件类型（可上传 JPEG、PNG、GIF、WebP 图片，MP4、WebM 视频或 PDF 文件）",
    en: "This type of file is not accepted (JPEG, PNG, GIF or WebP images, MP4 or WebM videos, PDF documents)",
    pt: "Este tipo de ficheiro não é aceite (imagens JPEG, PNG, GIF ou WebP, vídeos MP4 ou WebM, documentos PDF)",
  },
  uploadTooLarge: {
    zh_TW: "檔案須小於 {limit}",
    zh_CN: "文件须小于 {limit}",
    en: "The file must be smaller than {limit}",
    pt: "O ficheiro tem de ter menos de {limit}",
  },
  // ── Playback positions (docs/members.md "Continue watching") ──
  playbackPastEnd: {
    zh_TW: "播放位置超出了這一集的長度（{max} 秒）",
    zh_CN: "播放位置超出了这一集的长度（{max} 秒）",
    en: "The position is past the end of the episode ({max} seconds)",
    pt: "A posição ultrapassa o fim do episódio ({max} segundos)",
  },
  // ── Votes (issue 12, docs/votes.md) ──
  voteNotOpen: {
    zh_TW: "此投票現在不接受投票",
    zh_CN: "此投票现在不接受投票",
    en: "This vote is not open",
    pt: "Esta votação não está aberta",
  },
  voteChoices: {
    zh_TW: "請選擇 {min} 至 {max} 個選項",
    zh_CN: "请选择 {min} 至 {max} 个选项",
    en: "Choose between {min} and {max} options",
    pt: "Escolha entre {min} e {max} opções",
  },
  voteLimitDay: {
    zh_TW: "你今天已投票 {max} 次，請明天再投",
    zh_CN: "你今天已投票 {max} 次，请明天再投",
    en: "You have voted {max} times today: please vote again tomorrow",
    pt: "Já votou {max} vezes hoje: volte a votar amanhã",
  },
  voteLimitAll: {
    zh_TW: "你已用完此投票的 {max} 次投票機會",
    zh_CN: "你已用完此投票的 {max} 次投票机会",
    en: "You have used all {max} of your ballots in this vote",
    pt: "Já usou todos os seus {max} votos nesta votação",
  },
  voteNeedsPhone: {
    zh_TW: "此投票須以手機驗證碼投票",
    zh_CN: "此投票须以手机验证码投票",
    en: "This vote takes ballots verified by an SMS code",
    pt: "Esta votação aceita votos verificados por código SMS",
  },
  voteNeedsMemberOrCaptcha: {
    zh_TW: "此投票須登入會員或輸入驗證碼",
    zh_CN: "此投票须登录会员或输入验证码",
    en: "This vote takes ballots from signed-in members or with a verification code",
    pt: "Esta votação aceita votos de membros com sessão iniciada ou com código de verificação",
  },
  quizClosed: {
    zh_TW: "此題已截止，請重新載入今日題目",
    zh_CN: "此题已截止，请重新载入今日题目",
    en: "This question has closed: please load today's question",
    pt: "Esta pergunta já fechou: carregue a pergunta de hoje",
  },
  quizAnsweredToday: {
    zh_TW: "你今日已經作答，明日再來挑戰吧",
    zh_CN: "你今日已经作答，明日再来挑战吧",
    en: "You have already answered today's question: come back tomorrow",
    pt: "Já respondeu à pergunta de hoje: volte amanhã",
  },
  // ── Studio visits (issue 13, docs/visits.md): the booking's refusals, envelope code -1 ──
  visitFormInvalid: {
    zh_TW: "預約未能提交：{reason}",
    zh_CN: "预约未能提交：{reason}",
    en: "The booking was not sent: {reason}",
    pt: "A marcação não foi enviada: {reason}",
  },
  visitAnswerMissing: {
    zh_TW: "請填寫「{field}」",
    zh_CN: "请填写“{field}”",
    en: "Please fill in “{field}”",
    pt: "Preencha «{field}»",
  },
  visitAnswerInvalid: {
    zh_TW: "「{field}」的內容無效",
    zh_CN: "“{field}”的内容无效",
    en: "“{field}” is not valid",
    pt: "«{field}» não é válido",
  },
  visitGroupTooLarge: {
    zh_TW: "每次預約最多 {max} 人；更大的團體請直接聯絡參觀組",
    zh_CN: "每次预约最多 {max} 人；更大的团体请直接联络参观组",
    en: "One booking takes at most {max} people: for a larger group, please contact the visits office",
    pt: "Cada marcação aceita no máximo {max} pessoas: para grupos maiores, contacte o serviço de visitas",
  },
  visitSecondSlotNotNeeded: {
    zh_TW: "{max} 人或以下的團體只須選擇一個時段",
    zh_CN: "{max} 人或以下的团体只须选择一个时段",
    en: "A group of {max} people or fewer books one time slot only",
    pt: "Um grupo de {max} pessoas ou menos marca apenas um horário",
  },
  visitSlotUnavailable: {
    zh_TW: "所選時段已不能預約，請選擇其他時段",
    zh_CN: "所选时段已不能预约，请选择其他时段",
    en: "The time slot chosen can no longer be booked: please choose another",
    pt: "O horário escolhido já não pode ser marcado: escolha outro",
  },
  visitSlotsApart: {
    zh_TW: "第二個時段須在同一地點、同一天，並在第一個時段之後",
    zh_CN: "第二个时段须在同一地点、同一天，并在第一个时段之后",
    en: "The second time slot must be at the same place, on the same day, after the first",
    pt: "O segundo horário tem de ser no mesmo local, no mesmo dia, depois do primeiro",
  },
  visitSlotFull: {
    zh_TW: "{time} 的時段名額不足（尚餘 {remaining} 位），請選擇其他時段或減少人數",
    zh_CN: "{time} 的时段名额不足（尚余 {remaining} 位），请选择其他时段或减少人数",
    en: "Not enough places left at {time} ({remaining} remaining): choose another time slot or a smaller group",
    pt: "Não há lugares suficientes às {time} (restam {remaining}): escolha outro horário ou um grupo menor",
  },
  visitBooked: {
    zh_TW: "預約已收到，確認電郵已寄出",
    zh_CN: "预约已收到，确认电邮已寄出",
    en: "Your booking has been received and an acknowledgement e-mail is on its way",
    pt: "A sua marcação foi recebida e um e-mail de confirmação está a caminho",
  },
} as const satisfies Record<string, Record<ApiLocale, string>>;

export type ServerMessageKey = keyof typeof SERVER_MESSAGES;

export function serverMessage(
  key: ServerMessageKey,
  locale: ApiLocale,
  params: Record<string, string | number> = {},
): string {
  const template: string = SERVER_MESSAGES[key][locale];
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => (name in params ? String(params[name]) : whole));
}
