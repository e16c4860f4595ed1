import { count, desc, eq, sql } from "drizzle-orm";
import { campaignTags } from "@portal/contract/cache-tags";
import type { ApiLocale } from "@portal/contract/locales";
import type {
  campaignBody,
  CampaignStatus,
  ConsoleCampaign,
  ConsoleCampaignItem,
  ConsoleCampaignTicket,
  ConsoleCampaignTickets,
} from "@portal/contract/schemas/campaign/console";
import type { z } from "zod";
import type { Db } from "../../db/client.ts";
import { consoleText, storedText } from "../../platform/console-text.ts";
import type { Deps } from "../../platform/deps.ts";
import { notFound, refusal } from "../../platform/errors.ts";
import { pickText } from "../../platform/localize.ts";
import { parseMacauDateTime } from "../../platform/macau-time.ts";
import { offsetOf, type PageRequest } from "../../platform/paging.ts";
import type { StaffActor } from "../../platform/staff-auth.ts";
import type { CsvColumn } from "../../platform/staff-export.ts";
import { changedFields, recordChange } from "../audit/audit-service.ts";
import { publicProfiles } from "../identity/members-lookup.ts";
import { notifyMember, type MemberNotice } from "../member/notification-service.ts";
import { campaignConsoleReplies } from "./console-replies.ts";
import { campaignCongratulations, campaigns, campaignTickets } from "./tables.ts";

/**
 * Marketing's campaign pages and their tickets in the console (docs/campaigns.md "The campaign pages in the console").
 * Texts are kept as written (the public pages write them as text); every write and its audit entry are one
 * transaction, and after it commits the public campaign answers (`campaign:all`) are dropped on every instance.
 */

type Row = typeof campaigns.$inferSelect;
type Values = z.output<typeof campaignBody>;

/** Draft (not published), scheduled (before the ticket window), open (in it), closed (after it). */
export function campaignStatus(row: Pick<Row, "published" | "ticketsOpenAt" | "ticketsCloseAt">, now: Date): CampaignStatus {
  if (!row.published) return "draft";
  if (now < row.ticketsOpenAt) return "scheduled";
  return now < row.ticketsCloseAt ? "open" : "closed";
}

function toConsoleCampaign(row: Row, now: Date): ConsoleCampaign {
  return {
    id: row.id,
    slug: row.slug,
    status: campaignStatus(row, now),
    title: consoleText(row.title),
    subtitle: consoleText(row.subtitle),
    intro: consoleText(row.intro),
    cover: row.cover,
    congratulationsModerated: row.congratulationsModerated,
    eventTitle: consoleText(row.eventTitle),
    eventVenue: consoleText(row.eventVenue),
    eventStartsAt: row.eventStartsAt.toISOString(),
    ticketsOpenAt: row.ticketsOpenAt.toISOString(),
    ticketsCloseAt: row.ticketsCloseAt.toISOString(),
    ticketsTotal: row.ticketsTotal,
    ticketsRemaining: row.ticketsRemaining,
    published: row.published,
  };
}

/** Every campaign, the newest first, with its pending messages. */
export async function listConsoleCampaigns(db: Db, locale: ApiLocale, now: Date): Promise<ConsoleCampaignItem[]> {
  const [rows, pending] = await Promise.all([
    db.select().from(campaigns).orderBy(desc(campaigns.ticketsOpenAt), desc(campaigns.id)),
    db
      .select({ campaignId: campaignCongratulations.campaignId, n: count() })
      .from(campaignCongratulations)
      .where(eq(campaignCongratulations.status, "pending"))
      .groupBy(campaignCongratulations.campaignId),
  ]);
  const waiting = new Map(pending.map((p) => [p.campaignId, Number(p.n)]));
  return rows.map((row) => ({
    id: row.id,
    slug: row.slug,
    title: pickText(row.title, locale),
    status: campaignStatus(row, now),
    published: row.published,
    ticketsOpenAt: row.ticketsOpenAt.toISOString(),
    ticketsCloseAt: row.ticketsCloseAt.toISOString(),
    ticketsTotal: row.ticketsTotal,
    ticketsTaken: row.ticketsTotal - row.ticketsRemaining,
    pendingCongratulations: waiting.get(row.id) ?? 0,
  }));
}

async function campaignRow(db: Db, id: number, lock = false): Promise<Row> {
  const query = db.select().from(campaigns).where(eq(campaigns.id, id));
  const [row] = lock ? await query.for("update") : await query;
  if (!row) throw notFound();
  return row;
}

export async function consoleCampaign(db: Db, id: number, now: Date): Promise<ConsoleCampaign> {
  return toConsoleCampaign(await campaignRow(db, id), now);
}

/** The row's columns from the form; the stock follows the total (the tickets given stay given). */
function columnsOf(input: Values, taken: number) {
  const ticketsOpenAt = parseMacauDateTime(input.ticketsOpenAt)!;
  const ticketsCloseAt = parseMacauDateTime(input.ticketsCloseAt)!;
  if (ticketsCloseAt <= ticketsOpenAt) throw refusal(campaignConsoleReplies.endsBeforeStarts);
  if (input.ticketsTotal < taken) throw refusal(campaignConsoleReplies.totalBelowTaken, { taken: String(taken) });
  return {
    slug: input.slug,
    title: storedText(input.title),
    subtitle: storedText(input.subtitle),
    intro: storedText(input.intro),
    cover: input.cover,
    congratulationsModerated: input.congratulationsModerated,
    eventTitle: storedText(input.eventTitle),
    eventVenue: storedText(input.eventVenue),
    eventStartsAt: parseMacauDateTime(input.eventStartsAt)!,
    ticketsOpenAt,
    ticketsCloseAt,
    ticketsTotal: input.ticketsTotal,
    ticketsRemaining: input.ticketsTotal - taken,
    published: input.published,
  };
}

async function slugFree(tx: Db, slug: string, id: number | null): Promise<void> {
  const [other] = await tx.select({ id: campaigns.id }).from(campaigns).where(eq(campaigns.slug, slug));
  if (other && other.id !== id) throw refusal(campaignConsoleReplies.slugTaken, { slug });
}

/** Runs a write and its audit entry in one transaction, then drops the public campaign answers when it changed something. */
async function writeThenDrop<T>(deps: Deps, write: (tx: Db) => Promise<{ value: T; changed: boolean }>): Promise<T> {
  const { value, changed } = await deps.db.transaction((tx) => write(tx as unknown as Db));
  if (changed) await deps.cache.invalidate([campaignTags.all]);
  return value;
}

export async function createCampaign(deps: Deps, actor: StaffActor, input: Values): Promise<ConsoleCampaign> {
  const id = await writeThenDrop(deps, async (tx) => {
    await slugFree(tx, input.slug, null);
    const [created] = await tx.insert(campaigns).values(columnsOf(input, 0)).returning();
    await recordChange(tx, actor, { action: "campaign.create", entity: "campaign", entityId: created!.id, ...changedFields(null, created!) });
    return { value: created!.id, changed: true };
  });
  return consoleCampaign(deps.db, id, deps.now());
}

export async function updateCampaign(deps: Deps, actor: StaffActor, id: number, input: Values): Promise<ConsoleCampaign> {
  await writeThenDrop(deps, async (tx) => {
    const before = await campaignRow(tx, id, true);
    await slugFree(tx, input.slug, id);
    const [after] = await tx.update(campaigns).set(columnsOf(input, before.ticketsTotal - before.ticketsRemaining)).where(eq(campaigns.id, id)).returning();
    const changes = changedFields(before, after!);
    if (!Object.keys(changes.after ?? {}).length) return { value: id, changed: false };
    await recordChange(tx, actor, { action: "campaign.update", entity: "campaign", entityId: id, ...changes });
    return { value: id, changed: true };
  });
  return consoleCampaign(deps.db, id, deps.now());
}

export async function setCampaignVisibility(deps: Deps, actor: StaffActor, id: number, published: boolean): Promise<ConsoleCampaign> {
  await writeThenDrop(deps, async (tx) => {
    const before = await campaignRow(tx, id, true);
    if (before.published === published) return { value: id, changed: false };
    const [after] = await tx.update(campaigns).set({ published }).where(eq(campaigns.id, id)).returning();
    await recordChange(tx, actor, { action: published ? "campaign.publish" : "campaign.unpublish", entity: "campaign", entityId: id, ...changedFields(before, after!) });
    return { value: id, changed: true };
  });
  return consoleCampaign(deps.db, id, deps.now());
}

// ── Tickets ───────────────────────────────────────────────────────────────────────────────────────

const campaignHead = (row: Row, locale: ApiLocale): ConsoleCampaignTickets["campaign"] => ({
  id: row.id,
  slug: row.slug,
  title: pickText(row.title, locale),
  ticketsTotal: row.ticketsTotal,
  ticketsRemaining: row.ticketsRemaining,
});

async function ticketRows(db: Db, campaignId: number, page: PageRequest | null): Promise<ConsoleCampaignTicket[]> {
  const query = db
    .select()
    .from(campaignTickets)
    .where(eq(campaignTickets.campaignId, campaignId))
    .orderBy(desc(campaignTickets.createdAt), desc(campaignTickets.id));
  const rows = page ? await query.limit(page.pageSize).offset(offsetOf(page.page, page.pageSize)) : await query;
  const profiles = await publicProfiles(db, rows.map((row) => row.memberId));
  return rows.map((row) => ({
    id: row.id,
    reference: row.reference,
    name: row.name,
    phone: row.phone,
    member: { id: row.memberId, nickName: profiles.get(row.memberId)?.nickName ?? "" },
    createdAt: row.createdAt.toISOString(),
  }));
}

/** The campaign's registrations, newest first, one page of them. */
export async function campaignTicketList(db: Db, id: number, page: PageRequest, locale: ApiLocale): Promise<ConsoleCampaignTickets> {
  const row = await campaignRow(db, id);
  const [items, [total]] = await Promise.all([
    ticketRows(db, id, page),
    db.select({ n: count() }).from(campaignTickets).where(eq(campaignTickets.campaignId, id)),
  ]);
  return { campaign: campaignHead(row, locale), items, total: Number(total?.n ?? 0), ...page };
}

/** The export's columns (spreadsheet-safe cells: platform/staff-export.ts). */
export const CAMPAIGN_TICKET_CSV_COLUMNS: readonly CsvColumn<ConsoleCampaignTicket>[] = [
  { name: "reference", value: (t) => t.reference },
  { name: "name", value: (t) => t.name },
  { name: "phone", value: (t) => t.phone },
  { name: "member_id", value: (t) => t.member.id },
  { name: "nickname", value: (t) => t.member.nickName },
  { name: "registered_at", value: (t) => t.createdAt },
];

/** Every registration of the campaign (the CSV export), with the campaign's slug for the file name. */
export async function campaignTicketExport(db: Db, id: number): Promise<{ slug: string; rows: ConsoleCampaignTicket[] }> {
  const row = await campaignRow(db, id);
  return { slug: row.slug, rows: await ticketRows(db, id, null) };
}

function ticketCancelledNotice(reference: string, event: Row["eventTitle"], reason: string): MemberNotice {
  return {
    title: { zh_TW: "你的門票登記已取消", zh_CN: "你的门票登记已取消", en: "Your ticket registration was cancelled", pt: "O seu registo de bilhete foi cancelado" },
    content: {
      zh_TW: `你於「${pickText(event, "zh_TW")}」的門票（${reference}）已取消。原因：${reason}`,
      zh_CN: `你于「${pickText(event, "zh_CN")}」的门票（${reference}）已取消。原因：${reason}`,
      en: `Your ticket (${reference}) for “${pickText(event, "en")}” was cancelled. Reason: ${reason}`,
      pt: `O seu bilhete (${reference}) para «${pickText(event, "pt")}» foi cancelado. Motivo: ${reason}`,
    },
  };
}

/**
 * Cancels a registration: the ticket row goes (the audit entry keeps it and the reason), the ticket goes back to the
 * stock, and the member is told the reason in their notifications, all in one transaction. 404 for no such ticket of
 * the campaign.
 */
export async function cancelCampaignTicket(
  deps: Deps,
  actor: StaffActor,
  ids: { id: number; ticketId: number },
  reason: string,
  locale: ApiLocale,
): Promise<ConsoleCampaignTickets["campaign"]> {
  return writeThenDrop(deps, async (tx) => {
    const campaign = await campaignRow(tx, ids.id, true);
    const [ticket] = await tx.select().from(campaignTickets).where(eq(campaignTickets.id, ids.ticketId)).for("update");
    if (!ticket || ticket.campaignId !== campaign.id) throw notFound();
    await tx.delete(campaignTickets).where(eq(campaignTickets.id, ticket.id));
    const [after] = await tx
      .update(campaigns)
      .set({ ticketsRemaining: sql`least(${campaigns.ticketsRemaining} + 1, ${campaigns.ticketsTotal})` })
      .where(eq(campaigns.id, campaign.id))
      .returning();
    const { before } = changedFields(ticket, null);
    await recordChange(tx, actor, { action: "campaign.ticket.cancel", entity: "campaign_ticket", entityId: ticket.id, before, after: { reason } });
    await notifyMember(tx, ticket.memberId, ticketCancelledNotice(ticket.reference, campaign.eventTitle, reason));
    return { value: campaignHead(after!, locale), changed: true };
  });
}
