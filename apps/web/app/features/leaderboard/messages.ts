import { defineMessages } from "../../i18n/define.ts";

/** Interface texts of the leaderboard blocks (common/leader-board): the news aside, the game page. */
export const leaderboardMessages = defineMessages({
  "zh-hant": {
    mostReadToday: "今日熱門新聞",
    mostReadWeek: "本週熱門新聞",
    mostPlayedWeek: "本週熱播節目",
    views: "{count} 次瀏覽",
    plays: "{count} 次播放",
  },
  "zh-hans": {
    mostReadToday: "今日热门新闻",
    mostReadWeek: "本周热门新闻",
    mostPlayedWeek: "本周热播节目",
    views: "{count} 次浏览",
    plays: "{count} 次播放",
  },
  en: {
    mostReadToday: "Most read today",
    mostReadWeek: "Most read this week",
    mostPlayedWeek: "Most played this week",
    views: "{count, plural, one {# view} other {# views}}",
    plays: "{count, plural, one {# play} other {# plays}}",
  },
  pt: {
    mostReadToday: "Mais lidas hoje",
    mostReadWeek: "Mais lidas esta semana",
    mostPlayedWeek: "Mais ouvidos e vistos esta semana",
    views: "{count, plural, one {# visualização} other {# visualizações}}",
    plays: "{count, plural, one {# reprodução} other {# reproduções}}",
  },
});
