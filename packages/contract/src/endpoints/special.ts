import { GET } from "../endpoint.ts";
import type {
  PhotoAlbumDetail,
  PhotoAlbumPage,
  SpecialCategory,
  SpecialDetail,
  SpecialItem,
  SpecialItemPage,
  SpecialList,
} from "../schemas/special.ts";
import type { PageQuery } from "./paging.ts";

/** Spec §7 Special (docs/adverts-specials.md). Unknown or unpublished specials answer 404. */
const BASE = "/api/v1.0/special";

/** A special's paged part: which special, which page. */
type Part = PageQuery & { specialId: number };

export const specialApi = {
  categories: GET(`${BASE}/categories`).returns<SpecialCategory[]>(),
  list: GET(`${BASE}/list`).query<PageQuery & { categoryId?: number }>().returns<SpecialList>(),
  news: GET(`${BASE}/news`).query<Part>().returns<SpecialItemPage>(),
  shortVideo: GET(`${BASE}/short-video`).query<Part>().returns<SpecialItemPage>(),
  photoAlbums: GET(`${BASE}/photo-album`).query<Part>().returns<PhotoAlbumPage>(),
  photoAlbum: GET(`${BASE}/photo-album-detail`).query<{ id: number }>().returns<PhotoAlbumDetail>(),
  /** The special with its text, banner, videos and how many items each part holds. */
  detail: GET(`${BASE}/:id`).returns<SpecialDetail>(),
  /** Its programmes (up to 50, not paged). */
  relatedPrograms: GET(`${BASE}/:id/related-program`).returns<SpecialItem[]>(),
  reviews: GET(`${BASE}/:id/program-review`).query<PageQuery>().returns<SpecialItemPage>(),
  /** Its videos; the special is named by its slug here (spec §7). */
  videos: GET(`${BASE}/:slug/video`).query<PageQuery>().returns<SpecialItemPage>(),
};
