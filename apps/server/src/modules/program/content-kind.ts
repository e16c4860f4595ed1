import type { Db } from "../../db/client.ts";
import type { ContentKind } from "../../platform/interactions.ts";
import { adjustProgramItemCounts, programItemVisible } from "./episode-service.ts";
import { adjustFeatureCounts, featureVisible } from "./feature-service.ts";

/** Programmes and their episodes (one id space): liked, commented on and played. Stored with every row: never rename. */
export const PROGRAM_KIND = "program";
/** Features about programmes: liked. */
export const PROGRAM_FEATURE_KIND = "program-feature";

export function programContentKinds(db: Db): ContentKind[] {
  return [
    { kind: PROGRAM_KIND, visible: (id, now) => programItemVisible(db, id, now), adjust: adjustProgramItemCounts },
    { kind: PROGRAM_FEATURE_KIND, visible: (id, now) => featureVisible(db, id, now), adjust: adjustFeatureCounts },
  ];
}
