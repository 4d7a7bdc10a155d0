import { toCsv } from "./csv";
import {
  requestStatusLabels,
  requestTypeLabels,
  type DeliveryState,
  type RequestStatus,
  type RequestType,
} from "./inbox-filters";

export type CsvInboxItem = {
  type: RequestType;
  id: string;
  name: string;
  email: string;
  phone: string | null;
  status: RequestStatus;
  createdAt: Date;
  preferredDate: string | null;
  preferredTime: string | null;
  sampleCount: number | null;
  message: string | null;
  ownerNote: string | null;
  delivery: DeliveryState;
};

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
  "Message",
  "Note",
  "E-mail delivery",
  "Reference",
] as const;

/** The filtered inbox as a spreadsheet-safe CSV (see csv.ts). */
export function inboxCsv(items: readonly CsvInboxItem[]): string {
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
      item.message,
      item.ownerNote,
      deliveryText(item.delivery),
      item.id,
    ]),
  ]);
}
