import { GET, POST } from "../endpoint.ts";
import type { FoodCategory, FoodDetail, FoodListQuery, FoodListResponse } from "../schemas/food.ts";
import type { LikeState } from "../schemas/interactions.ts";

/** Spec §7 Food (docs/media.md). Likes are the interactions service's (docs/interactions.md). */
const BASE = "/api/v1.0/food";

export const foodApi = {
  list: GET(BASE).query<FoodListQuery>().returns<FoodListResponse>(),
  categories: GET(`${BASE}/category`).returns<FoodCategory[]>(),
  detail: GET(`${BASE}/:id/detail`).returns<FoodDetail>(),
  /** The member's own like state (the like button reads it; not in the spec). */
  likeState: GET(`${BASE}/:id/like`).returns<LikeState>(),
  like: POST(`${BASE}/:id/like`).returns<LikeState>(),
  likeCancel: POST(`${BASE}/:id/like-cancel`).returns<LikeState>(),
};
