import type { ApiLocale } from "@portal/contract/locales";
import type { VisitBookingResult, VisitProgramme } from "@portal/contract/schemas/visit";
import type { LocalizedText } from "../../db/columns.ts";
import { pickText } from "../../platform/localize.ts";
import type { OutgoingMessage } from "../../platform/messenger.ts";

/** The acknowledgement of a booking: an e-mail in the sender's language with the reference and what happens next. */

const SUBJECT: LocalizedText = {
  zh_TW: "澳廣視參觀預約已收到（{reference}）",
  en: "TDM studio visit: booking received ({reference})",
  pt: "Visita à TDM: marcação recebida ({reference})",
};
const BODY: LocalizedText = {
  zh_TW:
    "{name}您好：\n\n我們已收到{organisation}的參觀預約，編號 {reference}。\n\n地點：{location}\n時段：{slots}\n人數：{headcount} 人\n\n參觀組會在三個工作天內以電話或電郵確認安排。如需更改或取消，請回覆此電郵或致電 {phone}，並提供預約編號。\n\n澳門廣播電視股份有限公司",
  en: "Dear {name},\n\nWe have received the visit booking of {organisation}, reference {reference}.\n\nPlace: {location}\nTime: {slots}\nGroup: {headcount} people\n\nThe visits office will confirm the arrangements by phone or e-mail within three working days. To change or cancel, reply to this e-mail or call {phone}, quoting the reference.\n\nTDM – Teledifusão de Macau",
  pt: "Caro(a) {name},\n\nRecebemos a marcação de visita de {organisation}, referência {reference}.\n\nLocal: {location}\nHorário: {slots}\nGrupo: {headcount} pessoas\n\nO serviço de visitas confirmará os pormenores por telefone ou e-mail no prazo de três dias úteis. Para alterar ou cancelar, responda a este e-mail ou ligue para {phone}, indicando a referência.\n\nTDM – Teledifusão de Macau",
};
const PEOPLE: LocalizedText = { zh_TW: "{people} 人", en: "{people} people", pt: "{people} pessoas" };

const fill = (template: string, params: Record<string, string | number>) =>
  template.replace(/\{(\w+)\}/g, (whole, name: string) => (name in params ? String(params[name]) : whole));

export function bookingAcknowledgement(
  booking: VisitBookingResult,
  person: { contactName: string; organisation: string },
  programme: Pick<VisitProgramme, "contactPhone"> | null,
  locale: ApiLocale,
): OutgoingMessage {
  const slots = booking.slots
    .map((slot) => `${slot.date} ${slot.start}–${slot.end}${booking.slots.length > 1 ? ` (${fill(pickText(PEOPLE, locale), { people: slot.people })})` : ""}`)
    .join(" / ");
  const params = {
    name: person.contactName,
    organisation: person.organisation,
    reference: booking.reference,
    location: booking.location,
    slots,
    headcount: booking.headcount,
    phone: programme?.contactPhone ?? "",
  };
  return { channel: "email", to: booking.email, subject: fill(pickText(SUBJECT, locale), params), text: fill(pickText(BODY, locale), params) };
}
