import { asc, eq, type SQL } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import { companyTags } from "@portal/contract/cache-tags";
import type { ApiLocale } from "@portal/contract/locales";
import {
  ORDERED_COMPANY_LISTS,
  PARTNER_SCOPES,
  type CompanyEntryValues,
  type CompanyListName,
  type ConsoleCompanyEntry,
  type ConsoleCompanyList,
} from "@portal/contract/schemas/company/lists";
import type { ConsoleText } from "@portal/contract/schemas/console-text";
import type { Db } from "../../db/client.ts";
import type { LocalizedText } from "../../db/columns.ts";
import { consoleText, storedText } from "../../platform/console-text.ts";
import type { Deps } from "../../platform/deps.ts";
import { notFound, refusal } from "../../platform/errors.ts";
import { pickText } from "../../platform/localize.ts";
import { nextSortOrder, reorderRows } from "../../platform/ordering.ts";
import type { StaffActor } from "../../platform/staff-auth.ts";
import { changedFields, recordChange } from "../audit/audit-service.ts";
import { companyConsoleReplies } from "./console-replies.ts";
import { writeThenDrop } from "./console-service.ts";
import { companyBanners, companyMilestones, companyPages, companyPartners, companyProduction } from "./tables.ts";

/**
 * The About us section's small lists in the console (docs/console.md "Editor and administrator: about us and press"):
 * banners, milestones, production services and partners, through one service. Each list says how the console's one
 * shape (title, text, picture, link, date, region, facts) maps to its table's columns, and what groups its rows
 * (a banner's page, a partner's kind). Every write is one transaction with its audit entry
 * (`company.<banner|milestone|production|partner>.<create|update|publish|unpublish|order|delete>`); after it commits
 * `company:pages` is dropped, which every public answer of these lists carries.
 */

type Row = Record<string, unknown> & { id: number; published: boolean };
type Table = PgTable & { id: PgColumn; published: PgColumn };

interface ListSpec {
  table: Table;
  /** The audit entry's entity and the action's prefix. */
  entity: string;
  action: string;
  /** What groups the rows, and the groups there are. */
  scope: { column: PgColumn; all: (db: Db) => Promise<string[]> } | null;
  /** Rows in the list's order (ordered lists: sort_order; milestones: their dates). */
  orderBy: SQL[];
  columns: (input: CompanyEntryValues) => Record<string, unknown>;
  entry: (row: Row) => Omit<ConsoleCompanyEntry, "id" | "list" | "published">;
  row: (row: Row, locale: ApiLocale) => { title: string; image: string; detail: string };
}

const EMPTY: ConsoleText = { zh_TW: "", zh_CN: "", en: "", pt: "" };
const LOCALES = ["zh_TW", "zh_CN", "en", "pt"] as const;
const text = (value: unknown) => consoleText(value as LocalizedText | null);
const stored = (value: unknown) => storedText({ ...EMPTY, ...(value as Partial<ConsoleText> | undefined) });

/** Production's facts (a list of texts) as the console edits them: one a line, per locale; and back. */
export function factsToLines(facts: LocalizedText[]): ConsoleText {
  const lines = facts.map(consoleText);
  return { zh_TW: lines.map((l) => l.zh_TW).join("\n"), zh_CN: lines.map((l) => l.zh_CN).join("\n"), en: lines.map((l) => l.en).join("\n"), pt: lines.map((l) => l.pt).join("\n") };
}
export function linesToFacts(lines: ConsoleText): LocalizedText[] {
  const split = Object.fromEntries(LOCALES.map((locale) => [locale, lines[locale].split("\n").map((line) => line.trim())])) as Record<(typeof LOCALES)[number], string[]>;
  const count = Math.max(...LOCALES.map((locale) => split[locale].length));
  const facts: LocalizedText[] = [];
  for (let i = 0; i < count; i += 1) {
    const fact = storedText({ zh_TW: split.zh_TW[i] ?? "", zh_CN: split.zh_CN[i] ?? "", en: split.en[i] ?? "", pt: split.pt[i] ?? "" });
    if (Object.keys(fact).length) facts.push(fact);
  }
  return facts;
}

const sorted = (table: { sortOrder: PgColumn; id: PgColumn }) => [asc(table.sortOrder), asc(table.id)];

const LISTS: Record<CompanyListName, ListSpec> = {
  banners: {
    table: companyBanners,
    entity: "company_banner",
    action: "company.banner",
    scope: {
      column: companyBanners.pageSlug,
      all: async (db) => {
        const [pages, used] = await Promise.all([
          db.select({ slug: companyPages.slug }).from(companyPages),
          db.selectDistinct({ slug: companyBanners.pageSlug }).from(companyBanners),
        ]);
        return [...new Set([...pages, ...used].map((row) => row.slug))].sort();
      },
    },
    orderBy: sorted(companyBanners),
    columns: (input) => ({ pageSlug: input.scope, title: stored(input.title), subtitle: stored(input.text), image: input.image, url: input.url || null }),
    entry: (row) => ({ scope: row.pageSlug as string, title: text(row.title), text: text(row.subtitle), image: row.image as string, url: (row.url as string | null) ?? "", date: "", region: EMPTY, facts: EMPTY }),
    row: (row, locale) => ({ title: pickText(row.title as LocalizedText, locale), image: row.image as string, detail: (row.url as string | null) ?? "" }),
  },
  milestones: {
    table: companyMilestones,
    entity: "company_milestone",
    action: "company.milestone",
    scope: null,
    orderBy: [asc(companyMilestones.happenedOn), asc(companyMilestones.id)],
    columns: (input) => ({ happenedOn: input.date, title: stored(input.title), text: stored(input.text) }),
    entry: (row) => ({ scope: "", title: text(row.title), text: text(row.text), image: "", url: "", date: row.happenedOn as string, region: EMPTY, facts: EMPTY }),
    row: (row, locale) => ({ title: pickText(row.title as LocalizedText, locale), image: (row.images as { src: string }[])[0]?.src ?? "", detail: row.happenedOn as string }),
  },
  production: {
    table: companyProduction,
    entity: "company_production",
    action: "company.production",
    scope: null,
    orderBy: sorted(companyProduction),
    columns: (input) => ({ title: stored(input.title), summary: stored(input.text), image: input.image, facts: linesToFacts({ ...EMPTY, ...(input.facts as Partial<ConsoleText>) }) }),
    entry: (row) => ({ scope: "", title: text(row.title), text: text(row.summary), image: row.image as string, url: "", date: "", region: EMPTY, facts: factsToLines(row.facts as LocalizedText[]) }),
    row: (row, locale) => ({ title: pickText(row.title as LocalizedText, locale), image: row.image as string, detail: "" }),
  },
  partners: {
    table: companyPartners,
    entity: "company_partner",
    action: "company.partner",
    scope: { column: companyPartners.kind, all: async () => [...PARTNER_SCOPES] },
    orderBy: sorted(companyPartners),
    columns: (input) => ({ kind: input.scope, name: stored(input.title), description: stored(input.text), region: stored(input.region), logo: input.image, url: input.url || null }),
    entry: (row) => ({ scope: row.kind as string, title: text(row.name), text: text(row.description), image: row.logo as string, url: (row.url as string | null) ?? "", date: "", region: text(row.region), facts: EMPTY }),
    row: (row, locale) => ({ title: pickText(row.name as LocalizedText, locale), image: row.logo as string, detail: (row.url as string | null) ?? "" }),
  },
};

const isOrdered = (list: CompanyListName) => ORDERED_COMPANY_LISTS.includes(list);
const scopeWhere = (spec: ListSpec, scope: string): SQL | undefined => (spec.scope ? eq(spec.scope.column, scope) : undefined);
const scopeOf = (spec: ListSpec, row: Row): string => (spec.scope ? spec.entry(row).scope : "");

/** One scope's rows in the list's order (the first scope when none is named), with the list's scopes. */
export async function listCompanyEntries(db: Db, locale: ApiLocale, list: CompanyListName, asked?: string): Promise<ConsoleCompanyList> {
  const spec = LISTS[list];
  const scopes = spec.scope ? await spec.scope.all(db) : [];
  const scope = spec.scope ? (asked ?? scopes[0] ?? "") : "";
  if (spec.scope && asked !== undefined && !scopes.includes(asked)) throw refusal(companyConsoleReplies.unknownScope, { scope: asked });
  const rows = (await db
    .select()
    .from(spec.table)
    .where(scopeWhere(spec, scope))
    .orderBy(...spec.orderBy)) as Row[];
  return { list, scope, scopes, ordered: isOrdered(list), items: rows.map((row) => ({ id: row.id, published: row.published, ...spec.row(row, locale) })) };
}

function toEntry(list: CompanyListName, row: Row): ConsoleCompanyEntry {
  return { id: row.id, list, published: row.published, ...LISTS[list].entry(row) };
}

async function selectRow(db: Db, spec: ListSpec, id: number, lock: boolean): Promise<Row> {
  const query = db.select().from(spec.table).where(eq(spec.table.id, id));
  const [row] = (await (lock ? query.for("update") : query)) as Row[];
  if (!row) throw notFound();
  return row;
}

export async function companyEntry(db: Db, list: CompanyListName, id: number): Promise<ConsoleCompanyEntry> {
  return toEntry(list, await selectRow(db, LISTS[list], id, false));
}

/** A banner belongs to a page there is (or one that already has banners). */
async function scopeKnown(tx: Db, spec: ListSpec, scope: string): Promise<void> {
  if (spec.scope && !(await spec.scope.all(tx)).includes(scope)) throw refusal(companyConsoleReplies.unknownScope, { scope });
}

export async function createCompanyEntry(deps: Deps, actor: StaffActor, list: CompanyListName, input: CompanyEntryValues): Promise<ConsoleCompanyEntry> {
  const spec = LISTS[list];
  const { value: row } = await writeThenDrop(deps, companyTags.pages, async (tx) => {
    await scopeKnown(tx, spec, input.scope);
    const columns = spec.columns(input);
    const order = isOrdered(list) ? { sortOrder: await nextSortOrder(tx, spec.table as never, scopeWhere(spec, input.scope)) } : {};
    const [created] = (await tx
      .insert(spec.table)
      .values({ ...columns, ...order, published: input.published } as never)
      .returning()) as Row[];
    await recordChange(tx, actor, { action: `${spec.action}.create`, entity: spec.entity, entityId: created!.id, ...changedFields(null, created!) });
    return { value: created!, changed: true };
  });
  return toEntry(list, row);
}

export async function updateCompanyEntry(deps: Deps, actor: StaffActor, list: CompanyListName, id: number, input: CompanyEntryValues): Promise<ConsoleCompanyEntry> {
  const spec = LISTS[list];
  const { value: row } = await writeThenDrop(deps, companyTags.pages, async (tx) => {
    const before = await selectRow(tx, spec, id, true);
    await scopeKnown(tx, spec, input.scope);
    // Moved to another group: it goes last there.
    const moved = isOrdered(list) && spec.scope && scopeOf(spec, before) !== input.scope ? { sortOrder: await nextSortOrder(tx, spec.table as never, scopeWhere(spec, input.scope)) } : {};
    const [after] = (await tx
      .update(spec.table)
      .set({ ...spec.columns(input), ...moved, published: input.published } as never)
      .where(eq(spec.table.id, id))
      .returning()) as Row[];
    const changes = changedFields(before, after!);
    if (!Object.keys(changes.after ?? {}).length) return { value: after!, changed: false };
    await recordChange(tx, actor, { action: `${spec.action}.update`, entity: spec.entity, entityId: id, ...changes });
    return { value: after!, changed: true };
  });
  return toEntry(list, row);
}

export async function setCompanyEntryVisibility(deps: Deps, actor: StaffActor, list: CompanyListName, id: number, published: boolean): Promise<ConsoleCompanyEntry> {
  const spec = LISTS[list];
  const { value: row } = await writeThenDrop(deps, companyTags.pages, async (tx) => {
    const before = await selectRow(tx, spec, id, true);
    if (before.published === published) return { value: before, changed: false };
    const [after] = (await tx
      .update(spec.table)
      .set({ published } as never)
      .where(eq(spec.table.id, id))
      .returning()) as Row[];
    await recordChange(tx, actor, { action: `${spec.action}.${published ? "publish" : "unpublish"}`, entity: spec.entity, entityId: id, ...changedFields(before, after!) });
    return { value: after!, changed: true };
  });
  return toEntry(list, row);
}

/** Every row of the scope in the new order; refused for milestones (their dates order them) and for a stale list. */
export async function orderCompanyList(deps: Deps, actor: StaffActor, locale: ApiLocale, list: CompanyListName, scope: string, ids: readonly number[]): Promise<ConsoleCompanyList> {
  const spec = LISTS[list];
  if (!isOrdered(list)) throw refusal(companyConsoleReplies.orderedByDate);
  const group = spec.scope ? scope : "";
  await writeThenDrop(deps, companyTags.pages, async (tx) => {
    const before = await reorderRows(tx, spec.table as never, scopeWhere(spec, group), ids);
    if (!before) throw refusal(companyConsoleReplies.orderMismatch);
    await recordChange(tx, actor, { action: `${spec.action}.order`, entity: `${spec.entity}_list`, entityId: group || list, before: { ids: before }, after: { ids: [...ids] } });
    return { value: null, changed: true };
  });
  return listCompanyEntries(deps.db, locale, list, spec.scope ? group : undefined);
}

/** Deleted for good (the audit entry keeps its fields); answers its scope's list. */
export async function removeCompanyEntry(deps: Deps, actor: StaffActor, locale: ApiLocale, list: CompanyListName, id: number): Promise<ConsoleCompanyList> {
  const spec = LISTS[list];
  const { value: scope } = await writeThenDrop(deps, companyTags.pages, async (tx) => {
    const before = await selectRow(tx, spec, id, true);
    await tx.delete(spec.table).where(eq(spec.table.id, id));
    await recordChange(tx, actor, { action: `${spec.action}.delete`, entity: spec.entity, entityId: id, ...changedFields(before, null) });
    return { value: scopeOf(spec, before), changed: true };
  });
  return listCompanyEntries(deps.db, locale, list, spec.scope ? scope : undefined);
}
