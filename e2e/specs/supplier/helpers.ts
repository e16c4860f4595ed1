// Helpers shared by the supplier specs (supplier/*.spec.ts): documents to upload, a fresh Macau mobile, signing in and
// registering through the API, the outbox of the devServer fixture. Not a spec itself (Playwright Test only takes
// *.spec.ts). The supplier token's storage key is KEYS.supplierToken (e2e/helpers.ts).
import assert from "node:assert/strict";
import { api, DEMO_SUPPLIER, freshAddress, SUPPLIER } from "../../helpers.ts";
import { codeSentTo, type OutboxMessage, solveCaptcha, unique } from "../identity/helpers.ts";

let counter = 0;
/** A Macau mobile (8 digits starting with 6) no other run uses. */
export function freshMobile(): string {
  counter += 1;
  return `6${String((Date.now() + counter * 7919 + process.pid) % 10_000_000).padStart(7, "0")}`;
}

/** A 2 × 2 PNG (what a logo or a scanned page is, as far as the server's checks go). */
export const PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAFklEQVR4nGP8z8DAwMDAxMDAwMDAAAANHQEDasKb6QAAAABJRU5ErkJggg==",
  "base64",
);
export const PDF = Buffer.from("%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n", "latin1");

/** The demo supplier's token on `base`, signed in through the API from `ip` (production server: supplierToken). */
export async function demoSupplierToken(base: string, ip: string): Promise<string> {
  const res = await api(base, `${SUPPLIER}/login`, { ip, body: DEMO_SUPPLIER });
  assert.equal(res.body.code, 0, JSON.stringify(res.body));
  return res.body.data.token;
}

/** The newest outbox message to `recipient` whose body matches `pattern` (waiting for it to leave). */
export async function outboxMessage(base: string, recipient: string, pattern: RegExp): Promise<OutboxMessage> {
  for (let attempt = 0; attempt < 50; attempt++) {
    const { body } = await api(base, `/dev/outbox.json?recipient=${encodeURIComponent(recipient)}`);
    const message = (body.data.items as OutboxMessage[]).find((m) => pattern.test(m.body));
    if (message) return message;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`no message matching ${pattern} reached ${recipient}`);
}

/** A supplier registered through the API (bind with the code from the outbox, three documents, the form), pending. */
export async function registerSupplierThroughApi(base: string): Promise<{ username: string; mobile: string; password: string }> {
  const ip = freshAddress();
  const mobile = freshMobile();
  const challenge = (await api(base, "/api/v1/common/VerifyCode", { ip })).body.data;
  const sent = await api(base, `${SUPPLIER}/SendVerifyCode`, {
    ip,
    body: { mobile, purpose: "bind", verifyKey: challenge.verifyKey, verifyCode: await solveCaptcha(challenge.challenge) },
  });
  assert.equal(sent.body.code, 0, JSON.stringify(sent.body));
  const { code } = await codeSentTo(base, mobile);
  const bound = await api(base, `${SUPPLIER}/bind`, { ip, body: { mobile, verifyKey: sent.body.data.verifyKey, verifyCode: code } });
  assert.equal(bound.body.code, 0, JSON.stringify(bound.body));
  const ticket = bound.body.data.bindToken;
  const upload = async (kind: string, bytes: Buffer<ArrayBuffer>, name: string, type: string): Promise<string[]> => {
    const form = new FormData();
    form.append("file", new Blob([bytes], { type }), name);
    const res = await fetch(new URL(`${SUPPLIER}/upload?kind=${kind}`, base), { method: "POST", body: form, headers: { "api-key": ticket, "x-forwarded-for": ip } });
    const body = await res.json();
    assert.equal(body.code, 0, JSON.stringify(body));
    return [body.data.path];
  };
  const username = unique("sup");
  const password = "Supply-2026!";
  const registered = await api(base, `${SUPPLIER}/register`, {
    ip,
    token: ticket,
    body: {
      companyNameZh: "濠江燈光工程有限公司",
      companyNameEn: "Hou Kong Lighting Engineering Limited",
      businessRegistrationNo: `SO-${Date.now() % 100000}`,
      contactPerson: "Ho Ka Man",
      email: `${username}@houkong.example.mo`,
      address: "Rua do Campo 88, 3.º andar",
      username,
      password,
      repeatPassword: password,
      businessRegistration: await upload("businessRegistration", PDF, "br.pdf", "application/pdf"),
      logo: await upload("logo", PNG, "logo.png", "image/png"),
      license: await upload("license", PNG, "licence.png", "image/png"),
    },
  });
  assert.equal(registered.body.code, 0, JSON.stringify(registered.body));
  return { username, mobile, password };
}
