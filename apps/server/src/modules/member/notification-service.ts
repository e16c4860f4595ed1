import { and, desc, eq, inArray, isNull, or, sql } from "drizzle-orm";
import type { ApiLocale } from "@portal/contract/locales";
import type { MemberNotification, NotificationPage, ReadCount } from "@portal/contract/schemas/member";
import type { Db } from "../../db/client.ts";
import type { LocalizedText } from "../../db/columns.ts";
import { memberNotificationReads, memberNotifications } from "./tables.ts";
import { pickText } from "../../platform/localize.ts";
import { pageOf, type PageRequest } from "../../platform/paging.ts";

/** The member's own notifications and the ones to every member (member_id null). */
const visibleTo = (memberId: number) => or(eq(memberNotifications.memberId, memberId), isNull(memberNotifications.memberId));

/** Written out with aliases: drizzle leaves the columns of a one-table select unqualified (see playlist-service). */
const readByMember = (memberId: number) =>
  sql<boolean>`exists (select 1 from member_notification_reads r where r.notification_id = member_notifications.id and r.member_id = ${memberId})`;

/** Newest first, each with the member's read flag, in the request's language (zh_CN through OpenCC). */
export async function listNotifications(db: Db, memberId: number, query: PageRequest, locale: ApiLocale): Promise<NotificationPage> {
  const where = visibleTo(memberId);
  const [page, [unread]] = await Promise.all([
    pageOf(
      query,
      async (limit, offset) => {
        const rows = await db
          .select({
            id: memberNotifications.id,
            title: memberNotifications.title,
            content: memberNotifications.content,
            link: memberNotifications.link,
            read: readByMember(memberId),
            createdAt: memberNotifications.createdAt,
          })
          .from(memberNotifications)
          .where(where)
          .orderBy(desc(memberNotifications.createdAt), desc(memberNotifications.id))
          .limit(limit)
          .offset(offset);
        return rows.map(
          (row): MemberNotification => ({
            id: row.id,
            title: pickText(row.title, locale),
            content: pickText(row.content, locale),
            link: row.link,
            read: Boolean(row.read),
            createdAt: row.createdAt.toISOString(),
          }),
        );
      },
      () => db.$count(memberNotifications, where),
    ),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(memberNotifications)
      .where(and(where, sql`not ${readByMember(memberId)}`)),
  ]);
  return { ...page, unread: Number(unread?.n ?? 0) };
}

/** Marks notifications read for this member; ids the member cannot see are ignored. Marking twice is harmless. */
export async function markNotificationsRead(db: Db, memberId: number, ids: number[], now: Date): Promise<ReadCount> {
  const visible = await db
    .select({ id: memberNotifications.id })
    .from(memberNotifications)
    .where(and(inArray(memberNotifications.id, ids), visibleTo(memberId)));
  if (visible.length) {
    await db
      .insert(memberNotificationReads)
      .values(visible.map(({ id }) => ({ notificationId: id, memberId, readAt: now })))
      .onConflictDoNothing();
  }
  return { read: visible.length };
}

/** A notice to one member, in the four locales (zh_CN derived from zh_TW when left out), written in `db` (a transaction's). */
export interface MemberNotice {
  title: LocalizedText;
  content: LocalizedText;
  link?: string | null;
}

/**
 * Tells one member something in their notifications (account-notice): what staff did to their text and why
 * (docs/interactions.md "Moderation"). Written in the caller's transaction, so the notice exists exactly when the
 * change does.
 */
export async function notifyMember(db: Db, memberId: number, notice: MemberNotice): Promise<void> {
  await db.insert(memberNotifications).values({ memberId, title: notice.title, content: notice.content, link: notice.link ?? null });
}
