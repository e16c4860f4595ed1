import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";

const known = new Map<string, string>();

/**
 * A server key: the setting when it is set, else one made once and kept in DATA_DIR/<fileName> (mode 600), so that
 * the embedded default needs no setting and keeps its key across restarts. Several instances must be given the same
 * setting (README). Read when first needed, never at start.
 */
export function settingOrKeyFile(dataDir: string, fileName: string, setting: string | undefined): string {
  if (setting) return setting;
  const file = join(dataDir, fileName);
  const cached = known.get(file);
  if (cached) return cached;
  let key = existsSync(file) ? readFileSync(file, "utf8").trim() : "";
  if (key.length < 32) {
    key = randomBytes(32).toString("base64url");
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, `${key}\n`, { mode: 0o600 });
  }
  known.set(file, key);
  return key;
}
