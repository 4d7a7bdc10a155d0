/**
 * `sizes` attributes for the layouts the site uses. They describe the rendered CSS width so the
 * browser picks the smallest rendition that is sharp; keep them in step with the grids.
 */
export const imageSizes = {
  /** Full-bleed: the home hero. */
  fullBleed: "100vw",
  /** Product and gallery grids: 2 columns on phones, 3 on tablets, 4 from 1024 px. */
  gridCard: "(min-width: 1024px) 25vw, (min-width: 640px) 33vw, 50vw",
  /** A 3-column grid on desktop (link cards, photo grid), 1 column on phones. */
  thirdWidth: "(min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw",
  /** Two columns from tablets up: product page gallery, About picture, guide illustration. */
  halfWidth: "(min-width: 768px) 50vw, 100vw",
  /** Text-width figure inside an article. */
  article: "(min-width: 768px) 720px, 100vw",
  /** Team portraits: 4 across on desktop, 2 on phones. */
  portrait: "(min-width: 1024px) 22vw, 45vw",
} as const;

export type ImageSizesName = keyof typeof imageSizes;
