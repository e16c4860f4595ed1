import { describe, expect, it } from "vitest";
import { API_LOCALES } from "@portal/contract/locales";
import { platformReplies, replyText, type Reply } from "./replies.ts";

/** Every module's replies (modules/<domain>/replies.ts), found by file name. */
const moduleReplies = import.meta.glob<Record<string, Record<string, Reply>>>("../modules/*/replies.ts", { eager: true });

const allReplies = (): [string, Reply][] => [
  ...Object.entries(platformReplies).map(([key, reply]): [string, Reply] => [`platform ${key}`, reply]),
  ...Object.entries(moduleReplies).flatMap(([path, exports]) =>
    Object.values(exports).flatMap((replies) => Object.entries(replies).map(([key, reply]): [string, Reply] => [`${path} ${key}`, reply])),
  ),
];
const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

describe("replies", () => {
  it("are written in the four languages, with the same placeholders in each", () => {
    const replies = allReplies();
    expect(replies.length).toBeGreaterThan(50);
    for (const [name, reply] of replies) {
      expect(Object.keys(reply).sort(), name).toEqual([...API_LOCALES].sort());
      for (const locale of API_LOCALES) {
        expect(reply[locale].trim(), `${name} ${locale}`).not.toBe("");
        expect(placeholders(reply[locale]), `${name} ${locale}`).toEqual(placeholders(reply.en));
      }
    }
  });

  it("fill their placeholders and leave unknown ones as written", () => {
    expect(replyText(platformReplies.invalidField, "en", { field: "page" })).toBe("The parameter page is not valid");
    expect(replyText(platformReplies.tooManyRequests, "zh_TW", { seconds: 30 })).toBe("操作過於頻繁，請於 30 秒後再試");
    expect(replyText(platformReplies.invalidField, "pt")).toBe("O parâmetro {field} não é válido");
  });
});
