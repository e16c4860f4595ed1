import type { Db } from "../client.ts";
import { seedAdverts } from "./adverts.ts";
import { seedMembers } from "./members.ts";
import { seedMenus } from "./menus.ts";
import { seedNews } from "./news.ts";
import { seedNewsExtras } from "./news-extras.ts";
import { seedNotices } from "./notices.ts";
import { seedReference } from "./reference.ts";
import { seedSite } from "./site.ts";
import { seedSpecials } from "./specials.ts";

/**
 * Writes the demo content that the embedded database starts with, so that every screen shows something on
 * first start, in all four languages. One transaction: a failed seed leaves the database empty, and the next
 * start tries again. Deterministic apart from dates, which are spread back from the time of seeding.
 */
export async function seedDemoContent(db: Db, now: Date = new Date()): Promise<void> {
  await db.transaction(async (tx) => {
    await seedMenus(tx);
    await seedSite(tx, now);
    await seedNotices(tx, now);
    await seedReference(tx, now);
    await seedNews(tx, now);
    await seedMembers(tx, now);
    await seedNewsExtras(tx, now);
    await seedAdverts(tx, now);
    await seedSpecials(tx, now);
  });
}
