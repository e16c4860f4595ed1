/**
 * The whole database schema, as drizzle-kit and db/client.ts see it: one file per owning domain (owners.ts says
 * which module owns which file). One schema, one SQL dialect (PostgreSQL), used by PGlite and PostgreSQL alike.
 * Modules never import this file: each imports the schema file(s) of its own domain (test/table-ownership.test.ts).
 */
export * from "./menu.ts";
export * from "./settings.ts";
export * from "./notices.ts";
export * from "./adverts.ts";
export * from "./reference.ts";
export * from "./weather.ts";
export * from "./kv.ts";
export * from "./news.ts";
export * from "./messaging.ts";
export * from "./statistics.ts";
export * from "./identity.ts";
export * from "./member.ts";
export * from "./specials.ts";
export * from "./search.ts";
