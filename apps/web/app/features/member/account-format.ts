import type { UrlLang } from "@portal/contract/locales";
import { INTL_LOCALE } from "../../i18n/intl.ts";

const KB = 1024;
const UNITS = [
  { unit: "byte", size: 1 },
  { unit: "kilobyte", size: KB },
  { unit: "megabyte", size: KB * KB },
  { unit: "gigabyte", size: KB * KB * KB },
] as const;

/** A file's size for people: "808 bytes", "1.5 kB", "12 MB" in the page language; null when unknown. */
export function formatFileSize(bytes: number | null | undefined, lang: UrlLang): string | null {
  if (bytes === null || bytes === undefined || !Number.isFinite(bytes) || bytes < 0) return null;
  const { unit, size } = [...UNITS].reverse().find((candidate) => bytes >= candidate.size) ?? UNITS[0];
  return new Intl.NumberFormat(INTL_LOCALE[lang], {
    style: "unit",
    unit,
    // "808 bytes" reads better than "808 byte"; larger units are short ("1.5 kB").
    unitDisplay: unit === "byte" ? "long" : "short",
    maximumFractionDigits: unit === "byte" ? 0 : 1,
  }).format(bytes / size);
}
