import { isEmail, isMacauPhone } from "./validation.ts";

/**
 * Members' and suppliers' contacts and the codes sent to them (docs/members.md). Zod-free, so that islands and the
 * member forms can check them without bringing zod into a page; schemas/identity.ts builds its zod fields on these.
 */

/** Contacts are an e-mail address or a mobile number: Macau's 8 digits starting with 6, or +<country><number>. */
export const INTERNATIONAL_MOBILE = /^\+[1-9]\d{6,14}$/;
export type ContactType = "email" | "mobile";
export function contactTypeOf(contact: string): ContactType | null {
  const value = contact.trim();
  if (isEmail(value)) return "email";
  if (isMacauPhone(value) || INTERNATIONAL_MOBILE.test(value)) return "mobile";
  return null;
}
/** A contact as stored and compared: e-mail lower-cased, mobile as written (digits, optional leading +). */
export function normalizeContact(contact: string): string {
  const value = contact.trim();
  return contactTypeOf(value) === "email" ? value.toLowerCase() : value;
}

/** A code sent by e-mail or SMS: six digits. */
export const CONTACT_CODE = /^\d{6}$/;
export const isContactCode = (code: string) => CONTACT_CODE.test(code.trim());
