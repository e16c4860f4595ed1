import { defineReplies } from "../../platform/replies.ts";

/** What the console's programme calls answer when they refuse, in the four languages (platform/replies.ts). */
export const programReplies = defineReplies({
  unknownChannel: {
    zh_TW: "沒有這個頻道",
    zh_CN: "没有这个频道",
    en: "There is no such channel",
    pt: "Este canal não existe",
  },
  unknownCategory: {
    zh_TW: "沒有節目分類 {slug}",
    zh_CN: "没有节目分类 {slug}",
    en: "There is no programme category {slug}",
    pt: "A categoria de programas {slug} não existe",
  },
  unknownHost: {
    zh_TW: "沒有編號 {id} 的主持人",
    zh_CN: "没有编号 {id} 的主持人",
    en: "There is no host with the id {id}",
    pt: "Não existe apresentador com o número {id}",
  },
  audioRequired: {
    zh_TW: "電台節目的每一集須有音訊：請上載 MP3 或 M4A 檔案，或輸入其地址",
    zh_CN: "电台节目的每一集须有音频：请上传 MP3 或 M4A 文件，或输入其地址",
    en: "A radio programme's episode needs its audio: upload an MP3 or M4A file or enter its address",
    pt: "Um episódio de um programa de rádio precisa do seu áudio: carregue um ficheiro MP3 ou M4A ou introduza o endereço",
  },
  videoRequired: {
    zh_TW: "每一集須有影片：請輸入 HLS 播放清單或上載影片檔案",
    zh_CN: "每一集须有视频：请输入 HLS 播放列表或上传视频文件",
    en: "The episode needs its video: enter an HLS playlist or upload a video file",
    pt: "O episódio precisa do seu vídeo: introduza uma lista HLS ou carregue um ficheiro de vídeo",
  },
});
