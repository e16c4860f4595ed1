import { GET } from "../endpoint.ts";
import type { Lunisolar } from "../schemas/common.ts";

/** Spec §7 Common chinese-lunisolar: the lunar date and solar term of a day (YYYY-MM-DD; today in Macao if none). */
export const lunisolarApi = {
  day: GET("/api/v1.0/common/chinese-lunisolar").query<{ date?: string }>().returns<Lunisolar>(),
};
