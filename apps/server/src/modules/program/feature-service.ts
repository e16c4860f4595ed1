import { and, desc, eq, lte, sql, type SQL } from "drizzle-orm";
import type { ApiLocale } from "@portal/contract/locales";
import type { FeatureDetail, FeatureSummary, ProgramPage } from "@portal/contract/schemas/program";
import type { Db } from "../../db/client.ts";
import type { LocalizedText } from "../../db/columns.ts";
import { programFeatures, programmes } from "./tables.ts";
import { adjustCounters } from "../../platform/content-counters.ts";
import type { ContentCounts, CountChange } from "../../platform/interactions.ts";
import { pickText } from "../../platform/localize.ts";
import { offsetOf } from "../../platform/paging.ts";
import { programPageOf } from "./program-service.ts";

/** Programme features (spec §7 Program: program-special; docs/media.md): lists, the signature ones, one feature. */

function visibleFeatures(now: Date, extra?: SQL): SQL {
  return and(eq(programFeatures.published, true), lte(programFeatures.publishedAt, now), extra)!;
}
const featureColumns = { feature: programFeatures, program: { slug: programmes.slug, title: programmes.title } };

function toFeature(row: { feature: typeof programFeatures.$inferSelect; program: { slug: string; title: LocalizedText } | null }, locale: ApiLocale): FeatureSummary {
  const { feature, program } = row;
  return {
    id: feature.id,
    title: pickText(feature.title, locale),
    summary: pickText(feature.summary, locale),
    cover: feature.cover,
    publishedAt: feature.publishedAt.toISOString(),
    likeCount: Number(feature.likeCount),
    program: program ? { slug: program.slug, title: pickText(program.title, locale) } : null,
  };
}

function featuresWhere(db: Db, where: SQL) {
  return db
    .select(featureColumns)
    .from(programFeatures)
    .leftJoin(programmes, and(eq(programmes.id, programFeatures.programId), eq(programmes.published, true)))
    .where(where)
    .orderBy(desc(programFeatures.publishedAt), desc(programFeatures.id));
}

export async function listFeatures(db: Db, locale: ApiLocale, program: string | undefined, page: number, pageSize: number, now: Date): Promise<ProgramPage<FeatureSummary>> {
  const where = visibleFeatures(now, program ? eq(programmes.slug, program) : undefined);
  const [rows, [total]] = await Promise.all([
    featuresWhere(db, where).limit(pageSize).offset(offsetOf(page, pageSize)),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(programFeatures)
      .leftJoin(programmes, eq(programmes.id, programFeatures.programId))
      .where(where),
  ]);
  return programPageOf(rows.map((row) => toFeature(row, locale)), Number(total?.n ?? 0), page, pageSize);
}

export async function signatureFeatures(db: Db, locale: ApiLocale, now: Date): Promise<FeatureSummary[]> {
  const rows = await featuresWhere(db, visibleFeatures(now, eq(programFeatures.signature, true))).limit(6);
  return rows.map((row) => toFeature(row, locale));
}

export async function featureDetail(db: Db, locale: ApiLocale, id: number, now: Date): Promise<FeatureDetail | null> {
  const [row] = await featuresWhere(db, visibleFeatures(now, eq(programFeatures.id, id))).limit(1);
  return row ? { ...toFeature(row, locale), body: pickText(row.feature.body, locale) } : null;
}


// ── Counters (the interactions kind) ──

export async function featureVisible(db: Db, id: number, now: Date): Promise<boolean> {
  const [row] = await db.select({ id: programFeatures.id }).from(programFeatures).where(visibleFeatures(now, eq(programFeatures.id, id))).limit(1);
  return row !== undefined;
}

export async function adjustFeatureCounts(db: Db, id: number, change: CountChange): Promise<ContentCounts> {
  return (await adjustCounters(db, programFeatures, id, { likeCount: programFeatures.likeCount }, change)) ?? {};
}
