import { createHash, timingSafeEqual } from "node:crypto";
import type { FastifyReply, FastifyRequest } from "fastify";
import { forbidden, unauthorized } from "./errors.ts";

// Staff reads (statistics report, form submissions) until the staff console exists: a bearer token from a setting,
// compared in constant time, and the rows as CSV (spreadsheet-safe) or JSON.

const digest = (text: string) => createHash("sha256").update(text, "utf8").digest();

/** Refuses unless the request carries `Authorization: Bearer <expected>`; 403 when no token is configured at all. */
export function requireStaffToken(expected: string | undefined, request: FastifyRequest): void {
  if (!expected) throw forbidden();
  const given = /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? "")?.[1];
  if (!given || !timingSafeEqual(digest(given), digest(expected))) throw unauthorized();
}

export type CsvValue = string | number | boolean | null | undefined | Date;

/** One CSV cell: quoted when needed; a leading = + - @ is defused so a spreadsheet does not run it as a formula. */
export function csvCell(value: CsvValue): string {
  let text = value === null || value === undefined ? "" : value instanceof Date ? value.toISOString() : String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

export interface CsvColumn<Row> {
  name: string;
  value: (row: Row) => CsvValue;
}

/** CSV with a header line, CRLF line ends (RFC 4180). */
export function toCsv<Row>(columns: readonly CsvColumn<Row>[], rows: readonly Row[]): string {
  const lines = [columns.map((column) => csvCell(column.name)).join(",")];
  for (const row of rows) lines.push(columns.map((column) => csvCell(column.value(row))).join(","));
  return `${lines.join("\r\n")}\r\n`;
}

/** Sends an export as a CSV download (the JSON form is the route's plain answer). */
export function sendCsv(reply: FastifyReply, fileName: string, csv: string): FastifyReply {
  return reply
    .header("cache-control", "no-store")
    .header("content-type", "text/csv; charset=utf-8")
    .header("content-disposition", `attachment; filename="${fileName.replace(/[^\w.-]/g, "_")}"`)
    .send(csv);
}
