import { Languages } from "lucide-react";
import Link from "next/link";
import type * as React from "react";

import { Button } from "@/components/ui/button";
import { buttonVariants } from "@/components/ui/button-variants";
import { Label } from "@/components/ui/label";
import { Select } from "@/components/ui/select";
import { Textarea } from "@/components/ui/textarea";
import { formatCalendarDate, formatDateTime } from "@/lib/admin/format-dates";
import { requestStatuses, requestStatusLabels } from "@/lib/admin/inbox-filters";
import { pictureSize } from "@/lib/consultation/picture-size";
import { cn } from "@/lib/utils/cn";
import {
  languageNames,
  needsReplyInOwnLanguage,
  replyLanguageNote,
} from "@/lib/forms/submission-language";
import { formatSampleMoney } from "@/lib/samples/money";
import {
  changeStatusAction,
  deleteRequestAction,
  retryEmailAction,
  saveNoteAction,
} from "@/server/admin/admin-actions";
import { type RequestDetail } from "@/server/admin/requests";
import { type OutboxMessage, type PictureInfo } from "@/server/db/records";

import { StatusBadge } from "./request-badges";

type Row = [label: string, value: React.ReactNode];

/** The width the inbox shows a picture at; "Open full size" shows the stored one. */
const previewWidth = 360;

function SentPicture({ picture, href }: { picture: PictureInfo; href: string }) {
  const height = Math.round((previewWidth * picture.height) / picture.width);
  return (
    <figure className="space-y-2">
      {/* eslint-disable-next-line @next/next/no-img-element -- served per request to the owner only */}
      <img
        src={href}
        alt={`The picture sent with the request: ${picture.description}`}
        width={previewWidth}
        height={height}
        className="h-auto max-w-full border border-border bg-muted"
      />
      <figcaption className="text-sm">
        {picture.description}{" "}
        <span className="text-muted-foreground">({pictureSize(picture)})</span>
        <a href={href} className="mt-1 block w-fit underline underline-offset-4">
          Open full size
        </a>
      </figcaption>
    </figure>
  );
}

function fieldsOf(detail: RequestDetail, path: string): Row[] {
  const { request } = detail;
  const rows: Row[] = [
    ["Received", formatDateTime(request.createdAt)],
    ["Name", request.name],
    [
      "E-mail",
      <a
        key="e"
        href={`mailto:${request.email}`}
        className="break-all underline underline-offset-4"
      >
        {request.email}
      </a>,
    ],
    ["Phone", request.phone ?? "\u2013"],
    ["Language", languageNames[request.locale]],
  ];
  if (detail.type === "consultation") {
    rows.push(
      ["Preferred date", formatCalendarDate(detail.request.preferredDate)],
      ["Preferred time", detail.request.preferredTime],
      ["Product", detail.request.productName ?? "\u2013"],
    );
    const { picture } = detail.request;
    if (picture) {
      rows.push(["Picture", <SentPicture key="p" picture={picture} href={`${path}/picture`} />]);
    }
  }
  if (detail.type === "contact") rows.push(["Subject", detail.request.subject]);
  if (detail.type === "sample_request") {
    const r = detail.request;
    rows.push(
      ["Ship to", `${r.street}, ${r.city}, ${r.state} ${r.zip}`],
      [
        "Samples",
        <ol key="s" className="list-decimal space-y-1 pl-5">
          {r.lines.map((line) => (
            <li key={line.position}>
              {line.productName} ({line.brand}), {formatSampleMoney(line.priceCents)}
              {line.currentRun ? ", current run" : ""}
            </li>
          ))}
        </ol>,
      ],
      ["Total", formatSampleMoney(r.totalCents)],
    );
  }
  rows.push(
    [
      "Message",
      request.message ? <span className="whitespace-pre-line">{request.message}</span> : "\u2013",
    ],
    ["Sent from", request.sourcePage ?? "\u2013"],
    ["Landing page", request.landingPage ?? "\u2013"],
  );
  const utm = Object.entries(request.utm);
  if (utm.length > 0) rows.push(["Campaign", utm.map(([k, v]) => `${k}=${v}`).join(", ")]);
  return rows;
}

function Hidden({ detail }: { detail: RequestDetail }) {
  return (
    <>
      <input type="hidden" name="type" value={detail.type} />
      <input type="hidden" name="id" value={detail.request.id} />
    </>
  );
}

function EmailState({ email }: { email: OutboxMessage }) {
  if (email.status === "sent") {
    return <>Sent {email.sentAt ? formatDateTime(email.sentAt) : ""}</>;
  }
  if (email.status === "failed") {
    return (
      <span className="font-semibold text-destructive">
        Failed: {email.lastError ?? "unknown error"}
      </span>
    );
  }
  return (
    <>
      Pending, next try {formatDateTime(email.nextAttemptAt)}
      {email.lastError ? ` (last error: ${email.lastError})` : ""}
    </>
  );
}

const emailKinds: Record<OutboxMessage["kind"], string> = {
  owner_notification: "To the showroom",
  visitor_confirmation: "Confirmation to the visitor",
};

function Panel({ title, id, children }: { title: string; id: string; children: React.ReactNode }) {
  return (
    <section aria-labelledby={id} className="border-t border-border pt-6">
      <h2 id={id} className="text-2xl">
        {title}
      </h2>
      <div className="mt-4">{children}</div>
    </section>
  );
}

export function RequestDetailView({
  detail,
  confirmDelete,
}: {
  detail: RequestDetail;
  confirmDelete: boolean;
}) {
  const path = `/admin/requests/${detail.type}/${detail.request.id}`;
  return (
    <div className="mx-auto grid max-w-page gap-10 px-5 pb-16 sm:px-8 lg:grid-cols-12 lg:gap-16 lg:px-12">
      <section aria-labelledby="request-fields" className="lg:col-span-7">
        <h2 id="request-fields" className="sr-only">
          The request
        </h2>
        {needsReplyInOwnLanguage(detail.request.locale) ? (
          <p className="mb-4 flex items-center gap-3 border-l-4 border-destructive bg-destructive-soft px-4 py-3 font-semibold">
            <Languages aria-hidden="true" className="size-5 shrink-0" />
            {replyLanguageNote(detail.request.locale)}
          </p>
        ) : null}
        <dl className="divide-y divide-border border-y border-border">
          {fieldsOf(detail, path).map(([label, value]) => (
            <div key={label} className="grid gap-1 py-3 sm:grid-cols-[10rem_1fr] sm:gap-4">
              <dt className="text-sm font-semibold">{label}</dt>
              <dd className="break-words">{value}</dd>
            </div>
          ))}
        </dl>
      </section>

      <div className="space-y-10 lg:col-span-5">
        <Panel title="Status" id="status-title">
          <form action={changeStatusAction} className="flex flex-wrap items-end gap-3">
            <Hidden detail={detail} />
            <div className="min-w-48 flex-1 space-y-2">
              <Label htmlFor="request-status">
                Status{" "}
                <span className="sr-only">(now {requestStatusLabels[detail.request.status]})</span>
              </Label>
              <Select id="request-status" name="status" defaultValue={detail.request.status}>
                {requestStatuses.map((status) => (
                  <option key={status} value={status}>
                    {requestStatusLabels[status]}
                  </option>
                ))}
              </Select>
            </div>
            <Button type="submit" variant="outline">
              Save status
            </Button>
          </form>
          <p className="mt-3 text-sm text-muted-foreground">
            Now: <StatusBadge status={detail.request.status} />
          </p>
        </Panel>

        <Panel title="Private note" id="note-title">
          <form action={saveNoteAction} className="space-y-3">
            <Hidden detail={detail} />
            <Label htmlFor="request-note">Note (only you see it)</Label>
            <Textarea
              id="request-note"
              name="note"
              rows={4}
              maxLength={5000}
              defaultValue={detail.request.ownerNote ?? ""}
            />
            <Button type="submit" variant="outline">
              Save note
            </Button>
          </form>
        </Panel>

        <Panel title="E-mails" id="emails-title">
          {detail.emails.length === 0 ? (
            <p className="text-muted-foreground">No e-mails were queued for this request.</p>
          ) : (
            <ul className="space-y-4">
              {detail.emails.map((email) => (
                <li key={email.id} className="text-sm">
                  <p className="font-semibold">{emailKinds[email.kind]}</p>
                  <p className="break-all text-muted-foreground">{email.to}</p>
                  <p className="mt-1 break-words">
                    <EmailState email={email} />
                  </p>
                  {email.status === "failed" ? (
                    <form action={retryEmailAction} className="mt-2">
                      <Hidden detail={detail} />
                      <input type="hidden" name="emailId" value={email.id} />
                      <Button type="submit" variant="outline" size="sm">
                        Send again
                      </Button>
                    </form>
                  ) : null}
                </li>
              ))}
            </ul>
          )}
        </Panel>

        <Panel title="Delete" id="delete-title">
          {confirmDelete ? (
            <div
              className="border border-destructive p-4"
              role="alertdialog"
              aria-labelledby="confirm-delete"
              aria-describedby="confirm-delete-text"
            >
              <p id="confirm-delete" className="font-semibold">
                Delete this request for good?
              </p>
              <p id="confirm-delete-text" className="mt-1 text-sm">
                {detail.type === "consultation" && detail.request.picture
                  ? "The request, its picture, its note and its e-mails are removed and cannot be brought back."
                  : "The request, its note and its e-mails are removed and cannot be brought back."}
              </p>
              <div className="mt-4 flex flex-wrap gap-3">
                <form action={deleteRequestAction}>
                  <Hidden detail={detail} />
                  <Button type="submit" variant="destructive">
                    Delete permanently
                  </Button>
                </form>
                <Link href={path} className={buttonVariants({ variant: "quiet" })}>
                  Keep it
                </Link>
              </div>
            </div>
          ) : (
            <>
              <p className="text-sm text-muted-foreground">
                For a visitor who asks to be forgotten (the privacy page promises it).
              </p>
              <Link
                href={`${path}?confirm=delete`}
                className={cn(buttonVariants({ variant: "outline" }), "mt-3")}
              >
                Delete request…
              </Link>
            </>
          )}
        </Panel>
      </div>
    </div>
  );
}
