/**
 * The console's home page (docs/console.md "Dashboards"): what waits for the signed-in staff member, and the site's
 * health. Answers only: the calls take no input.
 */

/** Something waiting for the staff member: how many, and the console screen where it waits. */
export interface DashboardTask {
  /** `<domain>.<what>`: news.review, comments.pending … */
  id: string;
  /** In the request's language, the count written in: "3 stories wait for review". */
  label: string;
  count: number;
  /** A console path (with its filter), or null when there is no screen for it yet. */
  link: string | null;
}

export interface DashboardTasks {
  items: DashboardTask[];
}

/** Views of one Macao day: every page, and news stories' pages. */
export interface DailyViews {
  day: string;
  pageViews: number;
  storyViews: number;
}

export interface SiteHealth {
  /** The last 14 Macao days, oldest first (today's figures as fresh as the statistics roll-up). */
  days: DailyViews[];
  /** The most read stories of the last 7 days, with their titles in the request's language. */
  topStories: { id: number; title: string; url: string; views: number }[];
  /** Server instances that reported in the last minute, and when each started. */
  instances: { count: number; items: { id: string; startedAt: string; seenAt: string }[] };
  /** The job queue: jobs due and not yet run, waiting for a later time, running, and failed in the last 24 hours. */
  queue: { due: number; scheduled: number; active: number; failedLastDay: number } | null;
  generatedAt: string;
}
