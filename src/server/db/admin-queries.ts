import "server-only";

import { and, eq, inArray, lt, sql, type SQL } from "drizzle-orm";

import { isLocale, type Locale } from "@/i18n/routing";
import {
  deliveryState,
  likePattern,
  type RequestStatus,
  type RequestType,
} from "@/lib/admin/inbox-filters";
import type { InboxItem } from "@/lib/admin/inbox-item";

import { type Database } from "./client";
import {
  adminSessions,
  consultationRequests,
  contactMessages,
  emailOutbox,
  rateLimits,
  sampleRequests,
  type AdminSessionRow,
} from "./schema";

/**
 * The owner's inbox and sessions. Kept beside queries.ts (same rules: every read and write by
 * name, the database first) so the public forms' module does not grow with admin-only code.
 */

// Sessions -----------------------------------------------------------------------------------

export async function insertAdminSession(db: Database, tokenHash: string, now: Date) {
  await db.insert(adminSessions).values({ tokenHash, createdAt: now, lastSeenAt: now });
}

export async function getAdminSession(
  db: Database,
  tokenHash: string,
): Promise<AdminSessionRow | undefined> {
  const [row] = await db.select().from(adminSessions).where(eq(adminSessions.tokenHash, tokenHash));
  return row;
}

export async function touchAdminSession(db: Database, tokenHash: string, now: Date) {
  await db
    .update(adminSessions)
    .set({ lastSeenAt: now })
    .where(eq(adminSessions.tokenHash, tokenHash));
}

export async function deleteAdminSession(db: Database, tokenHash: string): Promise<void> {
  await db.delete(adminSessions).where(eq(adminSessions.tokenHash, tokenHash));
}

/** Sessions whose last request is older than `idleBefore` can never be valid again. */
export async function deleteIdleAdminSessions(db: Database, idleBefore: Date): Promise<number> {
  const rows = await db
    .delete(adminSessions)
    .where(lt(adminSessions.lastSeenAt, idleBefore))
    .returning({ tokenHash: adminSessions.tokenHash });
  return rows.length;
}

/** The current count of a rate-limit window, without counting a hit. */
export async function getRateLimitCount(
  db: Database,
  key: string,
  windowStart: Date,
): Promise<number> {
  const [row] = await db
    .select({ count: rateLimits.count })
    .from(rateLimits)
    .where(and(eq(rateLimits.key, key), eq(rateLimits.windowStart, windowStart)));
  return row?.count ?? 0;
}

// Inbox --------------------------------------------------------------------------------------

/** A request as the inbox lists it, with the language it was written in. */
export type InboxEntry = InboxItem & { locale: Locale };

export type InboxQuery = {
  type?: RequestType;
  status?: RequestStatus;
  q?: string;
  limit: number;
  offset: number;
};

/**
 * The union query's raw row: the columns it shares with InboxItem typed as there, the rest as
 * selected (snake_case; PostgreSQL may hand counts and dates back as strings).
 */
type InboxRow = Pick<
  InboxItem,
  "type" | "id" | "name" | "email" | "phone" | "status" | "message"
> & {
  created_at: Date | string;
  preferred_date: string | null;
  preferred_time: string | null;
  sample_count: number | string | null;
  owner_note: string | null;
  has_picture: boolean;
  locale: string;
  total: number | string;
};

const parts: Record<RequestType, SQL> = {
  consultation: sql`select 'consultation' as type, c.id, c.name, c.email, c.phone, c.status,
      c.created_at, c.preferred_date::text as preferred_date, c.preferred_time,
      null::int as sample_count, c.message, c.owner_note,
      exists (select 1 from consultation_pictures p where p.request_id = c.id) as has_picture,
      c.locale
    from consultation_requests c`,
  contact: sql`select 'contact' as type, id, name, email, phone, status, created_at,
      null::text, null::text, null::int, message, owner_note, false, locale
    from contact_messages`,
  sample_request: sql`select 'sample_request' as type, s.id, s.name, s.email, s.phone, s.status,
      s.created_at, null::text, null::text,
      (select count(*)::int from sample_request_lines l where l.request_id = s.id), s.message,
      s.owner_note, false, s.locale
    from sample_requests s`,
};

function rowsOf<T>(result: unknown): T[] {
  // node-postgres and PGlite both answer `execute` with an object holding `rows`.
  return (result as { rows: T[] }).rows;
}

/**
 * Every request of the three forms, newest first, filtered and paged in one statement, with the
 * e-mail delivery state of each from a second one.
 */
export async function listInbox(
  db: Database,
  query: InboxQuery,
): Promise<{ items: InboxEntry[]; total: number }> {
  const types = query.type ? [query.type] : (Object.keys(parts) as RequestType[]);
  const union = sql.join(
    types.map((type) => parts[type]),
    sql` union all `,
  );
  const conditions: SQL[] = [];
  if (query.status) conditions.push(sql`status = ${query.status}`);
  if (query.q) {
    const pattern = likePattern(query.q);
    conditions.push(sql`(name ilike ${pattern} or email ilike ${pattern})`);
  }
  const where = conditions.length > 0 ? sql`where ${sql.join(conditions, sql` and `)}` : sql``;
  const result = await db.execute(
    sql`select *, count(*) over ()::int as total from (${union}) as inbox ${where}
      order by created_at desc, id limit ${query.limit} offset ${query.offset}`,
  );
  const rows = rowsOf<InboxRow>(result);
  const outbox =
    rows.length === 0
      ? []
      : await db
          .select({
            submissionId: emailOutbox.submissionId,
            status: emailOutbox.status,
            nextAttemptAt: emailOutbox.nextAttemptAt,
            lastError: emailOutbox.lastError,
          })
          .from(emailOutbox)
          .where(
            inArray(
              emailOutbox.submissionId,
              rows.map((row) => row.id),
            ),
          );
  const items = rows.map((row): InboxEntry => ({
    type: row.type,
    id: row.id,
    name: row.name,
    email: row.email,
    phone: row.phone,
    status: row.status,
    createdAt: new Date(row.created_at),
    preferredDate: row.preferred_date,
    preferredTime: row.preferred_time,
    sampleCount: row.sample_count === null ? null : Number(row.sample_count),
    message: row.message,
    ownerNote: row.owner_note,
    hasPicture: row.has_picture === true,
    locale: isLocale(row.locale) ? row.locale : "en",
    delivery: deliveryState(outbox.filter((message) => message.submissionId === row.id)),
  }));
  let total = Number(rows[0]?.total ?? 0);
  // Past the last page the window count is empty; count separately so paging still knows.
  if (rows.length === 0 && query.offset > 0) {
    const counted = await db.execute(
      sql`select count(*)::int as total from (${union}) as inbox ${where}`,
    );
    total = Number(rowsOf<{ total: number | string }>(counted)[0]?.total ?? 0);
  }
  return { items, total };
}

const tables = {
  consultation: consultationRequests,
  contact: contactMessages,
  sample_request: sampleRequests,
} as const;

/** Returns false when no such request exists. */
export async function setRequestStatus(
  db: Database,
  type: RequestType,
  id: string,
  status: RequestStatus,
): Promise<boolean> {
  const table = tables[type];
  const rows = await db
    .update(table)
    .set({ status })
    .where(eq(table.id, id))
    .returning({ id: table.id });
  return rows.length > 0;
}

export async function setRequestNote(
  db: Database,
  type: RequestType,
  id: string,
  note: string | null,
): Promise<boolean> {
  const table = tables[type];
  const rows = await db
    .update(table)
    .set({ ownerNote: note })
    .where(eq(table.id, id))
    .returning({ id: table.id });
  return rows.length > 0;
}

/**
 * Deletes a request, its sample lines or picture (by cascade) and every e-mail queued for it, in
 * one transaction: an e-mail still waiting would otherwise go out after the deletion, and a sent or
 * failed one still holds the visitor's details, which the privacy page promises to delete.
 */
export async function deleteRequest(db: Database, type: RequestType, id: string): Promise<boolean> {
  const table = tables[type];
  return db.transaction(async (tx) => {
    await tx
      .delete(emailOutbox)
      .where(and(eq(emailOutbox.submissionType, type), eq(emailOutbox.submissionId, id)));
    const rows = await tx.delete(table).where(eq(table.id, id)).returning({ id: table.id });
    return rows.length > 0;
  });
}

/**
 * The retention rule: requests marked done that arrived before `before`, with their e-mails
 * (their lines and pictures go by cascade).
 */
export async function deleteDoneRequestsBefore(db: Database, before: Date): Promise<number> {
  let deleted = 0;
  for (const [type, table] of Object.entries(tables) as [
    RequestType,
    (typeof tables)[RequestType],
  ][]) {
    deleted += await db.transaction(async (tx) => {
      const rows = await tx
        .delete(table)
        .where(and(eq(table.status, "done"), lt(table.createdAt, before)))
        .returning({ id: table.id });
      if (rows.length > 0) {
        await tx.delete(emailOutbox).where(
          and(
            eq(emailOutbox.submissionType, type),
            inArray(
              emailOutbox.submissionId,
              rows.map((row) => row.id),
            ),
          ),
        );
      }
      return rows.length;
    });
  }
  return deleted;
}
