// A real SMTP server for the messaging tests (run as a child process by test/servers/process.ts).
// Listens on 127.0.0.1:$PORT (0 = any free port), prints {"port": N}, then one JSON line per mail received:
// {mailFrom, rcptTo, subject, from, to, contentType, text} with the subject and text decoded from MIME.
// Recipients starting with "reject" are refused with 550, to test a failing transport.
import { SMTPServer } from "smtp-server";

/** Bytes of a MIME encoded word's payload (RFC 2047): B is base64, Q is quoted-printable with _ for space. */
function encodedWordBytes(encoding, payload) {
  if (encoding.toUpperCase() === "B") return Buffer.from(payload, "base64");
  return quotedPrintableBytes(payload.replace(/_/g, " "));
}

function quotedPrintableBytes(text) {
  const bytes = [];
  const source = text.replace(/=\r?\n/g, "");
  for (let i = 0; i < source.length; i++) {
    if (source[i] === "=" && /^[0-9A-Fa-f]{2}$/.test(source.slice(i + 1, i + 3))) {
      bytes.push(parseInt(source.slice(i + 1, i + 3), 16));
      i += 2;
    } else bytes.push(source.charCodeAt(i));
  }
  return Buffer.from(bytes);
}

/** A header value with its encoded words decoded; adjacent words are joined first (a character may span two). */
function decodeHeader(value) {
  const joined = value.replace(/(\?=)\s+(=\?)/g, "$1$2");
  const latin1 = joined.replace(/=\?([^?]+)\?([BbQq])\?([^?]*)\?=/g, (_, _charset, enc, payload) =>
    encodedWordBytes(enc, payload).toString("latin1"),
  );
  return Buffer.from(latin1, "latin1").toString("utf8");
}

function parseMail(raw) {
  const text = raw.toString("latin1");
  const split = text.indexOf("\r\n\r\n");
  const head = text.slice(0, split).replace(/\r\n[ \t]+/g, " ");
  const body = text.slice(split + 4);
  const headers = {};
  for (const line of head.split("\r\n")) {
    const colon = line.indexOf(":");
    headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  const transfer = (headers["content-transfer-encoding"] ?? "7bit").toLowerCase();
  const bodyBytes =
    transfer === "base64"
      ? Buffer.from(body.replace(/\s+/g, ""), "base64")
      : transfer === "quoted-printable"
        ? quotedPrintableBytes(body)
        : Buffer.from(body, "latin1");
  return {
    subject: decodeHeader(headers.subject ?? ""),
    from: decodeHeader(headers.from ?? ""),
    to: decodeHeader(headers.to ?? ""),
    contentType: headers["content-type"] ?? "",
    text: bodyBytes.toString("utf8"),
  };
}

const server = new SMTPServer({
  authOptional: true,
  // No certificate here: a client must not be offered STARTTLS it cannot verify.
  disabledCommands: ["STARTTLS", "AUTH"],
  logger: false,
  onRcptTo(address, _session, callback) {
    if (address.address.startsWith("reject")) {
      const error = new Error("mailbox unavailable");
      error.responseCode = 550;
      return callback(error);
    }
    callback();
  },
  onData(stream, session, callback) {
    const chunks = [];
    stream.on("data", (chunk) => chunks.push(chunk));
    stream.on("end", () => {
      const mail = {
        mailFrom: session.envelope.mailFrom && session.envelope.mailFrom.address,
        rcptTo: session.envelope.rcptTo.map((r) => r.address),
        ...parseMail(Buffer.concat(chunks)),
      };
      process.stdout.write(`${JSON.stringify(mail)}\n`);
      callback();
    });
  },
});

server.listen(Number(process.env.PORT ?? 0), "127.0.0.1", () => {
  process.stdout.write(`${JSON.stringify({ port: server.server.address().port })}\n`);
});
process.on("SIGTERM", () => server.close(() => process.exit(0)));
