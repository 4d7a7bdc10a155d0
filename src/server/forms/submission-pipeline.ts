import "server-only";

import { createHash, randomUUID } from "node:crypto";

import { type Locale } from "@/i18n/routing";
import { pictureField } from "@/lib/consultation/picture-rules";
import { formMessages, type FormToasts } from "@/lib/forms/form-messages";
import {
  emptyValues,
  readFormValues,
  type FormState,
  type FormToast,
} from "@/lib/forms/form-state";
import { hiddenFieldNames } from "@/lib/forms/hidden-fields";
import { type FormValidation } from "@/lib/forms/validate-form";
import { logEvent } from "@/lib/log/log-event";
import { getDb } from "@/server/db/client";
import {
  insertSubmission,
  type NewSubmissionRow,
  type SampleRequestLineDraft,
} from "@/server/db/queries";
import { type SubmissionType } from "@/server/db/schema";
import { getEnv } from "@/server/env";
import { shortReference } from "@/server/mail/format";
import { type SubmissionEmailInput, type SubmissionEmails } from "@/server/mail/submission-emails";
import { retryPolicy } from "@/server/outbox/backoff";
import { wakeOutboxWorker } from "@/server/outbox/outbox-runtime";

import { formDataSize } from "./form-data-size";
import { planIdempotency } from "./idempotency";
import {
  preparePicture,
  quickPictureCheck,
  receivedPicture,
  type PreparedPicture,
} from "./picture";
import { hitRateLimit } from "./rate-limit";
import { submissionLocale } from "./submission-locale";

/** What the request tells the handler; the actions fill it from `headers()`, tests directly. */
export type SubmissionContext = {
  clientAddress: string;
  now?: () => Date;
};

/** What every form's validated data has: who sent it and the hidden fields. */
export type SubmissionData = {
  name: string;
  email: string;
  idempotencyKey?: string;
  page?: string;
  landingPage?: string;
  utm: Record<string, string>;
};

/** The columns the pipeline fills in for every form. */
type SharedColumns =
  | "id"
  | "name"
  | "email"
  | "sourcePage"
  | "landingPage"
  | "utm"
  | "idempotencyKey"
  | "locale"
  | "createdAt";

/** What a form's schema needs besides the values: the clock, and the language to answer in. */
export type ValidationContext = { now: () => Date; locale: Locale };

/**
 * One form's server side, as data: its fields, its schema, what makes two posts the same, its
 * own columns and its e-mails. Everything else (checks, storage, the outbox) is the pipeline's.
 */
export type FormDefinition<
  TType extends SubmissionType,
  TField extends string,
  TData extends SubmissionData,
> = {
  form: TType;
  fields: readonly TField[];
  validate(
    input: Partial<Record<string, unknown>>,
    context: ValidationContext,
  ): FormValidation<TField, TData>;
  /** The values that make two posts "the same" when the client sent no key. */
  fingerprint(data: TData): (string | undefined)[];
  /** The form's own columns; the pipeline adds the id, sender, visit, key and time. */
  columns(data: TData): Omit<NewSubmissionRow<TType>, SharedColumns>;
  /** A sample request's lines, stored in the same transaction. */
  lines?: readonly SampleRequestLineDraft[];
  /**
   * Takes one picture in the field `picture` (the consultation request, from the wall
   * visualiser), stored with the row and attached to the owner's e-mail. Other forms refuse any
   * file.
   */
  acceptsPicture?: boolean;
  /** The owner's notification and the visitor's confirmation, queued with the row. */
  emails(input: SubmissionEmailInput<TData>): SubmissionEmails;
  /** The form's answers in a language (its "required" toast comes with `validate`'s). */
  toasts(locale: Locale): Pick<FormToasts, "success" | "failure">;
};

const hiddenInputs = [
  hiddenFieldNames.idempotencyKey,
  hiddenFieldNames.page,
  hiddenFieldNames.landingPage,
  hiddenFieldNames.utm,
];

/** A form's state as the pipeline answers it: any form's fields, and the picture. */
type PipelineState<TField extends string> = FormState<TField, typeof pictureField>;

/**
 * The path every form submission takes: size check, honeypot, validation (and the picture's
 * cheap checks), rate limit, the picture re-encoded, then the submission, its picture and its
 * e-mails stored in one transaction (the outbox sends them later). The visitor gets a success
 * state only once the row is committed, and an error state that keeps their values otherwise.
 * The costly decoding of a picture waits until the post has passed the rate limit.
 *
 * Every answer, and the visitor's e-mail, is in the language the form was filled in (its
 * `locale` field); the row records that language for the owner.
 */
export async function handleFormSubmission<
  TType extends SubmissionType,
  TField extends string,
  TData extends SubmissionData,
>(
  definition: FormDefinition<TType, TField, TData>,
  formData: FormData,
  context: SubmissionContext,
): Promise<PipelineState<TField>> {
  const started = performance.now();
  const now = context.now ?? (() => new Date());
  const env = getEnv();
  const form = definition.form;
  const locale = submissionLocale(formData);
  const messages = formMessages(locale);
  const toasts = definition.toasts(locale);
  const values = readFormValues(formData, definition.fields);
  type FieldErrors = PipelineState<TField>["fieldErrors"];
  const error = (toast: FormToast, fieldErrors: FieldErrors = {}) => ({
    status: "error" as const,
    values,
    fieldErrors,
    message: toast.description,
    toast,
  });
  const success = (id?: string): PipelineState<TField> => ({
    status: "success",
    values: emptyValues(definition.fields),
    fieldErrors: {},
    message: toasts.success.description,
    toast: toasts.success,
    ...(id ? { reference: shortReference(id) } : {}),
  });

  const size = formDataSize(formData, definition.acceptsPicture ? pictureField : undefined);
  if (size.bytes > env.MAX_BODY_BYTES || size.refusedFile) {
    logEvent("warn", "form.too_large", { form, bytes: size.bytes, refusedFile: size.refusedFile });
    return error(messages.bodyTooLargeToast);
  }

  const honeypot = formData.get(hiddenFieldNames.honeypot);
  if (typeof honeypot === "string" && honeypot.trim() !== "") {
    // A bot filled the invisible field: it sees success and nothing is stored or sent.
    logEvent("info", "form.honeypot", { form });
    return success();
  }

  const input = readFormValues(formData, [...definition.fields, ...hiddenInputs]);
  const validation = definition.validate(input, { now, locale });
  const received = definition.acceptsPicture ? receivedPicture(formData) : undefined;
  const pictureProblem = received ? await quickPictureCheck(received.file) : undefined;
  if (!validation.ok || pictureProblem) {
    const fieldErrors = {
      ...(validation.ok ? {} : validation.fieldErrors),
      ...(pictureProblem ? { [pictureField]: messages.fields[pictureProblem] } : {}),
    } as FieldErrors;
    logEvent("info", "form.invalid", { form, fields: Object.keys(fieldErrors) });
    return error(validation.ok ? messages.invalidFieldsToast : validation.toast, fieldErrors);
  }
  const data = validation.data;

  try {
    const db = await getDb();
    const at = now();
    const limit = await hitRateLimit(db, {
      form,
      address: context.clientAddress,
      now: at,
      max: env.RATE_LIMIT_MAX,
      windowSeconds: env.RATE_LIMIT_WINDOW_SECONDS,
    });
    if (!limit.allowed) {
      logEvent("warn", "form.rate_limited", { form, count: limit.count });
      return error(messages.tooManyRequestsToast(limit.retryAfterSeconds / 60));
    }

    let picture: PreparedPicture | undefined;
    if (received) {
      const prepared = await preparePicture(received);
      if (!prepared.ok) {
        logEvent("info", "form.invalid", { form, fields: [pictureField] });
        return error(messages.invalidFieldsToast, {
          [pictureField]: messages.fields[prepared.problem],
        } as FieldErrors);
      }
      picture = prepared.picture;
    }

    const idempotency = planIdempotency({
      form,
      clientKey: data.idempotencyKey,
      // Without a key, the same words with another picture are another request.
      fingerprint: [
        ...definition.fingerprint(data),
        ...(picture ? [createHash("sha256").update(picture.bytes).digest("hex")] : []),
      ],
      now: at,
    });
    const id = randomUUID();
    const emails = definition.emails({
      id,
      submission: data,
      createdAt: at,
      ownerEmail: env.OWNER_EMAIL,
      locale,
      ...(picture ? { picture } : {}),
    });
    // The spread cannot prove to TypeScript that shared and own columns make a whole row.
    const row = {
      id,
      name: data.name,
      email: data.email,
      ...definition.columns(data),
      sourcePage: data.page ?? null,
      landingPage: data.landingPage ?? null,
      utm: data.utm,
      idempotencyKey: idempotency.key,
      locale,
      createdAt: at,
    } as NewSubmissionRow<TType>;
    const stored = await insertSubmission(db, form, row, {
      messages: [
        { kind: "owner_notification", ...emails.ownerNotification },
        { kind: "visitor_confirmation", ...emails.visitorConfirmation },
      ],
      lines: definition.lines,
      picture,
      now: at,
      retryForMs: retryPolicy.retryForMs,
      alsoDuplicateOf: idempotency.alsoDuplicateOf,
    });
    const ms = Math.round(performance.now() - started);
    if (stored.duplicate) {
      logEvent("info", "form.duplicate", { form, id: stored.id, ms });
    } else {
      wakeOutboxWorker();
      logEvent("info", "form.stored", {
        form,
        id: stored.id,
        page: data.page,
        locale,
        ms,
        ...(picture ? { picture: { width: picture.width, height: picture.height } } : {}),
      });
    }
    return success(stored.id);
  } catch (cause) {
    logEvent("error", "form.failed", {
      form,
      error: cause instanceof Error ? { name: cause.name, message: cause.message } : "unknown",
      code: (cause as { code?: unknown } | null)?.code,
    });
    return error(toasts.failure);
  }
}
