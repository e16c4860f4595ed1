import { GET } from "../endpoint.ts";
import type { CompetitionDetail, CompetitionEntryDetail, CompetitionEntryPage } from "../schemas/competition.ts";
import type { SpecialCategory, SpecialItemPage } from "../schemas/special.ts";
import type { PageQuery } from "./paging.ts";

/** Spec §7 Competition: a competition is a special of kind competition; unknown or unpublished ones answer 404. */
const BASE = "/api/v1.0/competition";

/** A competition's paged part: which competition, which page. */
type Part = PageQuery & { competitionId: number };

export const competitionApi = {
  categories: GET(`${BASE}/category`).returns<SpecialCategory[]>(),
  /** By id or by slug (one of them). */
  detail: GET(`${BASE}/detail`).query<{ id: number; slug?: string } | { id?: number; slug: string }>().returns<CompetitionDetail>(),
  /** Its entries (contestants, works). */
  entries: GET(`${BASE}/items`).query<Part>().returns<CompetitionEntryPage>(),
  entry: GET(`${BASE}/:id/item`).returns<CompetitionEntryDetail>(),
  reviews: GET(`${BASE}/:slug/program-review`).query<PageQuery>().returns<SpecialItemPage>(),
  relatedPrograms: GET(`${BASE}/related-program`).query<Part>().returns<SpecialItemPage>(),
  news: GET(`${BASE}/news`).query<Part>().returns<SpecialItemPage>(),
};
