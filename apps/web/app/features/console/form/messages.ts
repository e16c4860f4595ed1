import { defineMessages } from "../../../i18n/define.ts";

/**
 * Texts of the console's shared form parts (LocalizedFields, useSubmit): the names of the four locales a domain's
 * texts are written in, and the fallback when a sending fails without the server's words.
 */
export const consoleFormMessages = defineMessages({
  "zh-hant": {
    lang_zh_TW: "繁體中文",
    lang_zh_CN: "簡體中文",
    zhCnNote: "簡體中文留空時，網站會由繁體中文轉換。",
    lang_en: "英文",
    lang_pt: "葡文",
    failed: "未能完成，請再試",
    uploadPicture: "上載圖片",
    removePicture: "移除圖片",
    cancel: "取消",
  },
  "zh-hans": {
    lang_zh_TW: "繁体中文",
    lang_zh_CN: "简体中文",
    zhCnNote: "简体中文留空时，网站会由繁体中文转换。",
    lang_en: "英文",
    lang_pt: "葡文",
    failed: "未能完成，请再试",
    uploadPicture: "上传图片",
    removePicture: "移除图片",
    cancel: "取消",
  },
  en: {
    lang_zh_TW: "Traditional Chinese",
    lang_zh_CN: "Simplified Chinese",
    zhCnNote: "Simplified Chinese left empty is converted from the Traditional on the site.",
    lang_en: "English",
    lang_pt: "Portuguese",
    failed: "That did not work. Please try again",
    uploadPicture: "Upload a picture",
    removePicture: "Remove the picture",
    cancel: "Cancel",
  },
  pt: {
    lang_zh_TW: "Chinês tradicional",
    lang_zh_CN: "Chinês simplificado",
    zhCnNote: "O chinês simplificado deixado vazio é convertido do tradicional no sítio.",
    lang_en: "Inglês",
    lang_pt: "Português",
    failed: "Não foi possível. Tente de novo",
    uploadPicture: "Carregar uma imagem",
    removePicture: "Remover a imagem",
    cancel: "Cancelar",
  },
});
