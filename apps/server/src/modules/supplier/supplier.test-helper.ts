import { deflateSync } from "node:zlib";
import sharp from "sharp";
import { expect } from "vitest";
import type { SupplierBindResult, SupplierCodeSent } from "@portal/contract/schemas/supplier";
import type { TestApp } from "../../test/app.ts";
import { codeSentTo, freshIp, solvedCaptcha } from "../identity/flows.test-helper.ts";
import { multipart } from "../../test/multipart.ts";

/** Shared steps of the supplier tests: codes from the outbox, a bind ticket, documents uploaded, a registration. */
export const SUPPLIER_BASE = "/api/v1.0/supplier";
export const DEMO_SUPPLIER = { username: "supplier-demo", password: "Demo-2026!", mobile: "66880001", email: "tenders@harbourlight.example.mo" };

export function supplierPost(t: TestApp, path: string, payload: unknown, options: { ip?: string; token?: string; language?: string } = {}) {
  return t.call({
    method: "POST",
    url: `${SUPPLIER_BASE}/${path}`,
    payload: payload as Record<string, unknown>,
    remoteAddress: options.ip ?? freshIp(),
    headers: { ...(options.token ? { "api-key": options.token } : {}), "api-language": options.language ?? "en" },
  });
}

let mobileCounter = 0;
/** A Macau mobile no other test uses. */
export function freshMobile(): string {
  mobileCounter += 1;
  return `6${String(3_000_000 + ((process.pid * 97 + mobileCounter * 7919) % 6_999_999)).padStart(7, "0")}`;
}

export async function sendSupplierCode(t: TestApp, mobile: string, purpose: "bind" | "change" | "reset", token?: string) {
  const res = await supplierPost(t, "SendVerifyCode", { mobile, purpose, ...(await solvedCaptcha(t)) }, { token });
  expect(res.body, "code sent").toMatchObject({ code: 0 });
  return { verifyKey: (res.body.data as SupplierCodeSent).verifyKey, verifyCode: await codeSentTo(t, mobile) };
}

export async function bindTicket(t: TestApp, mobile = freshMobile()): Promise<{ mobile: string; bindToken: string }> {
  const proof = await sendSupplierCode(t, mobile, "bind");
  const res = await supplierPost(t, "bind", { mobile, ...proof });
  expect(res.body, "bind").toMatchObject({ code: 0 });
  return { mobile, bindToken: (res.body.data as SupplierBindResult).bindToken };
}

export function uploadDocument(t: TestApp, token: string | null, kind: string, file: Buffer, options: { filename?: string; type?: string } = {}) {
  const body = multipart(file, { filename: "document.png", type: "image/png", ...options });
  return t.call({
    method: "POST",
    url: `${SUPPLIER_BASE}/upload?kind=${kind}`,
    payload: body.payload,
    remoteAddress: freshIp(),
    headers: { ...body.headers, ...(token ? { "api-key": token } : {}), "api-language": "en" },
  });
}

export const pngImage = (width = 120, height = 80) =>
  sharp({ create: { width, height, channels: 3, background: { r: 10, g: 80, b: 160 } } }).png().toBuffer();
export const pdfDocument = () => Buffer.concat([Buffer.from("%PDF-1.7\n", "latin1"), Buffer.alloc(2000, 32), Buffer.from("\n%%EOF\n", "latin1")]);

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
function crc32(bytes: Buffer): number {
  let c = 0xffffffff;
  for (const b of bytes) c = CRC_TABLE[(c ^ b) & 0xff]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}
function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, "latin1"), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}
/** A valid PNG of 30000 × 30000 pixels (900 million, 2.7 GB decoded) in a few kilobytes: a decompression bomb. */
export function pngBomb(): Buffer {
  const side = 30_000;
  const header = Buffer.alloc(13);
  header.writeUInt32BE(side, 0);
  header.writeUInt32BE(side, 4);
  header.set([8, 0, 0, 0, 0], 8); // 8-bit greyscale
  const rows = deflateSync(Buffer.alloc((side + 1) * 200)); // the first rows; the rest would follow the same way
  return Buffer.concat([Buffer.from("\x89PNG\r\n\x1a\n", "latin1"), chunk("IHDR", header), chunk("IDAT", rows), chunk("IEND", Buffer.alloc(0))]);
}
