import { STAFF_ROLES, type StaffRole } from "@portal/contract/schemas/staff";
import type { Db } from "../../db/client.ts";
import { defineSeedStep } from "../../db/seed/steps.ts";
import { hashDemoPassword } from "../identity/seed.ts";
import { DEMO_SECRET_PREFIX } from "./secret-box.ts";
import { emailKeyOf } from "./staff-service.ts";
import { staffAccounts } from "./tables.ts";

/**
 * DEMO ONLY (README "Demo staff"): one active staff member per role, with a known password and a fixed TOTP secret,
 * so that the console can be tried at once. Their secrets are public (README), so they are stored marked as such
 * (secret-box.ts DEMO_SECRET_PREFIX). Like the demo member, they exist only where the demo content is seeded: never
 * seed it for a real site (SEED_DEMO, README).
 */
export const DEMO_STAFF_PASSWORD = "Console-2026!";

/** The demo member of a role: staff.<role>@example.mo; the TOTP secret is DEMO + the role, padded with A to 32 characters. */
export function demoStaff(role: StaffRole): { email: string; name: string; totpSecret: string } {
  return {
    email: `staff.${role}@example.mo`,
    name: `Demo ${role}`,
    totpSecret: `DEMO${role.toUpperCase()}`.padEnd(32, "A"),
  };
}

async function seedStaff(db: Db, now: Date): Promise<void> {
  const passwordHash = await hashDemoPassword(DEMO_STAFF_PASSWORD);
  await db.insert(staffAccounts).values(
    STAFF_ROLES.map((role) => {
      const demo = demoStaff(role);
      return {
        email: demo.email,
        emailKey: emailKeyOf(demo.email),
        displayName: demo.name,
        role,
        passwordHash,
        totpSecret: `${DEMO_SECRET_PREFIX}${demo.totpSecret}`,
        totpConfirmed: true,
        status: "active" as const,
        createdAt: now,
        updatedAt: now,
      };
    }),
  );
}

// Seed order 98: independent of other content.
export const seedStep = defineSeedStep(98, seedStaff);
