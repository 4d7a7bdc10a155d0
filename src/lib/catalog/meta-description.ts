/**
 * Search-result descriptions for listing pages: whole sentences, at most 160 characters, so a
 * long introduction is cut where a sentence ends rather than mid-word.
 */
export const maxDescriptionLength = 160;

export function metaDescription(text: string, max = maxDescriptionLength): string {
  const clean = text.replace(/\s+/g, " ").trim();
  if (clean.length <= max) return clean;
  const sentences = clean.match(/[^.!?]+[.!?]+(\s|$)/g) ?? [];
  let result = "";
  for (const sentence of sentences) {
    if ((result + sentence).trim().length > max) break;
    result += sentence;
  }
  if (result.trim().length > 0) return result.trim();
  const cut = clean.slice(0, max - 1);
  return `${cut.slice(0, cut.lastIndexOf(" "))}…`;
}
