import type { Db } from "../../db/client.ts";
import { suppliers } from "./tables.ts";
import { nameKeyOf } from "@portal/contract/validation";
import { hashDemoPassword } from "../identity/seed.ts";
import { daysBefore } from "../../db/seed/helpers.ts";
import { defineSeedStep } from "../../db/seed/steps.ts";

/** The demo supplier of the embedded database (README): sign in at /{lang}/supplier/login. Never in production. */
export const DEMO_SUPPLIER = { username: "supplier-demo", password: "Demo-2026!", email: "tenders@harbourlight.example.mo", mobile: "66880001" } as const;

/** Documents as the registration stored them (the demo keeps no files: the account screen lists, never links them). */
const files = (name: string) => [
  { kind: "businessRegistration", path: `/uploads/u/2026/01/${name}-br.pdf` },
  { kind: "logo", path: `/uploads/u/2026/01/${name}-logo.webp` },
  { kind: "license", path: `/uploads/u/2026/01/${name}-licence.pdf` },
];

async function seedSuppliers(db: Db, now: Date): Promise<void> {
  const passwordHash = await hashDemoPassword(DEMO_SUPPLIER.password);
  await db.insert(suppliers).values([
    {
      username: DEMO_SUPPLIER.username,
      usernameKey: nameKeyOf(DEMO_SUPPLIER.username),
      mobile: DEMO_SUPPLIER.mobile,
      email: DEMO_SUPPLIER.email,
      emailKey: DEMO_SUPPLIER.email,
      passwordHash,
      companyNameZh: "港燈影音製作有限公司",
      companyNameEn: "Harbour Light Audio Visual Production Limited",
      businessRegistrationNo: "SO-48213",
      contactPerson: "陳嘉欣 Chan Ka Yan",
      address: "澳門宋玉生廣場 258 號建興龍廣場 12 樓 C 座",
      files: files("demo-supplier"),
      status: "approved",
      reviewedAt: daysBefore(now, 40),
      createdAt: daysBefore(now, 45),
      updatedAt: daysBefore(now, 40),
    },
    {
      username: "lotus-stage",
      usernameKey: nameKeyOf("lotus-stage"),
      mobile: "66880002",
      email: "office@lotusstage.example.mo",
      emailKey: "office@lotusstage.example.mo",
      passwordHash,
      companyNameZh: "蓮花舞台燈光工程",
      companyNameEn: "Lotus Stage Lighting Engineering",
      businessRegistrationNo: "SO-51977",
      contactPerson: "Rui Gomes",
      address: "Rua de Pequim n.º 202A, Edifício Macau Finance Centre, 9.º andar",
      files: files("lotus-stage"),
      status: "pending",
      createdAt: daysBefore(now, 2),
      updatedAt: daysBefore(now, 2),
    },
  ]);
}

// After the members (60): nothing refers to suppliers.
export const seedStep = defineSeedStep(65, seedSuppliers);
