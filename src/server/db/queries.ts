import "server-only";

import {
  and,
  asc,
  count,
  desc,
  eq,
  getTableColumns,
  gte,
  inArray,
  lt,
  lte,
  or,
  sql,
} from "drizzle-orm";

import { type Database } from "./client";
import {
  toConsultationRequest,
  toContactMessage,
  toPictureInfo,
  toOutboxMessage,
  toSampleRequest,
  type ConsultationPicture,
  type ConsultationRequest,
  type ContactMessage,
  type OutboxMessage,
  type SampleRequest,
} from "./records";
import {
  consultationPictures,
  consultationRequests,
  contactMessages,
  emailOutbox,
  outboxStatuses,
  rateLimits,
  sampleRequestLines,
  sampleRequests,
  type NewConsultationPictureRow,
  type NewContactMessageRow,
  type NewSampleRequestLineRow,
  type OutboxKind,
  type OutboxStatus,
  type StoredAttachment,
  type SubmissionType,
} from "./schema";

/** Every database read and write of the site, by name. Each takes the database first. */

// Submissions --------------------------------------------------------------------------------

/** An e-mail to queue with a submission; the submission's id is filled in here. */
export type OutboxDraft = {
  kind: OutboxKind;
  to: string;
  replyTo?: string;
  subject: string;
  text: string;
  html: string;
  attachments?: StoredAttachment[];
};

export type StoreSubmissionOptions = {
  messages: OutboxDraft[];
  now: Date;
  /** How long the outbox keeps retrying a transient failure. */
  retryForMs: number;
  /**
   * Another key that also counts as "already stored" when its row is newer than `since` (the
   * previous window of a value-derived key).
   */
  alsoDuplicateOf?: { key: string; since: Date };
  /** A sample request's lines, stored with it (the request's id is filled in here). */
  lines?: readonly SampleRequestLineDraft[];
  /** A consultation request's picture, stored with it (the request's id is filled in here). */
  picture?: PictureDraft;
};

export type PictureDraft = Omit<NewConsultationPictureRow, "requestId" | "createdAt">;

export type StoreSubmissionResult = { id: string; duplicate: boolean };

export type SampleRequestLineDraft = Omit<NewSampleRequestLineRow, "requestId">;

/** Each form's table, by the type its e-mails and the inbox know it by. */
const submissionTables = {
  consultation: consultationRequests,
  contact: contactMessages,
  sample_request: sampleRequests,
} as const satisfies Record<SubmissionType, unknown>;

/** A row of the form's table, with the id and the idempotency key decided by the caller. */
export type NewSubmissionRow<TType extends SubmissionType> =
  (typeof submissionTables)[TType]["$inferInsert"] & { id: string; idempotencyKey: string };

function outboxRows(type: SubmissionType, submissionId: string, options: StoreSubmissionOptions) {
  return options.messages.map((message) => ({
    kind: message.kind,
    submissionType: type,
    submissionId,
    toAddress: message.to,
    replyTo: message.replyTo ?? null,
    subject: message.subject,
    textBody: message.text,
    htmlBody: message.html,
    attachments: message.attachments ?? [],
    idempotencyKey: `${type}:${submissionId}:${message.kind}`,
    nextAttemptAt: options.now,
    giveUpAt: new Date(options.now.getTime() + options.retryForMs),
    createdAt: options.now,
  }));
}

/**
 * The one way a submission is stored: the row, its lines (a sample request), its picture (a
 * consultation) and its e-mails in one transaction, so all exist or none. A second post with the
 * same idempotency key stores nothing and reports the first.
 */
export async function insertSubmission<TType extends SubmissionType>(
  db: Database,
  type: TType,
  row: NewSubmissionRow<TType>,
  options: StoreSubmissionOptions,
): Promise<StoreSubmissionResult> {
  // drizzle's types take one table, not a union of three: typed as one, it is the right one at
  // run time, and the columns it reads come from that table object.
  const table = submissionTables[type] as typeof contactMessages;
  if (options.picture && type !== "consultation") {
    throw new Error(`A ${type} cannot carry a picture.`);
  }
  return db.transaction(async (tx) => {
    const findId = async (key: string, since?: Date) => {
      const [found] = await tx
        .select({ id: table.id })
        .from(table)
        .where(
          since
            ? and(eq(table.idempotencyKey, key), gte(table.createdAt, since))
            : eq(table.idempotencyKey, key),
        )
        .limit(1);
      return found?.id;
    };
    if (options.alsoDuplicateOf) {
      const earlier = await findId(options.alsoDuplicateOf.key, options.alsoDuplicateOf.since);
      if (earlier) return { id: earlier, duplicate: true };
    }
    const [inserted] = await tx
      .insert(table)
      .values(row as NewContactMessageRow)
      .onConflictDoNothing({ target: table.idempotencyKey })
      .returning({ id: table.id });
    if (!inserted) {
      return { id: (await findId(row.idempotencyKey)) ?? row.id, duplicate: true };
    }
    const lines = options.lines ?? [];
    if (lines.length > 0) {
      await tx
        .insert(sampleRequestLines)
        .values(lines.map((line) => ({ ...line, requestId: inserted.id })));
    }
    if (options.picture) {
      await tx
        .insert(consultationPictures)
        .values({ ...options.picture, requestId: inserted.id, createdAt: options.now });
    }
    if (options.messages.length > 0) {
      await tx.insert(emailOutbox).values(outboxRows(type, inserted.id, options));
    }
    return { id: inserted.id, duplicate: false };
  });
}

async function withLines(
  db: Database,
  rows: (typeof sampleRequests.$inferSelect)[],
): Promise<SampleRequest[]> {
  if (rows.length === 0) return [];
  const lines = await db
    .select()
    .from(sampleRequestLines)
    .where(
      inArray(
        sampleRequestLines.requestId,
        rows.map((row) => row.id),
      ),
    )
    .orderBy(asc(sampleRequestLines.position));
  return rows.map((row) =>
    toSampleRequest(
      row,
      lines.filter((line) => line.requestId === row.id),
    ),
  );
}

export async function getSampleRequest(
  db: Database,
  id: string,
): Promise<SampleRequest | undefined> {
  const rows = await db.select().from(sampleRequests).where(eq(sampleRequests.id, id));
  const [request] = await withLines(db, rows);
  return request;
}

export async function listSampleRequests(db: Database, limit = 50): Promise<SampleRequest[]> {
  const rows = await db
    .select()
    .from(sampleRequests)
    .orderBy(desc(sampleRequests.createdAt))
    .limit(limit);
  return withLines(db, rows);
}

/** Everything of a picture but its bytes, which only the picture's own address reads. */
const { bytes: _bytes, ...pictureInfoColumns } = getTableColumns(consultationPictures);

function consultationsWithPictureInfo(db: Database) {
  return db
    .select({ request: consultationRequests, picture: pictureInfoColumns })
    .from(consultationRequests)
    .leftJoin(consultationPictures, eq(consultationPictures.requestId, consultationRequests.id));
}

export async function getConsultationRequest(
  db: Database,
  id: string,
): Promise<ConsultationRequest | undefined> {
  const [row] = await consultationsWithPictureInfo(db).where(eq(consultationRequests.id, id));
  return row ? toConsultationRequest(row.request, row.picture) : undefined;
}

export async function listConsultationRequests(
  db: Database,
  limit = 50,
): Promise<ConsultationRequest[]> {
  const rows = await consultationsWithPictureInfo(db)
    .orderBy(desc(consultationRequests.createdAt))
    .limit(limit);
  return rows.map((row) => toConsultationRequest(row.request, row.picture));
}

/** The stored picture of a consultation request, bytes and all. */
export async function getConsultationPicture(
  db: Database,
  requestId: string,
): Promise<ConsultationPicture | undefined> {
  const [row] = await db
    .select()
    .from(consultationPictures)
    .where(eq(consultationPictures.requestId, requestId));
  return row ? { ...toPictureInfo(row), bytes: row.bytes } : undefined;
}

export async function getContactMessage(
  db: Database,
  id: string,
): Promise<ContactMessage | undefined> {
  const [row] = await db.select().from(contactMessages).where(eq(contactMessages.id, id));
  return row ? toContactMessage(row) : undefined;
}

export async function listContactMessages(db: Database, limit = 50): Promise<ContactMessage[]> {
  const rows = await db
    .select()
    .from(contactMessages)
    .orderBy(desc(contactMessages.createdAt))
    .limit(limit);
  return rows.map(toContactMessage);
}

// Rate limits --------------------------------------------------------------------------------

/**
 * Counts one more hit for `key` in the window starting at `windowStart` and returns the new
 * count, in one atomic statement that every server instance shares.
 */
export async function incrementRateLimit(
  db: Database,
  key: string,
  windowStart: Date,
): Promise<number> {
  const [row] = await db
    .insert(rateLimits)
    .values({ key, windowStart, count: 1 })
    .onConflictDoUpdate({
      target: [rateLimits.key, rateLimits.windowStart],
      set: { count: sql`${rateLimits.count} + 1` },
    })
    .returning({ count: rateLimits.count });
  return row?.count ?? 1;
}

export async function deleteRateLimitsBefore(db: Database, before: Date): Promise<number> {
  const rows = await db
    .delete(rateLimits)
    .where(lt(rateLimits.windowStart, before))
    .returning({ key: rateLimits.key });
  return rows.length;
}

// Outbox -------------------------------------------------------------------------------------

/**
 * Takes up to `limit` due messages for this worker: pending ones whose time has come and
 * "sending" ones whose lease ran out (their worker died). One statement, so the lease is
 * committed before anything is sent; SKIP LOCKED lets several workers claim side by side without
 * ever taking the same row.
 */
export async function claimDueOutboxMessages(
  db: Database,
  options: { now: Date; limit: number; leaseUntil: Date; workerId: string },
): Promise<OutboxMessage[]> {
  const due = db
    .select({ id: emailOutbox.id })
    .from(emailOutbox)
    .where(
      or(
        and(eq(emailOutbox.status, "pending"), lte(emailOutbox.nextAttemptAt, options.now)),
        and(eq(emailOutbox.status, "sending"), lt(emailOutbox.lockedUntil, options.now)),
      ),
    )
    .orderBy(asc(emailOutbox.nextAttemptAt))
    .limit(options.limit)
    .for("update", { skipLocked: true });
  const rows = await db
    .update(emailOutbox)
    .set({
      status: "sending",
      lockedUntil: options.leaseUntil,
      lockedBy: options.workerId,
      attempts: sql`${emailOutbox.attempts} + 1`,
    })
    .where(inArray(emailOutbox.id, due))
    .returning();
  return rows.map(toOutboxMessage).sort((a, b) => +a.nextAttemptAt - +b.nextAttemptAt);
}

/** The send succeeded: whoever holds the lease now, the message must not go out again. */
export async function markOutboxSent(
  db: Database,
  id: string,
  result: { sentAt: Date; messageId: string },
): Promise<void> {
  await db
    .update(emailOutbox)
    .set({
      status: "sent",
      sentAt: result.sentAt,
      messageId: result.messageId,
      lockedUntil: null,
      lockedBy: null,
      lastError: null,
    })
    .where(eq(emailOutbox.id, id));
}

export async function scheduleOutboxRetry(
  db: Database,
  id: string,
  options: { workerId: string; nextAttemptAt: Date; error: string },
): Promise<void> {
  await db
    .update(emailOutbox)
    .set({
      status: "pending",
      nextAttemptAt: options.nextAttemptAt,
      lockedUntil: null,
      lockedBy: null,
      lastError: options.error,
    })
    .where(and(eq(emailOutbox.id, id), eq(emailOutbox.lockedBy, options.workerId)));
}

export async function markOutboxFailed(
  db: Database,
  id: string,
  options: { workerId: string; error: string },
): Promise<void> {
  await db
    .update(emailOutbox)
    .set({ status: "failed", lockedUntil: null, lockedBy: null, lastError: options.error })
    .where(and(eq(emailOutbox.id, id), eq(emailOutbox.lockedBy, options.workerId)));
}

/** Gives back claimed messages that were not attempted (shutdown, lease running short). */
export async function releaseOutboxClaims(
  db: Database,
  ids: string[],
  workerId: string,
): Promise<void> {
  if (ids.length === 0) return;
  await db
    .update(emailOutbox)
    .set({
      status: "pending",
      lockedUntil: null,
      lockedBy: null,
      attempts: sql`greatest(${emailOutbox.attempts} - 1, 0)`,
    })
    .where(
      and(
        inArray(emailOutbox.id, ids),
        eq(emailOutbox.status, "sending"),
        eq(emailOutbox.lockedBy, workerId),
      ),
    );
}

/**
 * Queues a failed (or waiting) message for an immediate new attempt with a fresh retry period.
 * Returns false when the message is unknown, already sent, or being sent right now.
 */
export async function retryOutboxMessage(
  db: Database,
  id: string,
  options: { now: Date; retryForMs: number },
): Promise<boolean> {
  const rows = await db
    .update(emailOutbox)
    .set({
      status: "pending",
      nextAttemptAt: options.now,
      giveUpAt: new Date(options.now.getTime() + options.retryForMs),
      attempts: 0,
      lockedUntil: null,
      lockedBy: null,
    })
    .where(and(eq(emailOutbox.id, id), inArray(emailOutbox.status, ["failed", "pending"])))
    .returning({ id: emailOutbox.id });
  return rows.length > 0;
}

export async function getOutboxMessage(
  db: Database,
  id: string,
): Promise<OutboxMessage | undefined> {
  const [row] = await db.select().from(emailOutbox).where(eq(emailOutbox.id, id));
  return row ? toOutboxMessage(row) : undefined;
}

export async function listOutboxMessagesFor(
  db: Database,
  submissionType: SubmissionType,
  submissionId: string,
): Promise<OutboxMessage[]> {
  const rows = await db
    .select()
    .from(emailOutbox)
    .where(
      and(
        eq(emailOutbox.submissionType, submissionType),
        eq(emailOutbox.submissionId, submissionId),
      ),
    )
    .orderBy(asc(emailOutbox.kind));
  return rows.map(toOutboxMessage);
}

export async function countOutboxByStatus(db: Database): Promise<Record<OutboxStatus, number>> {
  const rows = await db
    .select({ status: emailOutbox.status, n: count() })
    .from(emailOutbox)
    .groupBy(emailOutbox.status);
  const counts = Object.fromEntries(outboxStatuses.map((status) => [status, 0])) as Record<
    OutboxStatus,
    number
  >;
  for (const row of rows) counts[row.status] = Number(row.n);
  return counts;
}
