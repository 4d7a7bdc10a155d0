/**
 * The product page's details table and the printed spec sheet read these rows, so a designer or
 * contractor sees the same facts, in the same order, on screen and on paper, in either language.
 *
 * The words come from the `product` messages through a translator made without a request
 * (createTranslator), so these builders stay plain functions the page, its metadata, the JSON-LD
 * and the tests all share.
 */
import { createTranslator } from "next-intl";

import type { Product } from "@/content/catalog/product-schema";
import type { PatternMatch } from "@/content/catalog/taxonomy";
import { productTranslation } from "@/content/es/catalog/product-translations";
import { patternMatchText } from "@/content/es/catalog/taxonomy";
import type { Locale } from "@/i18n/routing";
import { stylePageTitle } from "@/lib/catalog/titles";
import {
  brandName,
  materialTitle,
  priceUnitWord,
  styleTitle,
} from "@/lib/catalog/taxonomy-lookups";
import { messagesByLocale } from "@/messages/messages";

export type DetailRow = { label: string; value: string };

function createProductTranslator(locale: Locale) {
  return createTranslator({ locale, messages: messagesByLocale[locale], namespace: "product" });
}

export type ProductTranslator = ReturnType<typeof createProductTranslator>;

// One per language: the catalog renders hundreds of rows and captions per build.
const translators = new Map<Locale, ProductTranslator>();

/** The `product` messages in `locale`, usable outside React (metadata, JSON-LD, tests). */
export function productTranslator(locale: Locale): ProductTranslator {
  let translator = translators.get(locale);
  if (!translator) {
    translator = createProductTranslator(locale);
    translators.set(locale, translator);
  }
  return translator;
}

const matchLabels: Record<PatternMatch, string> = {
  straight: "Straight",
  "half-drop": "Half-drop",
  random: "Random",
};

/** "Straight" / "Recto": the match as the details table names it. */
export function matchLabel(match: PatternMatch, locale: Locale = "en"): string {
  return locale === "es" ? patternMatchText[match] : matchLabels[match];
}

/**
 * What a visitor reads about a product in `locale`: its prose and the taxonomy words it is
 * filed under. Names, sizes and prices are shared by both languages, so they are not here.
 */
export type ProductWords = {
  description: string;
  colorway: string;
  use: string;
  cleaning: string;
  style: string;
  material: string;
  priceUnit: string;
};

export function productWords(product: Product, locale: Locale = "en"): ProductWords {
  const prose =
    locale === "es"
      ? productTranslation(product.id)
      : { ...product.details, description: product.description };
  return {
    description: prose.description,
    colorway: prose.colorway,
    use: prose.use,
    cleaning: prose.cleaning,
    style: styleTitle(product.style, locale),
    material: materialTitle(product.material, locale),
    priceUnit: priceUnitWord(product.price.unit, locale),
  };
}

/**
 * The style page's title, "Damask Wallpaper" / "Papel tapiz de damasco": the crumb that leads
 * there, and in Spanish the phrase headings and descriptions use for the style, because the
 * Spanish style names are plural labels ("Geométricos") that cannot follow "papel tapiz".
 */
export function styleWallpaperTitle(product: Product, locale: Locale = "en"): string {
  return stylePageTitle(product.style, locale);
}

/** The same phrase inside a sentence: "más papel tapiz de damasco". */
export function styleWallpaperPhrase(product: Product, locale: Locale = "en"): string {
  const title = styleWallpaperTitle(product, locale);
  // English title case stays; Spanish writes the phrase in lower case mid-sentence.
  return locale === "es" ? title.charAt(0).toLowerCase() + title.slice(1) : title;
}

/** At most two decimals, so a computed value never prints as 20.499999. */
function figure(value: number): string {
  return String(Number(value.toFixed(2)));
}

/** "20.5 in" / "20.5 pulg." */
export function formatInches(inches: number, locale: Locale = "en"): string {
  return productTranslator(locale)("details.inches", { value: figure(inches) });
}

/** "33 ft" / "33 pies" */
export function formatFeet(feet: number, locale: Locale = "en"): string {
  return productTranslator(locale)("details.feet", { value: figure(feet) });
}

/** A repeat of 0 means the design has none (plains, grasscloths, murals). */
export function formatRepeat(inches: number, locale: Locale = "en"): string {
  return inches === 0
    ? productTranslator(locale)("details.noRepeat")
    : formatInches(inches, locale);
}

/** "Class A" / "Clase A", "Type II" / "Tipo II": the grade is the same in both languages. */
export function commercialRatings(
  commercial: NonNullable<Product["commercial"]>,
  locale: Locale = "en",
): { fireRating: string; wallcoveringType: string } {
  const t = productTranslator(locale);
  return {
    fireRating: t("details.fireClass", { grade: commercial.fireRating.replace(/^Class /, "") }),
    wallcoveringType: t("details.wallcoveringClass", {
      grade: commercial.wallcoveringType.replace(/^Type /, ""),
    }),
  };
}

export function productDetailRows(product: Product, locale: Locale = "en"): DetailRow[] {
  const { details } = product;
  const t = productTranslator(locale);
  const words = productWords(product, locale);
  const rows: DetailRow[] = [
    { label: t("details.labels.brand"), value: brandName(product.brand) },
    { label: t("details.labels.collection"), value: product.collection },
    { label: t("details.labels.pattern"), value: details.pattern },
    { label: t("details.labels.color"), value: words.colorway },
    { label: t("details.labels.material"), value: words.material },
    { label: t("details.labels.width"), value: formatInches(details.widthInches, locale) },
    { label: t("details.labels.length"), value: formatFeet(details.lengthFeet, locale) },
    {
      label: t("details.labels.horizontalRepeat"),
      value: formatRepeat(details.horizontalRepeatInches, locale),
    },
    {
      label: t("details.labels.verticalRepeat"),
      value: formatRepeat(details.verticalRepeatInches, locale),
    },
    { label: t("details.labels.match"), value: matchLabel(details.match, locale) },
    { label: t("details.labels.use"), value: words.use },
    { label: t("details.labels.style"), value: words.style },
    { label: t("details.labels.cleaning"), value: words.cleaning },
    {
      label: t("details.labels.humidRooms"),
      value: product.humidRooms ? t("details.humidSuitable") : t("details.humidDry"),
    },
  ];
  if (product.commercial) {
    const ratings = commercialRatings(product.commercial, locale);
    rows.push(
      {
        label: t("details.labels.fireRating"),
        value: t("details.fireRatingValue", {
          rating: ratings.fireRating,
          standard: product.commercial.standard,
        }),
      },
      { label: t("details.labels.wallcoveringType"), value: ratings.wallcoveringType },
    );
  }
  return rows;
}
