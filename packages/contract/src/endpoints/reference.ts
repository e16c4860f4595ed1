import { GET } from "../endpoint.ts";
import type { CountryEntry, DataDictionary, DictionaryEntry, DictionaryQuery } from "../schemas/common.ts";
import { IDENTITY_BASE } from "./identity.ts";

/** Reference lists the forms offer (spec §7 Common and Identity): dictionaries, countries and nationalities. */
const COMMON = "/api/v1.0/common";

export const referenceApi = {
  /** One group (education, profession, monthly income). */
  dictionary: GET(`${COMMON}/dictionary`).query<DictionaryQuery>().returns<DictionaryEntry[]>(),
  /** The three groups by slug, and the countries. */
  dataDictionary: GET(`${COMMON}/data-dictionary`).returns<DataDictionary>(),
  countries: GET(`${IDENTITY_BASE}/Country`).returns<CountryEntry[]>(),
  /** Nationalities: the same list as the countries and regions. */
  nations: GET(`${IDENTITY_BASE}/nation`).returns<CountryEntry[]>(),
};
