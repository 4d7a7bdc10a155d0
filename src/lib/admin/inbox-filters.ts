/** The inbox's filters, read from the query string so a filtered view can be bookmarked. */
export const requestTypes = ["consultation", "contact", "sample_request"] as const;
export type RequestType = (typeof requestTypes)[number];
export const requestStatuses = ["new", "contacted", "done"] as const;
export type RequestStatus = (typeof requestStatuses)[number];

export const requestTypeLabels: Record<RequestType, string> = {
  consultation: "Consultation",
  contact: "Message",
  sample_request: "Samples",
};

export const requestStatusLabels: Record<RequestStatus, string> = {
  new: "New",
  contacted: "Contacted",
  done: "Done",
};

export const inboxPageSize = 25;

export type InboxFilters = {
  type?: RequestType;
  status?: RequestStatus;
  /** Matches name or e-mail, case-insensitive. */
  q?: string;
  page: number;
};

type SearchParams = Record<string, string | string[] | undefined>;

function first(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}

export function isRequestType(value: unknown): value is RequestType {
  return typeof value === "string" && (requestTypes as readonly string[]).includes(value);
}

export function isRequestStatus(value: unknown): value is RequestStatus {
  return typeof value === "string" && (requestStatuses as readonly string[]).includes(value);
}

/** Unknown values are dropped rather than refused: a stale bookmark still opens the inbox. */
export function parseInboxFilters(params: SearchParams): InboxFilters {
  const type = first(params.type);
  const status = first(params.status);
  const q = first(params.q)?.trim().slice(0, 100);
  const page = Number(first(params.page) ?? "1");
  return {
    type: isRequestType(type) ? type : undefined,
    status: isRequestStatus(status) ? status : undefined,
    q: q ? q : undefined,
    page: Number.isInteger(page) && page >= 1 && page <= 10_000 ? page : 1,
  };
}

/** The query string for a filter set (page 1 is left out). */
export function inboxQuery(filters: Partial<InboxFilters>): string {
  const params = new URLSearchParams();
  if (filters.type) params.set("type", filters.type);
  if (filters.status) params.set("status", filters.status);
  if (filters.q) params.set("q", filters.q);
  if (filters.page && filters.page > 1) params.set("page", String(filters.page));
  const text = params.toString();
  return text ? `?${text}` : "";
}

/** Escapes LIKE's wildcards so a search for "50%" means the characters. */
export function likePattern(q: string): string {
  return `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

export type DeliveryState =
  | { state: "sent" }
  | { state: "none" }
  | { state: "pending"; nextAttemptAt: Date; lastError: string | null }
  | { state: "failed"; lastError: string | null };

type OutboxSummaryRow = {
  status: "pending" | "sending" | "sent" | "failed";
  nextAttemptAt: Date;
  lastError: string | null;
};

/**
 * One state for a request's e-mails, the most urgent winning: any failed e-mail makes the request
 * "failed", else any still waiting makes it "pending" (with the earliest retry), else "sent".
 */
export function deliveryState(messages: readonly OutboxSummaryRow[]): DeliveryState {
  if (messages.length === 0) return { state: "none" };
  const failed = messages.find((m) => m.status === "failed");
  if (failed) return { state: "failed", lastError: failed.lastError };
  const waiting = messages
    .filter((m) => m.status === "pending" || m.status === "sending")
    .sort((a, b) => +a.nextAttemptAt - +b.nextAttemptAt);
  const next = waiting[0];
  if (next)
    return { state: "pending", nextAttemptAt: next.nextAttemptAt, lastError: next.lastError };
  return { state: "sent" };
}
