import { GET } from "../endpoint.ts";
import type { ChannelKind, LiveCategory, LiveChannel, LivePlaylist, SpecialLive } from "../schemas/broadcast.ts";

/**
 * Spec §7 Live and Common special-live. Only `playlist` carries a stream address (signed, short-lived, refused with
 * 403 outside the region of §1); the other answers are the same for every visitor and may be cached.
 */
export const liveApi = {
  categories: GET("/api/v1.0/live/categories").returns<LiveCategory[]>(),
  list: GET("/api/v1.0/live").query<{ type?: ChannelKind }>().returns<LiveChannel[]>(),
  detail: GET("/api/v1.0/live/:id").returns<LiveChannel>(),
  playlist: GET("/api/v1.0/live/:id/playlist").returns<LivePlaylist>(),
  specialLive: GET("/api/v1.0/common/special-live").query<{ slug: string; type?: "web" | "app" }>().returns<SpecialLive>(),
};
