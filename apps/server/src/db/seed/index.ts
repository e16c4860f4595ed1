import { sql } from "drizzle-orm";
import type { Db } from "../client.ts";
import { seedDemoContent } from "./demo.ts";

/** Seeds the demo content once: on first start of an empty database. */
export async function seedIfEmpty(db: Db): Promise<boolean> {
  const result = (await db.execute(sql`select count(*)::int as n from menu_items`)) as unknown as { rows: { n: number }[] };
  if ((result.rows[0]?.n ?? 0) > 0) return false;
  await seedDemoContent(db);
  return true;
}
