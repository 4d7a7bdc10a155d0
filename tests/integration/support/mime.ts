/** Just enough MIME to read what the test SMTP server received. */
export type MimePart = {
  headers: Map<string, string>;
  /** Decoded as UTF-8 text. */
  body: string;
  /** As transferred, for a binary part (see partBytes). */
  raw: string;
  parts: MimePart[];
};

function unfold(headerBlock: string): string[] {
  return headerBlock
    .replace(/\r\n/g, "\n")
    .replace(/\n[ \t]+/g, " ")
    .split("\n");
}

function decode(body: string, encoding: string | undefined): string {
  const text = body.replace(/\r\n/g, "\n");
  switch ((encoding ?? "").toLowerCase()) {
    case "base64":
      return Buffer.from(text.replace(/\s+/g, ""), "base64").toString("utf8");
    case "quoted-printable": {
      const bytes = text
        .replace(/=\n/g, "")
        .replace(/=([0-9A-F]{2})/gi, (_m, hex: string) => `%${hex}`)
        .replace(/%(?![0-9A-F]{2})/gi, "%25");
      try {
        return decodeURIComponent(bytes);
      } catch {
        return bytes;
      }
    }
    default:
      return text;
  }
}

export function parseMime(raw: string): MimePart {
  const normalised = raw.replace(/\r\n/g, "\n");
  const split = normalised.indexOf("\n\n");
  const headerBlock = split === -1 ? normalised : normalised.slice(0, split);
  const rawBody = split === -1 ? "" : normalised.slice(split + 2);
  const headers = new Map<string, string>();
  for (const line of unfold(headerBlock)) {
    const colon = line.indexOf(":");
    if (colon > 0)
      headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
  }
  const contentType = headers.get("content-type") ?? "text/plain";
  const boundary = /boundary="?([^";]+)"?/i.exec(contentType)?.[1];
  if (contentType.toLowerCase().startsWith("multipart/") && boundary) {
    const sections = rawBody.split(`--${boundary}`).slice(1);
    const parts = sections
      .filter((section) => !section.startsWith("--"))
      .map((section) => parseMime(section.replace(/^\n/, "")));
    return { headers, body: "", raw: "", parts };
  }
  return {
    headers,
    body: decode(rawBody, headers.get("content-transfer-encoding")),
    raw: rawBody,
    parts: [],
  };
}

/** A base64 part's bytes (an attached picture). */
export function partBytes(part: MimePart): Buffer {
  const encoding = (part.headers.get("content-transfer-encoding") ?? "").toLowerCase();
  if (encoding !== "base64") throw new Error(`Expected a base64 part, not "${encoding}".`);
  return Buffer.from(part.raw.replace(/\s+/g, ""), "base64");
}

export function flattenParts(part: MimePart): MimePart[] {
  return part.parts.length === 0 ? [part] : part.parts.flatMap(flattenParts);
}

export function findPart(root: MimePart, contentType: string): MimePart | undefined {
  return flattenParts(root).find((part) =>
    (part.headers.get("content-type") ?? "text/plain").toLowerCase().startsWith(contentType),
  );
}

/** Decodes RFC 2047 encoded words in a header (nodemailer encodes non-ASCII subjects). */
export function decodeHeader(value: string | undefined): string {
  if (!value) return "";
  return value.replace(/=\?utf-8\?([bq])\?([^?]*)\?=\s*/gi, (_m, kind: string, text: string) =>
    kind.toLowerCase() === "b"
      ? Buffer.from(text, "base64").toString("utf8")
      : decode(text.replace(/_/g, " "), "quoted-printable"),
  );
}
