import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { configSchema } from "../../config.ts";
import type { DatabaseHandle } from "../../db/client.ts";
import { outboxMessages } from "./tables.ts";
import { AppError } from "../../platform/errors.ts";
import { checkParams } from "../../test/check-params.ts";
import { createTestApp, openTestDatabase, type TestApp } from "../../test/app.ts";
import { startServerProcess, type ServerProcess } from "../../test/servers/process.ts";
import { createMessenger, maskRecipient, outboxMessenger, type MessengerLog } from "./messenger.ts";
import { OUTBOX_PAGE_SIZE } from "./routes.ts";
import { internationalNumber } from "./transports.ts";
import { platformReplies } from "../../platform/replies.ts";

interface ReceivedMail {
  mailFrom: string;
  rcptTo: string[];
  subject: string;
  from: string;
  to: string;
  contentType: string;
  text: string;
}

/** A log that keeps what it is given, to check what a failure writes (and what it must not). */
function recordingLog(): MessengerLog & { entries: string[] } {
  const entries: string[] = [];
  return { entries, error: (details, message) => entries.push(JSON.stringify({ ...details, message })) };
}

const settings = (env: Record<string, string>) => configSchema.parse({ NODE_ENV: "test", ...env });
const CODE_TEXT = "您的驗證碼是 482913，10 分鐘內有效。\n澳廣視 TDM";

let database: DatabaseHandle;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(async () => {
  await database.close();
});

async function outboxCount(): Promise<number> {
  return (await database.db.select().from(outboxMessages)).length;
}

describe("e-mail through a real SMTP server", () => {
  let smtp: ServerProcess<{ port: number }>;
  beforeAll(async () => {
    smtp = await startServerProcess("smtp.mjs", { PORT: "0" });
  });
  afterAll(async () => {
    await smtp.stop();
  });

  it("delivers subject, recipient and body in UTF-8, and keeps nothing in the outbox", async () => {
    const messenger = createMessenger(
      settings({ SMTP_URL: `smtp://127.0.0.1:${smtp.info.port}`, MAIL_FROM: "澳門廣播電視 <no-reply@tdm.example>" }),
      database.db,
    );
    const before = await outboxCount();
    await messenger.send({ channel: "email", to: "chan.taiman@example.mo", subject: "澳廣視會員：驗證碼", text: CODE_TEXT });
    const mail = await smtp.nextLine<ReceivedMail>();
    expect(mail.rcptTo).toEqual(["chan.taiman@example.mo"]);
    expect(mail.mailFrom).toBe("no-reply@tdm.example");
    expect(mail.to).toBe("chan.taiman@example.mo");
    expect(mail.from).toContain("澳門廣播電視");
    expect(mail.subject).toBe("澳廣視會員：驗證碼");
    expect(mail.contentType.toLowerCase()).toContain("charset=utf-8");
    expect(mail.text.replace(/\r\n/g, "\n").trim()).toBe(CODE_TEXT);
    expect(await outboxCount()).toBe(before);
  });

  it("answers 503 unavailable when the server refuses, logging no subject or text", async () => {
    const log = recordingLog();
    const messenger = createMessenger(settings({ SMTP_URL: `smtp://127.0.0.1:${smtp.info.port}` }), database.db, log);
    const sent = messenger.send({ channel: "email", to: "reject@example.mo", subject: "驗證碼 482913", text: CODE_TEXT });
    await expect(sent).rejects.toMatchObject({ status: 503, reply: platformReplies.unavailable });
    await expect(sent).rejects.toBeInstanceOf(AppError);
    expect(log.entries).toHaveLength(1);
    expect(log.entries[0]).toContain('"transport":"smtp"');
    expect(log.entries[0]).toContain("r***@example.mo");
    expect(log.entries[0]).not.toContain("482913");
  });

  it("answers 503 when no SMTP server listens", async () => {
    const closed = await freePort();
    const messenger = createMessenger(settings({ SMTP_URL: `smtp://127.0.0.1:${closed}` }), database.db, recordingLog());
    await expect(messenger.send({ channel: "email", to: "a@example.mo", text: "x" })).rejects.toMatchObject({ status: 503 });
  });
});

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

describe("SMS through an HTTP gateway", () => {
  let gateway: Server;
  let gatewayUrl: string;
  const received: { headers: IncomingMessage["headers"]; body: unknown }[] = [];
  let answerStatus = 202;
  beforeAll(async () => {
    gateway = createServer((req, res) => {
      let body = "";
      req.on("data", (chunk: Buffer) => (body += chunk.toString()));
      req.on("end", () => {
        received.push({ headers: req.headers, body: JSON.parse(body) });
        res.writeHead(answerStatus, { "content-type": "application/json" }).end(JSON.stringify({ echo: body }));
      });
    });
    await new Promise<void>((resolve) => gateway.listen(0, "127.0.0.1", resolve));
    gatewayUrl = `http://127.0.0.1:${(gateway.address() as AddressInfo).port}/send`;
  });
  afterAll(async () => {
    await new Promise((resolve) => gateway.close(resolve));
  });

  it("POSTs {to, text} as JSON with the bearer token, the number in international form", async () => {
    answerStatus = 202;
    const messenger = createMessenger(settings({ SMS_URL: gatewayUrl, SMS_TOKEN: "gateway-secret" }), database.db);
    const before = await outboxCount();
    await messenger.send({ channel: "sms", to: "66123456", text: CODE_TEXT });
    const request = received.at(-1)!;
    expect(request.headers.authorization).toBe("Bearer gateway-secret");
    expect(request.headers["content-type"]).toBe("application/json");
    expect(request.body).toEqual({ to: "+85366123456", text: CODE_TEXT });
    expect(await outboxCount()).toBe(before);
  });

  it("turns a non-2xx answer into 503 unavailable, logging neither the text nor the gateway's answer", async () => {
    answerStatus = 500;
    const log = recordingLog();
    const messenger = createMessenger(settings({ SMS_URL: gatewayUrl }), database.db, log);
    await expect(messenger.send({ channel: "sms", to: "+85261234567", text: CODE_TEXT })).rejects.toMatchObject({
      status: 503,
      reply: platformReplies.unavailable,
    });
    expect(received.at(-1)!.headers.authorization).toBeUndefined();
    expect(log.entries).toHaveLength(1);
    expect(log.entries[0]).toContain("HTTP 500");
    expect(log.entries[0]).toContain("+8****67");
    expect(log.entries[0]).not.toContain("482913");
  });

  it("writes numbers for the gateway in international form", () => {
    expect(internationalNumber("66123456")).toBe("+85366123456");
    expect(internationalNumber("852-61234567")).toBe("+85261234567");
    expect(internationalNumber("+351 912 345 678")).toBe("+351912345678");
  });
});

describe("outbox", () => {
  it("keeps each channel without a transport in the database", async () => {
    const messenger = createMessenger(settings({ SMS_URL: "http://127.0.0.1:9/unused" }), database.db);
    await messenger.send({ channel: "email", to: "outbox@example.mo", subject: "主旨", text: CODE_TEXT });
    const rows = await database.db.select().from(outboxMessages);
    expect(rows.at(-1)).toMatchObject({ channel: "email", recipient: "outbox@example.mo", subject: "主旨", body: CODE_TEXT });
  });

  it("masks recipients for logs", () => {
    expect(maskRecipient("demo@example.mo")).toBe("d***@example.mo");
    expect(maskRecipient("66123456")).toBe("66****56");
    expect(maskRecipient("123")).toBe("****");
  });
});

describe("/dev/outbox", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    const outbox = outboxMessenger(t.database.db);
    for (let i = 1; i <= OUTBOX_PAGE_SIZE + 5; i++) {
      await outbox.send({ channel: "sms", to: "66000000", text: `old message ${i}` });
    }
    await outbox.send({ channel: "email", to: "x@example.mo", subject: "<script>alert(1)</script>", text: "code 123456 & <b>bold</b>" });
  });
  afterAll(async () => {
    await t.close();
  });

  it("shows the newest 50 messages, escaped, with channel, recipient, subject, body and time", async () => {
    const res = await t.app.inject({ method: "GET", url: "/dev/outbox" });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toContain("text/html");
    expect(res.headers["cache-control"]).toBe("no-store");
    expect(res.body).not.toContain("<script>alert");
    expect(res.body).toContain("&lt;script&gt;alert(1)&lt;/script&gt;");
    expect(res.body).toContain("code 123456 &amp; &lt;b&gt;bold&lt;/b&gt;");
    const rows = res.body.match(/<tr><td>/g) ?? [];
    expect(rows).toHaveLength(OUTBOX_PAGE_SIZE);
    // Newest first: the e-mail, then the 55th SMS …; the oldest ones are beyond the page.
    expect(res.body.indexOf("x@example.mo")).toBeLessThan(res.body.indexOf("old message 55"));
    expect(res.body.indexOf("old message 55")).toBeLessThan(res.body.indexOf("old message 54"));
    expect(res.body).toContain("old message 7<");
    expect(res.body).not.toContain("old message 6<");
    expect(res.body).toMatch(/<td>\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\+08:00<\/td><td>email<\/td>/);
  });

  it("gives the same list as JSON, filtered by recipient", async () => {
    const all = await t.call({ method: "GET", url: "/dev/outbox.json" });
    const items = (all.body.data as { items: { recipient: string; body: string }[] }).items;
    expect(items).toHaveLength(OUTBOX_PAGE_SIZE);
    expect(items[0]!.recipient).toBe("x@example.mo");
    const one = await t.call({ method: "GET", url: "/dev/outbox.json?recipient=x@example.mo" });
    expect((one.body.data as { items: unknown[] }).items).toHaveLength(1);
    await checkParams(t, {
      method: "GET",
      url: "/dev/outbox.json",
      query: { recipient: "66000000" },
      fields: [{ in: "query", name: "recipient", kind: "text" }],
    });
  });

  it("does not exist in production, whatever DEV_OUTBOX says, nor when turned off", async () => {
    const settingsWithoutOutbox: Record<string, string>[] = [{ NODE_ENV: "production", DEV_OUTBOX: "true" }, { DEV_OUTBOX: "false" }];
    for (const env of settingsWithoutOutbox) {
      const other = await createTestApp(env);
      try {
        expect((await other.app.inject({ method: "GET", url: "/dev/outbox" })).statusCode).toBe(404);
        expect((await other.app.inject({ method: "GET", url: "/dev/outbox.json" })).statusCode).toBe(404);
      } finally {
        await other.close();
      }
    }
  });
});
