/**
 * Who owns each schema file: the folders (below apps/server/src) whose code may import it. A module reaches another
 * domain's data through that domain's service, never its tables (test/table-ownership.test.ts checks every import;
 * seeds, migrations and tests may use any table). columns.ts holds no table: anyone may import it. A new schema file
 * gets its line here.
 */
export const SCHEMA_OWNERS: Record<string, readonly string[]> = {
  "adverts.ts": ["modules/advertisement"],
  "identity.ts": ["modules/identity"],
  "kv.ts": ["kv"],
  "member.ts": ["modules/member"],
  "menu.ts": ["modules/menu"],
  "messaging.ts": ["modules/messaging"],
  "news.ts": ["modules/news"],
  "notices.ts": ["modules/notices"],
  "reference.ts": ["modules/reference"],
  "search.ts": ["modules/search"],
  "settings.ts": ["modules/settings"],
  "specials.ts": ["modules/special"],
  "statistics.ts": ["modules/statistics"],
  "weather.ts": ["modules/weather"],
};
