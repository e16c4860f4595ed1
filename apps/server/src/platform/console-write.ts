import type { Db } from "../db/client.ts";
import type { Deps } from "./deps.ts";

/**
 * A console write (docs/console.md): the change and its audit entry in one transaction; once it has committed, the
 * public answers carrying `tags` are dropped on every instance (cache-tags.ts), so the public pages show it at once.
 */
export async function writeThenDrop<T>(deps: Deps, tags: readonly string[], write: (tx: Db) => Promise<T>): Promise<T> {
  const result = await deps.db.transaction(write);
  await deps.cache.invalidate(tags);
  return result;
}

/** A published item's state as the console lists it: unpublished, scheduled (its time is later), or shown. */
export const publicationStatus = (row: { published: boolean; publishedAt: Date }, now: Date): "hidden" | "scheduled" | "shown" =>
  !row.published ? "hidden" : row.publishedAt > now ? "scheduled" : "shown";
