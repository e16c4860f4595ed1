import { describe, expect, it } from "vitest";
import { z } from "zod";
import {
  ADDRESS_MIN_LENGTH,
  LOGIN_FIELD_MAX_LENGTH,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  UPLOAD_DIPLOMA_MAX_BYTES,
  UPLOAD_IMAGE_MAX_BYTES,
  UPLOAD_VIDEO_MAX_BYTES,
  VISIT_GROUP_MAX,
  VISIT_GROUP_MIN,
} from "./constants.ts";
import { API_LOCALES, URL_LANGS, urlLangToApiLocale } from "./locales.ts";
import {
  hasOnlyVisibleCharacters,
  hasOnlyVisibleText,
  isMemberPhotoPath,
  isSitePath,
  isSitePathOrHttps,
  nameKeyOf,
  FIELD_SPECS,
  PASSWORD_SYMBOLS,
  VALIDATION_MESSAGES,
  VALIDATION_RULES,
  addValidationIssue,
  charLength,
  checkUploadSize,
  checkVisitHeadcount,
  formatMegabytes,
  hasNoWhitespace,
  hasUpload,
  isAddress,
  isChinese,
  isEmail,
  isEnglish,
  isFilled,
  isHttpLink,
  isLatinName,
  isIdNumber,
  isLoginField,
  isMacauPhone,
  isMenuLink,
  isPosition,
  isSelected,
  isValidPassword,
  localizeZodIssue,
  normalizeSearchText,
  passwordsMatch,
  passwordsMatchCheck,
  timeEvent,
  toApiLocale,
  uploadLimitBytes,
  validateField,
  validationFailureOf,
  validationMessage,
  zAddress,
  zChineseAddress,
  zEmail,
  zEnglishAddress,
  zHttpLink,
  zIdNumber,
  zLoginField,
  zPassword,
  zPhone,
  zMemberPhoto,
  zOptionalField,
  zRequired,
  zSearchText,
  zVisibleLines,
  zVisibleText,
  type FieldKind,
  type ValidationRule,
} from "./validation.ts";

/** Every kind of whitespace the rules must see, incl. the ideographic space U+3000 and the invisible ones. */
const WHITESPACE_KINDS = [" ", "\t", "\n", "\r", "\v", "\f", "\u00a0", "\u3000", "\u2003", "\u2028", "\ufeff", "\u200b"];

describe("isChinese (must contain Chinese characters)", () => {
  it.each(["中文", "澳門", "简体", "中文abc", "Macau 澳門 123", "𠀀", "〇"])("accepts %j", (v) => {
    expect(isChinese(v)).toBe(true);
  });
  it.each(["", "abc", "１２３", "。，、", "😀", "にほん", "한국어", " ", "ＡＢＣ"])("refuses %j", (v) => {
    expect(isChinese(v)).toBe(false);
  });
  it("refuses non-strings", () => {
    expect(isChinese(null)).toBe(false);
    expect(isChinese(123)).toBe(false);
  });
});

describe("isEnglish (letters and spaces only)", () => {
  it.each(["abc", "John Smith", "A", " Mary Ann "])("accepts %j", (v) => {
    expect(isEnglish(v)).toBe(true);
  });
  it.each(["", "   ", "O'Brien", "Mary-Jane", "abc1", "José", "ＡＢＣ", "中文abc", "John\tSmith", "John\u3000Smith", "John\u00a0Smith", "abc😀"])(
    "refuses %j",
    (v) => {
      expect(isEnglish(v)).toBe(false);
    },
  );
});

describe("isLatinName (a name in Latin letters, accents allowed; issue 21)", () => {
  it.each(["João da Silva", "Conceição", "Müller", "D'Almeida", "D’Almeida", "Ana-Rita", "J. Silva", "Chan Tai Man", "Maria de Fátima Gonçalves Jr.", "Joa\u0303o", "Łukasz Żółć"])(
    "accepts %j",
    (v) => expect(isLatinName(v)).toBe(true),
  );
  it.each(["", " ", "陳大文", "João 陳", "João1", "-Ana", "Ana-", "'Ana", "Ana\tRita", "Ana\u00a0Rita", "Ana\u200bRita", "ＡＢＣ", "Ana😀", "\u0303Ana", "Ana\u0303\u0303\u0303\u0303", "Ana / Rita"])(
    "refuses %j",
    (v) => expect(isLatinName(v)).toBe(false),
  );
  it("refuses non-strings", () => expect(isLatinName(null)).toBe(false));
  it("is the latinName field: trimmed, required, at most 200 characters, its own message in four languages", () => {
    expect(validateField("latinName", " João da Silva ")).toBeNull();
    expect(validateField("latinName", "")?.rule).toBe("required");
    expect(validateField("latinName", "陳大文")?.rule).toBe("latinName");
    expect(validateField("latinName", "a".repeat(201))?.rule).toBe("tooLong");
    expect(validationMessage("latinName", "pt")).toBe("Introduza o nome em letras latinas (pode usar acentos, hífenes e apóstrofos)");
  });
});

describe("zOptionalField (a field that may be left out)", () => {
  const zOptionalChinese = zOptionalField("chinese");
  it("gives \"\" for absent, null or blank input", () => {
    for (const value of [undefined, null, "", "  \u3000"]) expect(zOptionalChinese.parse(value)).toBe("");
  });
  it("checks filled input by the field's rules, trimmed", () => {
    expect(zOptionalChinese.parse(" 陳大文 ")).toBe("陳大文");
    expect(localizeZodIssue(zOptionalChinese.safeParse("Chan").error!.issues[0]!, "en")).toBe("Please enter Chinese");
    expect(zOptionalChinese.safeParse(12).success).toBe(false);
  });
});

describe("isPosition (digits only)", () => {
  it.each(["0", "123", "007"])("accepts %j", (v) => expect(isPosition(v)).toBe(true));
  it.each(["", "12a", "1 2", "-1", "1.5", "１２３", "١٢٣", " 12", "12\n"])("refuses %j", (v) =>
    expect(isPosition(v)).toBe(false),
  );
});

describe("isMacauPhone (8 digits starting with 6)", () => {
  it.each(["61234567", "66666666", "60000000"])("accepts %j", (v) => expect(isMacauPhone(v)).toBe(true));
  it.each([
    ["7 digits", "6123456"],
    ["9 digits", "612345678"],
    ["starts with 5", "51234567"],
    ["starts with 8", "81234567"],
    ["full-width digits", "６１２３４５６７"],
    ["full-width first digit", "６1234567"],
    ["spaces", "6123 4567"],
    ["leading space", " 61234567"],
    ["country code", "+85361234567"],
    ["dash", "6123-4567"],
    ["empty", ""],
    ["trailing newline", "61234567\n"],
  ])("refuses %s", (_name, v) => expect(isMacauPhone(v)).toBe(false));
  it("refuses a number (not a string)", () => expect(isMacauPhone(61234567)).toBe(false));
});

describe("isIdNumber (8 digits starting with 1, 5 or 7)", () => {
  it.each(["12345678", "51234567", "70000000"])("accepts %j", (v) => expect(isIdNumber(v)).toBe(true));
  it.each([
    ["7 digits", "1234567"],
    ["9 digits", "123456789"],
    ["starts with 2", "21234567"],
    ["starts with 0", "01234567"],
    ["starts with 6", "61234567"],
    ["check digit in brackets", "1234567(8)"],
    ["full-width", "１２３４５６７８"],
    ["letter", "1234567A"],
    ["empty", ""],
  ])("refuses %s", (_name, v) => expect(isIdNumber(v)).toBe(false));
});

describe("isHttpLink / isMenuLink (http or https URL)", () => {
  it.each([
    "http://example.com",
    "https://www.tdm.com.mo/zh-hant/news?id=1#top",
    "HTTPS://EXAMPLE.COM/Path",
    "http://localhost:3000/",
    "https://例子.澳門/路徑",
    "http://192.168.0.1/a",
  ])("accepts %j", (v) => {
    expect(isHttpLink(v)).toBe(true);
    expect(isMenuLink(v)).toBe(true);
  });
  it.each([
    ["ftp", "ftp://example.com"],
    ["javascript", "javascript:alert(1)"],
    ["javascript disguised", "javascript://example.com/%0Aalert(1)"],
    ["data", "data:text/html,hi"],
    ["mailto", "mailto:a@b.com"],
    ["no scheme", "www.example.com"],
    ["protocol-relative", "//example.com"],
    ["no host", "http://"],
    ["single slash", "http:/example.com"],
    ["no slashes", "http:example.com"],
    ["space in host", "http://exa mple.com"],
    ["space in path", "https://example.com/a b"],
    ["ideographic space", "https://example.com/\u3000"],
    ["newline", "https://example.com/\nx"],
    ["tab in scheme", "ht\ttp://example.com"],
    ["leading space", " https://example.com"],
    ["control character", "https://example.com/\u0001"],
    ["empty", ""],
    ["too long", `https://example.com/${"a".repeat(2048)}`],
  ])("refuses %s", (_name, v) => {
    expect(isHttpLink(v)).toBe(false);
    expect(isMenuLink(v)).toBe(false);
  });
});

describe("isValidPassword (8–20 letters, digits, symbols)", () => {
  const at = (n: number) => "Ab1!".repeat(6).slice(0, n);
  it("accepts exactly 8 and exactly 20 characters", () => {
    expect(isValidPassword(at(PASSWORD_MIN_LENGTH))).toBe(true);
    expect(isValidPassword(at(PASSWORD_MAX_LENGTH))).toBe(true);
    expect(at(8)).toHaveLength(8);
    expect(at(20)).toHaveLength(20);
  });
  it("refuses 7 and 21 characters", () => {
    expect(isValidPassword(at(PASSWORD_MIN_LENGTH - 1))).toBe(false);
    expect(isValidPassword(at(PASSWORD_MAX_LENGTH + 1))).toBe(false);
  });
  it("accepts letters only, digits only and every documented symbol", () => {
    expect(isValidPassword("abcdefgh")).toBe(true);
    expect(isValidPassword("12345678")).toBe(true);
    expect(PASSWORD_SYMBOLS).toHaveLength(32);
    for (const symbol of PASSWORD_SYMBOLS) expect(isValidPassword(`abcdefg${symbol}`), symbol).toBe(true);
  });
  it.each([
    ["space", "abcd efgh"],
    ["ideographic space", "abcd\u3000efgh"],
    ["tab", "abcd\tefgh"],
    ["Chinese", "密碼abcdefgh"],
    ["accented letter", "pásswörd1"],
    ["full-width digits", "abcd１２３４"],
    ["full-width symbol", "abcdefg！"],
    ["emoji", "abcdefg😀"],
    ["euro sign", "abcdefg€"],
    ["empty", ""],
  ])("refuses %s", (_name, v) => expect(isValidPassword(v)).toBe(false));
});

describe("charLength", () => {
  it("counts code points, not UTF-16 units", () => {
    expect(charLength("")).toBe(0);
    expect(charLength("abc")).toBe(3);
    expect(charLength("澳門")).toBe(2);
    expect(charLength("😀")).toBe(1);
    expect(charLength("𠀀a")).toBe(2);
    expect("😀".length).toBe(2);
  });
});

describe("passwordsMatch", () => {
  it("is exact", () => {
    expect(passwordsMatch("Secret123", "Secret123")).toBe(true);
    expect(passwordsMatch("Secret123", "secret123")).toBe(false);
    expect(passwordsMatch("Secret123", "Secret123 ")).toBe(false);
    expect(passwordsMatch("", "")).toBe(true);
    expect(passwordsMatch(undefined, undefined)).toBe(false);
  });
});

describe("hasNoWhitespace (noTrim)", () => {
  it("accepts text without whitespace, incl. emoji with joiners", () => {
    expect(hasNoWhitespace("abc中文123")).toBe(true);
    expect(hasNoWhitespace("")).toBe(true);
    expect(hasNoWhitespace("👨‍👩‍👧")).toBe(true);
  });
  it.each(WHITESPACE_KINDS)("refuses whitespace U+%s", (space) => {
    expect(hasNoWhitespace(`ab${space}cd`)).toBe(false);
    expect(hasNoWhitespace(`${space}abcd`)).toBe(false);
  });
});

describe("isFilled / isSelected", () => {
  it("treats whitespace-only text as empty", () => {
    expect(isFilled("a")).toBe(true);
    expect(isFilled("")).toBe(false);
    for (const space of WHITESPACE_KINDS) expect(isFilled(space.repeat(3))).toBe(false);
    expect(isFilled(undefined)).toBe(false);
  });
  it("link type must be selected", () => {
    expect(isSelected("internal")).toBe(true);
    expect(isSelected(0)).toBe(true);
    expect(isSelected(["a"])).toBe(true);
    expect(isSelected("")).toBe(false);
    expect(isSelected(null)).toBe(false);
    expect(isSelected(undefined)).toBe(false);
    expect(isSelected([])).toBe(false);
  });
});

describe("hasUpload (uploadRequired)", () => {
  it("needs at least one file", () => {
    expect(hasUpload([{ name: "a.jpg" }])).toBe(true);
    expect(hasUpload(["/uploads/a.jpg"])).toBe(true);
    expect(hasUpload([])).toBe(false);
    expect(hasUpload(null)).toBe(false);
    expect(hasUpload(undefined)).toBe(false);
    expect(hasUpload([null, ""])).toBe(false);
    expect(hasUpload({ length: 1, 0: { name: "file-list-like" } })).toBe(true);
  });
});

describe("timeEvent", () => {
  it("always fails", () => {
    expect(timeEvent()).toBe(false);
    expect(timeEvent("2025-01-01 10:00")).toBe(false);
  });
});

describe("isEmail", () => {
  it.each(["a@b.co", "first.last+tag@example.com.mo", "x_y-z@sub.domain.org", "A@EXAMPLE.COM"])("accepts %j", (v) =>
    expect(isEmail(v)).toBe(true),
  );
  it.each([
    "",
    "plain",
    "@example.com",
    "a@",
    "a@b",
    "a@b.c",
    "a@@b.com",
    ".a@b.com",
    "a.@b.com",
    "a..b@c.com",
    "a b@c.com",
    "a@b .com",
    "a@-b.com",
    "a@b-.com",
    "a@b..com",
    "用戶@例子.com",
    "a@b.com\u3000",
    `${"a".repeat(65)}@b.com`,
    `a@${"b".repeat(250)}.com`,
  ])("refuses %j", (v) => expect(isEmail(v)).toBe(false));
});

describe("isAddress (Chinese or English, at least 5 characters)", () => {
  it("counts characters after trimming: 4 is too few, 5 is enough", () => {
    expect(isAddress("澳門新馬路")).toBe(true);
    expect(isAddress("澳門新馬")).toBe(false);
    expect(isAddress("  澳門新馬  ")).toBe(false);
    expect(isAddress("Rua A")).toBe(true);
    expect(isAddress("Rua ")).toBe(false);
    expect(ADDRESS_MIN_LENGTH).toBe(5);
  });
  it("accepts Portuguese street names in the English address", () => {
    expect(isAddress("Rua de São Paulo, n.º 12, 3/F", "english")).toBe(true);
    expect(isAddress("Avenida da Praia Grande 730", "english")).toBe(true);
  });
  it("keeps the scripts apart when asked", () => {
    expect(isAddress("澳門新馬路10號", "chinese")).toBe(true);
    expect(isAddress("Macau Street 1", "chinese")).toBe(false);
    expect(isAddress("澳門新馬路10號", "english")).toBe(false);
    expect(isAddress("Macau 澳門 Street", "english")).toBe(false);
  });
  it("refuses addresses with neither script, and emoji", () => {
    expect(isAddress("12345")).toBe(false);
    expect(isAddress("!!!!!")).toBe(false);
    expect(isAddress("Street 😀", "english")).toBe(false);
  });
  it("refuses very long addresses", () => {
    expect(isAddress("澳".repeat(200))).toBe(true);
    expect(isAddress("澳".repeat(201))).toBe(false);
  });
});

describe("login fields (required, at most 80 characters)", () => {
  it("checks presence and the 80-character limit by characters", () => {
    expect(isLoginField("user")).toBe(true);
    expect(isLoginField("a".repeat(LOGIN_FIELD_MAX_LENGTH))).toBe(true);
    expect(isLoginField("a".repeat(LOGIN_FIELD_MAX_LENGTH + 1))).toBe(false);
    expect(isLoginField("😀".repeat(LOGIN_FIELD_MAX_LENGTH))).toBe(true); // 160 UTF-16 units, 80 characters
    expect(isLoginField("")).toBe(false);
    expect(isLoginField("   ")).toBe(false);
    expect(isLoginField(undefined)).toBe(false);
  });
});

describe("checkVisitHeadcount (10–20; above 20 needs a second or later slot)", () => {
  it("accepts 10 to 20 in any slot", () => {
    for (const slot of [0, 1, 3]) {
      expect(checkVisitHeadcount(VISIT_GROUP_MIN, slot)).toBeNull();
      expect(checkVisitHeadcount(VISIT_GROUP_MAX, slot)).toBeNull();
      expect(checkVisitHeadcount(15, slot)).toBeNull();
    }
  });
  it("refuses fewer than 10 and fractions", () => {
    expect(checkVisitHeadcount(9, 0)).toBe("visitHeadcount");
    expect(checkVisitHeadcount(9, 2)).toBe("visitHeadcount");
    expect(checkVisitHeadcount(0, 0)).toBe("visitHeadcount");
    expect(checkVisitHeadcount(-5, 1)).toBe("visitHeadcount");
    expect(checkVisitHeadcount(12.5, 1)).toBe("visitHeadcount");
    expect(checkVisitHeadcount(Number.NaN, 1)).toBe("visitHeadcount");
  });
  it("21 or more: refused in the first slot, accepted from the second", () => {
    expect(checkVisitHeadcount(VISIT_GROUP_MAX + 1, 0)).toBe("visitNeedsLaterSlot");
    expect(checkVisitHeadcount(VISIT_GROUP_MAX + 1, 1)).toBeNull();
    expect(checkVisitHeadcount(35, 2)).toBeNull();
    expect(checkVisitHeadcount(21, -1)).toBe("visitNeedsLaterSlot");
    expect(checkVisitHeadcount(21, 0.5)).toBe("visitNeedsLaterSlot");
  });
});

describe("checkUploadSize (video < 10MB, image < 5MB, diploma < 50MB)", () => {
  it.each([
    ["video", UPLOAD_VIDEO_MAX_BYTES, "videoTooLarge"],
    ["image", UPLOAD_IMAGE_MAX_BYTES, "imageTooLarge"],
    ["diploma", UPLOAD_DIPLOMA_MAX_BYTES, "diplomaTooLarge"],
  ] as const)("%s: one byte under passes, the limit itself fails", (kind, limit, rule) => {
    expect(uploadLimitBytes(kind)).toBe(limit);
    expect(checkUploadSize(kind, 0)).toBeNull();
    expect(checkUploadSize(kind, limit - 1)).toBeNull();
    expect(checkUploadSize(kind, limit)).toBe(rule);
    expect(checkUploadSize(kind, limit + 1)).toBe(rule);
    expect(checkUploadSize(kind, -1)).toBe(rule);
    expect(checkUploadSize(kind, Number.NaN)).toBe(rule);
  });
  it("the limits are 10, 5 and 50 MB", () => {
    expect(formatMegabytes(UPLOAD_VIDEO_MAX_BYTES)).toBe("10MB");
    expect(formatMegabytes(UPLOAD_IMAGE_MAX_BYTES)).toBe("5MB");
    expect(formatMegabytes(UPLOAD_DIPLOMA_MAX_BYTES)).toBe("50MB");
    expect(checkUploadSize("image", 6 * 1024 * 1024)).toBe("imageTooLarge");
    expect(checkUploadSize("video", 6 * 1024 * 1024)).toBeNull();
  });
});

describe("normalizeSearchText", () => {
  it("removes every kind of whitespace between Chinese characters (spec §5)", () => {
    expect(normalizeSearchText(" 澳門 新聞 ")).toBe("澳門新聞");
    expect(normalizeSearchText(`澳${WHITESPACE_KINDS.join("")}門`)).toBe("澳門");
    expect(normalizeSearchText("八號\u3000風球，  颱風")).toBe("八號風球，颱風");
    expect(normalizeSearchText("𠀀 𠀁")).toBe("𠀀𠀁");
    // Japanese kana and Korean are no Chinese: their words stay apart.
    expect(normalizeSearchText("にほん ニュース 한국 뉴스")).toBe("にほん ニュース 한국 뉴스");
  });
  it("keeps English and Portuguese words apart, one space between them", () => {
    expect(normalizeSearchText("grand prix")).toBe("grand prix");
    expect(normalizeSearchText("  Grande\tPrémio \n de   Macau ")).toBe("Grande Prémio de Macau");
    expect(normalizeSearchText(`a${WHITESPACE_KINDS.join("")}b`)).toBe("a b");
    expect(normalizeSearchText("Macau\u3000Grand Prix")).toBe("Macau Grand Prix");
    expect(normalizeSearchText("ＴＤＭ ＨＤ")).toBe("ＴＤＭ ＨＤ");
  });
  it("mixed scripts: spaces between Chinese removed, between Latin words and at script changes kept", () => {
    expect(normalizeSearchText("澳門 grand prix 2026")).toBe("澳門 grand prix 2026");
    expect(normalizeSearchText("澳門 格蘭披治  grand   prix 大賽車 2026 年")).toBe("澳門格蘭披治 grand prix 大賽車 2026 年");
    expect(normalizeSearchText(normalizeSearchText("  澳門 新聞  grand  prix ")!)).toBe("澳門新聞 grand prix");
  });
  it("keeps emoji sequences intact", () => {
    expect(normalizeSearchText(" 👨‍👩‍👧 家庭 ")).toBe("👨‍👩‍👧 家庭");
    expect(normalizeSearchText("👨‍👩‍👧家庭")).toBe("👨‍👩‍👧家庭");
  });
  it("returns null (do nothing) for empty or blank text", () => {
    expect(normalizeSearchText("")).toBeNull();
    expect(normalizeSearchText(WHITESPACE_KINDS.join(""))).toBeNull();
    expect(normalizeSearchText(null)).toBeNull();
    expect(normalizeSearchText(undefined)).toBeNull();
  });
});

describe("messages", () => {
  it("exist, are filled in and distinct in all four locales for every rule", () => {
    for (const rule of VALIDATION_RULES) {
      const texts = API_LOCALES.map((locale) => validationMessage(rule, locale));
      for (const text of texts) {
        expect(text.trim().length, rule).toBeGreaterThan(0);
        expect(text, `${rule} has an unfilled placeholder`).not.toMatch(/\{\w+\}/);
      }
      // English and Portuguese are real translations, not copies; Chinese texts are Chinese.
      expect(texts[2], rule).not.toBe(texts[3]);
      expect(isChinese(texts[0]), rule).toBe(true);
      expect(isChinese(texts[1]), rule).toBe(true);
      expect(isChinese(texts[2]), rule).toBe(false);
      expect(isChinese(texts[3]), rule).toBe(false);
    }
  });
  it("each locale has exactly the keys of the rules", () => {
    for (const rule of VALIDATION_RULES) expect(Object.keys(VALIDATION_MESSAGES[rule]).sort()).toEqual([...API_LOCALES].sort());
  });
  it("default to Traditional Chinese and carry the spec's texts", () => {
    expect(validationMessage("required")).toBe("必須填寫");
    expect(validationMessage("required", "en")).toBe("Required");
    expect(validationMessage("chinese", "en")).toBe("Please enter Chinese");
    expect(validationMessage("english", "en")).toBe("Please enter English");
    expect(validationMessage("passwordMismatch", "en")).toBe("Two passwords are inconsistent");
    expect(validationMessage("noWhitespace", "en")).toBe("Cannot contain spaces");
    expect(validationMessage("uploadRequired", "en")).toBe("Must upload");
  });
  it("the Simplified Chinese texts are not the Traditional ones (apart from those written alike)", () => {
    const same = VALIDATION_RULES.filter((rule) => validationMessage(rule, "zh_TW") === validationMessage(rule, "zh_CN"));
    expect(same).toEqual(["noWhitespace"]);
  });
  it("fill numbers from the constants", () => {
    expect(validationMessage("phone", "en")).toBe("Please enter a valid Macau mobile number (8 digits starting with 6)");
    expect(validationMessage("phone")).toContain("以6開頭的8位數字");
    expect(validationMessage("idNumber", "en")).toContain("8 digits starting with 1, 5 or 7");
    expect(validationMessage("idNumber", "zh_TW")).toContain("以1、5或7開頭");
    expect(validationMessage("idNumber", "pt")).toContain("1, 5 ou 7");
    expect(validationMessage("password", "en")).toContain("8 to 20 characters");
    expect(validationMessage("tooLong", "zh_CN")).toBe("最多只可输入80个字");
    expect(validationMessage("address", "pt")).toContain("pelo menos 5 caracteres");
    expect(validationMessage("visitHeadcount", "en")).toBe("A visiting group must have 10 to 20 people");
    expect(validationMessage("visitNeedsLaterSlot", "zh_TW")).toBe("超過20人須選擇第二個或之後的時段");
    expect(validationMessage("videoTooLarge", "en")).toBe("The video must be smaller than 10MB");
    expect(validationMessage("imageTooLarge", "pt")).toBe("A imagem deve ter menos de 5MB");
    expect(validationMessage("diplomaTooLarge", "zh_TW")).toBe("學歷證明檔案須小於50MB");
  });
  it("params override the defaults", () => {
    expect(validationMessage("tooLong", "en", { max: 200 })).toBe("No more than 200 characters");
  });
  it("accept the URL language as well as the API locale", () => {
    for (const lang of URL_LANGS) {
      for (const rule of VALIDATION_RULES) {
        expect(validationMessage(rule, lang)).toBe(validationMessage(rule, urlLangToApiLocale(lang)));
      }
    }
    expect(validationMessage("required", "zh-hans")).toBe("必须填写");
    expect(toApiLocale("zh-hant")).toBe("zh_TW");
    expect(toApiLocale("zh_CN")).toBe("zh_CN");
    expect(toApiLocale("fr")).toBe("zh_TW");
  });
});

describe("validateField", () => {
  const cases: [FieldKind, unknown, ValidationRule | null][] = [
    ["phone", "61234567", null],
    ["phone", " 61234567 ", null],
    ["phone", "", "required"],
    ["phone", "\u3000", "required"],
    ["phone", undefined, "required"],
    ["phone", "6123456", "phone"],
    ["idNumber", "51234567", null],
    ["idNumber", "41234567", "idNumber"],
    ["email", " a@b.com ", null],
    ["email", "a@b", "email"],
    ["link", "https://a.mo", null],
    ["link", "ftp://a.mo", "link"],
    ["password", "abcd1234", null],
    ["password", " abcd1234", "password"],
    ["password", "abc", "password"],
    ["chinese", "陳大文", null],
    ["chinese", "Chan", "chinese"],
    ["english", "Chan Tai Man", null],
    ["english", "陳大文", "english"],
    ["english", "a".repeat(201), "tooLong"],
    ["position", "12", null],
    ["position", "１２", "position"],
    ["noWhitespace", "abc", null],
    ["noWhitespace", "a b", "noWhitespace"],
    ["address", "澳門新馬路", null],
    ["address", "澳門", "address"],
    ["chineseAddress", "Macau Road 1", "chinese"],
    ["englishAddress", "澳門新馬路", "english"],
    ["englishAddress", "Rua A", null],
    ["loginField", "a".repeat(80), null],
    ["loginField", "a".repeat(81), "tooLong"],
    ["loginField", "", "required"],
    ["required", "x", null],
    ["required", " ", "required"],
  ];
  it.each(cases)("%s %j → %s", (kind, value, rule) => {
    expect(validateField(kind, value)?.rule ?? null).toBe(rule);
  });
  it("optional fields pass when empty but are checked when filled", () => {
    expect(validateField("phone", "", { optional: true })).toBeNull();
    expect(validateField("phone", null, { optional: true })).toBeNull();
    expect(validateField("phone", "123", { optional: true })?.rule).toBe("phone");
  });
  it("reports the max of the failing length check", () => {
    expect(validateField("loginField", "a".repeat(81))?.params).toEqual({ max: LOGIN_FIELD_MAX_LENGTH });
  });
  it("every field spec starts with required", () => {
    for (const spec of Object.values(FIELD_SPECS)) expect(spec.checks[0]?.rule).toBe("required");
  });
});

describe("zod blocks", () => {
  function firstIssue(schema: z.ZodType, value: unknown) {
    const result = schema.safeParse(value);
    expect(result.success).toBe(false);
    return result.error!.issues[0]!;
  }

  it("accept valid input and trim where the field trims", () => {
    expect(zPhone.parse(" 61234567 ")).toBe("61234567");
    expect(zIdNumber.parse("71234567")).toBe("71234567");
    expect(zEmail.parse(" a@b.com")).toBe("a@b.com");
    expect(zHttpLink.parse("https://www.tdm.com.mo/")).toBe("https://www.tdm.com.mo/");
    expect(zAddress.parse(" 澳門新馬路 ")).toBe("澳門新馬路");
    expect(zChineseAddress.parse("澳門新馬路")).toBe("澳門新馬路");
    expect(zEnglishAddress.parse("Rua de Macau")).toBe("Rua de Macau");
    expect(zPassword.parse("Abc12345!")).toBe("Abc12345!");
    expect(zLoginField.parse(" user ")).toBe(" user ");
  });

  it("carry the rule key and the Traditional Chinese default message", () => {
    const issue = firstIssue(zPhone, "6123456");
    expect(issue.code).toBe("custom");
    expect(validationFailureOf(issue)?.rule).toBe("phone");
    expect(issue.message).toBe(validationMessage("phone", "zh_TW"));
  });

  it("missing or null input is 'required', only one issue per field", () => {
    for (const value of [undefined, null, "", "   "]) {
      const result = zPassword.safeParse(value);
      expect(result.success).toBe(false);
      expect(result.error!.issues).toHaveLength(1);
      expect(validationFailureOf(result.error!.issues[0])?.rule).toBe("required");
    }
  });

  it("a wrong type is a plain zod issue (no rule), so the server keeps its generic message", () => {
    const issue = firstIssue(zPhone, 61234567);
    expect(issue.code).toBe("invalid_type");
    expect(validationFailureOf(issue)).toBeNull();
    expect(localizeZodIssue(issue, "en")).toBeNull();
  });

  it("localizeZodIssue translates in every locale, incl. URL languages", () => {
    const schema = z.object({ username: zLoginField, password: zLoginField, mobile: zPhone });
    const result = schema.safeParse({ username: "a".repeat(81), password: "", mobile: "5" });
    expect(result.success).toBe(false);
    const issues = result.error!.issues;
    expect(issues.map((i) => i.path.join("."))).toEqual(["username", "password", "mobile"]);
    expect(localizeZodIssue(issues[0], "zh_TW")).toBe("最多只可輸入80個字");
    expect(localizeZodIssue(issues[0], "en")).toBe("No more than 80 characters");
    expect(localizeZodIssue(issues[1], "pt")).toBe("Campo obrigatório");
    expect(localizeZodIssue(issues[1], "zh-hans")).toBe("必须填写");
    expect(localizeZodIssue(issues[2], "en")).toBe(validationMessage("phone", "en"));
    expect(localizeZodIssue(undefined, "en")).toBeNull();
  });

  it("other zod issues are not mistaken for rules", () => {
    const issue = firstIssue(z.string().refine(() => false, { params: { validationRule: "nope" } }), "x");
    expect(localizeZodIssue(issue, "en")).toBeNull();
    const plain = firstIssue(z.string().min(3), "x");
    expect(localizeZodIssue(plain, "en")).toBeNull();
  });

  it("the password pair reports the mismatch on the repeat field", () => {
    const schema = z
      .object({ password: zPassword, repeatPassword: z.string() })
      .superRefine(passwordsMatchCheck("password", "repeatPassword"));
    expect(schema.safeParse({ password: "abcd1234", repeatPassword: "abcd1234" }).success).toBe(true);
    const issue = firstIssue(schema, { password: "abcd1234", repeatPassword: "abcd1235" });
    expect(issue.path).toEqual(["repeatPassword"]);
    expect(localizeZodIssue(issue, "en")).toBe("Two passwords are inconsistent");
    expect(localizeZodIssue(issue, "zh_TW")).toBe("兩次輸入的密碼不一致");
  });

  it("addValidationIssue lets multi-field rules (visit headcount, uploads, timeEvent) translate too", () => {
    const visit = z.object({ headcount: z.number(), slot: z.number() }).superRefine((v, ctx) => {
      const rule = checkVisitHeadcount(v.headcount, v.slot);
      if (rule) addValidationIssue(ctx, rule, ["headcount"]);
    });
    expect(visit.safeParse({ headcount: 15, slot: 0 }).success).toBe(true);
    const issue = firstIssue(visit, { headcount: 25, slot: 0 });
    expect(issue.path).toEqual(["headcount"]);
    expect(localizeZodIssue(issue, "en")).toBe(validationMessage("visitNeedsLaterSlot", "en"));

    const upload = z.object({ size: z.number() }).superRefine((v, ctx) => {
      const rule = checkUploadSize("image", v.size);
      if (rule) addValidationIssue(ctx, rule, ["size"]);
    });
    expect(localizeZodIssue(firstIssue(upload, { size: UPLOAD_IMAGE_MAX_BYTES }), "pt")).toBe("A imagem deve ter menos de 5MB");

    const custom = z.string().superRefine((_v, ctx) => addValidationIssue(ctx, "tooLong", [], { max: 12 }));
    expect(localizeZodIssue(firstIssue(custom, "x"), "en")).toBe("No more than 12 characters");
  });

  it("zSearchText normalises and maps empty to null", () => {
    expect(zSearchText.parse(" 澳門\u3000新聞 ")).toBe("澳門新聞");
    expect(zSearchText.parse(" grand\u3000prix ")).toBe("grand prix");
    expect(zSearchText.parse("  ")).toBeNull();
    expect(zSearchText.parse(undefined)).toBeNull();
    expect(zSearchText.safeParse("a".repeat(201)).success).toBe(false);
  });

  it("login fields over 80 characters are refused by characters, not UTF-16 units", () => {
    expect(zLoginField.safeParse("中".repeat(80)).success).toBe(true);
    expect(zLoginField.safeParse("😀".repeat(80)).success).toBe(true);
    expect(zLoginField.safeParse("😀".repeat(81)).success).toBe(false);
  });
});

describe("visible names and site links (not in the spec: found by a probe)", () => {
  it("refuses invisible, format and blank-looking characters in a name, keeps ordinary spaces, CJK and emoji", () => {
    for (const name of ["de\u200bmo", "a\u202Eb", "tag\u{E0041}", "x\u3164y", "x\u115Fy", "x\uFFA0y", "nb\u00A0sp", "ctl\u0007", "pua\uE000", "a\u2800b", "lone\uD800"]) {
      expect(hasOnlyVisibleCharacters(name), JSON.stringify(name)).toBe(false);
    }
    for (const name of ["demo", "Macau Reader", "澳門 讀者", "João", "🙂 fan", "A-b_c.d"]) {
      expect(hasOnlyVisibleCharacters(name), name).toBe(true);
    }
  });

  it("compares names after taking out invisible characters, NFKC and case folding", () => {
    const key = nameKeyOf("demo");
    for (const same of ["DEMO", "ＤＥＭＯ", "de\u200bmo", " Demo ", "De\u2060Mo"]) expect(nameKeyOf(same), same).toBe(key);
    expect(nameKeyOf("Straße")).toBe(nameKeyOf("STRASSE"));
    expect(nameKeyOf("demo1")).not.toBe(key);
  });

  it("takes a path on this site or an https URL, never another host in disguise", () => {
    for (const good of ["/uploads/u/a.webp", "/zh-hant/news-detail/7?x=1#c", "https://cdn.example.mo/p.png"]) {
      expect(isSitePathOrHttps(good), good).toBe(true);
    }
    for (const bad of ["//evil.example/x.png", "/\\evil.example/x", "/a\\b", "http://evil.example/", "javascript:alert(1)", "/a b", "/x\n", "https://evil.example\\@good/", "", "x/y"]) {
      expect(isSitePathOrHttps(bad), JSON.stringify(bad)).toBe(false);
    }
    expect(isSitePath("https://cdn.example.mo/p.png")).toBe(false);
  });
});

describe("visible text and member photos (issue 20)", () => {
  /** Bidirectional controls (marks, embeddings, overrides, isolates) and other invisible or format characters. */
  const BIDI = ["\u061C", "\u200E", "\u200F", "\u202A", "\u202B", "\u202C", "\u202D", "\u202E", "\u2066", "\u2067", "\u2068", "\u2069"];
  const INVISIBLE = ["\u200B", "\u200C", "\u2060", "\uFEFF", "\u00AD", "\u034F", "\u3164", "\u115F", "\uFFA0", "\u2800", "\u180E", "\u2028", "\u2029", "\u{E0041}", "\uD800", "\u0007", "\u001B", "\u0085"];
  /** What members write: Chinese, Portuguese, emoji sequences (joiner, skin tone, keycap, flags), full-width and NBSP spaces. */
  const WRITTEN = [
    "好新聞，支持澳廣視！",
    "很好的节目，谢谢。",
    "Parabéns pelos 40 anos! Ótimo programa, ação e coração.",
    "👍🙂",
    "👩\u200D💻 e 👨\u200D👩\u200D👧",
    "🏳\uFE0F\u200D🌈 ❤\uFE0F\u200D🔥 🧑🏽\u200D🦰 🐻\u200D❄\uFE0F",
    "1\uFE0F\u20E3 🇲🇴 🇵🇹",
    "\u{1F3F4}\u{E0067}\u{E0062}\u{E0073}\u{E0063}\u{E0074}\u{E007F}",
    "澳門\u3000新馬路",
    "Av.\u00A0Almeida Ribeiro",
    "葛\u{E0100}",
  ];

  it("refuses bidirectional controls and invisible characters anywhere in a text, on one line or several", () => {
    for (const char of [...BIDI, ...INVISIBLE]) {
      for (const text of [`a${char}b`, `${char}abc`, `評論${char}`]) {
        expect(hasOnlyVisibleText(text), JSON.stringify(text)).toBe(false);
        expect(hasOnlyVisibleText(text, { multiline: true }), JSON.stringify(text)).toBe(false);
      }
    }
    expect(hasOnlyVisibleText("gpj\u202Eexe.txt", { multiline: true })).toBe(false);
    expect(hasOnlyVisibleText(null)).toBe(false);
  });

  it("keeps Chinese, Portuguese and emoji sequences; a joiner or a tag outside an emoji is refused", () => {
    for (const text of WRITTEN) expect(hasOnlyVisibleText(text), JSON.stringify(text)).toBe(true);
    for (const text of ["ad\u200Dmin", "\u200D👍", "x\u200D", "👍\u200Dx", "a\u{E0067}\u{E007F}", "\u{1F3F4}\u{E0067}"]) {
      expect(hasOnlyVisibleText(text), JSON.stringify(text)).toBe(false);
    }
  });

  it("allows line breaks and tabs only in texts of several lines", () => {
    for (const text of ["第一行\n第二行", "a\r\nb", "a\tb"]) {
      expect(hasOnlyVisibleText(text, { multiline: true }), JSON.stringify(text)).toBe(true);
      expect(hasOnlyVisibleText(text), JSON.stringify(text)).toBe(false);
    }
  });

  it("zod blocks refuse with the visibleText rule, trim, and leave lengths to the caller", () => {
    const issue = zVisibleLines.safeParse("a\u202Eb").error?.issues[0];
    expect(localizeZodIssue(issue, "en")).toBe("Cannot contain invisible or formatting characters");
    expect(localizeZodIssue(zVisibleText.safeParse("x\u2066y").error?.issues[0], "pt")).toBe(validationMessage("visibleText", "pt"));
    expect(zVisibleLines.parse("  好\n👍  ")).toBe("好\n👍");
    expect(zVisibleText.safeParse("a\nb").success).toBe(false);
    expect(zVisibleText.parse("a".repeat(5000))).toHaveLength(5000);
  });

  it("free-text field kinds of the forms refuse invisible characters (supplier, visit, job application fields)", () => {
    for (const kind of ["required", "chinese", "address", "chineseAddress"] as const) {
      expect(validateField(kind, "澳門新馬路\u202E100號")?.rule, kind).toBe("visibleText");
      expect(validateField(kind, "澳門新馬路 100 號"), kind).toBeNull();
    }
    expect(localizeZodIssue(zRequired.safeParse("陳\u200B大文").error?.issues[0], "en")).toBe("Cannot contain invisible or formatting characters");
  });

  it("a member photo is an upload of this site, never another host or a path that leaves /uploads/u/", () => {
    for (const good of ["/uploads/u/2026/11/a.jpg", "/uploads/u/2026/11/Ab_9-xYz0123456789abcde.webp", "/uploads/u/2025/01/p.png"]) {
      expect(isMemberPhotoPath(good), good).toBe(true);
      expect(zMemberPhoto.parse(good)).toBe(good);
    }
    for (const bad of [
      "https://evil.example/x.png",
      "http://evil.example/x.png",
      "//evil.example/x.png",
      "/\\evil.example/x.png",
      "/uploads/u/../../etc/passwd",
      "/uploads/u/2026/11/../../../x.png",
      "/uploads/u/2026/11/./a.jpg",
      "/uploads/u/%2e%2e/%2e%2e/etc/passwd",
      "/uploads/u/2026/11/%2e%2e.png",
      "/uploads/u/%2E%2E/x.png",
      "/uploads/u/2026/11/a.jpg?x=1",
      "/uploads/u/2026/11/a.jpg#x",
      "/uploads/u/2026/11//a.jpg",
      "/uploads/u/2026/11/a.svg",
      "/uploads/u/2026/11/a.pdf",
      "/uploads/me.png",
      "/demo/x.png",
      "/uploads/u/2026/11/a.jpg\n",
      "",
    ]) {
      expect(isMemberPhotoPath(bad), JSON.stringify(bad)).toBe(false);
    }
    expect(localizeZodIssue(zMemberPhoto.safeParse("https://evil.example/x.png").error?.issues[0], "en")).toBe(
      "The photo must be a picture uploaded to this site",
    );
  });
});
