import { quizConsoleApi } from "@portal/contract/endpoints/game-console";
import type { DashboardSource } from "../../platform/dashboard.ts";
import { emptyDaysAhead } from "./console-service.ts";

/** Days of the coming week (today included) that have no quiz question yet (docs/console.md "Dashboards"). */
export const quizDashboard: readonly DashboardSource[] = [
  {
    id: "quiz.empty-days",
    needs: quizConsoleApi.list,
    label: {
      zh_TW: "未來七日有 {count} 日未有問答題目",
      zh_CN: "未来七日有 {count} 日未有问答题目",
      en: "Days without a quiz question in the next seven days: {count}",
      pt: "Dias sem pergunta do passatempo nos próximos sete dias: {count}",
    },
    link: "/console/quiz",
    count: async (deps) => (await emptyDaysAhead(deps.db, deps.now())).length,
  },
];
