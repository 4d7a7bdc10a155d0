import "server-only";

import { type StoredAttachment } from "@/server/db/schema";

/** A rendered e-mail before it is queued. `to` and `replyTo` are validated addresses only. */
export type EmailDraft = {
  to: string;
  replyTo?: string;
  subject: string;
  text: string;
  html: string;
  attachments?: StoredAttachment[];
};

/** What a form's templates produce for one submission. */
export type SubmissionEmails = { ownerNotification: EmailDraft; visitorConfirmation: EmailDraft };
