import { describe, expect, it } from "vitest";

import { deliveryState, inboxQuery, likePattern, parseInboxFilters } from "./inbox-filters";
import { retentionCutoff } from "./retention";

describe("inbox filters", () => {
  it("reads known values and drops unknown ones", () => {
    expect(parseInboxFilters({ type: "contact", status: "done", q: "  jane ", page: "3" })).toEqual(
      {
        type: "contact",
        status: "done",
        q: "jane",
        page: 3,
      },
    );
    expect(parseInboxFilters({ type: "orders", status: "x", q: "  ", page: "-1" })).toEqual({
      type: undefined,
      status: undefined,
      q: undefined,
      page: 1,
    });
  });

  it("round-trips through the query string, leaving page 1 out", () => {
    expect(inboxQuery({ type: "sample_request", q: "a b", page: 1 })).toBe(
      "?type=sample_request&q=a+b",
    );
    expect(inboxQuery({ page: 2 })).toBe("?page=2");
    expect(inboxQuery({})).toBe("");
  });

  it("escapes LIKE wildcards in a search", () => {
    expect(likePattern("50%_off\\")).toBe("%50\\%\\_off\\\\%");
  });
});

describe("delivery state", () => {
  const at = new Date("2025-03-10T10:00:00Z");
  const later = new Date("2025-03-10T11:00:00Z");
  it("shows the most urgent of a request's e-mails", () => {
    expect(deliveryState([])).toEqual({ state: "none" });
    expect(
      deliveryState([
        { status: "sent", nextAttemptAt: at, lastError: null },
        { status: "sent", nextAttemptAt: at, lastError: null },
      ]),
    ).toEqual({ state: "sent" });
    expect(
      deliveryState([
        { status: "sent", nextAttemptAt: at, lastError: null },
        { status: "pending", nextAttemptAt: later, lastError: "421 busy" },
      ]),
    ).toEqual({ state: "pending", nextAttemptAt: later, lastError: "421 busy" });
    expect(
      deliveryState([
        { status: "pending", nextAttemptAt: later, lastError: null },
        { status: "failed", nextAttemptAt: at, lastError: "550 no such user" },
      ]),
    ).toEqual({ state: "failed", lastError: "550 no such user" });
  });
});

describe("retention cutoff", () => {
  it("goes back whole calendar months, clamped to the month's last day", () => {
    expect(retentionCutoff(new Date("2025-03-31T12:00:00Z"), 1)).toEqual(
      new Date("2025-02-28T12:00:00Z"),
    );
    expect(retentionCutoff(new Date("2025-03-10T12:00:00Z"), 12)).toEqual(
      new Date("2024-03-10T12:00:00Z"),
    );
  });
});
