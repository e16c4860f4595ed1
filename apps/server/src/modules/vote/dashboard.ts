import { and, eq, gt, lte } from "drizzle-orm";
import { voteConsoleApi } from "@portal/contract/endpoints/vote";
import type { DashboardSource } from "../../platform/dashboard.ts";
import { votes } from "./tables.ts";

/** How far ahead "closing soon" looks: a week, as marketing plans its announcements. */
export const VOTE_CLOSING_WINDOW_MS = 7 * 24 * 3_600_000;

/** Shown votes that are open and close within the week (docs/console.md "Dashboards"). */
export const voteDashboard: readonly DashboardSource[] = [
  {
    id: "votes.closing",
    needs: voteConsoleApi.close,
    label: { zh_TW: "{count} 個投票將於一週內結束", zh_CN: "{count} 个投票将于一周内结束", en: "Votes closing within a week: {count}", pt: "Votações que fecham dentro de uma semana: {count}" },
    link: "/console/votes",
    count: (deps) => {
      const now = deps.now();
      return deps.db.$count(votes, and(eq(votes.published, true), lte(votes.opensAt, now), gt(votes.closesAt, now), lte(votes.closesAt, new Date(now.getTime() + VOTE_CLOSING_WINDOW_MS))));
    },
  },
];
