/**
 * The tool page's title and description: one per paper, so 151 pages that are never indexed still
 * read as what they are in a tab, a bookmark or a shared link. The words are the
 * `visualiser.meta` messages of the page's language.
 */
import type { Translate } from "./texts";

const maxDescription = 160;

export type VisualiserMetaKey = "title" | "paper" | "longDescription" | "shortDescription";

/** "See Tidewater Pastorale on Your Wall", "Vea Tidewater Pastorale en su pared" */
export function visualiserTitle(productName: string, t: Translate<"title">): string {
  return t("title", { name: productName });
}

/**
 * `style` is the paper's style as the long sentence reads it ("traditional" in English,
 * "Tradicionales" in Spanish); the short one, for long names, leaves it out.
 */
export function visualiserDescription(
  paper: { name: string; brand: string; style: string },
  t: Translate<VisualiserMetaKey>,
): string {
  const named = t("paper", { name: paper.name, brand: paper.brand });
  const long = t("longDescription", { paper: named, style: paper.style });
  if (long.length <= maxDescription) return long;
  const short = t("shortDescription", { paper: named });
  if (short.length <= maxDescription) return short;
  return `${short.slice(0, maxDescription - 1).trimEnd()}…`;
}
