import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from "node:crypto";
import type { Config } from "../../config.ts";

/**
 * Seals the staff accounts' TOTP secrets at rest: AES-256-GCM, a random 96-bit nonce per secret, the key derived with
 * HKDF-SHA-256 from the setting STAFF_SECRET_KEY. A copy of the database alone gives no secret. Outside production,
 * without the setting, a fixed development key is used (it is in this file, so it protects nothing): its sealed
 * values are marked `dev1:` and a production server, whose key is always its own (config.ts refuses to start
 * without one), never opens them — the demo staff's secrets (seed.ts) work only outside production.
 */
const DEV_KEY_MATERIAL = "portal-development-staff-secret-key (not a secret: see secret-box.ts)";

export interface SecretBox {
  seal(plain: string): string;
  /** The plain text, or null when the value is not one this box can open (another key, tampered, malformed). */
  open(sealed: string): string | null;
}

const deriveKey = (material: string) => Buffer.from(hkdfSync("sha256", material, "portal-staff", "totp-secret-v1", 32));

function boxWith(key: Buffer, prefix: string): SecretBox {
  return {
    seal(plain) {
      const nonce = randomBytes(12);
      const cipher = createCipheriv("aes-256-gcm", key, nonce);
      const body = Buffer.concat([cipher.update(plain, "utf8"), cipher.final()]);
      return `${prefix}${Buffer.concat([nonce, cipher.getAuthTag(), body]).toString("base64url")}`;
    },
    open(sealed) {
      if (!sealed.startsWith(prefix)) return null;
      const raw = Buffer.from(sealed.slice(prefix.length), "base64url");
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

/** The development box, for the demo seed (which runs before any setting is read). */
export const devSecretBox: SecretBox = boxWith(deriveKey(DEV_KEY_MATERIAL), "dev1:");

/**
 * The box of this server: its own key when STAFF_SECRET_KEY is set, the development key otherwise (never in
 * production). Outside production a server with its own key still opens the demo staff's development-sealed secrets.
 */
export function secretBoxFor(config: Config): SecretBox {
  if (!config.staff.secretKey) {
    if (config.production) throw new Error("STAFF_SECRET_KEY is required in production");
    return devSecretBox;
  }
  const own = boxWith(deriveKey(config.staff.secretKey), "v1:");
  return config.production ? own : { seal: own.seal, open: (sealed) => own.open(sealed) ?? devSecretBox.open(sealed) };
}
