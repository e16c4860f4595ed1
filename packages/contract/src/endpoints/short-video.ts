import { GET, POST } from "../endpoint.ts";
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
