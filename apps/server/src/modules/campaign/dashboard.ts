import { and, eq, gt, lte } from "drizzle-orm";
import { campaignConsoleApi, campaignPagesConsoleApi } from "@portal/contract/endpoints/campaign";
import type { DashboardSource } from "../../platform/dashboard.ts";
import { campaignCongratulations, campaigns } from "./tables.ts";

/** A week, from now. */
const WEEK_MS = 7 * 86_400_000;

/** Congratulation messages waiting for a decision; published campaigns whose ticket registration closes within a week (docs/console.md "Dashboards"). */
export const campaignDashboard: readonly DashboardSource[] = [
  {
    id: "congratulations.pending",
    needs: campaignConsoleApi.congratulations,
    label: { zh_TW: "{count} 則祝福等待審核", zh_CN: "{count} 则祝福等待审核", en: "Congratulation messages awaiting moderation: {count}", pt: "Mensagens de felicitação a aguardar moderação: {count}" },
    link: "/console/congratulations",
    count: (deps) => deps.db.$count(campaignCongratulations, eq(campaignCongratulations.status, "pending")),
  },
  {
    id: "campaigns.closing",
    needs: campaignPagesConsoleApi.list,
    label: {
      zh_TW: "{count} 個活動的門票登記將於七天內截止",
      zh_CN: "{count} 个活动的门票登记将于七天内截止",
      en: "Campaigns whose ticket registration closes within seven days: {count}",
      pt: "Campanhas cujo registo de bilhetes fecha nos próximos sete dias: {count}",
    },
    link: "/console/campaigns",
    count: (deps) => {
      const now = deps.now();
      return deps.db.$count(campaigns, and(eq(campaigns.published, true), gt(campaigns.ticketsCloseAt, now), lte(campaigns.ticketsCloseAt, new Date(now.getTime() + WEEK_MS))));
    },
  },
];
