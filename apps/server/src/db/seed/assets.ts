/**
 * The demo images under apps/web/public (served from the site root). Seed data names them through these
 * constants so that a typo cannot point at a missing file; seed.test.ts checks that each exists.
 */
export const ART = {
  skyline: "/demo/art/skyline.svg",
  heritage: "/demo/art/heritage.svg",
  racing: "/demo/art/racing.svg",
  stadium: "/demo/art/stadium.svg",
  microphone: "/demo/art/microphone.svg",
  camera: "/demo/art/camera.svg",
  bridge: "/demo/art/bridge.svg",
  economy: "/demo/art/economy.svg",
  festival: "/demo/art/festival.svg",
  weather: "/demo/art/weather.svg",
  transit: "/demo/art/transit.svg",
  globe: "/demo/art/globe.svg",
  food: "/demo/art/food.svg",
  mountains: "/demo/art/mountains.svg",
  health: "/demo/art/health.svg",
} as const;
export type Art = (typeof ART)[keyof typeof ART];

export const ADS = {
  app: "/demo/ads/app.svg",
  grandPrix: "/demo/ads/grand-prix.svg",
  programme: "/demo/ads/programme.svg",
  podcast: "/demo/ads/podcast.svg",
  advertise: "/demo/ads/advertise.svg",
  marathon: "/demo/ads/marathon.svg",
} as const;

export const ICONS = {
  news: "/demo/icons/news.svg",
  tv: "/demo/icons/tv.svg",
  radio: "/demo/icons/radio.svg",
  live: "/demo/icons/live.svg",
  appStore: "/demo/icons/app-store.svg",
  googlePlay: "/demo/icons/google-play.svg",
} as const;

/** Short idents that stand in for recordings in video and radio items (no real footage ships with the code). */
export const MEDIA = {
  video: "/demo/media/news-ident.webm",
  audio: "/demo/media/radio-ident.wav",
} as const;

export const LOGO = "/demo/logo.svg";
export const DEFAULT_AD = "/demo/default-ad.svg";

// Weather icons: apps/web/public/weather-icons/{WEATHER_CONDITIONS}.svg (packages/contract/src/schemas/common.ts).
