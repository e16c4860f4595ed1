import { eq } from "drizzle-orm";
import type { ApiLocale } from "@portal/contract/locales";
import type { MessageTemplate } from "@portal/contract/schemas/common";
import type { Db } from "../../db/client.ts";
import { messageTemplates } from "./tables.ts";
import { pickText } from "../../platform/localize.ts";

/** A message template by slug in the request's language (the cookie bar reads `cookies_content`), or null. */
export async function getMessageTemplate(db: Db, slug: string, locale: ApiLocale): Promise<MessageTemplate | null> {
  const [row] = await db.select().from(messageTemplates).where(eq(messageTemplates.slug, slug)).limit(1);
  if (!row) return null;
  return { slug: row.slug, title: pickText(row.title, locale), content: pickText(row.content, locale) };
}
