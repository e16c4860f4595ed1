import { defineReplies } from "../../platform/replies.ts";

/** What the console's tender and job calls answer when they refuse (docs/console.md "Procurement", "HR"). */
export const postingsReplies = defineReplies({
  closesBeforeOpens: {
    zh_TW: "截止時間必須遲於開始時間",
    zh_CN: "截止时间必须迟于开始时间",
    en: "The closing time must be after the opening time",
    pt: "A data de encerramento tem de ser posterior à de abertura",
  },
  referenceTaken: {
    zh_TW: "編號 {reference} 已被使用",
    zh_CN: "编号 {reference} 已被使用",
    en: "The reference {reference} is already in use",
    pt: "A referência {reference} já está a ser usada",
  },
  dutiesUneven: {
    zh_TW: "「職責」每種語言須與繁體中文行數相同（或留空）：每行一項，同一行是同一項",
    zh_CN: "“职责”每种语言须与繁体中文行数相同（或留空）：每行一项，同一行是同一项",
    en: "Each language of the duties needs as many lines as the Traditional Chinese (or none): one item a line, each line the same item",
    pt: "Cada língua das funções precisa de tantas linhas como o chinês tradicional (ou nenhuma): um item por linha, cada linha o mesmo item",
  },
  requirementsUneven: {
    zh_TW: "「要求」每種語言須與繁體中文行數相同（或留空）：每行一項，同一行是同一項",
    zh_CN: "“要求”每种语言须与繁体中文行数相同（或留空）：每行一项，同一行是同一项",
    en: "Each language of the requirements needs as many lines as the Traditional Chinese (or none): one item a line, each line the same item",
    pt: "Cada língua dos requisitos precisa de tantas linhas como o chinês tradicional (ou nenhuma): um item por linha, cada linha o mesmo item",
  },
});
