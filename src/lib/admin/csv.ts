/**
 * CSV for spreadsheets (RFC 4180 quoting, CRLF rows, UTF-8 with a byte-order mark so Excel reads
 * accents correctly). A visitor typed these values, so a cell that a spreadsheet would run as a
 * formula (starting with =, +, -, @, or a tab or carriage return that hides one) gets a leading
 * apostrophe, as OWASP's CSV-injection guidance recommends.
 */
const formulaStart = /^[=+\-@\t\r]/;

export function neutraliseCell(value: string): string {
  return formulaStart.test(value) ? `'${value}` : value;
}

export function csvCell(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return "";
  const text = typeof value === "number" ? String(value) : neutraliseCell(value);
  return /[",\r\n]/.test(text) || text !== text.trim() ? `"${text.replace(/"/g, '""')}"` : text;
}

export function toCsv(rows: readonly (readonly (string | number | null | undefined)[])[]): string {
  return "\uFEFF" + rows.map((row) => row.map(csvCell).join(",")).join("\r\n") + "\r\n";
}
