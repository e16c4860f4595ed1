import { eq } from "drizzle-orm";
import { interactionsApi } from "@portal/contract/endpoints/interactions";
import type { DashboardSource } from "../../platform/dashboard.ts";
import { contentComments } from "./tables.ts";

/** Comments of pre-moderated kinds waiting for a moderator (docs/console.md "Dashboards"). */
export const interactionsDashboard: readonly DashboardSource[] = [
  {
    id: "comments.pending",
    needs: interactionsApi.comments,
    label: { zh_TW: "{count} 則留言等待審核", zh_CN: "{count} 则留言等待审核", en: "Comments awaiting moderation: {count}", pt: "Comentários a aguardar moderação: {count}" },
    link: "/console/comments?status=pending",
    count: (deps) => deps.db.$count(contentComments, eq(contentComments.status, "pending")),
  },
];
