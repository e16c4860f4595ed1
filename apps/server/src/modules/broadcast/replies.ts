import { defineReplies } from "../../platform/replies.ts";

/** What the live stream answers outside its region (docs/media.md), and the schedule import's row errors. */
export const broadcastReplies = defineReplies({
  liveRegionRefused: {
    zh_TW: "網上直播只限澳門地區收看",
    zh_CN: "网上直播只限澳门地区收看",
    en: "Live streams on the web can only be watched in Macau",
    pt: "As emissões em direto na Internet só podem ser vistas em Macau",
  },
  channelRegionRefused: {
    zh_TW: "這個頻道的網上直播不供你所在的地區收看",
    zh_CN: "这个频道的网上直播不供你所在的地区收看",
    en: "This channel's live stream on the web is not available in your region",
    pt: "A emissão em direto deste canal na Internet não está disponível na sua região",
  },
  csvHeader: {
    zh_TW: "第一行必須是欄位名稱：{columns}",
    zh_CN: "第一行必须是栏位名称：{columns}",
    en: "The first line must be the column names: {columns}",
    pt: "A primeira linha tem de ter os nomes das colunas: {columns}",
  },
  csvEmpty: {
    zh_TW: "檔案中沒有節目",
    zh_CN: "文件中没有节目",
    en: "The file has no programmes in it",
    pt: "O ficheiro não tem programas",
  },
  csvTooManyRows: {
    zh_TW: "檔案最多可有 {max} 行節目",
    zh_CN: "文件最多可有 {max} 行节目",
    en: "The file may have at most {max} rows",
    pt: "O ficheiro pode ter no máximo {max} linhas",
  },
  csvColumnCount: {
    zh_TW: "這一行有 {count} 欄，應為 {expected} 欄",
    zh_CN: "这一行有 {count} 栏，应为 {expected} 栏",
    en: "This row has {count} columns instead of {expected}",
    pt: "Esta linha tem {count} colunas em vez de {expected}",
  },
  csvUnknownChannel: {
    zh_TW: "沒有頻道「{value}」",
    zh_CN: "没有频道「{value}」",
    en: "There is no channel “{value}”",
    pt: "Não existe o canal “{value}”",
  },
  csvBadDate: {
    zh_TW: "日期「{value}」無效，請寫成 YYYY-MM-DD",
    zh_CN: "日期「{value}」无效，请写成 YYYY-MM-DD",
    en: "The date “{value}” is not a real date written YYYY-MM-DD",
    pt: "A data “{value}” não é uma data válida escrita AAAA-MM-DD",
  },
  csvOtherWeek: {
    zh_TW: "日期 {value} 不在檔案的那一週（{week} 星期一至星期日）",
    zh_CN: "日期 {value} 不在文件的那一周（{week} 星期一至星期日）",
    en: "The date {value} is not in the file's week (Monday {week} to Sunday)",
    pt: "A data {value} não está na semana do ficheiro (de segunda-feira {week} a domingo)",
  },
  csvBadStart: {
    zh_TW: "開始時間「{value}」無效，請寫成 HH:MM（澳門時間）",
    zh_CN: "开始时间「{value}」无效，请写成 HH:MM（澳门时间）",
    en: "The start “{value}” is not a time written HH:MM (Macau time)",
    pt: "O início “{value}” não é uma hora escrita HH:MM (hora de Macau)",
  },
  csvBadDuration: {
    zh_TW: "長度「{value}」必須是 1 至 1440 的整數（分鐘）",
    zh_CN: "长度「{value}」必须是 1 至 1440 的整数（分钟）",
    en: "The duration “{value}” must be a whole number of minutes from 1 to 1440",
    pt: "A duração “{value}” tem de ser um número inteiro de minutos de 1 a 1440",
  },
  csvTitleMissing: {
    zh_TW: "缺少中文節目名稱（title_zh）",
    zh_CN: "缺少中文节目名称（title_zh）",
    en: "The Chinese title (title_zh) is missing",
    pt: "Falta o título em chinês (title_zh)",
  },
  csvTitleTooLong: {
    zh_TW: "節目名稱（{column}）最多 {max} 個字",
    zh_CN: "节目名称（{column}）最多 {max} 个字",
    en: "The title ({column}) may have at most {max} characters",
    pt: "O título ({column}) pode ter no máximo {max} caracteres",
  },
  csvUnknownProgramme: {
    zh_TW: "沒有節目「{value}」",
    zh_CN: "没有节目「{value}」",
    en: "There is no programme “{value}”",
    pt: "Não existe o programa “{value}”",
  },
  csvUnknownCategory: {
    zh_TW: "沒有節目表分類「{value}」",
    zh_CN: "没有节目表分类「{value}」",
    en: "There is no schedule category “{value}”",
    pt: "Não existe a categoria de programação “{value}”",
  },
  csvOverlap: {
    zh_TW: "與第 {other} 行同一頻道的時段重疊",
    zh_CN: "与第 {other} 行同一频道的时段重叠",
    en: "It overlaps line {other} on the same channel",
    pt: "Sobrepõe-se à linha {other} no mesmo canal",
  },
  slotOverlap: {
    zh_TW: "與同一頻道 {time} 的「{title}」在同一天重疊",
    zh_CN: "与同一频道 {time} 的「{title}」在同一天重叠",
    en: "It overlaps “{title}” at {time} on the same day on this channel",
    pt: "Sobrepõe-se a “{title}” às {time} no mesmo dia neste canal",
  },
});
