import type { ApiLocale } from "@portal/contract/locales";
import type { OutgoingMessage } from "../../platform/messenger.ts";

/**
 * The acknowledgements the forms send once a submission is stored (docs/forms.md), in the sender's language: by
 * e-mail when the sender gave one, else by SMS. They quote the reference and say what happens next; they never
 * repeat what was sent (a tip-off may be sensitive, an application holds an identity number).
 */

const DISCLOSURE: Record<ApiLocale, { subject: string; text: (ref: string) => string }> = {
  zh_TW: {
    subject: "澳廣視新聞部：已收到你的爆料",
    text: (ref) => `澳廣視新聞部已收到你的爆料，編號 ${ref}。編輯會盡快閱讀，如需跟進會以你留下的電話或電郵聯絡你。如有補充，請回覆時註明此編號。`,
  },
  zh_CN: {
    subject: "澳广视新闻部：已收到你的爆料",
    text: (ref) => `澳广视新闻部已收到你的爆料，编号 ${ref}。编辑会尽快阅读，如需跟进会以你留下的电话或电邮联络你。如有补充，请回复时注明此编号。`,
  },
  en: {
    subject: "TDM newsroom: we have received your tip",
    text: (ref) =>
      `The TDM newsroom has received your tip, reference ${ref}. An editor will read it shortly and will contact you on the phone number or e-mail address you gave if we follow it up. Please quote this reference if you send anything more.`,
  },
  pt: {
    subject: "Redação da TDM: recebemos a sua informação",
    text: (ref) =>
      `A redação da TDM recebeu a sua informação, referência ${ref}. Um editor vai lê-la em breve e, se lhe dermos seguimento, contactá-lo-á pelo telefone ou e-mail que indicou. Indique esta referência se enviar mais alguma coisa.`,
  },
};

const APPLICATION: Record<ApiLocale, { subject: string; text: (ref: string, job: string) => string }> = {
  zh_TW: {
    subject: "澳廣視人力資源部：已收到你的職位申請",
    text: (ref, job) => `我們已收到你申請「${job}」的資料，申請編號 ${ref}。截止申請後，人力資源部會審閱所有申請，入選者將獲電話或電郵通知面試。`,
  },
  zh_CN: {
    subject: "澳广视人力资源部：已收到你的职位申请",
    text: (ref, job) => `我们已收到你申请「${job}」的资料，申请编号 ${ref}。截止申请后，人力资源部会审阅所有申请，入选者将获电话或电邮通知面试。`,
  },
  en: {
    subject: "TDM Human Resources: we have received your application",
    text: (ref, job) =>
      `We have received your application for "${job}", reference ${ref}. Once applications close, Human Resources will review every application and invite shortlisted candidates to an interview by phone or e-mail.`,
  },
  pt: {
    subject: "Recursos Humanos da TDM: recebemos a sua candidatura",
    text: (ref, job) =>
      `Recebemos a sua candidatura a "${job}", referência ${ref}. Depois do prazo, os Recursos Humanos vão analisar todas as candidaturas e convidar os candidatos selecionados para uma entrevista por telefone ou e-mail.`,
  },
};

const CONTACT: Record<ApiLocale, { subject: string; text: (ref: string) => string }> = {
  zh_TW: {
    subject: "澳廣視：已收到你的意見",
    text: (ref) => `多謝你聯絡澳廣視。我們已收到你的訊息，編號 ${ref}。負責部門會在五個工作天內閱讀並以電郵回覆；如有補充，請回覆時註明此編號。`,
  },
  zh_CN: {
    subject: "澳广视：已收到你的意见",
    text: (ref) => `多谢你联络澳广视。我们已收到你的信息，编号 ${ref}。负责部门会在五个工作天内阅读并以电邮回复；如有补充，请回复时注明此编号。`,
  },
  en: {
    subject: "TDM: we have received your message",
    text: (ref) =>
      `Thank you for contacting TDM. We have received your message, reference ${ref}. The team concerned will read it and reply by e-mail within five working days. Please quote this reference if you write again.`,
  },
  pt: {
    subject: "TDM: recebemos a sua mensagem",
    text: (ref) =>
      `Obrigado por contactar a TDM. Recebemos a sua mensagem, referência ${ref}. A equipa responsável vai lê-la e responder por e-mail no prazo de cinco dias úteis. Indique esta referência se voltar a escrever.`,
  },
};

/** The contact form's acknowledgement, by e-mail (the form always has one); it never repeats the message. */
export function contactAcknowledgement(email: string, reference: string, locale: ApiLocale): OutgoingMessage {
  const texts = CONTACT[locale];
  return { channel: "email", to: email, subject: texts.subject, text: texts.text(reference) };
}

/** The disclosure's acknowledgement: to the e-mail address when there is one, else to the phone. */
export function disclosureAcknowledgement(contact: { email: string | null; phone: string | null }, reference: string, locale: ApiLocale): OutgoingMessage {
  const texts = DISCLOSURE[locale];
  if (contact.email) return { channel: "email", to: contact.email, subject: texts.subject, text: texts.text(reference) };
  return { channel: "sms", to: contact.phone!, text: texts.text(reference) };
}

/** The application's acknowledgement, by e-mail (an application always has one). */
export function applicationAcknowledgement(email: string, reference: string, jobTitle: string, locale: ApiLocale): OutgoingMessage {
  const texts = APPLICATION[locale];
  return { channel: "email", to: email, subject: texts.subject, text: texts.text(reference, jobTitle) };
}
