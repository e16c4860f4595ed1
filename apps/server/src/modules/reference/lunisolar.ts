import lunar from "lunar-javascript";
import type { ApiLocale } from "@portal/contract/locales";
import type { Lunisolar } from "@portal/contract/schemas/common";
import { traditionalToSimplified } from "../../platform/localize.ts";

/*
 * The lunar date of the header (Chinese locales), computed with lunar-javascript. Its names come out in Simplified
 * Chinese, so the Traditional text is built here from its numbers (and its term names through a table), and
 * zh_CN gets the Traditional text converted with OpenCC — one source of truth for both scripts.
 */

const MONTHS = ["正", "二", "三", "四", "五", "六", "七", "八", "九", "十", "冬", "臘"];
const DAYS = [
  "初一", "初二", "初三", "初四", "初五", "初六", "初七", "初八", "初九", "初十",
  "十一", "十二", "十三", "十四", "十五", "十六", "十七", "十八", "十九", "二十",
  "廿一", "廿二", "廿三", "廿四", "廿五", "廿六", "廿七", "廿八", "廿九", "三十",
];
const STEMS = ["甲", "乙", "丙", "丁", "戊", "己", "庚", "辛", "壬", "癸"];
const BRANCHES = ["子", "丑", "寅", "卯", "辰", "巳", "午", "未", "申", "酉", "戌", "亥"];
const ZODIAC = ["鼠", "牛", "虎", "兔", "龍", "蛇", "馬", "羊", "猴", "雞", "狗", "豬"];

/** The 24 solar terms: lunar-javascript's Simplified name → Traditional. */
const SOLAR_TERMS: Record<string, string> = {
  立春: "立春", 雨水: "雨水", 惊蛰: "驚蟄", 春分: "春分", 清明: "清明", 谷雨: "穀雨",
  立夏: "立夏", 小满: "小滿", 芒种: "芒種", 夏至: "夏至", 小暑: "小暑", 大暑: "大暑",
  立秋: "立秋", 处暑: "處暑", 白露: "白露", 秋分: "秋分", 寒露: "寒露", 霜降: "霜降",
  立冬: "立冬", 小雪: "小雪", 大雪: "大雪", 冬至: "冬至", 小寒: "小寒", 大寒: "大寒",
};

function at<T>(list: readonly T[], index: number, what: string): T {
  const value = list[index];
  if (value === undefined) throw new Error(`lunisolar: no ${what} at ${index}`);
  return value;
}

/** The lunar date of a day in Traditional Chinese. `date` is YYYY-MM-DD (a real date, checked by the route). */
export function lunisolarTraditional(date: string): Lunisolar {
  const [y, m, d] = date.split("-").map(Number) as [number, number, number];
  const day = lunar.Solar.fromYmd(y, m, d).getLunar();
  const month = day.getMonth();
  // The term that starts on this day, otherwise the one in force (the latest that started before it).
  const termName = day.getJieQi() || day.getPrevJieQi(true).getName();
  const solarTerms = SOLAR_TERMS[termName];
  if (!solarTerms) throw new Error(`lunisolar: unknown solar term ${termName}`);
  return {
    date: `${month < 0 ? "閏" : ""}${at(MONTHS, Math.abs(month) - 1, "month")}月${at(DAYS, day.getDay() - 1, "day")}`,
    solarTerms,
    year: at(STEMS, day.getYearGanIndex(), "stem") + at(BRANCHES, day.getYearZhiIndex(), "branch"),
    zodiac: at(ZODIAC, day.getYearZhiIndex(), "branch"),
  };
}

/** In Simplified for zh_CN, in Traditional otherwise (the lunar date is shown in the Chinese locales only). */
export function lunisolarFor(date: string, locale: ApiLocale): Lunisolar {
  const traditional = lunisolarTraditional(date);
  if (locale !== "zh_CN") return traditional;
  return {
    date: traditionalToSimplified(traditional.date),
    solarTerms: traditionalToSimplified(traditional.solarTerms),
    year: traditional.year,
    zodiac: traditionalToSimplified(traditional.zodiac),
  };
}
