import "server-only";

import { csvCell, toCsv } from "@/lib/admin/csv";
import { inboxCsv, inboxCsvHeader } from "@/lib/admin/inbox-csv";
import { languageNames } from "@/lib/forms/submission-language";
import { type InboxEntry } from "@/server/db/admin-queries";

const rowEnd = "\r\n";

/** The header row as toCsv writes it, byte-order mark included. */
const headerRow = toCsv([inboxCsvHeader]);

/**
 * The inbox download: inboxCsv's columns, then the language each request was written in
 * ("Spanish" means: reply in Spanish). Each request is written by inboxCsv on its own and the
 * cell added after its last one (the reference, a UUID), so the columns stay inboxCsv's.
 */
export function inboxExportCsv(items: readonly InboxEntry[]): string {
  const header = `${headerRow.slice(0, -rowEnd.length)},Language${rowEnd}`;
  const rows = items.map((item) => {
    const row = inboxCsv([item]).slice(headerRow.length, -rowEnd.length);
    return `${row},${csvCell(languageNames[item.locale])}${rowEnd}`;
  });
  return header + rows.join("");
}
