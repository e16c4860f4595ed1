import { AD_SLOTS } from "./ad-slots.ts";

/**
 * The console's advert rules without zod (docs/console.md "Marketing"): the slots marketing may fill and the limits of
 * an advert's fields. The console's advert screens import them from here, so that they do not load zod;
 * schemas/advertisement/console.ts re-exports them beside its schemas.
 */

/** The slots marketing may fill, in the order the console shows them. */
export const CONSOLE_AD_SLOTS: readonly string[] = Object.values(AD_SLOTS);
export const ADVERT_TITLE_MAX = 200;
export const ADVERT_CONTENT_MAX = 5_000;
/** More adverts than one slot can sensibly rotate. */
export const ADVERTS_PER_SLOT_MAX = 100;
