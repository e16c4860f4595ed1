import { asc, desc, inArray } from "drizzle-orm";
import type { ApiLocale } from "@portal/contract/locales";
import type { DownloadItem } from "@portal/contract/schemas/member";
import type { Db } from "../../db/client.ts";
import { downloads } from "./tables.ts";
import { pickOptionalText, pickText } from "../../platform/localize.ts";

export type DownloadAudience = "public" | "member";
/** A signed-in member may download the public files and the members-only ones. */
export const MEMBER_AUDIENCES: readonly DownloadAudience[] = ["public", "member"];

/**
 * The downloads for the given audiences, in staff's order (sort order, then newest first), in the request's
 * language. The public GET /api/v1.0/download can reuse this with ["public"].
 */
export async function listDownloads(db: Db, locale: ApiLocale, audiences: readonly DownloadAudience[]): Promise<DownloadItem[]> {
  const rows = await db
    .select()
    .from(downloads)
    .where(inArray(downloads.audience, [...audiences]))
    .orderBy(asc(downloads.sortOrder), desc(downloads.createdAt), desc(downloads.id));
  return rows.map((row) => ({
    id: row.id,
    title: pickText(row.title, locale),
    description: pickOptionalText(row.description, locale),
    category: pickOptionalText(row.category, locale),
    fileUrl: row.fileUrl,
    fileSize: row.fileSize,
  }));
}
