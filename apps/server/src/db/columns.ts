/**
 * What the modules' tables.ts share: texts per locale and the common timestamp columns. Frame and CMS entities keep
 * their texts per locale in a JSON object (`LocalizedText`); zh_CN may be left out and is then derived from zh_TW with
 * OpenCC. News articles are written per newsroom language instead.
 */
import { customType, timestamp } from "drizzle-orm/pg-core";

export type LocalizedText = { zh_TW?: string; zh_CN?: string; en?: string; pt?: string };

export const createdAt = () => timestamp("created_at", { withTimezone: true }).notNull().defaultNow();
export const updatedAt = () => timestamp("updated_at", { withTimezone: true }).notNull().defaultNow();

/** PostgreSQL's tsvector, read and written in its text form (news search, docs/search.md). */
export const tsvector = customType<{ data: string; driverData: string }>({
  dataType() {
    return "tsvector";
  },
});
