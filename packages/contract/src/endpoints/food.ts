import { CONSOLE_API_PATH, GET, POST, PUT } from "../endpoint.ts";
import type { Paged } from "../schemas/member.ts";
import type { ConsoleFood, ConsoleFoodItem, ConsoleFoodListQuery, ConsoleFoodOptions, FoodInput, FoodVisibilityInput } from "../schemas/food/console.ts";
import { PRODUCERS } from "./program.ts";
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

const CONSOLE_FOOD = `${CONSOLE_API_PATH}/v1/food`;

/**
 * The producer's food pages (docs/console.md "Food pages"). No delete, as short videos: members' likes name a page by
 * its id, so a page taken off the site is unpublished (archived) and kept.
 */
export const foodConsoleApi = {
  list: GET(CONSOLE_FOOD).access(PRODUCERS).query<ConsoleFoodListQuery>().returns<Paged<ConsoleFoodItem>>(),
  /** The types and programmes the form offers. */
  options: GET(`${CONSOLE_FOOD}/options`).access(PRODUCERS).returns<ConsoleFoodOptions>(),
  get: GET(`${CONSOLE_FOOD}/:id`).access(PRODUCERS).returns<ConsoleFood>(),
  create: POST(CONSOLE_FOOD).access(PRODUCERS).body<FoodInput>().returns<ConsoleFood>(),
  update: PUT(`${CONSOLE_FOOD}/:id`).access(PRODUCERS).body<FoodInput>().returns<ConsoleFood>(),
  visibility: POST(`${CONSOLE_FOOD}/:id/visibility`).access(PRODUCERS).body<FoodVisibilityInput>().returns<ConsoleFood>(),
};
