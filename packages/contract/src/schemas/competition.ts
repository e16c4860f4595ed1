import { z } from "zod";
import { idSchema, pagingQuery, slugSchema } from "./common.ts";
import type { Paged } from "./member.ts";
import type { SpecialCard, SpecialDetail, SpecialItem } from "./special.ts";

/**
 * Competitions, spec §7 Competition: GET /api/v1.0/competition/items, {id}/item, {slug}/program-review,
 * related-program, category, news, detail. A competition is a special of kind competition; its entries
 * (contestants, works) are its items.
 */
/** detail: by id or by slug (one of them). */
export const competitionDetailQuery = z
  .object({ id: idSchema.optional(), slug: slugSchema.optional() })
  .refine((q) => q.id !== undefined || q.slug !== undefined, { message: "id or slug is required", path: ["id"] });
export const competitionListQuery = pagingQuery.extend({ categoryId: idSchema.optional() });
export const competitionPartQuery = pagingQuery.extend({ competitionId: idSchema });
export const competitionIdParams = z.object({ id: idSchema });
export const competitionSlugParams = z.object({ slug: slugSchema });

export type CompetitionCard = SpecialCard;
export type CompetitionDetail = SpecialDetail;
/** A competition entry: a contestant or a work, with its number. */
export interface CompetitionEntry extends SpecialItem {
  competitionId: number;
  number: number | null;
  votes: number;
}
export interface CompetitionEntryDetail extends CompetitionEntry {
  /** Trusted HTML written by staff. */
  content: string | null;
}
export type CompetitionEntryPage = Paged<CompetitionEntry>;
export type CompetitionList = Paged<CompetitionCard>;
