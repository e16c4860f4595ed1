import { POST } from "../endpoint.ts";
import type { UploadQuery, UploadResult } from "../schemas/upload.ts";

/**
 * Spec §7 Common {file} (docs/uploads.md): a signed-in member's file, as multipart/form-data with one part named
 * `file` (the browser writes the boundary into the content type).
 */
export const uploadApi = {
  upload: POST("/api/v1.0/common/upload").query<UploadQuery>().body<FormData>().returns<UploadResult>(),
};
