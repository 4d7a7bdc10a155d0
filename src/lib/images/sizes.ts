import type { DrawnRange } from "@/lib/images/candidate-widths";

/**
 * Layouts wider than a phone's (640 px up, the `sm` breakpoint). On a phone a showroom page's
 * long introduction can outsize the picture that is the largest paint on wider screens:
 * `priorityMedia` (ResponsiveImage) keeps such a picture's preload to these layouts.
 */
export const widerThanPhone = "(min-width: 640px)";

/**
 * `sizes` attributes, one per layout a picture is drawn in. Each gives the width the picture's
 * box is actually drawn at, worked out from the layout rather than guessed in `vw`: the page
 * container (`max-w-page`, 1376 px, with 20/32/48 px side padding from phones / 640 px / 1024 px
 * up), the grid's columns and gaps, and any 1 px frame. The browser multiplies this width by the
 * screen's pixel density to pick a rendition, so a `sizes` that is too wide downloads a file two
 * or three times too large and one that is too narrow paints a blurred picture.
 *
 * Keep them in step with the components' classes; the browser test of responsive images
 * (tests/e2e) measures every picture on the first screen of the Lighthouse gate's routes against
 * the rendition it picked. The widths each preset is encoded at (presets.ts) are chosen to cover
 * these layouts; presets.test.ts lists which preset each one shows.
 */
export const imageSizes = {
  /** Home hero: the right 7 of 12 columns of a full-width spread; full width on phones and tablets. */
  homeHero: "(min-width: 1024px) calc(100vw * 7 / 12), 100vw",
  /**
   * The picture beside a showroom page's title (EditorialHeader): 7 of 12 columns of the page
   * container (48 px gaps) inside a 1 px frame; the container's full width below 1024 px.
   */
  editorialHeader:
    "(min-width: 1376px) 725px, (min-width: 1024px) calc((100vw - 96px) * 7 / 12 - 22px), (min-width: 640px) calc(100vw - 66px), calc(100vw - 42px)",
  /** A guide's illustration and the guide hub's cover: half the container beside the title. */
  guideIllustration:
    "(min-width: 1376px) 616px, (min-width: 1024px) calc(50vw - 72px), (min-width: 640px) calc(100vw - 64px), calc(100vw - 40px)",
  /** The product page's swatch: 7 of 12 columns (48 px gaps, 64 px from 1280 px). */
  productMain:
    "(min-width: 1376px) 720px, (min-width: 1280px) calc((100vw - 96px) * 7 / 12 - 26.67px), (min-width: 1024px) calc((100vw - 96px) * 7 / 12 - 20px), (min-width: 640px) calc(100vw - 64px), calc(100vw - 40px)",
  /** The product page's room view and close-up, side by side under the swatch (6/8 px apart). */
  productHalf:
    "(min-width: 1376px) 356px, (min-width: 1280px) calc(((100vw - 96px) * 7 / 12 - 34.67px) / 2), (min-width: 1024px) calc(((100vw - 96px) * 7 / 12 - 28px) / 2), (min-width: 640px) calc((100vw - 72px) / 2), calc((100vw - 46px) / 2)",
  /**
   * Listing cards (catalog, samples, styles, colors, types): beside the filter column from
   * 1024 px (240 px and a 48 px gap; 264 px and 64 px from 1280 px), 3 across, 4 from 1536 px;
   * 3 across on tablets, 2 on phones.
   */
  productCard:
    "(min-width: 1536px) 220px, (min-width: 1376px) 302px, (min-width: 1280px) calc((100vw - 472px) / 3), (min-width: 1024px) calc((100vw - 432px) / 3), (min-width: 640px) calc((100vw - 112px) / 3), calc((100vw - 56px) / 2)",
  /** Listing cards in the list view: a fixed column beside the text. */
  productCardList: "(min-width: 640px) 224px, 128px",
  /**
   * Four across from 1024 px (24 px gaps), two below (12 px, 20 px from 640 px): related
   * wallpapers, the collections' style tiles, the wallpaper gallery.
   */
  quarterGrid:
    "(min-width: 1376px) 302px, (min-width: 1024px) calc((100vw - 168px) / 4), (min-width: 640px) calc((100vw - 84px) / 2), calc((100vw - 52px) / 2)",
  /** The home's inspiration rooms: four across from 1024 px (24 px gaps), two below (16 px). */
  inspirationGrid:
    "(min-width: 1376px) 302px, (min-width: 1024px) calc((100vw - 168px) / 4), (min-width: 640px) calc((100vw - 80px) / 2), calc((100vw - 56px) / 2)",
  /** The consultation page's finished rooms: four across from 1024 px (16 px gaps), two below. */
  roomGallery:
    "(min-width: 1376px) 308px, (min-width: 1024px) calc((100vw - 144px) / 4), (min-width: 640px) calc((100vw - 76px) / 2), calc((100vw - 52px) / 2)",
  /** The home photo grid's wide picture: 8 of 12 columns (16 px gaps); full width below. */
  photoGridWide:
    "(min-width: 1376px) 848px, (min-width: 1024px) calc((100vw - 96px) * 2 / 3 - 5.34px), (min-width: 640px) calc(100vw - 64px), calc(100vw - 40px)",
  /** The home photo grid's tall pictures: 4 of 12 columns; two across below 1024 px. */
  photoGridTall:
    "(min-width: 1376px) 416px, (min-width: 1024px) calc((100vw - 128px) / 3), (min-width: 640px) calc((100vw - 76px) / 2), calc((100vw - 48px) / 2)",
  /** The home page's feed tiles: six across from 1024 px, three on tablets, two on phones. */
  socialFeed:
    "(min-width: 1376px) 204px, (min-width: 1024px) calc((100vw - 156px) / 6), (min-width: 640px) calc((100vw - 80px) / 3), calc((100vw - 48px) / 2)",
  /** The map on the home page's visit section: 7 of 12 columns (64 px gaps), 1 px frame. */
  visitMap:
    "(min-width: 1376px) 718px, (min-width: 1024px) calc((100vw - 96px) * 7 / 12 - 28.67px), (min-width: 640px) calc(100vw - 66px), calc(100vw - 42px)",
  /** The map on the contact page: 5 of 12 columns (64 px gaps), 1 px frame. */
  contactMap:
    "(min-width: 1376px) 494px, (min-width: 1024px) calc((100vw - 96px) * 5 / 12 - 39.34px), (min-width: 640px) calc(100vw - 66px), calc(100vw - 42px)",
  /** Team portraits: four across from 1024 px, two on tablets, a 7rem column on phones; 1 px frame. */
  teamPortrait:
    "(min-width: 1376px) 294px, (min-width: 1024px) calc((100vw - 200px) / 4), (min-width: 640px) calc((100vw - 92px) / 2), 110px",
  /** /styles: four across from 1280 px, three from 1024 px, two on tablets, a 6.5rem column on phones. */
  styleIndex:
    "(min-width: 1376px) 296px, (min-width: 1280px) calc((100vw - 192px) / 4), (min-width: 1024px) calc((100vw - 160px) / 3), (min-width: 640px) calc((100vw - 88px) / 2), 104px",
  /** A house's two samples on its collections card (three cards across from 1024 px, two on tablets). */
  showcaseSample:
    "(min-width: 1376px) 200px, (min-width: 1024px) calc((100vw - 178px) / 6), (min-width: 640px) calc((100vw - 108px) / 4), calc((100vw - 46px) / 2)",
  /** The special-order house's two samples: 7 of 12 columns from 1024 px, two across below. */
  showcaseFeatureSample:
    "(min-width: 1376px) 361px, (min-width: 1024px) calc(((100vw - 96px) * 7 / 12 - 26px) / 2), (min-width: 640px) calc((100vw - 70px) / 2), calc((100vw - 46px) / 2)",
  /** A house's wordmark on its collections card (w-44) and on the feature (w-56). */
  showcaseWordmark: "176px",
  showcaseWordmarkFeature: "224px",
  /** The gallery's brand strip: five cells across from 640 px, three on phones, at most 160 px. */
  brandStrip:
    "(min-width: 1102px) 160px, (min-width: 1024px) calc((100vw - 97px) / 5 - 41px), (min-width: 640px) calc((100vw - 65px) / 5 - 41px), calc((100vw - 41px) / 3 - 25px)",
  /** The sample cart's thumbnails. */
  orderSummary: "(min-width: 640px) 96px, 80px",
  /** The swatch beside the calculator's "Estimating for" note. */
  calculatorSwatch: "(min-width: 640px) 96px, 72px",
  /**
   * The gallery's full-screen preview. The picture is letterboxed (object-contain), so this is
   * the width it is painted at, not its box: 4/5 (the room's shape) of the height left under the
   * title and above the caption bar, or the screen's width where that is narrower. The bar's two
   * links take a second row where they do not fit beside the description, so title and bar take
   * 212 px from 768 px (260 px where the links wrap, below about 850 px in English and 1100 px in
   * Spanish); 260 px from 640 px, where they always wrap; on phones, where the bar stacks, 225 px
   * with a one-line description and the links on one row, about 300 px below 430 px. Each figure
   * is the least in its range, so the picture is never fetched short of its width. A browser
   * without min() in `sizes` skips those entries and takes the next.
   */
  galleryPreview:
    "(min-width: 768px) min(100vw, calc((100vh - 212px) * 4 / 5)), (min-width: 768px) calc((100vh - 212px) * 4 / 5), (min-width: 640px) min(100vw, calc((100vh - 260px) * 4 / 5)), (min-width: 640px) calc((100vh - 260px) * 4 / 5), min(100vw, calc((100vh - 225px) * 4 / 5)), 100vw",
  /**
   * The wall visualiser's stage before a photo is chosen (the paper in one of our rooms): 8 of 12
   * columns (48 px gaps) from 1024 px, the container's width below, and never wider than 4/3 of
   * 64svh (the stage's cap; vh here, which is at least svh). Its other cap, 52rem, is wider than
   * the column on every screen.
   */
  visualiserStage:
    "(min-width: 1376px) min(838px, 64vh * 4 / 3), (min-width: 1376px) 838px, (min-width: 1024px) min((100vw - 96px) * 2 / 3 - 16px, 64vh * 4 / 3), (min-width: 1024px) calc((100vw - 96px) * 2 / 3 - 16px), (min-width: 640px) min(100vw - 64px, 64vh * 4 / 3), (min-width: 640px) calc(100vw - 64px), min(100vw - 40px, 64vh * 4 / 3), calc(100vw - 40px)",
  /**
   * The visualiser's sample rooms to start from: three across (8 px gaps, 12 px from 640 px) in
   * the side column, 4 of 12 columns from 1024 px; the container's width below.
   */
  visualiserRoomThumbnail:
    "(min-width: 1376px) 124px, (min-width: 1024px) calc((100vw - 264px) / 9), (min-width: 640px) calc((100vw - 88px) / 3), calc((100vw - 56px) / 3)",
  /**
   * One swatch per paper, drawn twice: in the current paper's note (80 px) and among the papers
   * to try, four across (10 px gaps) in the side column. The wider of the two.
   */
  visualiserSwatch:
    "(min-width: 1376px) 92px, (min-width: 1242px) calc((100vw - 282px) / 12), (min-width: 1024px) 80px, (min-width: 640px) calc((100vw - 94px) / 4), (min-width: 390px) calc((100vw - 70px) / 4), 80px",
} as const;

export type ImageSizesName = keyof typeof imageSizes;

/**
 * The narrowest and widest each layout draws its picture, in CSS px, on the screens the width
 * rule covers (360 to 1920 px wide; see candidate-widths.ts), rounded outwards. A preset serves
 * several layouts, so its ladder runs from the smallest of them to twice the largest; a picture
 * lists only the renditions its own layout can choose (`candidateWidths`). Written out rather
 * than computed, which would evaluate every string over 4,683 screens at start-up and ship the
 * evaluator to the browser with the load-more cards; sizes.test.ts recomputes each from its
 * string and fails when one is out of step.
 */
export const drawnWidths = {
  homeHero: { min: 360, max: 1120 },
  editorialHeader: { min: 318, max: 957 },
  guideIllustration: { min: 320, max: 959 },
  productMain: { min: 320, max: 959 },
  productHalf: { min: 157, max: 476 },
  productCard: { min: 152, max: 304 },
  productCardList: { min: 128, max: 224 },
  quarterGrid: { min: 154, max: 470 },
  inspirationGrid: { min: 152, max: 472 },
  roomGallery: { min: 154, max: 474 },
  photoGridWide: { min: 320, max: 959 },
  photoGridTall: { min: 156, max: 474 },
  socialFeed: { min: 144, max: 315 },
  visitMap: { min: 318, max: 957 },
  contactMap: { min: 318, max: 957 },
  teamPortrait: { min: 110, max: 466 },
  styleIndex: { min: 104, max: 468 },
  showcaseSample: { min: 133, max: 297 },
  showcaseFeatureSample: { min: 157, max: 477 },
  showcaseWordmark: { min: 176, max: 176 },
  showcaseWordmarkFeature: { min: 224, max: 224 },
  brandStrip: { min: 74, max: 175 },
  orderSummary: { min: 80, max: 96 },
  calculatorSwatch: { min: 72, max: 96 },
  galleryPreview: { min: 304, max: 791 },
  visualiserStage: { min: 320, max: 959 },
  visualiserRoomThumbnail: { min: 84, max: 312 },
  visualiserSwatch: { min: 80, max: 233 },
} as const satisfies Record<ImageSizesName, DrawnRange>;

const drawnBySizes = new Map<string, DrawnRange>(
  (Object.keys(imageSizes) as ImageSizesName[]).map((name) => [
    imageSizes[name],
    drawnWidths[name],
  ]),
);

/** The drawn range of a `sizes` attribute that is one of the layouts above; else undefined. */
export function drawnWidthsOf(sizes: string): DrawnRange | undefined {
  return drawnBySizes.get(sizes);
}

/**
 * A `sizes` attribute as written into the page: the same list without the spaces a browser does
 * not need (after commas and colons, around `*` and `/`; `+` and `-` keep theirs, as calc()
 * requires). A listing page carries its cards' attribute 48 times, in its HTML and again in its
 * RSC payload, so the readable form above stays in the source and the short one goes out.
 */
export function compactSizes(sizes: string): string {
  return compactByLayout.get(sizes) ?? compact(sizes);
}

function compact(sizes: string): string {
  return sizes
    .replace(/\s*,\s*/g, ",")
    .replace(/:\s+/g, ":")
    .replace(/\s*([*/])\s*/g, "$1");
}

// The layouts' attributes compacted once, not for each of a listing's 48 pictures per render.
const compactByLayout = new Map<string, string>(
  Object.values(imageSizes).map((sizes) => [sizes, compact(sizes)]),
);

/**
 * The renditions a picture drawn within `drawn` can use, out of its preset's ladder: none
 * narrower than the narrowest draw, which no screen would choose, and none past the first that
 * is twice the widest draw, where the rule is met (a 3x screen at the widest draw takes the
 * largest one listed). The whole ladder when the layout is not known.
 */
export function candidateWidths(
  widths: readonly number[],
  drawn: DrawnRange | undefined,
): readonly number[] {
  if (!drawn) return widths;
  const enough = widths.find((width) => width >= 2 * drawn.max);
  const kept = widths.filter(
    (width) => width >= drawn.min && (enough === undefined || width <= enough),
  );
  return kept.length > 0 ? kept : widths.slice(-1);
}

/**
 * The product page's scale view draws the swatch at its true size: `tilePx` (pixels per inch
 * times the repeat, see scale-view-model) enlarged by the factor the view sets per breakpoint
 * (`--k` in scale-view.tsx).
 */
export const scaleViewEnlargement = [
  { minWidth: 1280, k: 1.5 },
  { minWidth: 1024, k: 1.05 },
  { minWidth: 640, k: 1.4 },
  { minWidth: 0, k: 1 },
] as const;

export function scaleTileSizes(tilePx: number): string {
  return scaleViewEnlargement
    .map(({ minWidth, k }) => {
      const px = `${Math.ceil(tilePx * k * 100) / 100}px`;
      return minWidth === 0 ? px : `(min-width: ${minWidth}px) ${px}`;
    })
    .join(", ");
}
