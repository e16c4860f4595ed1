/**
 * What the producer's screens share (routes/console/{programmes,programme-edit,schedule}.tsx; docs/console.md
 * "Producer"): their addresses and the week grid's clock and days (the localized texts: ../form/texts.ts).
 */
export const PROGRAMMES_PATH = "/console/programmes";
export const SCHEDULE_PATH = "/console/schedule";
export const programmePath = (id: number) => `${PROGRAMMES_PATH}/${id}`;
/** The hosts' profiles (routes/console/programme-hosts.tsx). */
export const HOSTS_PATH = `${PROGRAMMES_PATH}/hosts`;

/** A start minute of the day as HH:MM. */
export const clockOf = (minute: number): string => `${String(Math.floor(minute / 60) % 24).padStart(2, "0")}:${String(minute % 60).padStart(2, "0")}`;

/** The days of the week as the grid numbers them: 0 Monday … 6 Sunday (bit n of a slot's weekdays). */
export const WEEK_DAYS = [0, 1, 2, 3, 4, 5, 6] as const;

/** The producer's media screens (routes/console/{short-videos,short-video-edit,food,food-edit}.tsx). */
export const SHORT_VIDEOS_PATH = "/console/short-videos";
export const FOOD_PATH = "/console/food";
/** The podcast's feed and episodes (routes/console/{podcast,podcast-episode-edit}.tsx). */
export const PODCAST_PATH = "/console/podcast";
export const PODCAST_EPISODES_PATH = "/console/podcast/episodes";
