/** The part of lunar-javascript (https://github.com/6tail/lunar-javascript) used by lunisolar.ts. */
declare module "lunar-javascript" {
  interface JieQi {
    /** The term's name in Simplified Chinese, e.g. 小雪. */
    getName(): string;
  }
  interface Lunar {
    /** Lunar month, negative for a leap month (-6 = 閏六月). */
    getMonth(): number;
    getDay(): number;
    /** Heavenly stem (0 = 甲) and earthly branch (0 = 子) of the lunar year, changing at the Spring Festival. */
    getYearGanIndex(): number;
    getYearZhiIndex(): number;
    /** The solar term that starts on this day, or "". */
    getJieQi(): string;
    /** The latest solar term that started on or before this day. */
    getPrevJieQi(wholeDay?: boolean): JieQi;
  }
  interface Solar {
    getLunar(): Lunar;
  }
  const lunar: {
    Solar: { fromYmd(year: number, month: number, day: number): Solar };
  };
  export default lunar;
}
