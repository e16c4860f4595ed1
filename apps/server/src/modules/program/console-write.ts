import { randomUUID } from "node:crypto";
import { programTags } from "@portal/contract/cache-tags";
import type { Db } from "../../db/client.ts";
import type { Deps } from "../../platform/deps.ts";

/**
 * How the producer's console writes (console-service.ts, host-console.ts, feature-console.ts): a write and its audit
 * entry in one transaction, then every cached public answer about programmes dropped (`programTags.all`).
 */
export async function writeThenDrop<T>(deps: Deps, write: (tx: Db) => Promise<T>): Promise<T> {
  const result = await deps.db.transaction(write);
  await deps.cache.invalidate([programTags.all]);
  return result;
}

/** A slug no row has, until the real one (made of the new row's id) is written in the same transaction. */
export const placeholderSlug = () => `new-${randomUUID()}`;
