import { randomBytes } from "node:crypto";
import { and, asc, desc, eq, gt, sql } from "drizzle-orm";
import type { ApiLocale } from "@portal/contract/locales";
import type {
  Campaign,
  CampaignTicket,
  Congratulation,
  CongratulationPage,
  ModeratedCongratulation,
  ModerationPage,
  TicketFields,
  TicketStatus,
} from "@portal/contract/schemas/campaign";
import type { Db } from "../../db/client.ts";
import { campaignCongratulations, campaigns, campaignTickets, type CongratulationStatus } from "./tables.ts";
import type { ClosingAccount } from "../../platform/domain-module.ts";
import { isUniqueViolation, refusal } from "../../platform/errors.ts";
import { pickText } from "../../platform/localize.ts";
import { publicProfiles } from "../identity/members-lookup.ts";
import { offsetOf } from "../../platform/paging.ts";
import { publishedBySlug } from "../../platform/visibility.ts";
import { campaignReplies } from "./replies.ts";

/**
 * Campaign pages (docs/campaigns.md): the campaign, its congratulation messages (plain text, moderated unless the
 * campaign's staff setting says otherwise; only approved ones are listed) and its tickets (a fixed stock taken
 * atomically; one ticket per member and per phone, held by unique keys).
 */

export type CampaignRow = typeof campaigns.$inferSelect;

export const findCampaign = (db: Db, slug: string): Promise<CampaignRow | null> => publishedBySlug(db, campaigns, slug);

const ticketsOpen = (row: CampaignRow, now: Date) =>
  row.ticketsRemaining > 0 && now >= row.ticketsOpenAt && now < row.ticketsCloseAt;

export function toCampaign(row: CampaignRow, locale: ApiLocale, now: Date): Campaign {
  return {
    slug: row.slug,
    title: pickText(row.title, locale),
    subtitle: pickText(row.subtitle, locale),
    intro: pickText(row.intro, locale),
    cover: row.cover,
    milestones: row.milestones.map((m) => ({ year: m.year, title: pickText(m.title, locale), text: pickText(m.text, locale) })),
    ticket: {
      title: pickText(row.eventTitle, locale),
      venue: pickText(row.eventVenue, locale),
      startsAt: row.eventStartsAt.toISOString(),
      opensAt: row.ticketsOpenAt.toISOString(),
      closesAt: row.ticketsCloseAt.toISOString(),
      total: row.ticketsTotal,
      remaining: row.ticketsRemaining,
      open: ticketsOpen(row, now),
    },
    congratulationsModerated: row.congratulationsModerated,
  };
}

// ── Congratulations ────────────────────────────────────────────────────────────────────────────────────────
type CongratulationRow = { id: number; message: string; memberId: number; createdAt: Date };

async function withNames(db: Db, rows: CongratulationRow[]): Promise<Congratulation[]> {
  const profiles = await publicProfiles(
    db,
    rows.map((r) => r.memberId),
  );
  return rows.flatMap((row) => {
    const author = profiles.get(row.memberId);
    return author ? [{ id: row.id, message: row.message, nickName: author.nickName, createdAt: row.createdAt.toISOString() }] : [];
  });
}

const fields = {
  id: campaignCongratulations.id,
  message: campaignCongratulations.message,
  memberId: campaignCongratulations.memberId,
  createdAt: campaignCongratulations.createdAt,
};

/** One page of the campaign's messages of one status, newest or oldest first, with their total. */
async function messagesOfStatus(
  db: Db,
  campaignId: number,
  status: CongratulationStatus,
  paging: { page: number; pageSize: number },
  order: "newest" | "oldest",
) {
  const where = and(eq(campaignCongratulations.campaignId, campaignId), eq(campaignCongratulations.status, status));
  const direction = order === "newest" ? desc : asc;
  const [rows, [count]] = await Promise.all([
    db
      .select(fields)
      .from(campaignCongratulations)
      .where(where)
      .orderBy(direction(campaignCongratulations.createdAt), direction(campaignCongratulations.id))
      .limit(paging.pageSize)
      .offset(offsetOf(paging.page, paging.pageSize)),
    db.select({ n: sql<number>`count(*)::int` }).from(campaignCongratulations).where(where),
  ]);
  return { rows, total: Number(count?.n ?? 0) };
}

/** The approved messages, newest first. */
export async function listCongratulations(
  db: Db,
  campaignId: number,
  paging: { page: number; pageSize: number },
): Promise<CongratulationPage> {
  const { rows, total } = await messagesOfStatus(db, campaignId, "approved", paging, "newest");
  return { items: await withNames(db, rows), total, ...paging };
}

/** A member's message: pending when the campaign moderates (then not listed until approved), else approved. */
export async function addCongratulation(db: Db, campaign: CampaignRow, memberId: number, message: string, now: Date): Promise<Congratulation> {
  const status: CongratulationStatus = campaign.congratulationsModerated ? "pending" : "approved";
  const [row] = await db
    .insert(campaignCongratulations)
    .values({ campaignId: campaign.id, memberId, message, status, createdAt: now })
    .returning(fields);
  const [shown] = await withNames(db, [row!]);
  return status === "pending" ? { ...shown!, pending: true } : shown!;
}

/** Moderation (staff): approve or reject a message. False when there is no such message. */
export async function setCongratulationStatus(db: Db, id: number, status: CongratulationStatus): Promise<boolean> {
  return (await moderateCongratulation(db, null, id, status)) !== null;
}

/** Staff's queue: the campaign's messages of one status, oldest first (the first written is moderated first). */
export async function moderationQueue(
  db: Db,
  campaignId: number,
  status: CongratulationStatus,
  paging: { page: number; pageSize: number },
): Promise<ModerationPage> {
  const { rows, total } = await messagesOfStatus(db, campaignId, status, paging, "oldest");
  const named = new Map((await withNames(db, rows)).map((item) => [item.id, item]));
  const items = rows.flatMap((row) => {
    const item = named.get(row.id);
    return item ? [{ ...item, status, memberId: row.memberId }] : [];
  });
  return { items, total, ...paging };
}

/** Sets a message's status (of that campaign when given); the message as staff see it, or null when none. */
export async function moderateCongratulation(
  db: Db,
  campaignId: number | null,
  id: number,
  status: CongratulationStatus,
): Promise<ModeratedCongratulation | null> {
  const [row] = await db
    .update(campaignCongratulations)
    .set({ status })
    .where(campaignId === null ? eq(campaignCongratulations.id, id) : and(eq(campaignCongratulations.id, id), eq(campaignCongratulations.campaignId, campaignId)))
    .returning(fields);
  if (!row) return null;
  const [named] = await withNames(db, [row]);
  return { ...named!, status, memberId: row.memberId };
}

// ── Tickets ───────────────────────────────────────────────────────────────────────────────────────────────
const REFERENCE_ALPHABET = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789";
/** A ticket reference such as TDM40-7KQ2-M9XD: 40 random bits in an alphabet without look-alike characters. */
function newReference(slug: string): string {
  const bytes = randomBytes(8);
  const chars = Array.from(bytes, (b) => REFERENCE_ALPHABET[b % REFERENCE_ALPHABET.length]!).join("");
  return `${slug.toUpperCase().replace(/[^A-Z0-9]/g, "").slice(0, 8)}-${chars.slice(0, 4)}-${chars.slice(4)}`;
}

/** The phone as shown back: all but the last three digits masked. */
export const maskedPhone = (phone: string) => `${"•".repeat(Math.max(0, phone.length - 3))}${phone.slice(-3)}`;

type TicketRow = typeof campaignTickets.$inferSelect;
const toTicket = (row: TicketRow): CampaignTicket => ({
  reference: row.reference,
  name: row.name,
  phone: maskedPhone(row.phone),
  createdAt: row.createdAt.toISOString(),
});

async function memberTicket(db: Db, campaignId: number, memberId: number): Promise<TicketRow | null> {
  const [row] = await db
    .select()
    .from(campaignTickets)
    .where(and(eq(campaignTickets.campaignId, campaignId), eq(campaignTickets.memberId, memberId)))
    .limit(1);
  return row ?? null;
}

export async function ticketStatus(db: Db, campaign: CampaignRow, memberId: number, now: Date): Promise<TicketStatus> {
  const ticket = await memberTicket(db, campaign.id, memberId);
  return {
    total: campaign.ticketsTotal,
    remaining: campaign.ticketsRemaining,
    open: ticketsOpen(campaign, now),
    ticket: ticket ? toTicket(ticket) : null,
  };
}

/**
 * Registers one ticket. In one transaction: the stock is taken with a conditional update (`remaining - 1 where
 * remaining > 0`: the row lock makes parallel takers wait their turn, and none takes the last ticket twice), then the
 * ticket is inserted; a second ticket of the member or the phone breaks a unique key, which rolls the take back.
 */
export async function registerTicket(db: Db, campaign: CampaignRow, memberId: number, input: TicketFields, now: Date): Promise<CampaignTicket> {
  if (now < campaign.ticketsOpenAt || now >= campaign.ticketsCloseAt) throw refusal(campaignReplies.ticketsClosed);
  if (await memberTicket(db, campaign.id, memberId)) throw refusal(campaignReplies.ticketAlreadyRegistered);
  try {
    const row = await db.transaction(async (transaction) => {
      const tx = transaction as unknown as Db;
      const taken = await tx
        .update(campaigns)
        .set({ ticketsRemaining: sql`${campaigns.ticketsRemaining} - 1` })
        .where(and(eq(campaigns.id, campaign.id), gt(campaigns.ticketsRemaining, 0)))
        .returning({ remaining: campaigns.ticketsRemaining });
      if (!taken.length) throw refusal(campaignReplies.ticketsSoldOut);
      const [inserted] = await tx
        .insert(campaignTickets)
        .values({
          campaignId: campaign.id,
          memberId,
          name: input.name.trim(),
          phone: input.phone.trim(),
          reference: newReference(campaign.slug),
          createdAt: now,
        })
        .returning();
      return inserted!;
    });
    return toTicket(row);
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    // Which key: the member's own ticket (a parallel request won), or another member's with this phone.
    throw refusal((await memberTicket(db, campaign.id, memberId)) ? campaignReplies.ticketAlreadyRegistered : campaignReplies.ticketPhoneTaken);
  }
}

/**
 * Closing an account (identity's logout/account, in its transaction): the member's tickets go back to the stock (never
 * above the total) and their messages are deleted.
 */
export async function eraseCampaignMember(tx: Db, account: ClosingAccount): Promise<void> {
  const returned = await tx
    .delete(campaignTickets)
    .where(eq(campaignTickets.memberId, account.memberId))
    .returning({ campaignId: campaignTickets.campaignId });
  for (const { campaignId } of returned) {
    await tx
      .update(campaigns)
      .set({ ticketsRemaining: sql`least(${campaigns.ticketsRemaining} + 1, ${campaigns.ticketsTotal})` })
      .where(eq(campaigns.id, campaignId));
  }
  await tx.delete(campaignCongratulations).where(eq(campaignCongratulations.memberId, account.memberId));
}
