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

export const configSchema = z
  .object({
    NODE_ENV: z.enum(["production", "development", "test"]).default("development"),
    PORT: z.coerce.number().int().min(1).max(65535).default(3000),
    HOST: z.string().min(1).default("0.0.0.0"),
    DATA_DIR: z.string().min(1).default("./data"),
    DATABASE_URL: optionalUrl(["postgres", "postgresql"]),
    REDIS_URL: optionalUrl(["redis", "rediss"]),
    PUBLIC_URL: optionalUrl(["http", "https"]),
    STATISTICS_URL: optionalUrl(["http", "https"]),
    LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
    SEED_DEMO: bool,
    PAGE_CACHE_SECONDS: z.coerce.number().int().min(0).max(3600).default(10),
    WEATHER_PROVIDER: z.enum(["demo", "smg"]).optional(),
    WEATHER_SMG_URL: optionalUrl(["http", "https"]),
    WEATHER_SMG_FORECAST_URL: optionalUrl(["http", "https"]),
  })
  .transform((env) => ({
    nodeEnv: env.NODE_ENV,
    production: env.NODE_ENV === "production",
    port: env.PORT,
    host: env.HOST,
    dataDir: env.DATA_DIR,
    databaseUrl: env.DATABASE_URL,
    redisUrl: env.REDIS_URL,
    publicUrl: (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/$/, ""),
    statisticsUrl: env.STATISTICS_URL,
    logLevel: env.LOG_LEVEL,
    // Demo content goes into the embedded database by default, never into PostgreSQL unless asked for.
    seedDemo: env.SEED_DEMO ?? !env.DATABASE_URL,
    pageCacheSeconds: env.PAGE_CACHE_SECONDS,
    weather: {
      provider: env.WEATHER_PROVIDER ?? (env.WEATHER_SMG_URL ? "smg" : "demo"),
      smgUrl: env.WEATHER_SMG_URL,
      smgForecastUrl: env.WEATHER_SMG_FORECAST_URL,
    },
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
