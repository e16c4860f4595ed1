import { z } from "zod";

/**
 * POST /api/v1.0/common/upload (spec §7 Common: {file}), multipart/form-data with one part named `file`.
 * `purpose=diploma` (query) accepts the larger proofs of education (PDF or image, under 50MB); otherwise images
 * (under 5MB) and videos (under 10MB). `purpose=form`: a public form's picture or video (a disclosure's, an
 * applicant's photo), which, like diplomas, is stored where no public address serves it. Docs: docs/uploads.md.
 */
export const uploadQuery = z.object({ purpose: z.enum(["general", "diploma", "form"]).default("general") });
export type UploadPurpose = z.output<typeof uploadQuery>["purpose"];
export type UploadQuery = z.input<typeof uploadQuery>;

/**
 * POST /api/console/v1/upload: `purpose=general` (default) takes pictures and videos as the public upload does;
 * `purpose=document` takes a PDF that staff publish (a tender's documents), under 20MB, at a public address;
 * `purpose=audio` an MP3 or M4A file (an episode's audio), under 50MB; `purpose=captions` a WebVTT file (an
 * episode's captions), under 1MB.
 */
export const consoleUploadQuery = z.object({ purpose: z.enum(["general", "document", "audio", "captions"]).default("general") }).strict();
export type ConsoleUploadQuery = z.input<typeof consoleUploadQuery>;

export const UPLOAD_KINDS = ["image", "video", "document", "audio", "captions"] as const;
export type UploadedKind = (typeof UPLOAD_KINDS)[number];

export interface UploadResult {
  /** Path on this site (`/uploads/u/…`): what forms send back, e.g. as a member's photo. */
  path: string;
  /** Absolute address (PUBLIC_URL + path). */
  url: string;
  kind: UploadedKind;
  /** MIME type of the stored file (images are stored as WebP). */
  type: string;
  size: number;
  width: number | null;
  height: number | null;
}
