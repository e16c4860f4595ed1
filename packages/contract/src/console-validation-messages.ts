import type { ApiLocale } from "./locales.ts";
import { registerValidationMessages } from "./validation-messages.ts";

/**
 * The messages of the rules only the console's forms check (an episode's media, a short video's file, a podcast's
 * category, a channel's origin), in four languages. Not in validation-messages.ts: the public pages' islands carry
 * that table, and these would only weigh on them. A console schema names a rule through `consoleRule`, which adds
 * these messages to the lookup (validationMessage) before the rule's first use, on the server and in the console.
 */
export const CONSOLE_VALIDATION_MESSAGES = {
  episodeMedia: {
    zh_TW: "請輸入 HLS 播放清單（.m3u8，https 網址或本網站的路徑），或上載影片檔案",
    zh_CN: "请输入 HLS 播放列表（.m3u8，https 网址或本网站的路径），或上传视频文件",
    en: "Enter an HLS playlist (.m3u8, at an https address or a path of this site) or upload a video file",
    pt: "Introduza uma lista HLS (.m3u8, num endereço https ou num caminho deste sítio) ou carregue um ficheiro de vídeo",
  },
  episodeAudio: {
    zh_TW: "請輸入 MP3 或 M4A 音訊檔案的地址（https 網址或本網站的路徑），或上載音訊檔案",
    zh_CN: "请输入 MP3 或 M4A 音频文件的地址（https 网址或本网站的路径），或上传音频文件",
    en: "Enter the address of an MP3 or M4A audio file (https or a path of this site) or upload an audio file",
    pt: "Introduza o endereço de um ficheiro áudio MP3 ou M4A (https ou um caminho deste sítio) ou carregue um ficheiro áudio",
  },
  captionFile: {
    zh_TW: "字幕須為本網站上的 WebVTT 檔案（.vtt）",
    zh_CN: "字幕须为本网站上的 WebVTT 文件（.vtt）",
    en: "Captions must be a WebVTT file (.vtt) on this site",
    pt: "As legendas têm de ser um ficheiro WebVTT (.vtt) deste sítio",
  },
  captionLanguageTwice: {
    zh_TW: "每種語言只可有一個字幕檔案",
    zh_CN: "每种语言只可有一个字幕文件",
    en: "Each language may have one captions file only",
    pt: "Cada língua só pode ter um ficheiro de legendas",
  },
  shortVideoFile: {
    zh_TW: "請輸入 MP4 或 WebM 影片檔案的地址（https 網址或本網站的路徑），或上載影片檔案",
    zh_CN: "请输入 MP4 或 WebM 视频文件的地址（https 网址或本网站的路径），或上传视频文件",
    en: "Enter the address of an MP4 or WebM video file (https or a path of this site) or upload a video file",
    pt: "Introduza o endereço de um ficheiro de vídeo MP4 ou WebM (https ou um caminho deste sítio) ou carregue um ficheiro de vídeo",
  },
  itunesCategory: {
    zh_TW: "請從 Apple Podcasts 的類別中選擇",
    zh_CN: "请从 Apple Podcasts 的类别中选择",
    en: "Choose a category from Apple Podcasts' list",
    pt: "Escolha uma categoria da lista do Apple Podcasts",
  },
  originUrl: {
    zh_TW: "請輸入頻道 HLS 播放清單的 https 網址（.m3u8）",
    zh_CN: "请输入频道 HLS 播放列表的 https 网址（.m3u8）",
    en: "Enter the https address of the channel's HLS playlist (.m3u8)",
    pt: "Introduza o endereço https da lista HLS do canal (.m3u8)",
  },
  podcastAudio: {
    zh_TW: "請上載 MP3 或 M4A 音訊檔案，或輸入其 https 網址",
    zh_CN: "请上传 MP3 或 M4A 音频文件，或输入其 https 网址",
    en: "Upload an MP3 or M4A audio file, or enter its https address",
    pt: "Carregue um ficheiro de áudio MP3 ou M4A, ou introduza o seu endereço https",
  },
  liveRegion: {
    zh_TW: "請從清單中選擇地區（ISO 3166 國家或地區代碼，例如 MO、HK）",
    zh_CN: "请从列表中选择地区（ISO 3166 国家或地区代码，例如 MO、HK）",
    en: "Choose regions from the list (ISO 3166 country codes such as MO or HK)",
    pt: "Escolha regiões da lista (códigos de país ISO 3166, como MO ou HK)",
  },
} as const satisfies Record<string, Record<ApiLocale, string>>;

export type ConsoleValidationRule = keyof typeof CONSOLE_VALIDATION_MESSAGES;

let registered = false;
/** The rule's name for addValidationIssue, its messages added to the lookup first. */
export function consoleRule(rule: ConsoleValidationRule): ConsoleValidationRule {
  if (!registered) {
    registerValidationMessages(CONSOLE_VALIDATION_MESSAGES);
    registered = true;
  }
  return rule;
}
