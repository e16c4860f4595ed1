import { randomUUID } from "node:crypto";
import { desc, eq, gte, lt } from "drizzle-orm";
import { mayCall } from "@portal/contract/endpoint";
import type { ApiLocale } from "@portal/contract/locales";
import type { DashboardTasks, SiteHealth } from "@portal/contract/schemas/dashboard";
import type { Db } from "../../db/client.ts";
import type { DashboardSource } from "../../platform/dashboard.ts";
import type { Deps } from "../../platform/deps.ts";
import { macauDate } from "../../platform/macau-time.ts";
import type { StaffIdentity } from "../../platform/sessions.ts";
import { articleReference } from "../news/article-lists.ts";
import { dailyViews, mostViewedArticles } from "../statistics/statistics-service.ts";
import { serverInstances } from "./tables.ts";

/**
 * The console's home page (docs/console.md "Dashboards"): the work every domain has waiting for a staff member
 * (its DashboardSource, counted when the member's role may open its screen), and the site's health for the roles who
 * watch it.
 */

/** The sources the staff member may act on, each with its count; those with nothing waiting are left out. */
export async function dashboardTasks(deps: Deps, sources: readonly DashboardSource[], staff: StaffIdentity, locale: ApiLocale): Promise<DashboardTasks> {
  const mine = sources.filter((source) => mayCall(source.needs, staff.role));
  const counts = await Promise.all(mine.map((source) => source.count(deps, staff)));
  return {
    items: mine.flatMap((source, i) => {
      const count = counts[i]!;
      return count > 0 ? [{ id: source.id, label: source.label[locale].replace("{count}", String(count)), count, link: source.link }] : [];
    }),
  };
}

const HEALTH_DAYS = 14;
const TOP_STORY_DAYS = 7;
/** An instance that has not reported for this long is not counted (it reports every 20 s). */
const INSTANCE_ALIVE_MS = 60_000;

/** Page views per day, the most read stories, the instances reporting, and the job queue's backlog. */
export async function siteHealth(deps: Deps, locale: ApiLocale): Promise<SiteHealth> {
  const now = deps.now();
  const to = macauDate(now);
  const from = macauDate(new Date(now.getTime() - (HEALTH_DAYS - 1) * 86_400_000));
  const [days, top, instances, queue] = await Promise.all([
    dailyViews(deps.db, from, to),
    mostViewedArticles(deps.db, now, TOP_STORY_DAYS, 5),
    // Liveness is the wall clock's, as the reports are (not the injected clock tests move).
    deps.db.select().from(serverInstances).where(gte(serverInstances.seenAt, new Date(Date.now() - INSTANCE_ALIVE_MS))).orderBy(desc(serverInstances.startedAt)),
    deps.jobs.backlog(now),
  ]);
  const stories = await Promise.all(top.map(async (story) => ({ story, ref: await articleReference(deps.db, story.id, locale, now) })));
  return {
    days,
    topStories: stories.flatMap(({ story, ref }) => (ref ? [{ id: story.id, title: ref.title, url: ref.url, views: story.views }] : [])),
    instances: {
      count: instances.length,
      items: instances.map((row) => ({ id: row.id, startedAt: row.startedAt.toISOString(), seenAt: row.seenAt.toISOString() })),
    },
    queue,
    generatedAt: now.toISOString(),
  };
}

const REPORT_EVERY_MS = 20_000;
const FORGET_AFTER_MS = 3_600_000;

/**
 * This instance's reports: one now and every 20 seconds, and its row removed when it stops; each report also
 * removes the rows of instances gone for an hour. A failed report is logged and tried again at the next tick.
 */
export function instanceReports(db: Db, onError: (err: unknown) => void, now: () => Date = () => new Date()) {
  const id = randomUUID();
  const startedAt = now();
  let timer: NodeJS.Timeout | undefined;
  const report = async () => {
    const seenAt = now();
    await db.insert(serverInstances).values({ id, startedAt, seenAt }).onConflictDoUpdate({ target: serverInstances.id, set: { seenAt } });
    await db.delete(serverInstances).where(lt(serverInstances.seenAt, new Date(seenAt.getTime() - FORGET_AFTER_MS)));
  };
  return {
    id,
    async start() {
      await report().catch(onError);
      timer = setInterval(() => void report().catch(onError), REPORT_EVERY_MS);
      timer.unref();
    },
    async stop() {
      clearInterval(timer);
      await db.delete(serverInstances).where(eq(serverInstances.id, id));
    },
  };
}
