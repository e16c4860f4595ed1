import { podcastTags } from "@portal/contract/cache-tags";
import type { ConsolePodcastFeed, podcastFeedBody } from "@portal/contract/schemas/podcast/console";
import type { z } from "zod";
import { consoleText, storedText } from "../../platform/console-text.ts";
import { writeThenDrop } from "../../platform/console-write.ts";
import type { Deps } from "../../platform/deps.ts";
import type { StaffActor } from "../../platform/staff-auth.ts";
import { changedFields, recordChange } from "../audit/audit-service.ts";
import { FEED_KEY, feedSettings } from "./podcast-service.ts";
import { podcastFeedSettings } from "./tables.ts";

/**
 * The producer's podcast feed fields (docs/console.md "The podcast feed"): read (the saved row, else the defaults) and
 * saved whole, in one transaction with its audit entry; then every cached podcast answer is dropped (`podcastTags`),
 * and GET /web/feed, which is read afresh on every request, says the new fields at once.
 */

type Values = z.output<typeof podcastFeedBody>;

export async function consolePodcastFeed(deps: Deps): Promise<ConsolePodcastFeed> {
  const row = await feedSettings(deps.db);
  return {
    title: consoleText(row.title),
    description: consoleText(row.description),
    author: consoleText(row.author),
    ownerEmail: row.ownerEmail,
    category: row.category,
    subcategory: row.subcategory ?? "",
    explicit: row.explicit,
    artwork: row.artwork,
  };
}

export async function updatePodcastFeed(deps: Deps, actor: StaffActor, input: Values): Promise<ConsolePodcastFeed> {
  const columns = {
    title: storedText(input.title),
    description: storedText(input.description),
    author: storedText(input.author),
    ownerEmail: input.ownerEmail,
    category: input.category,
    subcategory: input.subcategory || null,
    explicit: input.explicit,
    artwork: input.artwork,
    updatedAt: deps.now(),
  };
  await writeThenDrop(deps, [podcastTags.all], async (tx) => {
    const before = await feedSettings(tx);
    const [after] = await tx
      .insert(podcastFeedSettings)
      .values({ key: FEED_KEY, ...columns })
      .onConflictDoUpdate({ target: podcastFeedSettings.key, set: columns })
      .returning();
    const { key: _k, updatedAt: _u, ...kept } = after!;
    await recordChange(tx, actor, { action: "podcast.feed.update", entity: "podcast_feed", entityId: FEED_KEY, ...changedFields(before, kept) });
  });
  return consolePodcastFeed(deps);
}
