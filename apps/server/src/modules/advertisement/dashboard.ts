import { and, eq, gt, lte } from "drizzle-orm";
import { advertConsoleApi } from "@portal/contract/endpoints/advertisement-console";
import type { DashboardSource } from "../../platform/dashboard.ts";
import { adverts } from "./tables.ts";

/** A week, from now. */
const WEEK_MS = 7 * 86_400_000;

/** Shown adverts and banners whose window ends within the coming seven days (docs/console.md "Dashboards"). */
export const advertDashboard: readonly DashboardSource[] = [
  {
    id: "adverts.ending",
    needs: advertConsoleApi.list,
    label: {
      zh_TW: "{count} 個廣告將於七天內結束",
      zh_CN: "{count} 个广告将于七天内结束",
      en: "Adverts ending within seven days: {count}",
      pt: "Anúncios que terminam nos próximos sete dias: {count}",
    },
    link: "/console/adverts",
    count: (deps) => {
      const now = deps.now();
      return deps.db.$count(adverts, and(eq(adverts.published, true), gt(adverts.endsAt, now), lte(adverts.endsAt, new Date(now.getTime() + WEEK_MS))));
    },
  },
];
