import { describe, expect, it } from "vitest";
import { ConfigError, deprecatedSettings, loadConfig } from "./config.ts";

describe("settings", () => {
  it("defaults to the embedded database on port 3000 with demo content", () => {
    const config = loadConfig({});
    expect(config.port).toBe(3000);
    expect(config.dataDir).toBe("./data");
    expect(config.databaseUrl).toBeUndefined();
    expect(config.seedDemo).toBe(true);
    expect(config.publicUrl).toBe("http://localhost:3000");
    expect(config.weather.provider).toBe("demo");
  });

  it("never seeds demo content into PostgreSQL unless asked", () => {
    expect(loadConfig({ DATABASE_URL: "postgres://x@h/db" }).seedDemo).toBe(false);
    expect(loadConfig({ DATABASE_URL: "postgres://x@h/db", SEED_DEMO: "true" }).seedDemo).toBe(true);
  });

  it("begins this site's Redis keys and invalidation channel with REDIS_PREFIX (portal: unless set)", () => {
    expect(loadConfig({}).redisPrefix).toBe("portal:");
    expect(loadConfig({ REDIS_PREFIX: "staging-portal:" }).redisPrefix).toBe("staging-portal:");
    expect(() => loadConfig({ REDIS_PREFIX: "no-colon" })).toThrow(/REDIS_PREFIX/);
    expect(() => loadConfig({ REDIS_PREFIX: "a b:" })).toThrow(/REDIS_PREFIX/);
  });

  it("sweeps uploads nobody refers to after a day, or never with 0", () => {
    expect(loadConfig({}).uploadSweepGraceHours).toBe(24);
    expect(loadConfig({ UPLOAD_SWEEP_GRACE_HOURS: "0" }).uploadSweepGraceHours).toBe(0);
    expect(loadConfig({ UPLOAD_SWEEP_GRACE_HOURS: "72" }).uploadSweepGraceHours).toBe(72);
  });

  it("takes STAFF_SECRET_KEY (the staff TOTP secrets' key) of at least 32 characters, and STAFF_IDLE_MINUTES", () => {
    expect(() => loadConfig({ NODE_ENV: "production", STAFF_SECRET_KEY: "too-short" })).toThrow(/STAFF_SECRET_KEY: must be at least 32 characters/);
    expect(loadConfig({ NODE_ENV: "production", STAFF_SECRET_KEY: "k".repeat(32) }).staff.secretKey).toBe("k".repeat(32));
    expect(loadConfig({}).staff).toEqual({ secretKey: undefined, idleMinutes: 30 });
    expect(loadConfig({ STAFF_IDLE_MINUTES: "15" }).staff.idleMinutes).toBe(15);
    expect(() => loadConfig({ STAFF_IDLE_MINUTES: "0" })).toThrow(/STAFF_IDLE_MINUTES/);
  });

  it("switches the weather provider to SMG when its feed is configured", () => {
    expect(loadConfig({ WEATHER_SMG_URL: "https://example.test/feed.xml" }).weather.provider).toBe("smg");
  });

  it.each([
    [{ PORT: "abc" }, "PORT"],
    [{ PORT: "70000" }, "PORT"],
    [{ DATABASE_URL: "mysql://x" }, "DATABASE_URL"],
    [{ REDIS_URL: "http://x" }, "REDIS_URL"],
    [{ PUBLIC_URL: "ftp://x" }, "PUBLIC_URL"],
    [{ LOG_LEVEL: "loud" }, "LOG_LEVEL"],
    [{ SEED_DEMO: "perhaps" }, "SEED_DEMO"],
    [{ WEATHER_PROVIDER: "smg" }, "WEATHER_SMG_URL"],
    [{ TRUST_PROXY: "everyone" }, "TRUST_PROXY"],
    [{ UPLOAD_SWEEP_GRACE_HOURS: "2" }, "UPLOAD_SWEEP_GRACE_HOURS"],
  ])("stops with a message naming the wrong setting: %o", (env, name) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(new RegExp(name));
  });

  it("refuses TRUST_PROXY=true, which would let a client name its own address, and names what to set instead", () => {
    for (const value of ["true", " true "]) {
      expect(() => loadConfig({ TRUST_PROXY: value })).toThrow(ConfigError);
      expect(() => loadConfig({ TRUST_PROXY: value })).toThrow(/TRUST_PROXY: true would believe any address/);
      expect(() => loadConfig({ TRUST_PROXY: value })).toThrow(/TRUST_PROXY=1\b.*TRUST_PROXY=10\.0\.0\.1,10\.0\.0\.0\/8/);
    }
  });

  it("believes no proxy unless told: a client cannot name its own address for the rate limits", () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: "10.0.0.1, 10.0.0.0/8" }).trustProxy).toEqual(["10.0.0.1", "10.0.0.0/8"]);
    const hops = loadConfig({ TRUST_PROXY: "1" }).trustProxy as (address: string, hop: number) => boolean;
    expect([hops("203.0.113.9", 0), hops("203.0.113.9", 1)]).toEqual([true, false]);
  });
});

describe("deprecated settings", () => {
  it("names each static staff token that is set, with what replaces it, and nothing when none is", () => {
    expect(deprecatedSettings(loadConfig({}))).toEqual([]);
    const warnings = deprecatedSettings(loadConfig({ FORMS_EXPORT_TOKEN: "f".repeat(16), MODERATION_TOKEN: "m".repeat(16), STATS_REPORT_TOKEN: "s".repeat(16) }));
    expect(warnings).toHaveLength(3);
    expect(warnings[0]).toMatch(/^FORMS_EXPORT_TOKEN is deprecated.*\/console\/inbox/);
    expect(warnings[1]).toMatch(/^MODERATION_TOKEN is deprecated.*\/console\/congratulations/);
    expect(warnings[2]).toMatch(/^STATS_REPORT_TOKEN is deprecated/);
    expect(deprecatedSettings(loadConfig({ MODERATION_TOKEN: "m".repeat(16) }))).toHaveLength(1);
  });
});
