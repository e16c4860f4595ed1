import { describe, expect, it } from "vitest";
import { applicationFieldOrder, checkApplication, checkContactMessage } from "./checks.ts";
import { ruleTextsFor } from "./rule-texts.ts";

/** The application's checks in the browser follow the job's setting, as the server does (docs/forms.md "Chinese fields"). */
describe("checkApplication", () => {
  const texts = ruleTextsFor("pt");
  const files = { diploma: ["/uploads/u/2026/01/AAAAAAAAAAAAAAAAAAAAAA.pdf"], photo: ["/uploads/u/2026/01/AAAAAAAAAAAAAAAAAAAAAA.webp"] };
  const portuguese = {
    chineseName: "",
    englishName: "João da Silva",
    idNumber: "51234567",
    phone: "66554433",
    email: "joao@example.mo",
    chineseAddress: "",
    englishAddress: "Rua de S. Paulo, n.º 12, 3.º andar",
    experienceYears: "",
    ...files,
  };

  it("a job without the Chinese fields takes a name with accents and no Chinese name or address", () => {
    const checked = checkApplication({ id: 1, requiresChineseFields: false }, portuguese, texts);
    expect(checked).toMatchObject({ ok: true, body: { jobId: 1, englishName: "João da Silva", chineseName: "", chineseAddress: "" } });
    for (const name of ["Conceição Müller", "D'Almeida", "Ana-Rita"]) {
      expect(checkApplication({ id: 1, requiresChineseFields: false }, { ...portuguese, englishName: name }, texts).ok, name).toBe(true);
    }
  });

  it("still checks the Chinese fields of such a job when they are given, and the name's script", () => {
    const checked = checkApplication({ id: 1, requiresChineseFields: false }, { ...portuguese, chineseName: "Silva", englishName: "陳大文" }, texts);
    expect(checked).toMatchObject({ ok: false, errors: { chineseName: "Introduza texto em chinês", englishName: texts.latinName } });
  });

  it("a job that requires the Chinese fields keeps spec §5: both Chinese fields, the name in English letters", () => {
    const checked = checkApplication({ id: 2, requiresChineseFields: true }, portuguese, texts);
    expect(checked).toMatchObject({
      ok: false,
      errors: { chineseName: "Campo obrigatório", chineseAddress: "Campo obrigatório", englishName: "Introduza texto em inglês" },
    });
    const chinese = { ...portuguese, chineseName: "陳大文", englishName: "Chan Tai Man", chineseAddress: "澳門氹仔成都街 123 號" };
    expect(checkApplication({ id: 2, requiresChineseFields: true }, chinese, texts).ok).toBe(true);
  });
});

describe("applicationFieldOrder", () => {
  it("puts the name and address as written before the Chinese ones when the job does not require those", () => {
    const order = applicationFieldOrder(false);
    expect(order.indexOf("englishName")).toBeLessThan(order.indexOf("chineseName"));
    expect(order.indexOf("englishAddress")).toBeLessThan(order.indexOf("chineseAddress"));
    expect([...order].sort()).toEqual([...applicationFieldOrder(true)].sort());
    expect(applicationFieldOrder(true).indexOf("chineseName")).toBe(0);
  });
});

/** The general contact form's checks in the browser: the server's rules (schemas/forms.ts contactMessageBody). */
describe("checkContactMessage", () => {
  const texts = ruleTextsFor("en");
  const values = { name: " Maria ", email: "maria@example.mo", phone: "", topic: "website" as const, message: " The schedule page is empty on Sundays. " };

  it("takes a message without a phone, trimmed", () => {
    expect(checkContactMessage(values, texts)).toEqual({
      ok: true,
      body: { name: "Maria", email: "maria@example.mo", phone: "", topic: "website", message: "The schedule page is empty on Sundays." },
    });
  });

  it("refuses a missing e-mail, a phone that is not a Macau mobile, invisible characters and a message over 2000 characters", () => {
    const checked = checkContactMessage({ ...values, email: "", phone: "1234", name: "Ma\u202Eria", message: "x".repeat(2001) }, texts);
    expect(checked.ok).toBe(false);
    if (checked.ok) return;
    expect(checked.errors.email).toBe("Required");
    expect(checked.errors.phone).toMatch(/Macau mobile/);
    expect(checked.errors.name).toBe("Cannot contain invisible or formatting characters");
    expect(checked.errors.message).toMatch(/2000/);
  });
});
