import { randomBytes } from "node:crypto";
import { hash, verify } from "@node-rs/argon2";

/**
 * argon2id at OWASP's first recommended setting (m = 19 MiB, t = 2, p = 1); the parameters travel inside each
 * hash, so raising them later re-hashes members at their next sign-in (`needsRehash`).
 */
export const ARGON2_PARAMS = { algorithm: 2 /* Algorithm.Argon2id (a const enum: not importable with isolatedModules) */, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2_PARAMS);
}

/** A hash of a random password at the current parameters, made once: what a missing account is checked against. */
let standInHash: Promise<string> | undefined;

/** Constant-time inside argon2; a malformed stored hash counts as a mismatch, never an error. */
export async function verifyPassword(storedHash: string | null, password: string): Promise<boolean> {
  if (!storedHash) {
    // The very same work as a real check (a verification, not a hash: in @node-rs/argon2 the two do not take the
    // same time), so that a missing account cannot be told from a wrong password.
    standInHash ??= hash(randomBytes(32).toString("base64url"), ARGON2_PARAMS);
    await verify(await standInHash, password).catch(() => false);
    return false;
  }
  try {
    return await verify(storedHash, password);
  } catch {
    return false;
  }
}

export function needsRehash(storedHash: string): boolean {
  return !storedHash.startsWith(`$argon2id$v=19$m=${ARGON2_PARAMS.memoryCost},t=${ARGON2_PARAMS.timeCost},p=${ARGON2_PARAMS.parallelism}$`);
}
