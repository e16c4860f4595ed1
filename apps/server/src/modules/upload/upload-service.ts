import { randomBytes } from "node:crypto";
import { mkdir, stat, writeFile } from "node:fs/promises";
import { join } from "node:path";
import type { FastifyInstance, FastifyRequest } from "fastify";
import sharp from "sharp";
import {
  UPLOAD_AUDIO_MAX_BYTES,
  UPLOAD_CAPTIONS_MAX_BYTES,
  UPLOAD_DIPLOMA_MAX_BYTES,
  UPLOAD_IMAGE_MAX_BYTES,
  UPLOAD_PUBLIC_DOCUMENT_MAX_BYTES,
  UPLOAD_VIDEO_MAX_BYTES,
} from "@portal/contract/constants";
import type { UploadPurpose, UploadResult, UploadedKind } from "@portal/contract/schemas/upload";
import { formatMegabytes } from "@portal/contract/validation";
import { AppError } from "../../platform/errors.ts";
import { platformReplies } from "../../platform/replies.ts";
import { uploadReplies } from "./replies.ts";

/** Where uploaded files are served from: `${UPLOAD_DIR}/u/…` at `/uploads/u/…`. */
export const UPLOAD_URL_PREFIX = "/uploads/u/";
/**
 * The private area: the files of the public's submissions (disclosure media, diplomas, applicants' photos, supplier
 * documents), stored under `${UPLOAD_DIR}/p/…` and named `/uploads/p/…`, which nothing serves: staff open them
 * through the console (inbox's files call), behind the session and the role (docs/uploads.md "Private files").
 */
export const PRIVATE_UPLOAD_PREFIX = "/uploads/p/";
/** The two areas under UPLOAD_DIR: `u` served at /uploads/u/, `p` never served. */
export type UploadArea = "u" | "p";
/** The largest upload any purpose accepts: the multipart parser stops reading beyond it. */
export const UPLOAD_MAX_BYTES = UPLOAD_DIPLOMA_MAX_BYTES;
/** Images are stored no larger than this on either side (a phone photo is 4000 px; pages never need more). */
const IMAGE_MAX_SIDE = 2048;
/** sharp refuses images with more pixels than this (a "decompression bomb" is small on disk, huge in memory). */
const IMAGE_MAX_INPUT_PIXELS = 50_000_000;

type Detected = { kind: UploadedKind; type: string; ext: string };

/**
 * The file's type from its first bytes, never from the name or the type the client declares: a script renamed
 * .jpg is refused, whatever its name says.
 */
export function detectFileType(bytes: Buffer): Detected | null {
  const ascii = (start: number, end: number) => bytes.subarray(start, end).toString("latin1");
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return { kind: "image", type: "image/jpeg", ext: "jpg" };
  if (ascii(0, 8) === "\x89PNG\r\n\x1a\n") return { kind: "image", type: "image/png", ext: "png" };
  if (ascii(0, 6) === "GIF87a" || ascii(0, 6) === "GIF89a") return { kind: "image", type: "image/gif", ext: "gif" };
  if (ascii(0, 4) === "RIFF" && ascii(8, 12) === "WEBP") return { kind: "image", type: "image/webp", ext: "webp" };
  // An M4A (AAC in an MP4 box, brand "M4A "), before the video brands.
  if (ascii(4, 8) === "ftyp" && ascii(8, 12) === "M4A ") return { kind: "audio", type: "audio/mp4", ext: "m4a" };
  if (ascii(4, 8) === "ftyp" && /^(isom|iso2|mp41|mp42|avc1|M4V |dash)/.test(ascii(8, 12))) return { kind: "video", type: "video/mp4", ext: "mp4" };
  if (bytes.length >= 4 && bytes.readUInt32BE(0) === 0x1a45dfa3) return { kind: "video", type: "video/webm", ext: "webm" };
  // An MP3: an ID3v2 tag, or an MPEG audio frame header (11 sync bits, a version that exists, layer III).
  if (ascii(0, 3) === "ID3") return { kind: "audio", type: "audio/mpeg", ext: "mp3" };
  if (bytes.length >= 2 && bytes[0] === 0xff && (bytes[1]! & 0xe0) === 0xe0 && (bytes[1]! & 0x18) !== 0x08 && (bytes[1]! & 0x06) === 0x02) return { kind: "audio", type: "audio/mpeg", ext: "mp3" };
  if (ascii(0, 5) === "%PDF-") return { kind: "document", type: "application/pdf", ext: "pdf" };
  // An MP3: an ID3v2 tag first, or an MPEG audio frame header (11 sync bits, layer III) straight away.
  if (ascii(0, 3) === "ID3" || (bytes.length >= 2 && bytes[0] === 0xff && (bytes[1]! & 0xe6) === 0xe2)) return { kind: "audio", type: "audio/mpeg", ext: "mp3" };
  // WebVTT captions: the signature "WEBVTT" (after an optional byte-order mark), then a space, tab or line end.
  if (/^(\ufeff)?WEBVTT([ \t\r\n]|$)/.test(bytes.subarray(0, 16).toString("utf8"))) return { kind: "captions", type: "text/vtt", ext: "vtt" };
  return null;
}

/**
 * What a file is stored for: common/upload's purposes, a supplier's registration document (image or PDF), or a
 * document staff publish from the console (PDF only), or a podcast episode's audio (MP3 or M4A only).
 */
export type StorePurpose = UploadPurpose | "supplierDocument" | "document" | "audio" | "captions";

/** The purposes of the public's submissions: their files go to the private area. */
const PRIVATE_PURPOSES: ReadonlySet<StorePurpose> = new Set(["form", "diploma", "supplierDocument"]);
export const areaOf = (purpose: StorePurpose): UploadArea => (PRIVATE_PURPOSES.has(purpose) ? "p" : "u");

/** The size limit of spec §5/§9 for a kind of file and a purpose ("under": the limit itself is too large). */
export function sizeLimitFor(kind: UploadedKind, purpose: StorePurpose): number | null {
  if (purpose === "diploma") return kind === "video" ? null : UPLOAD_DIPLOMA_MAX_BYTES;
  // A supplier's document is a scan or a photo: image or PDF, under the image limit (5MB).
  if (purpose === "supplierDocument") return kind === "video" ? null : UPLOAD_IMAGE_MAX_BYTES;
  if (purpose === "document") return kind === "document" ? UPLOAD_PUBLIC_DOCUMENT_MAX_BYTES : null;
  if (purpose === "audio") return kind === "audio" ? UPLOAD_AUDIO_MAX_BYTES : null;
  if (purpose === "captions") return kind === "captions" ? UPLOAD_CAPTIONS_MAX_BYTES : null;
  if (kind === "image") return UPLOAD_IMAGE_MAX_BYTES;
  if (kind === "video") return UPLOAD_VIDEO_MAX_BYTES;
  return null; // documents only as proofs of education, audio and captions only for their purposes
}

/** The longest file name a client may declare (common file systems stop at 255). */
export const FILE_NAME_MAX_LENGTH = 255;

/** A declared file name of at most 255 characters without control characters (NUL, line breaks …); empty is fine. */
export function isPlausibleFileName(name: string | undefined): boolean {
  return !name || (Array.from(name).length <= FILE_NAME_MAX_LENGTH && !/[\u0000-\u001f\u007f]/.test(name));
}

export const uploadRequired = () => new AppError(400, uploadReplies.uploadRequired, {}, -1);
export const typeUnsupported = () => new AppError(400, uploadReplies.uploadTypeUnsupported, {}, -1);
/** What a purpose that takes one kind of file answers for any other. */
const ONLY_REPLY = { document: uploadReplies.uploadDocumentOnly, audio: uploadReplies.uploadAudioOnly, captions: uploadReplies.uploadCaptionsOnly } as const;
const onlyKind = (purpose: StorePurpose) => (purpose in ONLY_REPLY ? new AppError(400, ONLY_REPLY[purpose as keyof typeof ONLY_REPLY], {}, -1) : typeUnsupported());
export const tooLarge = (limit: number) => new AppError(413, uploadReplies.uploadTooLarge, { limit: formatMegabytes(limit) }, -1);
export const uploadUnreadable = () => new AppError(400, uploadReplies.uploadUnreadable, {}, -1);

/**
 * The multipart parser with the limits of every upload, for a plugin scope of its own: routes outside such a scope
 * keep refusing multipart bodies (415).
 */
export async function registerUploadParser(scope: FastifyInstance): Promise<void> {
  await scope.register((await import("@fastify/multipart")).default, {
    limits: { fileSize: UPLOAD_MAX_BYTES, files: 1, fields: 4, parts: 5, fieldSize: 1024, headerPairs: 50 },
  });
}

/**
 * The bytes of the request's one file part, named `file`, as every upload route reads it. A body the parser cannot
 * read (no boundary in the content type, a boundary the body never uses, a body cut short) is the client's doing:
 * 400 with one log line, never a 500 with a stack (issue 20). Refusals the parser raises itself keep their status
 * (limits 413, prototype keys 400); a file over the limit is `uploadTooLarge`. The declared file name is checked
 * before the content is read (isPlausibleFileName). Every upload route reads its file with this one reader, so a
 * check added here holds for all of them (the supplier's documents once had a copy that lacked the name check).
 */
export async function readUploadedFile(request: FastifyRequest): Promise<Buffer> {
  if (!request.isMultipart()) throw uploadRequired();
  try {
    const part = await request.file();
    if (!part || part.fieldname !== "file") throw uploadRequired();
    // The name is never used (files get random names), but one no file system would take is an attack.
    if (!isPlausibleFileName(part.filename)) throw new AppError(400, platformReplies.invalidField, { field: "file" });
    return await part.toBuffer();
  } catch (error) {
    if (error instanceof AppError) throw error;
    const { code, statusCode } = error as { code?: string; statusCode?: number };
    if (code === "FST_REQ_FILE_TOO_LARGE") throw tooLarge(UPLOAD_MAX_BYTES);
    if (statusCode && statusCode >= 400 && statusCode < 500) throw error;
    request.log.warn({ reason: error instanceof Error ? error.message : String(error) }, "upload: multipart body not readable");
    throw uploadUnreadable();
  }
}

/**
 * Checks and stores one uploaded file under `uploadDir/u/yyyy/mm/` with a random name. Images are decoded and
 * written anew as WebP (turned upright, at most 2048 px, metadata such as the GPS position dropped): what is served
 * is what sharp produced, never the bytes a visitor sent. Videos and PDFs are kept as they came, after the type check.
 */
export async function storeUpload(
  bytes: Buffer,
  purpose: StorePurpose,
  options: { uploadDir: string; publicUrl: string; now: Date },
): Promise<UploadResult> {
  if (bytes.length === 0) throw uploadRequired();
  const detected = detectFileType(bytes);
  if (!detected) throw onlyKind(purpose);
  const limit = sizeLimitFor(detected.kind, purpose);
  if (limit === null) throw onlyKind(purpose);
  if (bytes.length >= limit) throw tooLarge(limit);

  let stored = bytes;
  let type = detected.type;
  let ext = detected.ext;
  let width: number | null = null;
  let height: number | null = null;
  if (detected.kind === "image") {
    try {
      const { data, info } = await sharp(bytes, { animated: detected.type === "image/gif", limitInputPixels: IMAGE_MAX_INPUT_PIXELS })
        .rotate()
        .resize({ width: IMAGE_MAX_SIDE, height: IMAGE_MAX_SIDE, fit: "inside", withoutEnlargement: true })
        .webp({ quality: 82 })
        .toBuffer({ resolveWithObject: true });
      stored = data;
      width = info.width;
      height = info.pageHeight ?? info.height;
    } catch {
      // Not a picture sharp can read (truncated, corrupt, too many pixels): refused like any other unknown file.
      throw typeUnsupported();
    }
    type = "image/webp";
    ext = "webp";
  }

  const path = await writeStored(options.uploadDir, options.now, ext, stored, areaOf(purpose));
  return { path, url: `${options.publicUrl}${path}`, kind: detected.kind, type, size: stored.length, width, height };
}

/** Writes a file under `uploadDir/<area>/yyyy/mm/` with a random 128-bit name (never over another) and answers its path. */
async function writeStored(uploadDir: string, now: Date, ext: string, bytes: Buffer, area: UploadArea = "u"): Promise<string> {
  const month = `${now.getUTCFullYear()}/${String(now.getUTCMonth() + 1).padStart(2, "0")}`;
  const name = `${randomBytes(16).toString("base64url")}.${ext}`;
  const folder = join(uploadDir, area, month);
  await mkdir(folder, { recursive: true });
  await writeFile(join(folder, name), bytes, { flag: "wx" });
  return `/uploads/${area}/${month}/${name}`;
}

const UPLOADED_PATH = /^\/uploads\/([up])\/(\d{4}\/\d{2}\/[A-Za-z0-9_-]{22})\.(webp|mp4|webm|pdf|mp3|m4a|vtt)$/;
const KIND_OF_EXTENSION: Record<string, UploadedKind> = { webp: "image", mp4: "video", webm: "video", pdf: "document", mp3: "audio", m4a: "audio", vtt: "captions" };

/** The file of an uploaded picture's path (a WebP this service stored), or null for any other path. */
function pictureFileOf(uploadDir: string, path: string): string | null {
  const match = UPLOADED_PATH.exec(path);
  return match && match[1] === "u" && match[3] === "webp" ? join(uploadDir, "u", `${match[2]}.webp`) : null;
}

/** The size in pixels of an uploaded picture (one page of an animation), or null when `path` is no stored picture. */
export async function uploadedPictureSize(uploadDir: string, path: string): Promise<{ width: number; height: number } | null> {
  const file = pictureFileOf(uploadDir, path);
  if (!file) return null;
  try {
    const info = await sharp(file, { limitInputPixels: IMAGE_MAX_INPUT_PIXELS }).metadata();
    return info.width && info.height ? { width: info.width, height: info.pageHeight ?? info.height } : null;
  } catch {
    return null; // no such file, or not one sharp reads
  }
}

/**
 * A cropped copy of an uploaded picture (a news cover's crop: docs/news.md "The cover's crop"): the rectangle `area`
 * (whole pixels, inside the picture) as a new WebP of at most `maxWidth` pixels across, stored beside the uploads;
 * the original is left as it is, so the picture can be cropped again. Answers the new file's path.
 */
export async function storeCroppedPicture(
  uploadDir: string,
  path: string,
  area: { left: number; top: number; width: number; height: number },
  options: { maxWidth: number; now: Date },
): Promise<string> {
  const file = pictureFileOf(uploadDir, path);
  if (!file) throw typeUnsupported();
  const bytes = await sharp(file, { limitInputPixels: IMAGE_MAX_INPUT_PIXELS })
    .extract(area)
    .resize({ width: options.maxWidth, withoutEnlargement: true })
    .webp({ quality: 82 })
    .toBuffer();
  return writeStored(uploadDir, options.now, "webp", bytes);
}

/**
 * What a form refers to as an uploaded file (a path this service answered): its kind and size, or null when the
 * path is not of this service's making or no such file is stored. Forms check their references with it, so that a
 * foreign address or a made-up path never reaches the database.
 */
export async function findUpload(uploadDir: string, path: string): Promise<{ kind: UploadedKind; size: number; file: string } | null> {
  const match = UPLOADED_PATH.exec(path);
  if (!match) return null;
  const file = join(uploadDir, match[1]!, `${match[2]}.${match[3]}`);
  try {
    const info = await stat(file);
    return info.isFile() ? { kind: KIND_OF_EXTENSION[match[3]!]!, size: info.size, file } : null;
  } catch {
    return null;
  }
}

/** The content type of a stored file, by the extension this service gave it. */
export const STORED_TYPES: Readonly<Record<string, string>> = {
  webp: "image/webp",
  mp4: "video/mp4",
  webm: "video/webm",
  pdf: "application/pdf",
  mp3: "audio/mpeg",
  m4a: "audio/mp4",
  vtt: "text/vtt",
};

/** The policy every stored file is served with: it can run nothing, should it be opened on its own. */
export const STORED_FILE_CSP = "default-src 'none'; style-src 'unsafe-inline'; sandbox";
