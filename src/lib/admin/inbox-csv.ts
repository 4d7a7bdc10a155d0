import { toCsv } from "./csv";
import type { InboxItem } from "./inbox-item";
import { requestStatusLabels, requestTypeLabels, type DeliveryState } from "./inbox-filters";

function deliveryText(delivery: DeliveryState): string {
  switch (delivery.state) {
    case "sent":
      return "sent";
    case "none":
      return "";
    case "pending":
      return `pending, next try ${delivery.nextAttemptAt.toISOString()}`;
    case "failed":
      return `failed: ${delivery.lastError ?? ""}`;
  }
}

export const inboxCsvHeader = [
  "Received (UTC)",
  "Type",
  "Status",
  "Name",
  "E-mail",
  "Phone",
  "Preferred date",
  "Preferred time",
  "Samples",
  "Picture",
  "Message",
  "Note",
  "E-mail delivery",
  "Reference",
] as const;

/** The filtered inbox as a spreadsheet-safe CSV (see csv.ts). */
export function inboxCsv(items: readonly InboxItem[]): string {
  return toCsv([
    inboxCsvHeader,
    ...items.map((item) => [
      item.createdAt.toISOString(),
      requestTypeLabels[item.type],
      requestStatusLabels[item.status],
      item.name,
      item.email,
      item.phone,
      item.preferredDate,
      item.preferredTime,
      item.sampleCount,
      // Whether one came, never the picture itself: it stays in the inbox.
      item.type === "consultation" ? (item.hasPicture ? "yes" : "no") : "",
      item.message,
      item.ownerNote,
      deliveryText(item.delivery),
      item.id,
    ]),
  ]);
}
