import { GET } from "../endpoint.ts";
import type { SportTopic, SportTopicItem } from "../schemas/sport-topic.ts";

/**
 * Sport topics (spec §2 sport_topic/{slug}, sport_topic/{slug}/{id}). Spec §7 names no calls for them: these are the
 * portal's own (docs/campaigns.md). Unknown or unpublished topics and items answer 404.
 */
const BASE = "/api/v1.0/sport-topic";

export const sportTopicApi = {
  detail: GET(`${BASE}/:slug`).returns<SportTopic>(),
  item: GET(`${BASE}/:slug/:id`).returns<SportTopicItem>(),
};
