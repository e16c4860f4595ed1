import { describe, expect, it } from "vitest";
import { consoleLangOf, cookieValue, isConsolePage } from "./console.ts";

describe("the console's pages", () => {
  it("are /console, below it, and React Router's data requests for them; nothing else that starts alike", () => {
    for (const path of ["/console", "/console/", "/console/sign-in", "/console/account.data", "/console.data"]) expect(isConsolePage(path), path).toBe(true);
    for (const path of ["/consoles", "/console-x", "/en/console", "/api/console/v1/me", "/"]) expect(isConsolePage(path), path).toBe(false);
  });

  it("read one cookie of a Cookie header", () => {
    expect(cookieValue("a=1; console_lang=en; b=2", "console_lang")).toBe("en");
    expect(cookieValue("xconsole_lang=en", "console_lang")).toBeNull();
    expect(cookieValue(null, "console_lang")).toBeNull();
  });

  it("speak the chosen language, else the browser's first known one, else zh-hant", () => {
    expect(consoleLangOf("console_lang=pt", "en-GB,en;q=0.9")).toBe("pt");
    expect(consoleLangOf("console_lang=klingon", "en-GB,en;q=0.9")).toBe("en");
    expect(consoleLangOf(null, "zh-CN,zh;q=0.9")).toBe("zh-hans");
    expect(consoleLangOf(null, "zh-MO")).toBe("zh-hant");
    expect(consoleLangOf(undefined, "fr-FR")).toBe("zh-hant");
    expect(consoleLangOf(undefined, undefined)).toBe("zh-hant");
  });
});
