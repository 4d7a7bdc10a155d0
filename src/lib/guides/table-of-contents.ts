import { type Guide } from "@/content/guides/guide-schema";

export type TableOfContentsEntry = { id: string; text: string };

/** The guide's h2 sections, in order, for the on-page contents list. */
export function tableOfContents(guide: Pick<Guide, "body">): TableOfContentsEntry[] {
  return guide.body.flatMap((block) =>
    block.type === "heading" && block.level === 2 ? [{ id: block.id, text: block.text }] : [],
  );
}
