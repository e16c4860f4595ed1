import { defineReplies } from "../../platform/replies.ts";

/** What a booking answers (docs/visits.md): its refusals, envelope code -1, and the confirmation. */
export const visitReplies = defineReplies({
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
});
