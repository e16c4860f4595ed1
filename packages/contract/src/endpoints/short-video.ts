import { CONSOLE_API_PATH, GET, POST, PUT } from "../endpoint.ts";
import type { Paged } from "../schemas/member.ts";
import type {
  ConsoleShortVideo,
  ConsoleShortVideoItem,
  ConsoleShortVideoListQuery,
  ConsoleShortVideoOptions,
  ShortVideoInput,
  ShortVideoVisibilityInput,
} from "../schemas/short-video/console.ts";
import { PRODUCERS } from "./program.ts";
import type { LikeState } from "../schemas/interactions.ts";
import type {
  ShortVideo,
  ShortVideoCategory,
  ShortVideoListQuery,
  ShortVideoPage,
  ShortVideoPlayList,
  ShortVideoPlayListQuery,
} from "../schemas/short-video.ts";

/** Spec §7 Short video (docs/media.md). Likes are the interactions service's (docs/interactions.md). */
const BASE = "/api/v1.0/short-video";

export const shortVideoApi = {
  /** Spec §7 "GET list", read as program/list reads it. */
  list: GET(`${BASE}/list`).query<ShortVideoListQuery>().returns<ShortVideoPage>(),
  /** The same list at the base path, kept as an alias for clients that call it there. */
  listAtBase: GET(BASE).query<ShortVideoListQuery>().returns<ShortVideoPage>(),
  categories: GET(`${BASE}/category`).returns<ShortVideoCategory[]>(),
  playList: GET(`${BASE}/play-list`).query<ShortVideoPlayListQuery>().returns<ShortVideoPlayList>(),
  detail: GET(`${BASE}/:id/detail`).returns<ShortVideo>(),
  /** The member's own like state (the like button reads it; not in the spec). */
  likeState: GET(`${BASE}/:id/like`).returns<LikeState>(),
  like: POST(`${BASE}/:id/like`).returns<LikeState>(),
  likeCancel: POST(`${BASE}/:id/like-cancel`).returns<LikeState>(),
};

const CONSOLE_SHORT_VIDEOS = `${CONSOLE_API_PATH}/v1/short-videos`;

/**
 * The producer's short videos (docs/console.md "Producer"). No delete: members' likes, favourites and history name a
 * clip by its id, so a clip taken off the pages is unpublished (archived) and kept.
 */
export const shortVideoConsoleApi = {
  /** Every clip, published or not, newest first, paged, in the console's language. */
  list: GET(CONSOLE_SHORT_VIDEOS).access(PRODUCERS).query<ConsoleShortVideoListQuery>().returns<Paged<ConsoleShortVideoItem>>(),
  /** The categories the form offers. */
  options: GET(`${CONSOLE_SHORT_VIDEOS}/options`).access(PRODUCERS).returns<ConsoleShortVideoOptions>(),
  get: GET(`${CONSOLE_SHORT_VIDEOS}/:id`).access(PRODUCERS).returns<ConsoleShortVideo>(),
  create: POST(CONSOLE_SHORT_VIDEOS).access(PRODUCERS).body<ShortVideoInput>().returns<ConsoleShortVideo>(),
  update: PUT(`${CONSOLE_SHORT_VIDEOS}/:id`).access(PRODUCERS).body<ShortVideoInput>().returns<ConsoleShortVideo>(),
  /** Publishes or unpublishes (archives) the clip. */
  visibility: POST(`${CONSOLE_SHORT_VIDEOS}/:id/visibility`).access(PRODUCERS).body<ShortVideoVisibilityInput>().returns<ConsoleShortVideo>(),
};
