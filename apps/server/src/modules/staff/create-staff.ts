import { parseArgs } from "node:util";
import { isStaffRole, STAFF_ROLES, type StaffRole } from "@portal/contract/schemas/staff";
import { isEmail } from "@portal/contract/rules";
import type { Config } from "../../config.ts";
import type { Db } from "../../db/client.ts";
import { inviteStaff, type Invitation } from "./setup-service.ts";

/**
 * `npm run staff:create -- --email a@b.mo --role admin [--name "…"]` (create-staff-cli.ts): an invited account and
 * its one-time set-up link, valid 72 hours. The same service as any later console screen for inviting staff.
 */
export interface CreateStaffArgs {
  email: string;
  role: StaffRole;
  name?: string;
}

export const CREATE_STAFF_USAGE = `usage: npm run staff:create -- --email <address> --role <${STAFF_ROLES.join("|")}> [--name "<display name>"]`;

/** The command line's options, or an error that says what is wrong (with the usage). */
export function parseCreateStaffArgs(argv: readonly string[]): CreateStaffArgs {
  const { values } = parseArgs({
    args: [...argv],
    options: { email: { type: "string" }, role: { type: "string" }, name: { type: "string" } },
    strict: true,
  });
  const email = values.email?.trim() ?? "";
  if (!isEmail(email)) throw new Error(`--email must be an e-mail address\n${CREATE_STAFF_USAGE}`);
  if (!isStaffRole(values.role)) throw new Error(`--role must be one of ${STAFF_ROLES.join(", ")}\n${CREATE_STAFF_USAGE}`);
  const name = values.name?.trim();
  if (name !== undefined && (name.length < 1 || name.length > 100)) throw new Error(`--name must be 1 to 100 characters\n${CREATE_STAFF_USAGE}`);
  return { email, role: values.role, ...(name ? { name } : {}) };
}

/** Creates the invited account; the lines to print. */
export async function createStaff(deps: { db: Db; config: Config; now: () => Date }, args: CreateStaffArgs): Promise<{ invitation: Invitation; lines: string[] }> {
  const invitation = await inviteStaff(deps, args);
  return {
    invitation,
    lines: [
      `Invited ${args.email} as ${args.role} (staff id ${invitation.staffId}).`,
      `One-time set-up link, valid until ${invitation.expiresAt.toISOString()}:`,
      invitation.setupUrl,
    ],
  };
}
