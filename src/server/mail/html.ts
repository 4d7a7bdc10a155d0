import "server-only";

import { fullAddress, site } from "@/content/site";

const entities: Record<string, string> = {
  "&": "&amp;",
  "<": "&lt;",
  ">": "&gt;",
  '"': "&quot;",
  "'": "&#39;",
};

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => entities[c] ?? c);
}

/** Escaped text with its line breaks kept. */
export function escapeMultiline(value: string): string {
  return escapeHtml(value).replace(/\n/g, "<br>\n");
}

export type DetailRow = { label: string; value: string | null | undefined; multiline?: boolean };

export const emptyValue = "—";

export function detailRowsHtml(rows: DetailRow[]): string {
  const cells = rows
    .map(({ label, value, multiline }) => {
      const text = value && value.trim() !== "" ? value : emptyValue;
      const rendered = multiline ? escapeMultiline(text) : escapeHtml(text);
      return `<tr><th align="left" valign="top" style="padding:6px 16px 6px 0;color:#6b5e52;font-weight:600;white-space:nowrap">${escapeHtml(label)}</th><td style="padding:6px 0;color:#2b2520">${rendered}</td></tr>`;
    })
    .join("\n");
  return `<table role="presentation" cellpadding="0" cellspacing="0" style="border-collapse:collapse;font-size:15px;line-height:1.5">\n${cells}\n</table>`;
}

export function detailRowsText(rows: DetailRow[]): string {
  return rows
    .map(({ label, value, multiline }) => {
      const text = value && value.trim() !== "" ? value : emptyValue;
      return multiline ? `${label}:\n${text}` : `${label}: ${text}`;
    })
    .join("\n");
}

/**
 * The e-mail frame: inline styles only (mail clients ignore stylesheets), no images or remote
 * resources. `body` is HTML that the caller has already escaped; `lang` is the body's language.
 */
export function emailLayout(options: { title: string; body: string; lang?: string }): string {
  return `<!doctype html>
<html lang="${options.lang ?? "en"}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(options.title)}</title>
</head>
<body style="margin:0;padding:0;background:#f6f2ec">
<div style="max-width:600px;margin:0 auto;padding:32px 24px;font-family:Georgia,'Times New Roman',serif;color:#2b2520">
<p style="margin:0 0 24px;font-size:20px;letter-spacing:0.04em">${escapeHtml(site.name)}</p>
<div style="background:#ffffff;border-radius:8px;padding:28px 24px;font-family:Helvetica,Arial,sans-serif;font-size:15px;line-height:1.6">
${options.body}
</div>
<p style="margin:24px 0 0;font-family:Helvetica,Arial,sans-serif;font-size:12px;line-height:1.5;color:#6b5e52">${escapeHtml(site.name)} · ${escapeHtml(fullAddress)} · ${escapeHtml(site.phone.display)}</p>
</div>
</body>
</html>
`;
}

/** One paragraph of escaped text; a line break in it stays a line break. */
export function paragraphHtml(text: string): string {
  return `<p style="margin:0 0 16px">${escapeHtml(text).replace(/\n/g, "<br>")}</p>`;
}
