import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from "node:crypto";
import type { Config } from "../../config.ts";
import { settingOrKeyFile } from "../../platform/key-file.ts";

/**
 * Seals the staff accounts' TOTP secrets at rest: AES-256-GCM, a random 96-bit nonce per secret, the key derived with
 * HKDF-SHA-256 from STAFF_SECRET_KEY, or from a key made once in DATA_DIR/staff-secret.key (platform/key-file.ts). A
 * copy of the database alone gives no secret.
 *
 * The demo staff's secrets (seed.ts) are public by design: README prints them. They are stored marked `demo:` and in
 * clear, which says so, rather than sealed with a key that would have to be public too (the seed runs before any
 * setting is read). No code path but the demo seed writes that mark: set-up always seals.
 */
export interface SecretBox {
  seal(plain: string): string;
  /** The plain text, or null when the value is not one this box can open (another key, tampered, malformed). */
  open(sealed: string): string | null;
}

/** The mark of the demo staff's public secrets (seed.ts). */
export const DEMO_SECRET_PREFIX = "demo:";
const SEALED_PREFIX = "v1:";

const deriveKey = (material: string) => Buffer.from(hkdfSync("sha256", material, "portal-staff", "totp-secret-v1", 32));

function boxWith(key: Buffer): SecretBox {
  return {
    seal(plain) {
      const nonce = randomBytes(12);
      const cipher = createCipheriv("aes-256-gcm", key, nonce);
      const body = Buffer.concat([cipher.update(plain, "utf8"), cipher.final()]);
      return `${SEALED_PREFIX}${Buffer.concat([nonce, cipher.getAuthTag(), body]).toString("base64url")}`;
    },
    open(sealed) {
      if (sealed.startsWith(DEMO_SECRET_PREFIX)) return sealed.slice(DEMO_SECRET_PREFIX.length) || null;
      if (!sealed.startsWith(SEALED_PREFIX)) return null;
      const raw = Buffer.from(sealed.slice(SEALED_PREFIX.length), "base64url");
      if (raw.length < 12 + 16 + 1) return null;
      try {
        const decipher = createDecipheriv("aes-256-gcm", key, raw.subarray(0, 12));
        decipher.setAuthTag(raw.subarray(12, 28));
        return Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]).toString("utf8");
      } catch {
        return null;
      }
    },
  };
}

/** The box of this server: STAFF_SECRET_KEY, else the key kept in DATA_DIR/staff-secret.key. */
export function secretBoxFor(config: Pick<Config, "dataDir" | "staff">): SecretBox {
  return boxWith(deriveKey(settingOrKeyFile(config.dataDir, "staff-secret.key", config.staff.secretKey)));
}
