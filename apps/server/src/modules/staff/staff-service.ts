import { asc, eq, inArray } from "drizzle-orm";
import type { StaffMe, StaffRole } from "@portal/contract/schemas/staff";
import type { Db } from "../../db/client.ts";
import { staffAccounts } from "./tables.ts";

/** Staff accounts: the lookups the sign-in and set-up share, and what `me` answers. */

export type StaffAccount = typeof staffAccounts.$inferSelect;

/** An e-mail address as its unique key: spaces around it removed, full-width letters made ASCII, lower case. */
export const emailKeyOf = (email: string): string => email.trim().normalize("NFKC").toLowerCase();

export async function findStaffByEmail(db: Db, email: string): Promise<StaffAccount | null> {
  const [row] = await db.select().from(staffAccounts).where(eq(staffAccounts.emailKey, emailKeyOf(email))).limit(1);
  return row ?? null;
}

export async function findStaffById(db: Db, id: number): Promise<StaffAccount | null> {
  const [row] = await db.select().from(staffAccounts).where(eq(staffAccounts.id, id)).limit(1);
  return row ?? null;
}

/** The account as the console shows it to its holder. */
export function staffMeOf(account: StaffAccount): StaffMe {
  return { id: account.id, name: account.displayName, email: account.email, role: account.role };
}

export async function getStaffMe(db: Db, staffId: number): Promise<StaffMe | null> {
  const account = await findStaffById(db, staffId);
  return account ? staffMeOf(account) : null;
}

/** The accounts holding one of `roles`, by name (the news desk's author filter): whoever set up or not, disabled too. */
export async function staffOfRoles(db: Db, roles: readonly StaffRole[]): Promise<{ id: number; name: string; role: StaffRole; active: boolean }[]> {
  const rows = await db
    .select({ id: staffAccounts.id, name: staffAccounts.displayName, role: staffAccounts.role, status: staffAccounts.status })
    .from(staffAccounts)
    .where(inArray(staffAccounts.role, [...roles]))
    .orderBy(asc(staffAccounts.displayName), asc(staffAccounts.id));
  return rows.map((row) => ({ id: row.id, name: row.name, role: row.role, active: row.status === "active" }));
}
