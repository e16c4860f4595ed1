import { CONSOLE_API_PATH, POST } from "../endpoint.ts";
import type { ConsoleUploadQuery, UploadQuery, UploadResult } from "../schemas/upload.ts";

/**
 * Spec §7 Common {file} (docs/uploads.md): a signed-in member's file, as multipart/form-data with one part named
 * `file` (the browser writes the boundary into the content type).
 */
export const uploadApi = {
  upload: POST("/api/v1.0/common/upload").query<UploadQuery>().body<FormData>().returns<UploadResult>(),
  /**
   * The console's upload (pictures of news stories, covers …): the same checks and storage for signed-in staff, with
   * the CSRF token, under a limit per staff member; the answer's `path` is what a story's cover or body refers to.
   * `purpose=document`: a PDF to publish (a tender's documents).
   */
  console: POST(`${CONSOLE_API_PATH}/v1/upload`).access("staff").query<ConsoleUploadQuery>().body<FormData>().returns<UploadResult>(),
};
