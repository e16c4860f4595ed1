import { GET } from "../endpoint.ts";
import type { DataDictionary, DictionaryEntry, DictionaryQuery, Lunisolar } from "../schemas/common.ts";

/** Reference data (spec §7 Common): the dictionaries the forms offer, and the Chinese calendar of the header. */
const COMMON = "/api/v1.0/common";

export const referenceApi = {
  /** One group (education, profession, monthly income). */
  dictionary: GET(`${COMMON}/dictionary`).query<DictionaryQuery>().returns<DictionaryEntry[]>(),
  /** The three groups by slug, and the countries. */
  dataDictionary: GET(`${COMMON}/data-dictionary`).returns<DataDictionary>(),
  /** The lunar date and solar term of a day (YYYY-MM-DD; today in Macao if none). */
  lunisolar: GET(`${COMMON}/chinese-lunisolar`).query<{ date?: string }>().returns<Lunisolar>(),
};
