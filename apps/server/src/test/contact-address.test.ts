import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { URL_LANGS } from "@portal/contract/locales";
import type { ContactInformation } from "@portal/contract/schemas/site-pages";
import { siteDocuments, type ContactDocument } from "../modules/site-pages/tables.ts";
import { useRenderedSite } from "./rendered-site.ts";

// Issue 21 item 17: the contact page said 18 Calçada da Guia, the news tip page 23. The address (and the newsroom's
// desk) has one source, cms/contact-information; every page that shows it reads it from there. This renders the
// pages that show the address (from the web build, as site-links.test.ts) and fails when two of them disagree.

/** The pages that show the broadcaster's address. */
const PAGES = ["contact_us", "contact-us", "news_provide"];

const site = useRenderedSite();

/** The page's content as text: tags dropped, entities of the address decoded. */
async function mainText(path: string): Promise<string> {
  const res = await site.get(path);
  expect(res.statusCode, path).toBe(200);
  const main = /<main[\s\S]*<\/main>/.exec(res.body)?.[0] ?? "";
  return main
    .replace(/<br\s*\/?>/g, "\n")
    .replace(/<wbr\s*\/?>/g, "")
    .replace(/<[^>]+>/g, " ")
    .replace(/&amp;/g, "&")
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/\s+/g, " ");
}

const compact = (text: string) => text.replace(/\s+/g, "");

/** Every street number written with the street's name, in any of the languages' forms. */
function streetNumbers(text: string): string[] {
  const forms = [/(\d+)\s+Calçada da Guia/g, /Calçada da Guia,?\s*(?:n\.º\s*)?(\d+)/g, /[東东]望洋斜巷\s*(\d+)/g];
  return forms.flatMap((form) => [...text.matchAll(form)].map((m) => m[1]!));
}

async function contactAddress(lang: (typeof URL_LANGS)[number]): Promise<ContactInformation> {
  const res = await site.get("/api/v1.0/cms/contact-information", lang);
  return (res.json() as { data: ContactInformation }).data;
}

describe("the broadcaster's address, one source", () => {
  it("every page that shows the address shows the contact information's, with one street number, in the four languages", async () => {
    for (const lang of URL_LANGS) {
      const { address, departments } = await contactAddress(lang);
      const newsroom = departments.find((desk) => desk.key === "newsroom")!;
      const numbers = new Set<string>();
      for (const page of PAGES) {
        const text = await mainText(`/${lang}/${page}`);
        expect(text, `/${lang}/${page}`).toContain(address);
        for (const n of streetNumbers(text)) numbers.add(n);
      }
      expect([...numbers], `${lang}: street numbers on ${PAGES.join(", ")}`).toEqual(streetNumbers(address));
      // The tip page's channels are the newsroom desk's of the contact page.
      const tip = await mainText(`/${lang}/news_provide`);
      // (An e-mail address is written in parts that may break: compared without the spaces between tags.)
      for (const value of [newsroom.email, newsroom.phone, newsroom.whatsapp]) expect(compact(tip), `${lang}: ${value}`).toContain(compact(value!));
    }
  }, 120_000);

  it("a change of the contact information shows on every page", async () => {
    const [row] = await site.database.db.select().from(siteDocuments).where(eq(siteDocuments.key, "contact"));
    const content = row!.content as ContactDocument;
    const moved: ContactDocument = {
      ...content,
      address: { ...content.address, en: "TDM Building, 7 Calçada da Guia, Macau" },
      departments: content.departments.map((desk) => (desk.key === "newsroom" ? { ...desk, email: "tips@tdm.example.mo" } : desk)),
    };
    await site.database.db.update(siteDocuments).set({ content: moved }).where(eq(siteDocuments.key, "contact"));
    try {
      for (const page of PAGES) {
        const text = await mainText(`/en/${page}`);
        expect(text, page).toContain("TDM Building, 7 Calçada da Guia, Macau");
        expect(streetNumbers(text), page).toEqual(["7"]);
      }
      expect(compact(await mainText("/en/news_provide"))).toContain("tips@tdm.example.mo");
    } finally {
      await site.database.db.update(siteDocuments).set({ content }).where(eq(siteDocuments.key, "contact"));
    }
  }, 60_000);
});
