import { dashboardConsoleApi } from "@portal/contract/endpoints/dashboard";
import { defineModule } from "../../platform/domain-module.ts";
import { defineRoute } from "../../platform/route.ts";
import { staffOf } from "../../platform/staff-auth.ts";
import { dashboardTasks, instanceReports, siteHealth } from "./dashboard-service.ts";

/**
 * The console's home page (docs/console.md "Dashboards"): the staff member's waiting work from every domain's
 * dashboard sources (Wiring.dashboardSources), and the site's health; and this instance's reports in, so that the
 * health can count the instances.
 */
export default defineModule({
  routes(app, deps, wiring) {
    defineRoute(app, dashboardConsoleApi.tasks, {
      deps,
      handler: ({ request, reply, locale }) => {
        reply.header("cache-control", "no-store");
        return dashboardTasks(deps, wiring.dashboardSources, staffOf(request), locale);
      },
    });
    defineRoute(app, dashboardConsoleApi.health, {
      deps,
      handler: ({ reply, locale }) => {
        reply.header("cache-control", "no-store");
        return siteHealth(deps, locale);
      },
    });

    const reports = instanceReports(deps.db, (err) => app.log.warn({ err }, "dashboard: this instance's report failed"));
    app.addHook("onReady", () => reports.start());
    app.addHook("onClose", () => reports.stop().catch((err) => app.log.warn({ err }, "dashboard: this instance's row could not be removed")));
  },
});
