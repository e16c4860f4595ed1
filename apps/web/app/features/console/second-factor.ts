import type { StaffSecondFactorInput } from "@portal/contract/schemas/staff";

/**
 * The second step's body from what the person typed, checked as the server will (schemas/staff.ts): six digits
 * (spaces between groups dropped), or a recovery code of ten letters and digits (case and dashes do not matter);
 * null when it cannot be one, so the form says so without a call.
 */
export function secondFactorOf(mode: "totp" | "recovery", typed: string): StaffSecondFactorInput | null {
  if (mode === "totp") {
    const code = typed.replace(/\s+/g, "");
    return /^\d{6}$/.test(code) ? { code } : null;
  }
  const recoveryCode = typed.trim().toLowerCase().replace(/[\s-]+/g, "");
  return /^[a-z2-7]{10}$/.test(recoveryCode) ? { recoveryCode: typed.trim() } : null;
}
