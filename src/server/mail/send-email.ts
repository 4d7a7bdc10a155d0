import "server-only";

import { mkdir, writeFile } from "node:fs/promises";
import { join, resolve } from "node:path";

import nodemailer from "nodemailer";

import { logEvent } from "@/lib/log/log-event";
import { getEnv } from "@/server/env";

import { classifySendError, type SendFailure } from "./classify-send-error";
import { addressDomain } from "./format";

/** A file as it goes out: the .ics as text, the consultation's picture as bytes. */
export type OutgoingAttachment = {
  filename: string;
  contentType: string;
  content: string | Buffer;
};

/** One message from the outbox, ready to go (its stored attachments read). */
export type OutgoingEmail = {
  /** The outbox id: it makes the Message-ID, so a resend after a crash can be recognised. */
  id: string;
  to: string;
  replyTo?: string | null;
  subject: string;
  text: string;
  html: string;
  attachments?: OutgoingAttachment[];
};

export type SendSuccess = {
  ok: true;
  messageId: string;
  via: "smtp" | "file";
  /** The .eml written when no SMTP server is configured. */
  file?: string;
};

export type SendResult = SendSuccess | SendFailure;

type Transporter = ReturnType<typeof nodemailer.createTransport>;

type TransportState = { url?: string; transporter?: Transporter };
const stateKey = Symbol.for("alcove.mail.transport");
function state(): TransportState {
  const store = globalThis as Record<symbol, TransportState | undefined>;
  return (store[stateKey] ??= {});
}

/**
 * A pooled SMTP transport per SMTP_URL: connections are reused between messages, and every
 * timeout is short so that one send always ends well within the outbox lease.
 */
function smtpTransport(url: string): Transporter {
  const current = state();
  if (current.transporter && current.url === url) return current.transporter;
  current.transporter?.close();
  current.url = url;
  current.transporter = nodemailer.createTransport({
    url,
    pool: true,
    maxConnections: 2,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
    dnsTimeout: 10_000,
    disableFileAccess: true,
    disableUrlAccess: true,
  });
  return current.transporter;
}

/** The longest a single send can take with the timeouts above. */
export const maxSendMs = 10_000 + 10_000 + 30_000 + 10_000;

export function closeMailTransport(): void {
  const current = state();
  current.transporter?.close();
  current.transporter = undefined;
  current.url = undefined;
}

function messageIdFor(id: string, from: string): string {
  return `<${id}@${addressDomain(from)}>`;
}

/**
 * Sends one e-mail: over SMTP_URL when set, else into DATA_DIR/mail as an .eml file. `from` is
 * always MAIL_FROM; visitor input reaches only `to` (a confirmation) or `replyTo`, both validated
 * addresses, and never headers, the envelope or transport options.
 */
export async function sendEmail(email: OutgoingEmail): Promise<SendResult> {
  const env = getEnv();
  const messageId = messageIdFor(email.id, env.MAIL_FROM);
  const message = {
    from: env.MAIL_FROM,
    to: email.to,
    replyTo: email.replyTo ?? undefined,
    subject: email.subject,
    text: email.text,
    html: email.html,
    messageId,
    headers: { "Auto-Submitted": "auto-generated" },
    attachments: (email.attachments ?? []).map((attachment) => ({
      filename: attachment.filename,
      contentType: attachment.contentType,
      content: attachment.content,
    })),
    disableFileAccess: true,
    disableUrlAccess: true,
  };

  try {
    if (env.SMTP_URL) {
      await smtpTransport(env.SMTP_URL).sendMail(message);
      return { ok: true, messageId, via: "smtp" };
    }
    const folder = resolve(env.DATA_DIR, "mail");
    await mkdir(folder, { recursive: true });
    const transport = nodemailer.createTransport({
      streamTransport: true,
      buffer: true,
      newline: "unix",
    });
    const info = await transport.sendMail(message);
    const stamp = new Date().toISOString().replace(/[:.]/g, "-");
    const file = join(folder, `${stamp}-${email.id}.eml`);
    await writeFile(file, info.message as Buffer);
    logEvent("info", "mail.written", { file, outboxId: email.id });
    return { ok: true, messageId, via: "file", file };
  } catch (error) {
    return classifySendError(error);
  }
}
