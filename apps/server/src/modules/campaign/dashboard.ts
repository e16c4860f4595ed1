import { eq } from "drizzle-orm";
import { campaignConsoleApi } from "@portal/contract/endpoints/campaign";
import type { DashboardSource } from "../../platform/dashboard.ts";
import { campaignCongratulations } from "./tables.ts";

/** Congratulation messages waiting for a decision (docs/console.md "Dashboards"). */
export const campaignDashboard: readonly DashboardSource[] = [
  {
    id: "congratulations.pending",
    needs: campaignConsoleApi.congratulations,
    label: { zh_TW: "{count} 則祝福等待審核", zh_CN: "{count} 则祝福等待审核", en: "Congratulation messages awaiting moderation: {count}", pt: "Mensagens de felicitação a aguardar moderação: {count}" },
    link: "/console/congratulations",
    count: (deps) => deps.db.$count(campaignCongratulations, eq(campaignCongratulations.status, "pending")),
  },
];
