import { CONSOLE_API_PATH, GET } from "../endpoint.ts";
import type { DashboardTasks, SiteHealth } from "../schemas/dashboard.ts";

/**
 * The console's home page (docs/console.md "Dashboards"): each staff member's waiting work, from every domain that
 * declares some for their role; and, for the roles who watch the site, its health.
 */
const BASE = `${CONSOLE_API_PATH}/v1/dashboard`;

export const dashboardConsoleApi = {
  /** What waits for the signed-in staff member, in the request's language. */
  tasks: GET(BASE).access("staff").returns<DashboardTasks>(),
  /** Page views per day, the most read stories, instances, the job queue. */
  health: GET(`${BASE}/health`).access(["admin", "editor", "marketing"]).returns<SiteHealth>(),
};
