import { desc, eq } from "drizzle-orm";
import type { ConsoleFeature, featureBody } from "@portal/contract/schemas/program/console";
import type { z } from "zod";
import type { Db } from "../../db/client.ts";
import { consoleText, storedText } from "../../platform/console-text.ts";
import type { Deps } from "../../platform/deps.ts";
import { notFound } from "../../platform/errors.ts";
import { parseMacauDateTime } from "../../platform/macau-time.ts";
import type { StaffActor } from "../../platform/staff-auth.ts";
import { changedFields, recordChange } from "../audit/audit-service.ts";
import { writeThenDrop } from "./console-write.ts";
import { programFeatures, programmes } from "./tables.ts";

/**
 * A programme's features in the producer's console (docs/console.md "Producer"): written, edited and deleted on the
 * programme's editor; the public programme page shows its four newest (feature-service.ts). Audited as
 * `programme.feature.create`, `.update`, `.delete` (entity `program_feature`).
 */

type FeatureRow = typeof programFeatures.$inferSelect;
type FeatureValues = z.output<typeof featureBody>;

function toConsoleFeature(row: FeatureRow): ConsoleFeature {
  return {
    id: row.id,
    title: consoleText(row.title),
    summary: consoleText(row.summary),
    body: consoleText(row.body),
    cover: row.cover,
    signature: row.signature,
    publishedAt: row.publishedAt.toISOString(),
    published: row.published,
  };
}

/** The programme's features, newest first, published or not. */
export async function programmeFeatures(db: Db, programId: number): Promise<ConsoleFeature[]> {
  const rows = await db.select().from(programFeatures).where(eq(programFeatures.programId, programId)).orderBy(desc(programFeatures.publishedAt), desc(programFeatures.id));
  return rows.map(toConsoleFeature);
}

const featureColumns = (input: FeatureValues) => ({
  title: storedText(input.title),
  summary: storedText(input.summary),
  body: storedText(input.body),
  cover: input.cover,
  signature: input.signature,
  publishedAt: parseMacauDateTime(input.publishedAt)!,
  published: input.published,
});

/** What the audit log keeps of a feature (not its like counter). */
function auditedFeature(row: FeatureRow) {
  const { likeCount: _l, createdAt: _t, ...kept } = row;
  return kept;
}

export async function createFeature(deps: Deps, actor: StaffActor, programId: number, input: FeatureValues): Promise<ConsoleFeature> {
  return writeThenDrop(deps, async (tx) => {
    const [programme] = await tx.select({ id: programmes.id }).from(programmes).where(eq(programmes.id, programId));
    if (!programme) throw notFound();
    const [created] = await tx.insert(programFeatures).values({ programId, ...featureColumns(input) }).returning();
    await recordChange(tx, actor, { action: "programme.feature.create", entity: "program_feature", entityId: created!.id, ...changedFields(null, auditedFeature(created!)) });
    return toConsoleFeature(created!);
  });
}

export async function updateFeature(deps: Deps, actor: StaffActor, id: number, input: FeatureValues): Promise<ConsoleFeature> {
  return writeThenDrop(deps, async (tx) => {
    const [before] = await tx.select().from(programFeatures).where(eq(programFeatures.id, id)).for("update");
    if (!before) throw notFound();
    const [after] = await tx.update(programFeatures).set(featureColumns(input)).where(eq(programFeatures.id, id)).returning();
    await recordChange(tx, actor, { action: "programme.feature.update", entity: "program_feature", entityId: id, ...changedFields(auditedFeature(before), auditedFeature(after!)) });
    return toConsoleFeature(after!);
  });
}

export async function deleteFeature(deps: Deps, actor: StaffActor, id: number): Promise<null> {
  return writeThenDrop(deps, async (tx) => {
    const [deleted] = await tx.delete(programFeatures).where(eq(programFeatures.id, id)).returning();
    if (!deleted) throw notFound();
    await recordChange(tx, actor, { action: "programme.feature.delete", entity: "program_feature", entityId: id, ...changedFields(auditedFeature(deleted), null) });
    return null;
  });
}
