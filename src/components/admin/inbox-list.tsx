import Link from "next/link";

import { formatCalendarDate, formatDateTime } from "@/lib/admin/format-dates";
import { requestTypeLabels } from "@/lib/admin/inbox-filters";
import type { InboxItem } from "@/lib/admin/inbox-item";
import type { InboxEntry } from "@/server/db/admin-queries";

import { DeliveryNote, LanguageBadge, PictureBadge, StatusBadge } from "./request-badges";

function href(item: InboxItem) {
  return `/admin/requests/${item.type}/${item.id}`;
}

/** What the visitor asked for, in a few words: the consultation slot or the samples. */
function detail(item: InboxItem): string {
  if (item.type === "consultation" && item.preferredDate) {
    return `${formatCalendarDate(item.preferredDate)}, ${item.preferredTime ?? ""}`;
  }
  if (item.type === "sample_request" && item.sampleCount !== null) {
    return `${item.sampleCount} sample${item.sampleCount === 1 ? "" : "s"}`;
  }
  const message = item.message ?? "";
  return message.length > 80 ? `${message.slice(0, 80)}\u2026` : message;
}

/** A table on wide screens; one card per request on phones, where columns cannot fit. */
export function InboxList({ items }: { items: InboxEntry[] }) {
  if (items.length === 0) {
    return <p className="py-10 text-muted-foreground">No requests match.</p>;
  }
  return (
    <>
      <table className="hidden w-full border-collapse text-left text-sm lg:table">
        <caption className="sr-only">Requests, newest first</caption>
        <thead>
          <tr className="border-b border-border-strong">
            {["Received", "Type", "From", "Asked for", "Status", "E-mail"].map((label) => (
              <th key={label} scope="col" className="py-3 pr-4 font-semibold">
                {label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {items.map((item) => (
            <tr key={item.id} className="border-b border-border align-top">
              <td className="py-4 pr-4 whitespace-nowrap tabular-nums">
                {formatDateTime(item.createdAt)}
              </td>
              <td className="py-4 pr-4">
                {requestTypeLabels[item.type]}
                <LanguageBadge locale={item.locale} className="mt-1 flex w-fit" />
              </td>
              <td className="py-4 pr-4">
                <Link href={href(item)} className="font-semibold underline underline-offset-4">
                  {item.name}
                </Link>
                <span className="block break-all text-muted-foreground">{item.email}</span>
                {item.phone ? (
                  <span className="block text-muted-foreground">{item.phone}</span>
                ) : null}
              </td>
              <td className="max-w-xs py-4 pr-4 break-words">
                {detail(item)}
                {item.hasPicture ? <PictureBadge className="mt-1 flex w-fit" /> : null}
              </td>
              <td className="py-4 pr-4">
                <StatusBadge status={item.status} />
              </td>
              <td className="max-w-56 py-4">
                <DeliveryNote delivery={item.delivery} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <ul className="divide-y divide-border border-y border-border lg:hidden">
        {items.map((item) => (
          <li key={item.id} className="py-5">
            <div className="flex items-center justify-between gap-3">
              <span className="flex flex-wrap items-center gap-2">
                <span className="eyebrow">{requestTypeLabels[item.type]}</span>
                <LanguageBadge locale={item.locale} />
              </span>
              <StatusBadge status={item.status} />
            </div>
            <p className="mt-2">
              <Link
                href={href(item)}
                className="text-lg font-semibold underline underline-offset-4"
              >
                {item.name}
              </Link>
            </p>
            <p className="text-sm break-all text-muted-foreground">{item.email}</p>
            {item.phone ? <p className="text-sm text-muted-foreground">{item.phone}</p> : null}
            <p className="mt-2 text-sm break-words">
              {detail(item)}
              {item.hasPicture ? <PictureBadge className="ml-2" /> : null}
            </p>
            <div className="mt-2 flex flex-wrap justify-between gap-x-4 gap-y-1">
              <span className="text-sm text-muted-foreground tabular-nums">
                {formatDateTime(item.createdAt)}
              </span>
              <DeliveryNote delivery={item.delivery} />
            </div>
          </li>
        ))}
      </ul>
    </>
  );
}
