import { defineReplies } from "../../platform/replies.ts";

/** What an upload (common/upload) answers when its file is missing, unreadable, of a refused type or too large. */
export const uploadReplies = defineReplies({
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
  uploadDocumentOnly: {
    zh_TW: "此處只接受 PDF 文件",
    zh_CN: "此处只接受 PDF 文件",
    en: "Only PDF documents are accepted here",
    pt: "Aqui só são aceites documentos PDF",
  },
  uploadAudioOnly: {
    zh_TW: "此處只接受 MP3 或 M4A 音訊檔案",
    zh_CN: "此处只接受 MP3 或 M4A 音频文件",
    en: "Only MP3 or M4A audio files are accepted here",
    pt: "Aqui só são aceites ficheiros de áudio MP3 ou M4A",
  },
  uploadCaptionsOnly: {
    zh_TW: "字幕只接受 WebVTT 檔案（.vtt，以「WEBVTT」開頭）",
    zh_CN: "字幕只接受 WebVTT 文件（.vtt，以“WEBVTT”开头）",
    en: "Captions must be a WebVTT file (.vtt, starting with “WEBVTT”)",
    pt: "As legendas têm de ser um ficheiro WebVTT (.vtt, a começar por «WEBVTT»)",
  },
  uploadTooLarge: {
    zh_TW: "檔案須小於 {limit}",
    zh_CN: "文件须小于 {limit}",
    en: "The file must be smaller than {limit}",
    pt: "O ficheiro tem de ter menos de {limit}",
  },
});
