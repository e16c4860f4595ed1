import { defineReplies } from "../../platform/replies.ts";

/** What the campaign pages answer: congratulations and tickets (docs/campaigns.md). */
export const campaignReplies = defineReplies({
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
});
