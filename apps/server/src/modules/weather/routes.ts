import { weatherApi } from "@portal/contract/endpoints/weather";
import type { FastifyInstance } from "fastify";
import type { Deps } from "../../platform/deps.ts";
import { CACHE_PUBLIC_SHORT, defineRoute } from "../../platform/route.ts";
import { settingsTags } from "@portal/contract/cache-tags";
import type { WeatherProviderName } from "@portal/contract/schemas/settings/console";
import { createWeatherService, getWeatherWarnings, type WeatherService } from "./weather-service.ts";
import { createDemoWeatherProvider } from "./demo-provider.ts";
import { createSmgWeatherProvider } from "./smg-provider.ts";
import { readWeatherProvider } from "../settings/setting-service.ts";
import { defineModule } from "../../platform/domain-module.ts";

/** Warnings (typhoon signals …) change at short notice but draw crowds: a short shared cache, then revalidation. */
export const CACHE_WARNINGS = "public, max-age=15, must-revalidate";

/** The weather of the header and the warnings in force (weather-notify). */
export function registerWeatherRoutes(app: FastifyInstance, deps: Deps): void {
  const serviceOf = (provider: Parameters<typeof createWeatherService>[0]["provider"]) =>
    createWeatherService({ kv: deps.kv, now: deps.now, provider, log: (message, err) => app.log.warn({ err }, message) });
  // One service per provider this server can use; the administrator's setting (`weather_provider`, read at each
  // request: docs/console.md "Administrator: menus and settings") picks one, WEATHER_PROVIDER when not set.
  const { smgUrl } = deps.config.weather;
  const services: Partial<Record<WeatherProviderName, WeatherService>> = {
    demo: serviceOf(createDemoWeatherProvider()),
    ...(smgUrl ? { smg: serviceOf(createSmgWeatherProvider(smgUrl)) } : {}),
  };
  const weather = async () => services[await readWeatherProvider(deps.db, deps.config)] ?? services.demo!;
  const tags = () => [settingsTags.all];
  defineRoute(app, weatherApi.current, {
    cache: CACHE_PUBLIC_SHORT,
    tags,
    handler: async ({ locale }) => (await weather()).current(locale),
  });

  defineRoute(app, weatherApi.forecast, {
    cache: CACHE_PUBLIC_SHORT,
    tags,
    handler: async ({ locale }) => (await weather()).forecast(locale),
  });

  defineRoute(app, weatherApi.warnings, {
    cache: CACHE_WARNINGS,
    handler: ({ locale }) => getWeatherWarnings(deps.db, locale, deps.now()),
  });
}

export default defineModule({ routes: registerWeatherRoutes });
