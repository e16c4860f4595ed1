import { mkdtempSync, readFileSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { UploadResult } from "@portal/contract/schemas/upload";
import { createTestApp, type TestApp } from "../../test/app.ts";
import { checkParams } from "../../test/check-params.ts";
import { clearLimits, insertMember, memberIdOf, signIn } from "../member/member.test-helper.ts";
import { detectFileType } from "./upload-service.ts";
import { multipart } from "../../test/multipart.ts";
import { signedInStaff } from "../staff/staff.test-helper.ts";

const UPLOAD = "/api/v1.0/common/upload";
const CONSOLE_UPLOAD = "/api/console/v1/upload";
const MB = 1024 * 1024;
let t: TestApp;
let uploadDir: string;
let token: string;

beforeAll(async () => {
  uploadDir = mkdtempSync(join(tmpdir(), "portal-upload-test-"));
  t = await createTestApp({ UPLOAD_DIR: uploadDir, PUBLIC_URL: "https://portal.example.mo" });
  token = await signIn(t, await memberIdOf(t, "demo"));
});
afterAll(async () => {
  await t.close();
  rmSync(uploadDir, { recursive: true, force: true });
});
beforeEach(() => clearLimits(t));

async function upload(file: Buffer, options: { query?: string; as?: string | null; language?: string; field?: string; filename?: string } = {}) {
  const body = multipart(file, { filename: "photo.jpg", type: "image/jpeg", ...options });
  const as = options.as === undefined ? token : options.as;
  return t.call({
    method: "POST",
    url: `${UPLOAD}${options.query ?? ""}`,
    payload: body.payload,
    headers: { ...body.headers, ...(as ? { "api-key": as } : {}), "api-language": options.language ?? "en" },
  });
}

const photo = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 200, g: 30, b: 40 } } })
    .jpeg()
    .withExif({ IFD0: { Copyright: "someone", Artist: "Chan Tai Man" } })
    .toBuffer();

const storedFiles = () => readdirSync(uploadDir, { recursive: true }).filter((f) => /\.\w+$/.test(String(f)));

describe("POST /api/v1.0/common/upload", () => {
  it("refuses a bad member token, before reading the file", async () => {
    const before = storedFiles().length;
    const res = await upload(await photo(10, 10), { as: "not-a-session" });
    expect(res.status).toBe(401);
    expect(res.body.code).toBe(401);
    expect(storedFiles().length).toBe(before);
  });

  it("takes a visitor's file for the public forms, under a tighter limit per address", async () => {
    const ok = await upload(await photo(10, 10), { as: null });
    expect(ok.status).toBe(200);
    for (let i = 1; i < 20; i++) await upload(Buffer.from("x"), { as: null });
    const over = await upload(await photo(10, 10), { as: null });
    expect(over.status).toBe(429);
  });

  it("stores an image anew as WebP: upright, at most 2048 px, without its metadata; served for a year", async () => {
    const res = await upload(await photo(3000, 1000));
    expect(res.status).toBe(200);
    expect(res.body.code).toBe(0);
    const result = res.body.data as UploadResult;
    expect(result).toMatchObject({ kind: "image", type: "image/webp", width: 2048, height: 683 });
    expect(result.path).toMatch(/^\/uploads\/u\/\d{4}\/\d{2}\/[\w-]{22}\.webp$/);
    expect(result.url).toBe(`https://portal.example.mo${result.path}`);

    const served = await t.app.inject({ method: "GET", url: result.path });
    expect(served.statusCode).toBe(200);
    expect(served.headers["content-type"]).toBe("image/webp");
    expect(served.headers["cache-control"]).toContain("immutable");
    expect(served.headers["content-security-policy"]).toContain("sandbox");
    expect(served.headers["x-content-type-options"]).toBe("nosniff");
    expect(served.headers["content-disposition"], "images are shown in pages").toBeUndefined();
    const meta = await sharp(served.rawPayload).metadata();
    expect(meta.format).toBe("webp");
    expect(meta.exif).toBeUndefined();
    expect(served.rawPayload.length).toBe(result.size);
  });

  it("gives every upload a name of its own", async () => {
    const file = await photo(20, 20);
    const [a, b] = [await upload(file), await upload(file)];
    expect((a.body.data as UploadResult).path).not.toBe((b.body.data as UploadResult).path);
  });

  it("judges a file by its bytes, not by its name or declared type", async () => {
    const script = Buffer.from("<script>alert(document.cookie)</script>");
    const res = await upload(script, { filename: "innocent.jpg" });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe(-1);
    expect(res.body.message).toMatch(/not accepted/);
    const zh = await upload(script, { language: "zh_TW" });
    expect(zh.body.message).toMatch(/不支援此檔案類型/);
  });

  it("refuses a picture that only starts like one", async () => {
    const fake = Buffer.concat([Buffer.from("\x89PNG\r\n\x1a\n", "latin1"), Buffer.alloc(2000, 7)]);
    const res = await upload(fake);
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(/not accepted/);
  });

  it("keeps an image under 5MB and refuses one of 5MB or more (spec §5)", async () => {
    const big = Buffer.concat([Buffer.from("\x89PNG\r\n\x1a\n", "latin1"), Buffer.alloc(5 * MB, 1)]);
    const res = await upload(big);
    expect(res.status).toBe(413);
    expect(res.body.code).toBe(-1);
    expect(res.body.message).toBe("The file must be smaller than 5MB");
  });

  it("takes videos under 10MB as they are", async () => {
    const mp4 = Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from("ftypisom", "latin1"), Buffer.alloc(4000, 0)]);
    const res = await upload(mp4, { filename: "clip.mp4" });
    expect(res.body.code).toBe(0);
    expect(res.body.data).toMatchObject({ kind: "video", type: "video/mp4", size: mp4.length });
    const served = await t.app.inject({ method: "GET", url: (res.body.data as { path: string }).path });
    expect(served.statusCode).toBe(200);
    expect(served.headers["content-disposition"], "a video is a download, never opened in the site").toBe("attachment");
    const tooBig = Buffer.concat([mp4, Buffer.alloc(10 * MB)]);
    const refused = await upload(tooBig);
    expect(refused.status).toBe(413);
    expect(refused.body.message).toBe("The file must be smaller than 10MB");
  });

  it("takes a PDF only as a proof of education (purpose=diploma), under 50MB", async () => {
    const pdf = Buffer.concat([Buffer.from("%PDF-1.7\n", "latin1"), Buffer.alloc(3000, 32)]);
    expect((await upload(pdf)).body.message).toMatch(/not accepted/);
    const res = await upload(pdf, { query: "?purpose=diploma" });
    expect(res.body.code).toBe(0);
    expect(res.body.data).toMatchObject({ kind: "document", type: "application/pdf" });
    // A proof of education is the applicant's: stored in the private area, which no public address serves.
    const path = (res.body.data as { path: string }).path;
    expect(path).toMatch(/^\/uploads\/p\/\d{4}\/\d{2}\/[\w-]{22}\.pdf$/);
    expect((await t.app.inject({ method: "GET", url: path })).statusCode).toBe(404);
    const huge = Buffer.concat([pdf, Buffer.alloc(50 * MB)]);
    const refused = await upload(huge, { query: "?purpose=diploma" });
    expect(refused.status).toBe(413);
    expect(refused.body.message).toBe("The file must be smaller than 50MB");
  });

  it("keeps a public form's picture (purpose=form) private, while a general one is served at /uploads/u/", async () => {
    const form = await upload(await photo(20, 20), { as: null, query: "?purpose=form" });
    const formPath = (form.body.data as UploadResult).path;
    expect(formPath).toMatch(/^\/uploads\/p\//);
    expect((await t.app.inject({ method: "GET", url: formPath })).statusCode).toBe(404);
    const general = (await upload(await photo(20, 20))).body.data as UploadResult;
    expect(general.path).toMatch(/^\/uploads\/u\//);
    expect((await t.app.inject({ method: "GET", url: general.path })).statusCode).toBe(200);
  });

  it("answers Must upload without a file, or with the file under another name", async () => {
    const empty = await upload(Buffer.alloc(0));
    expect(empty.status).toBe(400);
    expect(empty.body.message).toBe("Must upload");
    const otherField = await upload(await photo(5, 5), { field: "picture" });
    expect(otherField.body.message).toBe("Must upload");
    const json = await t.call({ method: "POST", url: UPLOAD, payload: {}, headers: { "api-key": token, "api-language": "pt" } });
    expect(json.status).toBe(400);
    expect(json.body.message).toBe("Carregamento obrigatório");
  });

  it("limits uploads to 30 an hour per member", async () => {
    const id = await insertMember(t, {});
    const own = await signIn(t, id);
    const file = await photo(4, 4);
    for (let i = 0; i < 30; i++) expect((await upload(file, { as: own })).body.code).toBe(0);
    const refused = await upload(file, { as: own });
    expect(refused.status).toBe(429);
    expect(refused.headers["retry-after"]).toBeDefined();
  });

  it("refuses bad parameters with 4xx envelopes", async () => {
    await checkParams(t, {
      method: "POST",
      url: UPLOAD,
      headers: { "api-key": token },
      fields: [{ in: "query", name: "purpose", kind: "enum" }],
      expectOk: false,
    });
  });
});

describe("POST /api/console/v1/upload", () => {
  it("stores a staff member's picture as the members' are, after the session and CSRF checks", async () => {
    const body = multipart(await photo(400, 300), { filename: "cover.jpg", type: "image/jpeg" });
    const stranger = await t.call({ method: "POST", url: CONSOLE_UPLOAD, payload: body.payload, headers: body.headers });
    expect(stranger.status).toBe(401);

    const staff = await signedInStaff(t, "contributor");
    const noCsrf = await t.call({ method: "POST", url: CONSOLE_UPLOAD, payload: body.payload, headers: { ...body.headers, cookie: staff.headers().cookie! } });
    expect(noCsrf.status).toBe(403);

    const before = storedFiles().length;
    const res = await t.call({ method: "POST", url: CONSOLE_UPLOAD, payload: body.payload, headers: { ...body.headers, ...staff.headers() } });
    expect(res.status, res.body.message).toBe(200);
    const result = res.body.data as UploadResult;
    expect(result).toMatchObject({ kind: "image", type: "image/webp", width: 400, height: 300 });
    expect(result.path).toMatch(/^\/uploads\/u\/\d{4}\/\d{2}\/[\w-]+\.webp$/);
    expect(storedFiles().length).toBe(before + 1);

    const script = multipart(Buffer.from("<script>alert(1)</script>"), { filename: "photo.jpg", type: "image/jpeg" });
    const refused = await t.call({ method: "POST", url: CONSOLE_UPLOAD, payload: script.payload, headers: { ...script.headers, ...staff.headers() } });
    expect(refused.status).toBe(400);
    await checkParams(t, { method: "POST", url: CONSOLE_UPLOAD, headers: staff.headers(), expectOk: false });
  });

  it("takes a podcast episode's MP3 or M4A with purpose=audio, at a public address, and audio nowhere else", async () => {
    const staff = await signedInStaff(t, "producer");
    const send = (file: Buffer, query: string, language = "en") => {
      const body = multipart(file, { filename: "episode.mp3", type: "audio/mpeg" });
      return t.call({ method: "POST", url: `${CONSOLE_UPLOAD}${query}`, payload: body.payload, headers: { ...body.headers, ...staff.headers(), "api-language": language } });
    };
    const mp3 = readFileSync(new URL("../../../../web/public/demo/media/podcast/episode-1.mp3", import.meta.url));
    const res = await send(mp3, "?purpose=audio");
    expect(res.status, res.body.message).toBe(200);
    const result = res.body.data as UploadResult;
    expect(result).toMatchObject({ kind: "audio", type: "audio/mpeg", size: mp3.length });
    expect(result.path).toMatch(/^\/uploads\/u\/\d{4}\/\d{2}\/[\w-]+\.mp3$/);
    const served = await t.call({ method: "GET", url: result.path });
    expect(served.status).toBe(200);
    expect(served.headers["content-type"]).toContain("audio/mpeg");
    expect(Number(served.headers["content-length"])).toBe(mp3.length);
    // An MP3 without an ID3 tag (its first frame's header), and an M4A.
    expect(detectFileType(Buffer.from([0xff, 0xfb, 0x90, 0x64, 0, 0]))).toEqual({ kind: "audio", type: "audio/mpeg", ext: "mp3" });
    const m4a = Buffer.concat([Buffer.from([0, 0, 0, 0x20]), Buffer.from("ftypM4A \0\0\0\0M4A mp42isom", "latin1"), Buffer.alloc(2000)]);
    expect((await send(m4a, "?purpose=audio")).body.data).toMatchObject({ kind: "audio", type: "audio/mp4" });
    // Audio is taken for nothing else; a picture is not audio (in the request's language).
    expect((await send(mp3, "")).status).toBe(400);
    const picture = await send(await photo(40, 30), "?purpose=audio", "pt");
    expect(picture).toMatchObject({ status: 400 });
    expect(picture.body.message).toBe("Aqui só são aceites ficheiros de áudio MP3 ou M4A");
    expect((await upload(mp3, { filename: "a.mp3" })).status).toBe(400);
  });

  it("takes a PDF to publish with purpose=document, at a public address served as a download, and nothing else that way", async () => {
    const staff = await signedInStaff(t, "procurement");
    const send = (file: Buffer, query: string, type: string, filename: string) => {
      const body = multipart(file, { filename, type });
      return t.call({ method: "POST", url: `${CONSOLE_UPLOAD}${query}`, payload: body.payload, headers: { ...body.headers, ...staff.headers(), "api-language": "pt" } });
    };
    const pdf = Buffer.concat([Buffer.from("%PDF-1.7\n", "latin1"), Buffer.alloc(4000, 32), Buffer.from("\n%%EOF\n", "latin1")]);
    // Without the purpose, a PDF is refused as before (the console's pictures and videos).
    const general = await send(pdf, "", "application/pdf", "spec.pdf");
    expect(general.status).toBe(400);
    expect(general.body.code).not.toBe(0);

    const res = await send(pdf, "?purpose=document", "application/pdf", "spec.pdf");
    expect(res.status, res.body.message).toBe(200);
    const result = res.body.data as UploadResult;
    expect(result).toMatchObject({ kind: "document", type: "application/pdf", size: pdf.length });
    expect(result.path).toMatch(/^\/uploads\/u\/\d{4}\/\d{2}\/[\w-]+\.pdf$/);
    const served = await t.call({ method: "GET", url: result.path });
    expect(served.status).toBe(200);
    expect(served.headers["content-disposition"]).toBe("attachment");
    expect(served.headers["content-type"]).toContain("application/pdf");

    // A picture is not a document, and the limit is 20MB; an unknown purpose is refused.
    const picture = await send(await photo(40, 30), "?purpose=document", "image/jpeg", "x.jpg");
    expect(picture.status).toBe(400);
    expect(picture.body.message).toBe("Aqui só são aceites documentos PDF");
    const big = await send(Buffer.concat([pdf, Buffer.alloc(20 * MB)]), "?purpose=document", "application/pdf", "big.pdf");
    expect(big.status).toBe(413);
    expect((await send(pdf, "?purpose=diploma", "application/pdf", "spec.pdf")).status).toBe(400);
  });

  it("takes a video episode's WebVTT captions with purpose=captions, refusing others in four languages", async () => {
    const staff = await signedInStaff(t, "producer");
    const send = (file: Buffer, query: string, language = "en") => {
      const body = multipart(file, { filename: "file.bin", type: "application/octet-stream" });
      return t.call({ method: "POST", url: `${CONSOLE_UPLOAD}${query}`, payload: body.payload, headers: { ...body.headers, ...staff.headers(), "api-language": language } });
    };
    const mp3 = Buffer.concat([Buffer.from("ID3\x04\x00\x00\x00\x00\x00\x00", "latin1"), Buffer.alloc(2000, 0)]);
    const vtt = Buffer.from("\ufeffWEBVTT\n\n00:00.000 --> 00:02.000\nHarbour lights\n", "utf8");
    const captions = await send(vtt, "?purpose=captions");
    expect(captions.status, captions.body.message).toBe(200);
    const served = await t.call({ method: "GET", url: (captions.body.data as UploadResult).path });
    expect(served.headers["content-type"]).toContain("text/vtt");

    // Captions are taken for nothing else (audio is not captions); an SRT is not WebVTT.
    expect((await send(vtt, "")).status).toBe(400);
    const srt = Buffer.from("1\n00:00:00,000 --> 00:00:02,000\nHarbour lights\n");
    const said = { en: "Captions must be a WebVTT file (.vtt, starting with “WEBVTT”)", zh_TW: "字幕只接受 WebVTT 檔案（.vtt，以「WEBVTT」開頭）", zh_CN: "字幕只接受 WebVTT 文件（.vtt，以“WEBVTT”开头）", pt: "As legendas têm de ser um ficheiro WebVTT (.vtt, a começar por «WEBVTT»)" };
    for (const [language, message] of Object.entries(said)) {
      const refused = await send(srt, "?purpose=captions", language);
      expect(refused.status).toBe(400);
      expect(refused.body.message).toBe(message);
    }
    expect((await send(mp3, "?purpose=captions")).status).toBe(400);
    expect((await send(Buffer.concat([vtt, Buffer.alloc(MB)]), "?purpose=captions")).status).toBe(413);
  });
});

describe("detectFileType", () => {
  it("knows the accepted kinds by their first bytes", () => {
    expect(detectFileType(Buffer.from([0xff, 0xd8, 0xff, 0xe0]))?.type).toBe("image/jpeg");
    expect(detectFileType(Buffer.from("GIF89a....", "latin1"))?.type).toBe("image/gif");
    expect(detectFileType(Buffer.from("RIFF\0\0\0\0WEBPVP8 ", "latin1"))?.type).toBe("image/webp");
    expect(detectFileType(Buffer.from([0x1a, 0x45, 0xdf, 0xa3, 0, 0]))?.type).toBe("video/webm");
    expect(detectFileType(Buffer.from("RIFF\0\0\0\0AVI LIST", "latin1"))).toBeNull();
    expect(detectFileType(Buffer.from("<svg xmlns='http://www.w3.org/2000/svg'/>"))).toBeNull();
    expect(detectFileType(Buffer.alloc(0))).toBeNull();
  });
});
