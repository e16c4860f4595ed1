import { SUPPLIER_REASON_MAX_CHARS } from "@portal/contract/schemas/supplier";
import { defineReplies } from "../../platform/replies.ts";

/** What the console's review of suppliers answers when it refuses (docs/console.md "Procurement"). */
export const supplierReplies = defineReplies({
  reasonRequired: {
    zh_TW: "請寫下不通過的原因：供應商會在短訊及帳戶頁看到",
    zh_CN: "请写下不通过的原因：供应商会在短信及账户页看到",
    en: "Give the reason for refusing: the supplier reads it in the SMS and on their account page",
    pt: "Indique o motivo da recusa: o fornecedor lê-o no SMS e na página da sua conta",
  },
  reasonTooLong: {
    zh_TW: `原因最多 ${SUPPLIER_REASON_MAX_CHARS} 個字`,
    zh_CN: `原因最多 ${SUPPLIER_REASON_MAX_CHARS} 个字`,
    en: `The reason may be at most ${SUPPLIER_REASON_MAX_CHARS} characters long`,
    pt: `O motivo pode ter no máximo ${SUPPLIER_REASON_MAX_CHARS} caracteres`,
  },
});
