import "server-only";

import { z } from "zod";

import {
  requestStatuses,
  requestTypes,
  type RequestStatus,
  type RequestType,
} from "@/lib/admin/inbox-filters";
import { deleteRequest, setRequestNote, setRequestStatus } from "@/server/db/admin-queries";
import { type Database } from "@/server/db/client";
import {
  getConsultationRequest,
  getContactMessage,
  getSampleRequest,
  listOutboxMessagesFor,
  retryOutboxMessage,
} from "@/server/db/queries";
import {
  type ConsultationRequest,
  type ContactMessage,
  type OutboxMessage,
  type SampleRequest,
} from "@/server/db/records";
import { retryPolicy } from "@/server/outbox/backoff";

import { validateSession } from "./session";

export type RequestDetail =
  | { type: "consultation"; request: ConsultationRequest; emails: OutboxMessage[] }
  | { type: "contact"; request: ContactMessage; emails: OutboxMessage[] }
  | { type: "sample_request"; request: SampleRequest; emails: OutboxMessage[] };

const uuid = z.uuid();

export async function getRequestDetail(
  db: Database,
  type: string,
  id: string,
): Promise<RequestDetail | undefined> {
  if (!uuid.safeParse(id).success) return undefined;
  const emails = () => listOutboxMessagesFor(db, type as RequestType, id);
  switch (type) {
    case "consultation": {
      const request = await getConsultationRequest(db, id);
      return request && { type, request, emails: await emails() };
    }
    case "contact": {
      const request = await getContactMessage(db, id);
      return request && { type, request, emails: await emails() };
    }
    case "sample_request": {
      const request = await getSampleRequest(db, id);
      return request && { type, request, emails: await emails() };
    }
    default:
      return undefined;
  }
}

export type AdminActionResult =
  | { ok: true; notice: string }
  | { ok: false; error: string; reason: "unauthorised" | "invalid" | "not_found" };

export const unauthorised: AdminActionResult = {
  ok: false,
  error: "Your session has ended. Sign in again.",
  reason: "unauthorised",
};

const reference = z.object({ type: z.enum(requestTypes), id: z.uuid() });
const statusInput = reference.extend({ status: z.enum(requestStatuses) });
const noteInput = reference.extend({ note: z.string().max(5_000) });
const retryInput = reference.extend({ emailId: z.uuid() });

function fields(formData: FormData): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of formData.entries()) if (typeof value === "string") out[key] = value;
  return out;
}

const invalid: AdminActionResult = {
  ok: false,
  error: "That change could not be read. Reload the page and try again.",
  reason: "invalid",
};
const notFound: AdminActionResult = {
  ok: false,
  error: "That request no longer exists.",
  reason: "not_found",
};

/**
 * Every admin change goes through here: the session is checked first, by the action itself, so
 * a request that reaches an action without passing the pages (a forged post) is refused too.
 */
export async function runAdminChange(
  db: Database,
  token: string | undefined,
  now: Date,
  formData: FormData,
  change: (db: Database, input: Record<string, string>) => Promise<AdminActionResult>,
): Promise<AdminActionResult> {
  if (!(await validateSession(db, token, now))) return unauthorised;
  return change(db, fields(formData));
}

export async function changeStatus(
  db: Database,
  input: Record<string, string>,
): Promise<AdminActionResult> {
  const parsed = statusInput.safeParse(input);
  if (!parsed.success) return invalid;
  const { type, id, status } = parsed.data;
  const changed = await setRequestStatus(db, type, id, status as RequestStatus);
  return changed ? { ok: true, notice: "Status saved." } : notFound;
}

export async function saveNote(
  db: Database,
  input: Record<string, string>,
): Promise<AdminActionResult> {
  const parsed = noteInput.safeParse(input);
  if (!parsed.success) return invalid;
  const { type, id } = parsed.data;
  const note = parsed.data.note.replace(/\r\n/g, "\n").trim();
  const saved = await setRequestNote(db, type, id, note === "" ? null : note);
  return saved ? { ok: true, notice: "Note saved." } : notFound;
}

/** Queues a failed e-mail of this request for an immediate new attempt (the worker sends it). */
export async function retryEmail(
  db: Database,
  input: Record<string, string>,
  now: Date,
): Promise<AdminActionResult> {
  const parsed = retryInput.safeParse(input);
  if (!parsed.success) return invalid;
  const { type, id, emailId } = parsed.data;
  const emails = await listOutboxMessagesFor(db, type, id);
  // Only an e-mail that belongs to this request: the id alone is not trusted.
  if (!emails.some((email) => email.id === emailId)) return notFound;
  const queued = await retryOutboxMessage(db, emailId, {
    now,
    retryForMs: retryPolicy.retryForMs,
  });
  return queued
    ? { ok: true, notice: "The e-mail is queued and goes out within a minute." }
    : { ok: false, error: "That e-mail is already sent or being sent.", reason: "invalid" };
}

export async function removeRequest(
  db: Database,
  input: Record<string, string>,
): Promise<AdminActionResult> {
  const parsed = reference.safeParse(input);
  if (!parsed.success) return invalid;
  const deleted = await deleteRequest(db, parsed.data.type, parsed.data.id);
  return deleted ? { ok: true, notice: "The request and its e-mails were deleted." } : notFound;
}
