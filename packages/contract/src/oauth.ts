/** The social sign-in providers (spec §6). Zod-free: the frame's data (layout/frame-data.ts) imports it on every page. */
export const OAUTH_PROVIDERS = ["google", "facebook"] as const;
export type OAuthProviderName = (typeof OAUTH_PROVIDERS)[number];
