import { weatherApi } from "@portal/contract/endpoints/weather";
import type { FastifyInstance } from "fastify";
import type { Deps } from "../../platform/deps.ts";
import { CACHE_PUBLIC_SHORT, defineRoute } from "../../platform/route.ts";
import { createWeatherService, getWeatherWarnings, weatherProviderFor } from "./weather-service.ts";
import { defineModule } from "../../platform/domain-module.ts";

/** Warnings (typhoon signals …) change at short notice but draw crowds: a short shared cache, then revalidation. */
export const CACHE_WARNINGS = "public, max-age=15, must-revalidate";

/** The weather of the header and the warnings in force (weather-notify). */
export function registerWeatherRoutes(app: FastifyInstance, deps: Deps): void {
  const weather = createWeatherService({
    kv: deps.kv,
    now: deps.now,
    provider: weatherProviderFor(deps.config),
    log: (message, err) => app.log.warn({ err }, message),
  });
  defineRoute(app, weatherApi.current, {
    cache: CACHE_PUBLIC_SHORT,
    handler: ({ locale }) => weather.current(locale),
  });

  defineRoute(app, weatherApi.forecast, {
    cache: CACHE_PUBLIC_SHORT,
    handler: ({ locale }) => weather.forecast(locale),
  });

  defineRoute(app, weatherApi.warnings, {
    cache: CACHE_WARNINGS,
    handler: ({ locale }) => getWeatherWarnings(deps.db, locale, deps.now()),
  });
}

export default defineModule({ routes: registerWeatherRoutes });
