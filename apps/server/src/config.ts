import { z } from "zod";

/**
 * Every setting of the server, read from the environment and validated at start: a wrong value stops the
 * server with a message naming the setting. README.md lists them all.
 */
const optionalUrl = (protocols: string[]) =>
  z
    .string()
    .trim()
    .optional()
    .transform((v) => (v ? v : undefined))
    .refine((v) => v === undefined || protocols.some((p) => v.startsWith(`${p}://`)), {
      message: `must start with ${protocols.map((p) => `${p}://`).join(" or ")}`,
    });

const bool = z
  .enum(["true", "false", "1", "0", ""])
  .optional()
  .transform((v) => (v === undefined || v === "" ? undefined : v === "true" || v === "1"));

export interface OAuthProviderConfig {
  issuer: string;
  clientId: string;
  clientSecret?: string;
}
const oauthProvider = (issuer?: string, clientId?: string, clientSecret?: string): OAuthProviderConfig | undefined =>
  issuer && clientId ? { issuer, clientId, clientSecret: clientSecret || undefined } : undefined;

function parseTrustProxy(value: string): false | string[] | ((address: string, hop: number) => boolean) {
  if (value === "false") return false;
  if (/^\d+$/.test(value)) {
    const hops = Number(value);
    return (_address: string, hop: number) => hop < hops;
  }
  return value.split(",").map((part) => part.trim()).filter(Boolean);
}

export const configSchema = z
  .object({
    NODE_ENV: z.enum(["production", "development", "test"]).default("development"),
    PORT: z.coerce.number().int().min(1).max(65535).default(3000),
    HOST: z.string().min(1).default("0.0.0.0"),
    DATA_DIR: z.string().min(1).default("./data"),
    /** Uploaded files (common/upload); several instances must share it (a network volume). Default DATA_DIR/uploads. */
    UPLOAD_DIR: z.string().trim().min(1).optional(),
    /**
     * Uploaded files nobody refers to are removed once this many hours old (docs/uploads.md); 0 turns the sweep off.
     * At least 3: a supplier's registration refers to its documents up to two hours after they are uploaded.
     */
    UPLOAD_SWEEP_GRACE_HOURS: z.coerce
      .number()
      .int()
      .min(0)
      .max(8760)
      .default(24)
      .refine((hours) => hours === 0 || hours >= 3, "must be 0 (off) or at least 3"),
    DATABASE_URL: optionalUrl(["postgres", "postgresql"]),
    REDIS_URL: optionalUrl(["redis", "rediss"]),
    /**
     * What this site's Redis keys and its invalidation channel begin with: sites that share one Redis (staging beside
     * production) each need their own, or one's rate limits, codes and cache drops reach the other.
     */
    REDIS_PREFIX: z
      .string()
      .trim()
      .regex(/^[A-Za-z0-9_.-]{1,40}:$/, "must be letters, digits, _ . - ending with a colon, e.g. portal: or staging-portal:")
      .default("portal:"),
    PUBLIC_URL: optionalUrl(["http", "https"]),
    STATISTICS_URL: optionalUrl(["http", "https"]),
    /**
     * Hosts outside this site that pages load pictures, audio, video and live streams from (a CDN, the host of a
     * channel's origin_url), comma-separated origins such as https://cdn.example.mo or https://*.example.mo: the
     * page policy allows these and no others (ADR 0009). None by default: the demo content is all on this site.
     */
    MEDIA_ORIGINS: z
      .string()
      .trim()
      .regex(
        /^(https?:\/\/(\*\.)?[a-z0-9-]+(\.[a-z0-9-]+)*(:\d{1,5})?\/?(\s*,\s*|$))*$/i,
        "must be origins separated by commas, e.g. https://cdn.example.mo,https://*.example.mo",
      )
      .default(""),
    /** Bearer token of the statistics report (GET /api/v2.0/statistics/report); the report is refused when unset. */
    STATS_REPORT_TOKEN: z.string().trim().min(16, "must be at least 16 characters").max(500).optional(),
    /** Bearer token of the staff exports of form submissions (disclosures, job applications, contact messages, visits: docs/forms.md). */
    FORMS_EXPORT_TOKEN: z.string().trim().min(16, "must be at least 16 characters").max(500).optional(),
    /** Bearer token of staff moderation (campaign congratulations: docs/campaigns.md). */
    MODERATION_TOKEN: z.string().trim().min(16, "must be at least 16 characters").max(500).optional(),
    /** How often the statistics rollup (daily counts, pruning raw events older than 90 days) runs; 0 turns it off. */
    STATS_ROLLUP_MINUTES: z.coerce.number().int().min(0).max(1440).default(5),
    LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
    SEED_DEMO: bool,
    PAGE_CACHE_SECONDS: z.coerce.number().int().min(0).max(3600).default(10),
    // Renders one client address may start a minute (cache misses; platform/ssr.ts, docs/security.md); 0: no limit.
    PAGE_RENDERS_PER_MINUTE: z.coerce.number().int().min(0).max(1_000_000).default(120),
    // The captcha's work: the solving counter is drawn up to this (modules/captcha/captcha.ts, docs/security.md).
    CAPTCHA_DIFFICULTY: z.coerce.number().int().min(1).max(1_000_000).default(4000),
    /** How long page renders share a public API answer (menu, settings, adverts …): platform/in-process-api.ts. */
    RENDER_CACHE_SECONDS: z.coerce.number().int().min(0).max(300).default(10),
    WEATHER_PROVIDER: z.enum(["demo", "smg"]).optional(),
    WEATHER_SMG_URL: optionalUrl(["http", "https"]),
    WEATHER_SMG_FORECAST_URL: optionalUrl(["http", "https"]),
    // Messages out (issue 3): SMTP for e-mail, an HTTP gateway for SMS; the database outbox when unset.
    SMTP_URL: optionalUrl(["smtp", "smtps"]),
    MAIL_FROM: z.string().trim().min(3).max(200).default("TDM Portal <no-reply@localhost>"),
    SMS_URL: optionalUrl(["http", "https"]),
    SMS_TOKEN: z.string().trim().max(500).optional(),
    // Social sign-in: two OpenID Connect providers, each on when its issuer and client id are set.
    OAUTH_GOOGLE_ISSUER: optionalUrl(["http", "https"]),
    OAUTH_GOOGLE_CLIENT_ID: z.string().trim().max(500).optional(),
    OAUTH_GOOGLE_CLIENT_SECRET: z.string().trim().max(500).optional(),
    OAUTH_FACEBOOK_ISSUER: optionalUrl(["http", "https"]),
    OAUTH_FACEBOOK_CLIENT_ID: z.string().trim().max(500).optional(),
    OAUTH_FACEBOOK_CLIENT_SECRET: z.string().trim().max(500).optional(),
    // Which proxies' X-Forwarded-For to believe: "false" (none, the default: the socket's address counts),
    // a number of hops, or a comma-separated list of proxy addresses/CIDRs. Rate limits and the live region rule
    // go by this address. "true" (believe every hop) is refused: the client writes the chain's first entries, so
    // it could name any address (issue 20: a Macao address in front of its own, a new address per sign-in).
    TRUST_PROXY: z
      .string()
      .trim()
      .refine((v) => v !== "true", {
        message:
          "true would believe any address a client writes in X-Forwarded-For; name the proxies instead: " +
          "a hop count (e.g. TRUST_PROXY=1) or their addresses/CIDRs (e.g. TRUST_PROXY=10.0.0.1,10.0.0.0/8)",
        abort: true,
      })
      .refine((v) => /^(false|\d{1,2}|[0-9a-fA-F.:/,\s]+)$/.test(v), "must be false, a hop count or a list of proxy addresses")
      .default("false"),
    /** Shows /dev/outbox (messages kept in the database) outside production. */
    DEV_OUTBOX: bool,
    // Live streams (spec §1: the web's live streams are for Macao): the countries (ISO 3166 codes) that may watch,
    // and whether loopback and private addresses may (a newsroom's own network, a developer's machine).
    LIVE_REGIONS: z
      .string()
      .trim()
      .regex(/^[A-Za-z]{2}(\s*,\s*[A-Za-z]{2})*$/, "must be ISO country codes separated by commas, e.g. MO,HK")
      .default("MO"),
    LIVE_ALLOW_LOCAL: bool,
    /** The key that signs stream addresses (HMAC-SHA256); several instances must share it. Default: made once in DATA_DIR. */
    MEDIA_SIGNING_SECRET: z.string().trim().min(32, "must be at least 32 characters").max(500).optional(),
    /** How long a signed stream address is valid. */
    MEDIA_URL_TTL_SECONDS: z.coerce.number().int().min(1).max(86_400).default(600),
    /** Binds signed stream addresses to the client's address too (off: phones change address between networks). */
    MEDIA_BIND_ADDRESS: bool,
    /**
     * The key that seals staff accounts' TOTP secrets (AES-256-GCM, key derived with HKDF: modules/staff/secret-box.ts),
     * else a key made once in DATA_DIR/staff-secret.key; several instances must share it, and changing it makes every
     * enrolled authenticator unreadable (docs/console.md).
     */
    STAFF_SECRET_KEY: z.string().trim().min(32, "must be at least 32 characters").max(500).optional(),
    /**
     * The key that signs the console's news preview links (HMAC-SHA256: modules/news/preview.ts), else a key made once
     * in DATA_DIR/news-preview.key; several instances must share it, and changing it ends every preview link.
     */
    NEWS_PREVIEW_KEY: z.string().trim().min(32, "must be at least 32 characters").max(500).optional(),
    /** A staff session ends after this many minutes without a call (and 12 hours after sign-in in any case). */
    STAFF_IDLE_MINUTES: z.coerce.number().int().min(1).max(720).default(30),
    /** Where the demo live segments are (apps/server/media/live by default). */
    LIVE_MEDIA_DIR: z.string().trim().min(1).optional(),
  })
  .transform((env) => ({
    nodeEnv: env.NODE_ENV,
    production: env.NODE_ENV === "production",
    port: env.PORT,
    host: env.HOST,
    dataDir: env.DATA_DIR,
    uploadDir: env.UPLOAD_DIR ?? `${env.DATA_DIR.replace(/\/$/, "")}/uploads`,
    uploadSweepGraceHours: env.UPLOAD_SWEEP_GRACE_HOURS,
    databaseUrl: env.DATABASE_URL,
    redisUrl: env.REDIS_URL,
    redisPrefix: env.REDIS_PREFIX,
    publicUrl: (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/$/, ""),
    statisticsUrl: env.STATISTICS_URL,
    mediaOrigins: env.MEDIA_ORIGINS.split(",").map((origin) => origin.trim().replace(/\/$/, "").toLowerCase()).filter(Boolean),
    statsReportToken: env.STATS_REPORT_TOKEN,
    statsRollupMinutes: env.STATS_ROLLUP_MINUTES,
    formsExportToken: env.FORMS_EXPORT_TOKEN,
    moderationToken: env.MODERATION_TOKEN,
    logLevel: env.LOG_LEVEL,
    // Demo content goes into the embedded database by default, never into PostgreSQL unless asked for.
    seedDemo: env.SEED_DEMO ?? !env.DATABASE_URL,
    pageCacheSeconds: env.PAGE_CACHE_SECONDS,
    pageRendersPerMinute: env.PAGE_RENDERS_PER_MINUTE,
    captchaDifficulty: env.CAPTCHA_DIFFICULTY,
    renderCacheSeconds: env.RENDER_CACHE_SECONDS,
    weather: {
      provider: env.WEATHER_PROVIDER ?? (env.WEATHER_SMG_URL ? "smg" : "demo"),
      smgUrl: env.WEATHER_SMG_URL,
      smgForecastUrl: env.WEATHER_SMG_FORECAST_URL,
    },
    messaging: {
      smtpUrl: env.SMTP_URL,
      mailFrom: env.MAIL_FROM,
      smsUrl: env.SMS_URL,
      smsToken: env.SMS_TOKEN,
    },
    oauth: {
      google: oauthProvider(env.OAUTH_GOOGLE_ISSUER, env.OAUTH_GOOGLE_CLIENT_ID, env.OAUTH_GOOGLE_CLIENT_SECRET),
      facebook: oauthProvider(env.OAUTH_FACEBOOK_ISSUER, env.OAUTH_FACEBOOK_CLIENT_ID, env.OAUTH_FACEBOOK_CLIENT_SECRET),
    },
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    live: {
      regions: env.LIVE_REGIONS.split(",").map((code) => code.trim().toUpperCase()),
      allowLocal: env.LIVE_ALLOW_LOCAL ?? true,
      signingSecret: env.MEDIA_SIGNING_SECRET,
      urlTtlSeconds: env.MEDIA_URL_TTL_SECONDS,
      bindAddress: env.MEDIA_BIND_ADDRESS ?? false,
      mediaDir: env.LIVE_MEDIA_DIR,
    },
    staff: {
      secretKey: env.STAFF_SECRET_KEY,
      idleMinutes: env.STAFF_IDLE_MINUTES,
    },
    news: { previewKey: env.NEWS_PREVIEW_KEY },
    // The outbox page never exists in production, whatever the setting.
    devOutbox: env.NODE_ENV !== "production" && (env.DEV_OUTBOX ?? true),
  }))
  .superRefine((c, ctx) => {
    if (c.weather.provider === "smg" && !c.weather.smgUrl) {
      ctx.addIssue({ code: "custom", path: ["WEATHER_SMG_URL"], message: "is required when WEATHER_PROVIDER=smg" });
    }
  });

export type Config = z.output<typeof configSchema>;

export class ConfigError extends Error {}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = configSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join(".") || "(settings)"}: ${i.message}`);
    throw new ConfigError(`Invalid settings:\n${lines.join("\n")}`);
  }
  return parsed.data;
}

/** The settings, or the process ends with their problems printed and exit code 78 (EX_CONFIG): for commands at start. */
export function loadConfigOrExit(env: NodeJS.ProcessEnv = process.env): Config {
  try {
    return loadConfig(env);
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      process.exit(78); // EX_CONFIG
    }
    throw err;
  }
}

/**
 * Settings that still work in this release and go in the next, each with what replaces it: the static bearer tokens
 * of the staff exports, moderation and the statistics report gave way to staff accounts with roles (docs/console.md).
 * The server logs each one that is set as a warning when it starts.
 */
export function deprecatedSettings(config: Config): string[] {
  const warnings: string[] = [];
  if (config.formsExportToken)
    warnings.push("FORMS_EXPORT_TOKEN is deprecated and goes in the next release: staff read and export the forms' submissions in the console's inbox (/console/inbox)");
  if (config.moderationToken)
    warnings.push("MODERATION_TOKEN is deprecated and goes in the next release: staff moderate congratulation messages (/console/congratulations) and review suppliers (/console/suppliers) in the console");
  if (config.statsReportToken)
    warnings.push("STATS_REPORT_TOKEN is deprecated and goes in the next release: the statistics report is on the console's home page for administrators and marketing");
  return warnings;
}
