import { z } from "zod";
import { capitalPaging, slugSchema } from "./common.ts";

/**
 * Food (spec §7 Food, base /api/v1.0/food; docs/media.md): dishes, restaurants and recipes of the Gourmet Walk
 * programme, by type (category), liked through the interactions service (kind food).
 */

export interface FoodCategory {
  id: number;
  /** The Type of the list call. */
  slug: string;
  title: string;
  description: string;
  cover: string | null;
  /** Published items of the type. */
  count: number;
}

export interface FoodCard {
  id: number;
  type: { slug: string; title: string };
  title: string;
  summary: string;
  cover: string;
  /** The district or the restaurant's neighbourhood, when there is one. */
  place: string | null;
  publishedAt: string;
  likeCount: number;
}

export interface FoodPicture {
  src: string;
  caption: string;
}

export interface FoodDetail extends FoodCard {
  /** Trusted HTML written by staff. */
  body: string;
  pictures: FoodPicture[];
  /** The programme the item comes from (program-detail/{slug}), or null. */
  programSlug: string | null;
  /** Other items of the same type, newest first. */
  related: FoodCard[];
}

/** GET /food: a page of one type (or all), like the spec's paged lists: page 1 replaces, later pages append. */
export interface FoodListResponse {
  total: number;
  newsList: FoodCard[];
}

/** Query keys are capitalised (Type, Page, PageSize) like the historic API. */
export const foodListQuery = z.object({ ...capitalPaging, Type: slugSchema.optional() });
export type FoodListQuery = z.input<typeof foodListQuery>;
