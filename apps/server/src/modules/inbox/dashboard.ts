import { inboxConsoleApi } from "@portal/contract/endpoints/inbox";
import type { DashboardSource } from "../../platform/dashboard.ts";
import { newInboxItems } from "./inbox-service.ts";

/** The public's submissions nobody has taken up, of the kinds the staff member's role handles (docs/console.md "Dashboards"). */
export const inboxDashboard: readonly DashboardSource[] = [
  {
    id: "inbox.new",
    needs: inboxConsoleApi.list,
    label: { zh_TW: "收件箱有 {count} 項新提交", zh_CN: "收件箱有 {count} 项新提交", en: "New items in the inbox: {count}", pt: "Novos itens na caixa de entrada: {count}" },
    link: "/console/inbox?status=new",
    count: (deps, staff) => newInboxItems(deps.db, staff.role, deps.now()),
  },
];
