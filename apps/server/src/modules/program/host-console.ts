import { asc, desc, eq } from "drizzle-orm";
import type { ApiLocale } from "@portal/contract/locales";
import type { ConsoleHost, hostBody } from "@portal/contract/schemas/program/console";
import type { z } from "zod";
import type { Db } from "../../db/client.ts";
import { consoleText, slugOfTitle, storedText } from "../../platform/console-text.ts";
import type { Deps } from "../../platform/deps.ts";
import { notFound } from "../../platform/errors.ts";
import { pickText } from "../../platform/localize.ts";
import type { StaffActor } from "../../platform/staff-auth.ts";
import { changedFields, recordChange } from "../audit/audit-service.ts";
import { placeholderSlug, writeThenDrop } from "./console-write.ts";
import { programHostLinks, programHosts, programmes } from "./tables.ts";

/**
 * Hosts' profiles in the producer's console (docs/console.md "Producer"): name, photo and biography in the four
 * locales. A programme names its hosts, in order, in its own form (`hostIds`, console-service.ts); the public
 * programme page shows them as cards. Audited as `programme.host.create`, `.update`, `.delete` (entity `program_host`).
 */

type HostRow = typeof programHosts.$inferSelect;
type HostValues = z.output<typeof hostBody>;

const toConsoleHost = (row: HostRow, programmeTitles: string[]): ConsoleHost => ({
  id: row.id,
  slug: row.slug,
  name: consoleText(row.name),
  bio: consoleText(row.bio),
  photo: row.photo,
  programmes: programmeTitles,
});

/** Every host, in the public list's order, with the titles of the programmes that name them (console's language). */
export async function listConsoleHosts(db: Db, locale: ApiLocale): Promise<ConsoleHost[]> {
  const [rows, links] = await Promise.all([
    db.select().from(programHosts).orderBy(asc(programHosts.sortOrder), asc(programHosts.id)),
    db
      .select({ hostId: programHostLinks.hostId, title: programmes.title })
      .from(programHostLinks)
      .innerJoin(programmes, eq(programmes.id, programHostLinks.programId))
      .orderBy(asc(programmes.sortOrder), asc(programmes.id)),
  ]);
  const titlesOf = new Map<number, string[]>();
  for (const link of links) titlesOf.set(link.hostId, [...(titlesOf.get(link.hostId) ?? []), pickText(link.title, locale)]);
  return rows.map((row) => toConsoleHost(row, titlesOf.get(row.id) ?? []));
}

async function hostOf(db: Db, id: number, locale: ApiLocale): Promise<ConsoleHost> {
  const host = (await listConsoleHosts(db, locale)).find((row) => row.id === id);
  if (!host) throw notFound();
  return host;
}

const hostColumns = (input: HostValues) => ({ name: storedText(input.name), bio: storedText(input.bio), photo: input.photo });

/** A new host, last in the list; the slug is made of the English (else Portuguese) name, with the id when taken. */
export async function createHost(deps: Deps, actor: StaffActor, locale: ApiLocale, input: HostValues): Promise<ConsoleHost> {
  const id = await writeThenDrop(deps, async (tx) => {
    const [last] = await tx.select({ sortOrder: programHosts.sortOrder }).from(programHosts).orderBy(desc(programHosts.sortOrder)).limit(1);
    const [inserted] = await tx
      .insert(programHosts)
      .values({ slug: placeholderSlug(), sortOrder: (last?.sortOrder ?? 0) + 1, ...hostColumns(input) })
      .returning({ id: programHosts.id });
    const hostId = inserted!.id;
    const base = slugOfTitle(input.name) || `host-${hostId}`;
    const [taken] = await tx.select({ id: programHosts.id }).from(programHosts).where(eq(programHosts.slug, base));
    const [created] = await tx.update(programHosts).set({ slug: taken ? `${base}-${hostId}` : base }).where(eq(programHosts.id, hostId)).returning();
    await recordChange(tx, actor, { action: "programme.host.create", entity: "program_host", entityId: hostId, ...changedFields(null, created!) });
    return hostId;
  });
  return hostOf(deps.db, id, locale);
}

export async function updateHost(deps: Deps, actor: StaffActor, locale: ApiLocale, id: number, input: HostValues): Promise<ConsoleHost> {
  await writeThenDrop(deps, async (tx) => {
    const [before] = await tx.select().from(programHosts).where(eq(programHosts.id, id)).for("update");
    if (!before) throw notFound();
    const [after] = await tx.update(programHosts).set(hostColumns(input)).where(eq(programHosts.id, id)).returning();
    await recordChange(tx, actor, { action: "programme.host.update", entity: "program_host", entityId: id, ...changedFields(before, after!) });
  });
  return hostOf(deps.db, id, locale);
}

/** Removes the profile and its place in every programme (the audit entry keeps which programmes named the host). */
export async function deleteHost(deps: Deps, actor: StaffActor, id: number): Promise<null> {
  return writeThenDrop(deps, async (tx) => {
    const programIds = (await tx.select({ id: programHostLinks.programId }).from(programHostLinks).where(eq(programHostLinks.hostId, id))).map((row) => row.id);
    const [deleted] = await tx.delete(programHosts).where(eq(programHosts.id, id)).returning();
    if (!deleted) throw notFound();
    await recordChange(tx, actor, { action: "programme.host.delete", entity: "program_host", entityId: id, ...changedFields({ ...deleted, programIds }, null) });
    return null;
  });
}
