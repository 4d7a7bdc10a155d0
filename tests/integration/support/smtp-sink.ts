import { SMTPServer, type SMTPServerAddress, type SMTPServerSession } from "smtp-server";

export type ReceivedMail = {
  from: string;
  to: string[];
  raw: string;
  receivedAt: number;
};

export type SmtpSink = {
  port: number;
  url: string;
  messages: ReceivedMail[];
  /** Answers every RCPT TO with this error while set (e.g. 550 or 451). */
  rejectRecipients(code: number | undefined): void;
  waitFor(count: number, timeoutMs?: number): Promise<ReceivedMail[]>;
  close(): Promise<void>;
};

/** A real SMTP server on a loopback port that keeps every message it accepts. */
export async function startSmtpSink(port = 0): Promise<SmtpSink> {
  const messages: ReceivedMail[] = [];
  let rejectCode: number | undefined;
  const waiters: (() => void)[] = [];

  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS", "AUTH"],
    logger: false,
    // No DNS here: a reverse lookup of 127.0.0.1 would wait for a resolver timeout.
    disableReverseLookup: true,
    banner: "test sink",
    size: 10 * 1024 * 1024,
    onRcptTo(
      _address: SMTPServerAddress,
      _session: SMTPServerSession,
      callback: (error?: Error) => void,
    ) {
      if (rejectCode === undefined) return callback();
      const error = new Error(
        rejectCode >= 500 ? "No such user here" : "Try again later",
      ) as Error & {
        responseCode: number;
      };
      error.responseCode = rejectCode;
      callback(error);
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        const from = session.envelope.mailFrom ? session.envelope.mailFrom.address : "";
        messages.push({
          from,
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString("utf8"),
          receivedAt: performance.now(),
        });
        for (const wake of waiters.splice(0)) wake();
        callback();
      });
    },
  });

  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, "127.0.0.1", () => resolve());
  });
  const address = server.server.address();
  const actualPort = typeof address === "object" && address ? address.port : port;

  return {
    port: actualPort,
    url: `smtp://127.0.0.1:${actualPort}`,
    messages,
    rejectRecipients(code) {
      rejectCode = code;
    },
    async waitFor(count, timeoutMs = 10_000) {
      const deadline = Date.now() + timeoutMs;
      while (messages.length < count) {
        const left = deadline - Date.now();
        if (left <= 0) {
          throw new Error(`Expected ${count} messages, got ${messages.length}`);
        }
        await new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, Math.min(left, 250));
          waiters.push(() => {
            clearTimeout(timer);
            resolve();
          });
        });
      }
      return messages.slice(0, count);
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** A loopback port with nothing listening: an SMTP server that is down. */
export async function closedPort(): Promise<number> {
  const sink = await startSmtpSink();
  const port = sink.port;
  await sink.close();
  return port;
}
