import { GET, POST } from "../endpoint.ts";
import type { AdvertisementClick, AdvertisementDetail, AdvertisementList, AdvertisementPageDetail } from "../schemas/advertisement.ts";
import type { AdvertDetail, AdvertItem } from "../schemas/common.ts";

/**
 * Spec §7 Advertisement (docs/adverts-specials.md). The console's calls are in advertisement-console.ts: the public
 * pages' islands import this file (a click, a view), and must not carry the console's declarations.
 */
const BASE = "/api/v1.0/advertisement";

type ById = { id: number; /** "1": also an advert outside its publishing window (preview). */ preview?: "0" | "1" };

export const advertisementApi = {
  /** A slot's visible adverts and the ratio its box keeps. */
  list: GET(`${BASE}/list`).query<{ slug: string }>().returns<AdvertisementList>(),
  detail: GET(`${BASE}/detail`).query<ById>().returns<AdvertisementDetail>(),
  /** The detail and the other adverts of its slot (the inner page). */
  pageDetail: GET(`${BASE}/page-detail`).query<ById>().returns<AdvertisementPageDetail>(),
  /** Counts a click (once per client and advert in ten minutes) and answers the link to follow. */
  click: POST(`${BASE}/click`).query<{ id: number }>().returns<AdvertisementClick>(),
  /** Spec §7 Common banner: a banner slot's visible items (the menu's programme banner is one). */
  bannerList: GET("/api/v1.0/common/banner").query<{ slug: string }>().returns<AdvertItem[]>(),
  /** One banner with its content (the banner/{id} page). */
  bannerDetail: GET("/api/v1.0/common/banner/detail").query<{ id: number }>().returns<AdvertDetail>(),
};
