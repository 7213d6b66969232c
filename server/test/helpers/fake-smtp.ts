import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";

export type ReceivedMail = {
  /** The SMTP envelope: MAIL FROM and RCPT TO. */
  from: string;
  to: string[];
  /** Who authenticated (AUTH PLAIN/LOGIN). */
  user: string | undefined;
  /** Header names in lower case, values unfolded and with encoded words decoded. */
  headers: Map<string, string>;
  /** The text body, its transfer encoding undone, as UTF-8. */
  text: string;
};

/**
 * A local SMTP server speaking the real protocol (the smtp-server package): it accepts one user,
 * refuses recipients at `refuse.example`, and keeps what it received, decoded independently of nodemailer.
 */
export async function startFakeSmtp(credentials: { user: string; pass: string }) {
  const received: ReceivedMail[] = [];
  const server = new SMTPServer({
    disabledCommands: ["STARTTLS"],
    allowInsecureAuth: true,
    authMethods: ["PLAIN", "LOGIN"],
    logger: false,
    onAuth(auth, _session, callback) {
      if (auth.username === credentials.user && auth.password === credentials.pass)
        callback(null, { user: auth.username });
      else callback(Object.assign(new Error("Invalid credentials"), { responseCode: 535 }));
    },
    onRcptTo(address, _session, callback) {
      if (address.address.endsWith("@refuse.example"))
        callback(Object.assign(new Error("5.1.1 Recipient address rejected"), { responseCode: 550 }));
      else callback();
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        const { headers, text } = parseMessage(Buffer.concat(chunks).toString("latin1"));
        const envelopeFrom = session.envelope.mailFrom;
        received.push({
          from: envelopeFrom ? envelopeFrom.address : "",
          to: session.envelope.rcptTo.map((r) => r.address),
          user: typeof session.user === "string" ? session.user : undefined,
          headers,
          text,
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", () => resolve()));
  const { port } = server.server.address() as AddressInfo;
  return {
    port,
    received,
    url: `smtp://${encodeURIComponent(credentials.user)}:${encodeURIComponent(credentials.pass)}@127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** RFC 2047 words (=?UTF-8?B?...?= and =?UTF-8?Q?...?=), adjacent ones joined. */
function decodeWords(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, "?==?")
    .replace(/=\?utf-8\?([bq])\?([^?]*)\?=/gi, (_all, kind: string, data: string) =>
      kind.toLowerCase() === "b"
        ? Buffer.from(data, "base64").toString("utf8")
        : qpBytes(data.replace(/_/g, " ")).toString("utf8"),
    );
}

function qpBytes(data: string): Buffer {
  const bytes: number[] = [];
  for (let i = 0; i < data.length; i++) {
    if (data[i] === "=" && /^[0-9A-F]{2}$/i.test(data.slice(i + 1, i + 3))) {
      bytes.push(Number.parseInt(data.slice(i + 1, i + 3), 16));
      i += 2;
    } else bytes.push(data.charCodeAt(i));
  }
  return Buffer.from(bytes);
}

function parseMessage(raw: string): { headers: Map<string, string>; text: string } {
  const split = raw.indexOf("\r\n\r\n");
  const head = raw.slice(0, split).replace(/\r\n[ \t]+/g, " ");
  const headers = new Map<string, string>();
  for (const line of head.split("\r\n")) {
    const colon = line.indexOf(":");
    const name = line.slice(0, colon).trim().toLowerCase();
    const value = Buffer.from(line.slice(colon + 1).trim(), "latin1").toString("utf8");
    headers.set(name, decodeWords(value));
  }
  const body = raw.slice(split + 4);
  const encoding = headers.get("content-transfer-encoding")?.toLowerCase();
  const text =
    encoding === "base64"
      ? Buffer.from(body.replace(/\s+/g, ""), "base64").toString("utf8")
      : encoding === "quoted-printable"
        ? qpBytes(body.replace(/=\r\n/g, "")).toString("utf8")
        : Buffer.from(body, "latin1").toString("utf8");
  return { headers, text: text.replace(/\r\n/g, "\n").trimEnd() };
}
