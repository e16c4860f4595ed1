import type { SupplierStatus } from "@portal/contract/schemas/supplier";

/**
 * What procurement's and HR's screens share (routes/console/{suppliers,supplier-review,tenders,tender-edit,jobs,
 * job-edit}.tsx; docs/console.md "Procurement", "HR"): their addresses and the badge of a status.
 */
export const SUPPLIERS_PATH = "/console/suppliers";
export const TENDERS_PATH = "/console/tenders";
export const JOBS_PATH = "/console/jobs";
export const supplierPath = (uuid: string) => `${SUPPLIERS_PATH}/${uuid}`;
export const tenderPath = (id: number) => `${TENDERS_PATH}/${id}`;
export const jobPath = (id: number) => `${JOBS_PATH}/${id}`;

/** The news desk's badge colour of a registration's status (news-desk.css `news-status--…`). */
export const SUPPLIER_BADGE: Record<SupplierStatus, string> = { pending: "in_review", approved: "published", rejected: "unpublished" };
/** The badge of a notice on the website or not. */
export const publicationBadge = (published: boolean) => (published ? "published" : "draft");
