export type InlineSegment =
  { type: "text"; text: string } | { type: "link"; href: string; label: string };

// [label](/path) or [label](/path#anchor). Only site-relative targets are links; anything else
// stays literal text so content can never smuggle in an external or javascript: URL.
const INLINE_LINK = /\[([^\[\]]+)\]\((\/[^()\s]*)\)/g;

/** Splits guide text into plain-text and link segments for the renderer. */
export function parseInlineLinks(text: string): InlineSegment[] {
  const segments: InlineSegment[] = [];
  let cursor = 0;
  for (const match of text.matchAll(INLINE_LINK)) {
    const [whole, label, href] = match;
    if (label === undefined || href === undefined) continue;
    if (match.index > cursor)
      segments.push({ type: "text", text: text.slice(cursor, match.index) });
    segments.push({ type: "link", href, label });
    cursor = match.index + whole.length;
  }
  if (cursor < text.length) segments.push({ type: "text", text: text.slice(cursor) });
  return segments;
}

/** The text a reader sees, with link markup reduced to its label. */
export function stripInlineLinks(text: string): string {
  return parseInlineLinks(text)
    .map((segment) => (segment.type === "link" ? segment.label : segment.text))
    .join("");
}

/** Every inline link target in the text, in order. */
export function inlineLinkTargets(text: string): string[] {
  return parseInlineLinks(text).flatMap((segment) =>
    segment.type === "link" ? [segment.href] : [],
  );
}
