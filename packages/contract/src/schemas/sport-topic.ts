import { z } from "zod";
import { idSchema, slugSchema } from "./common.ts";

/** Sport topics (spec §2 sport_topic/{slug}, sport_topic/{slug}/{id}; docs/campaigns.md). */

export const sportTopicParams = z.object({ slug: slugSchema });
export const sportTopicItemParams = z.object({ slug: slugSchema, id: idSchema });

export type SportTopicItemKind = "article" | "video" | "result";

export interface SportTopicItemCard {
  id: number;
  kind: SportTopicItemKind;
  title: string;
  summary: string;
  cover: string | null;
  publishedAt: string;
}

/** A results table: a title, its column heads and rows of cells (plain text). */
export interface SportTopicResults {
  title: string;
  columns: string[];
  rows: string[][];
}

export interface SportTopic {
  slug: string;
  title: string;
  summary: string;
  /** Trusted HTML written by staff. */
  intro: string;
  cover: string | null;
  /** The live block: a channel of the live service (GET live/{id}) and its heading, or null. */
  live: { channelId: string; title: string } | null;
  results: SportTopicResults[];
  /** Newest first. */
  items: SportTopicItemCard[];
}

export interface SportTopicItem extends SportTopicItemCard {
  /** Trusted HTML written by staff. */
  body: string;
  /** A video to play (MP4/WebM), or null. */
  video: string | null;
  topic: { slug: string; title: string; live: SportTopic["live"] };
  /** Other items of the topic, newest first. */
  related: SportTopicItemCard[];
}
