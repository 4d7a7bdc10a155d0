import { describe, expect, it } from "vitest";

import { inboxCsv } from "@/lib/admin/inbox-csv";
import { type InboxEntry } from "@/server/db/admin-queries";

import { inboxExportCsv } from "./inbox-export";

const entry = (locale: InboxEntry["locale"], id: string): InboxEntry => ({
  type: "contact",
  id,
  name: "Ana",
  email: "ana@example.com",
  phone: null,
  status: "new",
  createdAt: new Date("2025-03-10T15:00:00Z"),
  preferredDate: null,
  preferredTime: null,
  sampleCount: null,
  message: 'Hola, "equipo"\nsegunda línea',
  ownerNote: null,
  delivery: { state: "sent" },
  locale,
});

describe("the inbox download", () => {
  it("adds the language after the inbox's own columns", () => {
    const items = [
      entry("es", "00000000-0000-4000-8000-000000000001"),
      entry("en", "00000000-0000-4000-8000-000000000002"),
    ];
    const csv = inboxExportCsv(items);
    const plain = inboxCsv(items);
    expect(csv.startsWith("\uFEFF")).toBe(true);
    const [header, ...rest] = csv.slice(1).split("\r\n");
    const [plainHeader, ...plainRest] = plain.slice(1).split("\r\n");
    expect(header).toBe(`${plainHeader},Language`);
    // The message's quoted line break splits a record in two here; the language ends each.
    expect(rest.join("\r\n")).toBe(
      plainRest
        .join("\r\n")
        .replace(/000000000001\r\n/, "000000000001,Spanish\r\n")
        .replace(/000000000002\r\n$/, "000000000002,English\r\n"),
    );
    expect(csv).toContain(`"Hola, ""equipo""\nsegunda línea"`);
    expect(csv.endsWith(",English\r\n")).toBe(true);
  });

  it("writes the header alone for an empty inbox", () => {
    expect(inboxExportCsv([])).toBe(`${inboxCsv([]).slice(0, -2)},Language\r\n`);
  });
});
