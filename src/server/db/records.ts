import "server-only";

import { type PreferredTime } from "@/content/consultation";

import {
  type ConsultationPictureRow,
  type ConsultationRequestRow,
  type ContactMessageRow,
  type EmailOutboxRow,
  type OutboxKind,
  type OutboxStatus,
  type SampleRequestLineRow,
  type SampleRequestRow,
  type StoredAttachment,
  type SubmissionLocale,
  type SubmissionStatus,
  type SubmissionType,
  type UtmRecord,
} from "./schema";

/**
 * The application's view of stored records. Queries return these, never raw rows, so that a
 * column rename stays inside src/server/db and internal columns (idempotency keys, leases) never
 * reach a page.
 */
type SubmissionBase = {
  id: string;
  name: string;
  email: string;
  phone: string | null;
  message: string | null;
  sourcePage: string | null;
  landingPage: string | null;
  utm: UtmRecord;
  status: SubmissionStatus;
  ownerNote: string | null;
  /** The language the visitor wrote in, and should be answered in. */
  locale: SubmissionLocale;
  createdAt: Date;
};

/** What the inbox shows of a consultation's picture; the bytes are read only to serve it. */
export type PictureInfo = {
  contentType: string;
  fileName: string;
  description: string;
  width: number;
  height: number;
  byteSize: number;
};

export type ConsultationPicture = PictureInfo & { bytes: Buffer };

export type ConsultationRequest = SubmissionBase & {
  preferredDate: string;
  preferredTime: PreferredTime;
  productName: string | null;
  /** The picture sent from the wall visualiser, if any. */
  picture: PictureInfo | null;
};

export type ContactMessage = SubmissionBase & { subject: string };

export type SampleRequestLine = {
  position: number;
  productId: number;
  productName: string;
  brand: string;
  priceCents: number;
  currentRun: boolean;
};

export type SampleRequest = SubmissionBase & {
  street: string;
  city: string;
  state: string;
  zip: string;
  totalCents: number;
  lines: SampleRequestLine[];
};

export type OutboxMessage = {
  id: string;
  kind: OutboxKind;
  submissionType: SubmissionType;
  submissionId: string;
  to: string;
  replyTo: string | null;
  subject: string;
  text: string;
  html: string;
  attachments: StoredAttachment[];
  status: OutboxStatus;
  attempts: number;
  nextAttemptAt: Date;
  lockedUntil: Date | null;
  lastError: string | null;
  giveUpAt: Date;
  messageId: string | null;
  createdAt: Date;
  sentAt: Date | null;
};

function submissionBase(
  row: ConsultationRequestRow | ContactMessageRow | SampleRequestRow,
): SubmissionBase {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    phone: row.phone,
    message: row.message,
    sourcePage: row.sourcePage,
    landingPage: row.landingPage,
    utm: row.utm,
    status: row.status,
    ownerNote: row.ownerNote,
    locale: row.locale,
    createdAt: row.createdAt,
  };
}

export function toPictureInfo(row: Omit<ConsultationPictureRow, "bytes">): PictureInfo {
  return {
    contentType: row.contentType,
    fileName: row.fileName,
    description: row.description,
    width: row.width,
    height: row.height,
    byteSize: row.byteSize,
  };
}

export function toConsultationRequest(
  row: ConsultationRequestRow,
  picture: Omit<ConsultationPictureRow, "bytes"> | null = null,
): ConsultationRequest {
  return {
    ...submissionBase(row),
    preferredDate: row.preferredDate,
    preferredTime: row.preferredTime as PreferredTime,
    productName: row.productName,
    picture: picture ? toPictureInfo(picture) : null,
  };
}

export function toContactMessage(row: ContactMessageRow): ContactMessage {
  return { ...submissionBase(row), subject: row.subject };
}

export function toSampleRequestLine(row: SampleRequestLineRow): SampleRequestLine {
  return {
    position: row.position,
    productId: row.productId,
    productName: row.productName,
    brand: row.brand,
    priceCents: row.priceCents,
    currentRun: row.currentRun,
  };
}

export function toSampleRequest(
  row: SampleRequestRow,
  lines: readonly SampleRequestLineRow[],
): SampleRequest {
  return {
    ...submissionBase(row),
    street: row.street,
    city: row.city,
    state: row.state,
    zip: row.zip,
    totalCents: row.totalCents,
    lines: [...lines].sort((a, b) => a.position - b.position).map(toSampleRequestLine),
  };
}

export function toOutboxMessage(row: EmailOutboxRow): OutboxMessage {
  return {
    id: row.id,
    kind: row.kind,
    submissionType: row.submissionType,
    submissionId: row.submissionId,
    to: row.toAddress,
    replyTo: row.replyTo,
    subject: row.subject,
    text: row.textBody,
    html: row.htmlBody,
    attachments: row.attachments,
    status: row.status,
    attempts: row.attempts,
    nextAttemptAt: row.nextAttemptAt,
    lockedUntil: row.lockedUntil,
    lastError: row.lastError,
    giveUpAt: row.giveUpAt,
    messageId: row.messageId,
    createdAt: row.createdAt,
    sentAt: row.sentAt,
  };
}
