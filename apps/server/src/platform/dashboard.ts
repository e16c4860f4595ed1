import type { ConsoleEndpoint } from "@portal/contract/endpoint";
import type { ApiLocale } from "@portal/contract/locales";
import type { Deps } from "./deps.ts";
import type { StaffIdentity } from "./sessions.ts";

/**
 * Something a domain has waiting for staff, shown on the console's home page (docs/console.md "Dashboards"): a module
 * lists its sources in `defineModule({ dashboard })`, and the dashboard module asks each one the signed-in staff
 * member may act on. Who sees a source is decided as the navigation decides a section: by the console call its screen
 * needs (`mayCall`), so a count never leads to a screen the role cannot open.
 */
export interface DashboardSource {
  /** `<domain>.<what>`. */
  id: string;
  /** The call the source's screen needs: a role that may not make it does not see the source. */
  needs: Pick<ConsoleEndpoint, "access">;
  /** The label in each language, with `{count}` where the number goes; shown only when the count is above 0. */
  label: Readonly<Record<ApiLocale, string>>;
  /** The console path where the work waits (with its filter). */
  link: string | null;
  /** How many wait, for this staff member (their own drafts) or for anyone of their role. */
  count(deps: Deps, staff: StaffIdentity): Promise<number>;
}
