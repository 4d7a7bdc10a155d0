import "server-only";

import { type Database } from "@/server/db/client";
import { getConsultationPicture } from "@/server/db/queries";
import { type OutboxMessage } from "@/server/db/records";
import { type OutgoingAttachment, type OutgoingEmail } from "@/server/mail/send-email";

export type PreparedEmail = { ok: true; email: OutgoingEmail } | { ok: false; error: string };

/**
 * An outbox message as it goes out: text attachments as stored, the consultation's picture read
 * from its request's row at this moment. A picture that no longer exists (the request was deleted
 * while the message was being sent) can never be attached, so the message is not sent.
 */
export async function prepareOutgoing(
  db: Database,
  message: OutboxMessage,
): Promise<PreparedEmail> {
  const attachments: OutgoingAttachment[] = [];
  for (const attachment of message.attachments) {
    if (!("source" in attachment)) {
      attachments.push(attachment);
      continue;
    }
    const picture =
      message.submissionType === "consultation"
        ? await getConsultationPicture(db, message.submissionId)
        : undefined;
    if (!picture) return { ok: false, error: "The request's picture no longer exists." };
    attachments.push({
      filename: attachment.filename,
      contentType: picture.contentType,
      content: picture.bytes,
    });
  }
  return {
    ok: true,
    email: {
      id: message.id,
      to: message.to,
      replyTo: message.replyTo,
      subject: message.subject,
      text: message.text,
      html: message.html,
      attachments,
    },
  };
}
