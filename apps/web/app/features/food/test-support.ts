import type { FoodCard } from "@portal/contract/schemas/food";

/** A food story as the API lists it, for the food components' tests. */
export const food = (id: number, extra: Partial<FoodCard> = {}): FoodCard => ({
  id,
  type: { slug: "macanese", title: "Macanese" },
  title: `Minchi ${id}`,
  summary: "A family recipe.",
  cover: `/demo/food-${id}.jpg`,
  place: "Taipa",
  publishedAt: "2026-11-20T02:00:00Z",
  likeCount: 0,
  ...extra,
});
