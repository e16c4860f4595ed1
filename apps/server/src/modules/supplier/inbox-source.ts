import { and, desc, eq, gte, inArray, lt, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import type { SubmissionSource, SubmissionSummary } from "../../platform/submissions.ts";
import { suppliers } from "./tables.ts";

/**
 * Supplier registrations as the console's inbox reads them (platform/submissions.ts; docs/console.md "The inbox").
 * The review itself (approve, refuse) is the procurement screen's, `/console/suppliers/<uuid>`: the inbox links to it.
 * A supplier's account is kept while it exists (no retention date).
 */
type SupplierRow = typeof suppliers.$inferSelect;

const supplierSummary = (row: SupplierRow): SubmissionSummary => ({
  id: row.id,
  reference: row.businessRegistrationNo,
  from: row.companyNameEn || row.companyNameZh,
  summary: row.companyNameZh,
  searchText: [row.businessRegistrationNo, row.companyNameZh, row.companyNameEn, row.contactPerson, row.email, row.mobile, row.username].join("\n"),
  receivedAt: row.createdAt,
  deletedAt: null,
});

export const supplierSource: SubmissionSource = {
  async summaries(db, range) {
    const rows = await db
      .select()
      .from(suppliers)
      .where(and(range.from ? gte(suppliers.createdAt, range.from) : undefined, range.to ? lt(suppliers.createdAt, range.to) : undefined))
      .orderBy(desc(suppliers.createdAt), desc(suppliers.id));
    return rows.map(supplierSummary);
  },
  async detail(db: Db, id: number) {
    const [row] = await db.select().from(suppliers).where(eq(suppliers.id, id));
    if (!row) return null;
    return {
      ...supplierSummary(row),
      locale: null,
      fields: [
        { key: "companyNameZh", value: row.companyNameZh, label: null },
        { key: "companyNameEn", value: row.companyNameEn, label: null },
        { key: "businessRegistrationNo", value: row.businessRegistrationNo, label: null },
        { key: "contactPerson", value: row.contactPerson, label: null },
        { key: "phone", value: row.mobile, label: null },
        { key: "email", value: row.email, label: null },
        { key: "address", value: row.address, label: null },
        { key: "username", value: row.username, label: null },
        { key: "supplierStatus", value: row.status, label: null },
        ...(row.statusReason ? [{ key: "statusReason", value: row.statusReason, label: null }] : []),
      ],
      files: row.files.map((file) => ({ key: file.kind, path: file.path })),
      link: `/console/suppliers/${row.uuid}`,
    };
  },
  async existing(db, ids) {
    if (!ids.length) return [];
    return (await db.select({ id: suppliers.id }).from(suppliers).where(inArray(suppliers.id, [...ids]))).map((row) => row.id);
  },
  async namingFile(db, path) {
    const rows = await db
      .select({ id: suppliers.id })
      .from(suppliers)
      .where(sql`${suppliers.files} @> ${JSON.stringify([{ path }])}::jsonb`);
    return rows.map((row) => row.id);
  },
};
