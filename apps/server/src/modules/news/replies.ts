import { defineReplies } from "../../platform/replies.ts";

/** What the console's news calls answer when they refuse, in the four languages (platform/replies.ts). */
export const newsReplies = defineReplies({
  staleRevision: {
    zh_TW: "這篇新聞在您開啟後已被修改（現為第 {revision} 版），請重新載入後再修改",
    zh_CN: "这篇新闻在您打开后已被修改（现为第 {revision} 版），请重新加载后再修改",
    en: "This story was changed after you opened it (it is now revision {revision}). Reload it and make your changes again",
    pt: "Esta notícia foi alterada depois de a abrir (é agora a revisão {revision}). Recarregue-a e faça de novo as suas alterações",
  },
  notYourStory: {
    zh_TW: "撰稿人只能修改自己的新聞",
    zh_CN: "撰稿人只能修改自己的新闻",
    en: "Contributors may change only their own stories",
    pt: "Os colaboradores só podem alterar as suas próprias notícias",
  },
  contributorLocked: {
    zh_TW: "新聞已排程、發佈或撤下，只有編輯可以修改",
    zh_CN: "新闻已排程、发布或撤下，只有编辑可以修改",
    en: "This story is scheduled, published or unpublished: only an editor may change it",
    pt: "Esta notícia está agendada, publicada ou retirada: só um editor a pode alterar",
  },
  cannotSubmit: {
    zh_TW: "只有草稿可以提交審核",
    zh_CN: "只有草稿可以提交审核",
    en: "Only a draft can be submitted for review",
    pt: "Só um rascunho pode ser enviado para revisão",
  },
  cannotPublish: {
    zh_TW: "這篇新聞已經發佈",
    zh_CN: "这篇新闻已经发布",
    en: "This story is already published",
    pt: "Esta notícia já está publicada",
  },
  cannotSchedule: {
    zh_TW: "已發佈的新聞不能排程，請先撤下",
    zh_CN: "已发布的新闻不能排程，请先撤下",
    en: "A published story cannot be scheduled: unpublish it first",
    pt: "Uma notícia publicada não pode ser agendada: retire-a primeiro",
  },
  cannotUnpublish: {
    zh_TW: "只有已發佈或已排程的新聞可以撤下",
    zh_CN: "只有已发布或已排程的新闻可以撤下",
    en: "Only a published or scheduled story can be unpublished",
    pt: "Só uma notícia publicada ou agendada pode ser retirada",
  },
  scheduleInPast: {
    zh_TW: "排程時間必須在未來（澳門時間，精確至分鐘）",
    zh_CN: "排程时间必须在未来（澳门时间，精确至分钟）",
    en: "The scheduled time must be in the future (Macau time, to the minute)",
    pt: "A hora agendada tem de ser no futuro (hora de Macau, ao minuto)",
  },
  unknownCategory: {
    zh_TW: "沒有這個新聞分類",
    zh_CN: "没有这个新闻分类",
    en: "There is no such news category",
    pt: "Esta categoria de notícias não existe",
  },
  unknownTopic: {
    zh_TW: "沒有這個專題",
    zh_CN: "没有这个专题",
    en: "There is no such topic",
    pt: "Este tema não existe",
  },
  unknownRelated: {
    zh_TW: "相關新聞必須是同一新聞部門的其他新聞",
    zh_CN: "相关新闻必须是同一新闻部门的其他新闻",
    en: "Related stories must be other stories of the same newsroom",
    pt: "As notícias relacionadas têm de ser outras notícias da mesma redacção",
  },
  relatedSelf: {
    zh_TW: "新聞不能把自己列為相關新聞",
    zh_CN: "新闻不能把自己列为相关新闻",
    en: "A story cannot be related to itself",
    pt: "Uma notícia não pode estar relacionada consigo própria",
  },
  relatedDuplicate: {
    zh_TW: "相關新聞 {id} 重複了，每篇只能列一次",
    zh_CN: "相关新闻 {id} 重复了，每篇只能列一次",
    en: "Related story {id} is listed twice: each may be listed once",
    pt: "A notícia relacionada {id} aparece duas vezes: cada uma só pode aparecer uma vez",
  },
  tooManyRelated: {
    zh_TW: "相關新聞最多 {max} 篇",
    zh_CN: "相关新闻最多 {max} 篇",
    en: "A story may have at most {max} related stories",
    pt: "Uma notícia pode ter no máximo {max} notícias relacionadas",
  },
  cropNeedsUpload: {
    zh_TW: "只有上載的圖片可以裁切，請先上載封面圖片",
    zh_CN: "只有上载的图片可以裁切，请先上载封面图片",
    en: "Only an uploaded picture can be cropped: upload the cover first",
    pt: "Só uma imagem carregada pode ser recortada: carregue primeiro a imagem de capa",
  },
  cropShape: {
    zh_TW: "裁切範圍必須是 16:9，與網站顯示封面的比例相同",
    zh_CN: "裁切范围必须是 16:9，与网站显示封面的比例相同",
    en: "The crop must be 16:9, the shape the site shows covers in",
    pt: "O recorte tem de ser 16:9, o formato em que o site mostra as capas",
  },
  cropTooSmall: {
    zh_TW: "裁切範圍太小，寬度至少要 {min} 像素",
    zh_CN: "裁切范围太小，宽度至少要 {min} 像素",
    en: "The crop is too small: it must be at least {min} pixels wide",
    pt: "O recorte é demasiado pequeno: tem de ter pelo menos {min} píxeis de largura",
  },
  unknownHansLine: {
    zh_TW: "簡體覆寫的行 {line} 不存在",
    zh_CN: "简体覆写的行 {line} 不存在",
    en: "The Simplified override's line {line} does not exist",
    pt: "A linha {line} da versão simplificada não existe",
  },
  hansOnlyChinese: {
    zh_TW: "只有中文新聞有簡體版本",
    zh_CN: "只有中文新闻有简体版本",
    en: "Only the Chinese newsroom's stories have a Simplified text",
    pt: "Só as notícias da redacção chinesa têm texto simplificado",
  },
});
