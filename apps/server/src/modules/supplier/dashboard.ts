import { eq } from "drizzle-orm";
import { supplierConsoleApi } from "@portal/contract/endpoints/supplier";
import type { DashboardSource } from "../../platform/dashboard.ts";
import { suppliers } from "./tables.ts";

/** Registrations waiting for procurement's review (docs/console.md "Dashboards"). */
export const supplierDashboard: readonly DashboardSource[] = [
  {
    id: "suppliers.pending",
    needs: supplierConsoleApi.approve,
    label: { zh_TW: "{count} 個供應商登記等待審核", zh_CN: "{count} 个供应商登记等待审核", en: "Supplier registrations awaiting review: {count}", pt: "Registos de fornecedores a aguardar análise: {count}" },
    link: "/console/suppliers?status=pending",
    count: (deps) => deps.db.$count(suppliers, eq(suppliers.status, "pending")),
  },
];
