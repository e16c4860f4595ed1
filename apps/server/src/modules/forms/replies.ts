import { defineReplies } from "../../platform/replies.ts";

/** What the disclosure, job application and contact forms answer (docs/forms.md). */
export const formsReplies = defineReplies({
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
});
