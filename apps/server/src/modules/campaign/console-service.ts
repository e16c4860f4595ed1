import { and, asc, count, eq, type SQL } from "drizzle-orm";
import { campaignTags } from "@portal/contract/cache-tags";
import type { ApiLocale } from "@portal/contract/locales";
import type { CongratulationDecisionInput, ConsoleCongratulation } from "@portal/contract/schemas/campaign";
import type { Paged } from "@portal/contract/schemas/member";
import type { Db } from "../../db/client.ts";
import type { LocalizedText } from "../../db/columns.ts";
import type { CacheBus } from "../../platform/cache-bus.ts";
import { notFound } from "../../platform/errors.ts";
import { pickText } from "../../platform/localize.ts";
import { pageOf, type PageRequest } from "../../platform/paging.ts";
import type { StaffActor } from "../../platform/staff-auth.ts";
import { changedFields, recordChange } from "../audit/audit-service.ts";
import { publicProfiles } from "../identity/members-lookup.ts";
import { congratulationRejectedNotice } from "../member/moderation-notices.ts";
import { notifyMember } from "../member/notification-service.ts";
import { campaignCongratulations, campaigns, type CongratulationStatus } from "./tables.ts";

/**
 * The console's moderation of congratulation messages (docs/campaigns.md "Moderation"): the queue across campaigns,
 * and a decision — approve, or reject with a reason the member is told in their notifications. Each decision and its
 * audit entry are one transaction; the public campaign answers are dropped on every instance after it commits.
 */

export interface CongratulationFilter {
  status: CongratulationStatus;
  campaign?: string | undefined;
}

type Row = typeof campaignCongratulations.$inferSelect;

const queueRows = (db: Db) =>
  db
    .select({ message: campaignCongratulations, slug: campaigns.slug, title: campaigns.title })
    .from(campaignCongratulations)
    .innerJoin(campaigns, eq(campaigns.id, campaignCongratulations.campaignId));

function whereOf(filter: CongratulationFilter): SQL | undefined {
  return and(eq(campaignCongratulations.status, filter.status), filter.campaign ? eq(campaigns.slug, filter.campaign) : undefined);
}

async function shown(db: Db, rows: { message: Row; slug: string; title: LocalizedText }[], locale: ApiLocale): Promise<ConsoleCongratulation[]> {
  const profiles = await publicProfiles(db, rows.map((row) => row.message.memberId));
  return rows.map(({ message: m, slug, title }) => ({
    id: m.id,
    campaign: { slug, title: pickText(title, locale) },
    message: m.message,
    status: m.status,
    createdAt: m.createdAt.toISOString(),
    member: { id: m.memberId, nickName: profiles.get(m.memberId)?.nickName ?? "" },
    moderation: m.moderatedAt
      ? { reason: m.moderationReason, note: m.moderationNote, at: m.moderatedAt.toISOString(), by: { id: m.moderatedBy, name: m.moderatedByName ?? "" } }
      : null,
  }));
}

/** The queue: messages of one status, of every campaign or one, oldest first (the first written is read first). */
export async function congratulationQueue(db: Db, filter: CongratulationFilter, page: PageRequest, locale: ApiLocale): Promise<Paged<ConsoleCongratulation>> {
  const where = whereOf(filter);
  return pageOf(
    page,
    async (limit, offset) =>
      shown(db, await queueRows(db).where(where).orderBy(asc(campaignCongratulations.createdAt), asc(campaignCongratulations.id)).limit(limit).offset(offset), locale),
    async () =>
      (await db.select({ n: count() }).from(campaignCongratulations).innerJoin(campaigns, eq(campaigns.id, campaignCongratulations.campaignId)).where(where))[0]?.n ?? 0,
  );
}

const audited = (row: Pick<Row, "status" | "moderationReason" | "moderationNote">) => ({
  status: row.status,
  moderationReason: row.moderationReason,
  moderationNote: row.moderationNote,
});

/**
 * Approves a message or rejects it with a reason. Nothing changes, and nothing is logged, when the message already is
 * as asked; the member is told of a rejection once (not when only its reason changes). 404 for no such message.
 */
export async function decideCongratulation(
  deps: { db: Db; cache: Pick<CacheBus, "invalidate"> },
  actor: StaffActor,
  id: number,
  decision: CongratulationDecisionInput,
  context: { locale: ApiLocale; now: Date },
): Promise<ConsoleCongratulation> {
  const { db } = deps;
  const changed = await db.transaction(async (transaction) => {
    const tx = transaction as unknown as Db;
    const [row] = await tx.select().from(campaignCongratulations).where(eq(campaignCongratulations.id, id)).for("update");
    if (!row) throw notFound();
    const after =
      decision.status === "rejected"
        ? { status: "rejected" as const, moderationReason: decision.reason, moderationNote: decision.note ?? null }
        : { status: "approved" as const, moderationReason: null, moderationNote: null };
    const change = changedFields(audited(row), after);
    if (!Object.keys(change.after ?? {}).length) return false;
    await tx
      .update(campaignCongratulations)
      .set({ ...after, moderatedAt: context.now, moderatedBy: actor.staffId, moderatedByName: actor.displayName })
      .where(eq(campaignCongratulations.id, id));
    await recordChange(tx, actor, {
      action: after.status === "rejected" ? "congratulation.reject" : "congratulation.approve",
      entity: "campaign_congratulation",
      entityId: id,
      ...change,
    });
    if (after.status === "rejected" && row.status !== "rejected") await notifyMember(tx, row.memberId, congratulationRejectedNotice(row.message, after.moderationReason));
    return true;
  });
  if (changed) await deps.cache.invalidate([campaignTags.all]);
  const [item] = await shown(db, await queueRows(db).where(eq(campaignCongratulations.id, id)).limit(1), context.locale);
  if (!item) throw notFound();
  return item;
}
