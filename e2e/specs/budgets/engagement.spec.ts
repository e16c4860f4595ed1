// The engagement pages of issue 12 (votes, the quiz, the campaign, a sport topic): at most 90 KB gzip of
// JavaScript each, like the other content pages (docs/performance.md), measured as js-budget.spec.ts does.
import { budgetTests } from "./helpers.ts";

budgetTests([
  { name: "votes", path: "/zh-hant/votes" },
  { name: "vote (SMS ballot)", path: "/zh-hant/vote?appkey=favourite-programme-2026" },
  { name: "daily quiz", path: "/zh-hant/game/daily-quiz" },
  { name: "tdm40 tickets", path: "/zh-hant/tdm40-ticket" },
  { name: "sport topic", path: "/zh-hant/sport_topic/macau-marathon" },
]);
