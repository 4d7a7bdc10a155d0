/**
 * The site's one database schema (Drizzle, pg-core), shared by PGlite and PostgreSQL. Later forms
 * add their tables here (a sample request reuses `submissionColumns()` and gets a lines table
 * referencing it) and a new generated migration; committed migrations are never edited.
 *
 * No `import "server-only"` here: drizzle-kit loads this file outside Next.js to generate
 * migrations, and it only declares tables.
 */
import { sql, type SQLWrapper } from "drizzle-orm";
import {
  boolean,
  check,
  customType,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from "drizzle-orm/pg-core";

// Type only: drizzle-kit loads this file on its own, and the routing module needs nothing here.
import type { Locale } from "../../i18n/routing";

export const submissionStatuses = ["new", "contacted", "done"] as const;
export type SubmissionStatus = (typeof submissionStatuses)[number];

export const submissionTypes = ["consultation", "contact", "sample_request"] as const;
export type SubmissionType = (typeof submissionTypes)[number];

export const outboxStatuses = ["pending", "sending", "sent", "failed"] as const;
export type OutboxStatus = (typeof outboxStatuses)[number];

export const outboxKinds = ["owner_notification", "visitor_confirmation"] as const;
export type OutboxKind = (typeof outboxKinds)[number];

export type UtmRecord = Record<string, string>;

/** The languages a form can be filled in; the site's own, checked against them by type. */
export const submissionLocales = ["en", "es"] as const satisfies readonly Locale[];
export type SubmissionLocale = (typeof submissionLocales)[number];

/** A file written into the outbox row itself: UTF-8 text (the .ics). */
export type TextAttachment = {
  filename: string;
  contentType: string;
  content: string;
};

/**
 * The consultation's picture, named by the e-mail of its own request and read from
 * `consultation_pictures` when the worker sends it: the bytes are stored once, and deleting the
 * request (which deletes its e-mails too) deletes them.
 */
export type PictureAttachment = {
  filename: string;
  contentType: string;
  source: "consultation_picture";
};

export type StoredAttachment = TextAttachment | PictureAttachment;

const timestamptz = (name: string) => timestamp(name, { withTimezone: true, mode: "date" });

/**
 * Binary data as a Buffer on both drivers: node-postgres hands bytea back as a Buffer, PGlite as
 * a Uint8Array, and a raw query without type parsing as "\\x" and hex.
 */
const bytea = customType<{ data: Buffer; driverData: Uint8Array | string }>({
  dataType: () => "bytea",
  toDriver: (value) => value,
  fromDriver: (value) =>
    typeof value === "string"
      ? Buffer.from(value.replace(/^\\x/, ""), "hex")
      : Buffer.from(value.buffer, value.byteOffset, value.byteLength),
});

/**
 * The columns every form submission has: who sent it, where the visit came from, the key that
 * makes a double post store one row, and the owner's workflow fields.
 */
export function submissionColumns() {
  return {
    id: uuid("id").primaryKey().defaultRandom(),
    name: text("name").notNull(),
    email: text("email").notNull(),
    phone: text("phone"),
    message: text("message"),
    /** The path the form was on. */
    sourcePage: text("source_page"),
    /** The first page of the visit, with its query string. */
    landingPage: text("landing_page"),
    utm: jsonb("utm").$type<UtmRecord>().notNull().default({}),
    idempotencyKey: text("idempotency_key").notNull().unique(),
    status: text("status", { enum: submissionStatuses }).notNull().default("new"),
    ownerNote: text("owner_note"),
    /**
     * The language the visitor filled the form in: their e-mail was written in it, and the
     * owner answers in it. Rows from before the Spanish site are English.
     */
    locale: text("locale", { enum: submissionLocales }).notNull().default("en"),
    createdAt: timestamptz("created_at").notNull().defaultNow(),
  };
}

const statusCheck = (table: string, column: SQLWrapper) =>
  check(`${table}_status_check`, sql`${column} in ('new', 'contacted', 'done')`);

const localeCheck = (table: string, column: SQLWrapper) =>
  check(`${table}_locale_check`, sql`${column} in ('en', 'es')`);

export const consultationRequests = pgTable(
  "consultation_requests",
  {
    ...submissionColumns(),
    preferredDate: date("preferred_date", { mode: "string" }).notNull(),
    /** One of the seven slots, or "Not specified". */
    preferredTime: text("preferred_time").notNull(),
    productName: text("product_name"),
  },
  (table) => [
    statusCheck("consultation_requests", table.status),
    localeCheck("consultation_requests", table.locale),
    index("consultation_requests_created_at_idx").on(table.createdAt.desc()),
    index("consultation_requests_status_idx").on(table.status),
  ],
);

/**
 * The picture a visitor sent with a consultation request from the wall visualiser, at most one
 * per request: re-encoded as a JPEG without any metadata (no camera, no location) before it is
 * stored. In the database rather than on disk so that every server instance reads it, a backup
 * holds it and deleting the request deletes it (the cascade).
 */
export const consultationPictures = pgTable(
  "consultation_pictures",
  {
    requestId: uuid("request_id")
      .primaryKey()
      .references(() => consultationRequests.id, { onDelete: "cascade" }),
    contentType: text("content_type").notNull(),
    /** The name it is mailed and downloaded under. */
    fileName: text("file_name").notNull(),
    /** What it shows, as the visualiser put it, e.g. "Tidewater Pastorale on your wall". */
    description: text("description").notNull(),
    width: integer("width").notNull(),
    height: integer("height").notNull(),
    byteSize: integer("byte_size").notNull(),
    bytes: bytea("bytes").notNull(),
    createdAt: timestamptz("created_at").notNull().defaultNow(),
  },
  (table) => [
    check(
      "consultation_pictures_size_check",
      sql`${table.width} > 0 and ${table.height} > 0 and ${table.byteSize} = octet_length(${table.bytes})`,
    ),
  ],
);

export const contactMessages = pgTable(
  "contact_messages",
  {
    ...submissionColumns(),
    subject: text("subject").notNull().default("Contact Form Submission"),
  },
  (table) => [
    statusCheck("contact_messages", table.status),
    localeCheck("contact_messages", table.locale),
    check("contact_messages_message_check", sql`${table.message} is not null`),
    index("contact_messages_created_at_idx").on(table.createdAt.desc()),
    index("contact_messages_status_idx").on(table.status),
  ],
);

/**
 * A request for samples: who and where to ship to, with the lines in `sample_request_lines`. The
 * request, its lines and its e-mails are written in one transaction. No payment is taken; the
 * showroom confirms shipping and tax before sending, so the total is a record of what the
 * visitor saw, in cents.
 */
export const sampleRequests = pgTable(
  "sample_requests",
  {
    ...submissionColumns(),
    street: text("street").notNull(),
    city: text("city").notNull(),
    /** A USPS code such as "FL". */
    state: text("state").notNull(),
    zip: text("zip").notNull(),
    totalCents: integer("total_cents").notNull(),
  },
  (table) => [
    statusCheck("sample_requests", table.status),
    localeCheck("sample_requests", table.locale),
    check("sample_requests_total_check", sql`${table.totalCents} >= 0`),
    index("sample_requests_created_at_idx").on(table.createdAt.desc()),
    index("sample_requests_status_idx").on(table.status),
  ],
);

/**
 * One sample of a request. Name, brand and price are copied from the catalog at the time of
 * the request, so the record still reads correctly after the catalog changes.
 */
export const sampleRequestLines = pgTable(
  "sample_request_lines",
  {
    requestId: uuid("request_id")
      .notNull()
      .references(() => sampleRequests.id, { onDelete: "cascade" }),
    /** 1-based, the order the visitor added them in. */
    position: integer("position").notNull(),
    productId: integer("product_id").notNull(),
    productName: text("product_name").notNull(),
    brand: text("brand").notNull(),
    priceCents: integer("price_cents").notNull(),
    /** A cutting from the current production run, so the color matches what would ship. */
    currentRun: boolean("current_run").notNull().default(false),
  },
  (table) => [
    primaryKey({ columns: [table.requestId, table.position] }),
    check("sample_request_lines_price_check", sql`${table.priceCents} >= 0`),
    index("sample_request_lines_product_idx").on(table.productId),
  ],
);

/**
 * E-mails waiting to go out. A row is written in the same transaction as its submission and
 * delivered later by the worker, so an SMTP outage or a restart loses nothing.
 */
export const emailOutbox = pgTable(
  "email_outbox",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    kind: text("kind", { enum: outboxKinds }).notNull(),
    /** Which table `submission_id` points into; a later form adds its own type. */
    submissionType: text("submission_type").$type<SubmissionType>().notNull(),
    submissionId: uuid("submission_id").notNull(),
    toAddress: text("to_address").notNull(),
    replyTo: text("reply_to"),
    subject: text("subject").notNull(),
    textBody: text("text_body").notNull(),
    htmlBody: text("html_body").notNull(),
    attachments: jsonb("attachments").$type<StoredAttachment[]>().notNull().default([]),
    status: text("status", { enum: outboxStatuses }).notNull().default("pending"),
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: timestamptz("next_attempt_at").notNull().defaultNow(),
    /** The lease: while in the future, the worker named in `locked_by` owns the row. */
    lockedUntil: timestamptz("locked_until"),
    lockedBy: text("locked_by"),
    lastError: text("last_error"),
    /** After this, a transient failure marks the row failed instead of retrying. */
    giveUpAt: timestamptz("give_up_at").notNull(),
    idempotencyKey: text("idempotency_key").notNull().unique(),
    messageId: text("message_id"),
    createdAt: timestamptz("created_at").notNull().defaultNow(),
    sentAt: timestamptz("sent_at"),
  },
  (table) => [
    check(
      "email_outbox_status_check",
      sql`${table.status} in ('pending', 'sending', 'sent', 'failed')`,
    ),
    index("email_outbox_due_idx")
      .on(table.nextAttemptAt)
      .where(sql`${table.status} in ('pending', 'sending')`),
    index("email_outbox_submission_idx").on(table.submissionType, table.submissionId),
  ],
);

/** Fixed-window counters, one row per form, client address and window. */
export const rateLimits = pgTable(
  "rate_limits",
  {
    key: text("key").notNull(),
    windowStart: timestamptz("window_start").notNull(),
    count: integer("count").notNull().default(1),
  },
  (table) => [
    primaryKey({ columns: [table.key, table.windowStart] }),
    index("rate_limits_window_start_idx").on(table.windowStart),
  ],
);

/**
 * The owner's signed-in sessions. The cookie holds a random token; only its SHA-256 is stored,
 * so a copy of the database cannot be used to sign in. Expiry (idle and absolute) is computed
 * from the two times in src/lib/admin/session-expiry.ts.
 */
export const adminSessions = pgTable(
  "admin_sessions",
  {
    tokenHash: text("token_hash").primaryKey(),
    createdAt: timestamptz("created_at").notNull().defaultNow(),
    lastSeenAt: timestamptz("last_seen_at").notNull().defaultNow(),
  },
  (table) => [index("admin_sessions_last_seen_idx").on(table.lastSeenAt)],
);

/**
 * The sign-in queue shared by every instance: one row (`name` = "global") holding the earliest
 * time the next password check may start. An attempt reserves its slot by moving `next_slot` on
 * while holding the row lock, so checks are spaced out across all instances
 * (src/lib/admin/sign-in-throttle.ts). A missing row means an idle queue.
 */
export const adminSignInQueue = pgTable("admin_sign_in_queue", {
  name: text("name").primaryKey(),
  nextSlot: timestamptz("next_slot").notNull(),
});

/**
 * Addresses (hashed like the rate-limit keys) the owner signed in from recently. A full sign-in
 * queue still admits them, so an attack from many addresses cannot keep her out of her usual
 * network. Rows older than the remembered period are deleted at the next successful sign-in.
 */
export const adminKnownAddresses = pgTable(
  "admin_known_addresses",
  {
    addressKey: text("address_key").primaryKey(),
    lastSignInAt: timestamptz("last_sign_in_at").notNull(),
  },
  (table) => [index("admin_known_addresses_last_sign_in_idx").on(table.lastSignInAt)],
);

export type ConsultationRequestRow = typeof consultationRequests.$inferSelect;
export type NewConsultationRequestRow = typeof consultationRequests.$inferInsert;
export type ConsultationPictureRow = typeof consultationPictures.$inferSelect;
export type NewConsultationPictureRow = typeof consultationPictures.$inferInsert;
export type ContactMessageRow = typeof contactMessages.$inferSelect;
export type NewContactMessageRow = typeof contactMessages.$inferInsert;
export type SampleRequestRow = typeof sampleRequests.$inferSelect;
export type NewSampleRequestRow = typeof sampleRequests.$inferInsert;
export type SampleRequestLineRow = typeof sampleRequestLines.$inferSelect;
export type NewSampleRequestLineRow = typeof sampleRequestLines.$inferInsert;
export type EmailOutboxRow = typeof emailOutbox.$inferSelect;
export type NewEmailOutboxRow = typeof emailOutbox.$inferInsert;
export type RateLimitRow = typeof rateLimits.$inferSelect;
export type NewRateLimitRow = typeof rateLimits.$inferInsert;
export type AdminSessionRow = typeof adminSessions.$inferSelect;
export type AdminKnownAddressRow = typeof adminKnownAddresses.$inferSelect;
