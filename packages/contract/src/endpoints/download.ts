import { GET } from "../endpoint.ts";
import type { DownloadItem } from "../schemas/member.ts";

/**
 * Spec §7 GET /api/v1.0/download: the broadcaster's public downloads (programme guides, reports, press kit), each
 * with its title, file, size and category in the reader's language. Members see the members-only ones too under
 * member/download (endpoints/member.ts).
 */
export const downloadApi = {
  list: GET("/api/v1.0/download").returns<DownloadItem[]>(),
};
