/**
 * The supplier registration's documents (docs/suppliers.md). Zod-free: the registration island imports it (a zod
 * import in an island puts zod into the shared frame chunk of every page); schemas/supplier.ts re-exports it.
 */
export const SUPPLIER_FILE_KINDS = ["businessRegistration", "logo", "license"] as const;
export type SupplierFileKind = (typeof SUPPLIER_FILE_KINDS)[number];
