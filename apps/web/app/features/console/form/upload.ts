import { uploadApi } from "@portal/contract/endpoints/upload";
import type { ConsoleUploadQuery } from "@portal/contract/schemas/upload";
import { errorMessage, type DataCall } from "../../../data/call.ts";

/** Sends one file through the console's upload (docs/uploads.md) and answers its stored path. */
export async function consoleUpload(call: DataCall, file: File, purpose?: ConsoleUploadQuery["purpose"]): Promise<string> {
  const body = new FormData();
  body.append("file", file);
  return (await call(uploadApi.console, { body, ...(purpose ? { query: { purpose } } : {}) })).path;
}

/** The rich-text editor's picture button: a refused file becomes an Error in the server's words (or `failed`). */
export const editorPictureUpload =
  (call: DataCall, failed: string) =>
  async (file: File): Promise<string> => {
    try {
      return await consoleUpload(call, file);
    } catch (failure) {
      throw new Error(errorMessage(failure, failed));
    }
  };
