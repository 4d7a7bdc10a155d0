import { describe, expect, it } from "vitest";

import { inboxCsv } from "./inbox-csv";

describe("inbox CSV", () => {
  it("writes a header and one neutralised row per request", () => {
    const csv = inboxCsv([
      {
        type: "contact",
        id: "00000000-0000-4000-8000-000000000001",
        name: '=HYPERLINK("http://evil")',
        email: "sam@example.com",
        phone: "+1 305 555 0100",
        status: "new",
        createdAt: new Date("2025-03-10T15:00:00Z"),
        preferredDate: null,
        preferredTime: null,
        sampleCount: null,
        message: 'Hello, "there"\nline two',
        ownerNote: "@call back",
        delivery: { state: "failed", lastError: "550 rejected" },
      },
    ]);
    const lines = csv.slice(1).split("\r\n");
    expect(csv.startsWith("\uFEFF")).toBe(true);
    expect(lines[0]).toBe(
      "Received (UTC),Type,Status,Name,E-mail,Phone,Preferred date,Preferred time,Samples,Picture,Message,Note,E-mail delivery,Reference",
    );
    expect(lines[1]).toBe(
      `2025-03-10T15:00:00.000Z,Message,New,"'=HYPERLINK(""http://evil"")",sam@example.com,'+1 305 555 0100,,,,,"Hello, ""there""\nline two",'@call back,failed: 550 rejected,00000000-0000-4000-8000-000000000001`,
    );
  });
});
