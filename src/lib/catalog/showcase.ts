/** The logic behind the brand showcase on /collections; its entries are data in src/content. */
import {
  brandShowcase,
  specialOrderArtwork,
  type ShowcaseEntry,
  type ShowcaseSample,
} from "@/content/catalog/brand-showcase";
import { brands, showcaseStyleSlugs } from "@/content/catalog/taxonomy";
import {
  brandShowcase as spanishBrandShowcase,
  specialOrderArtwork as spanishSpecialOrderArtwork,
} from "@/content/es/catalog/brand-showcase";
import type { Locale } from "@/i18n/routing";
import { catalogText } from "@/lib/catalog/catalog-text";
import { brandName, getStyle, productsByBrand, styleTitle } from "@/lib/catalog/lookups";
import { productSlot } from "@/lib/images/slots";

/** The showcase's houses with their descriptions in the page's language. */
export function localizedBrandShowcase(locale: Locale = "en"): readonly ShowcaseEntry[] {
  return locale === "es" ? spanishBrandShowcase : brandShowcase;
}

/**
 * Two sample images for a card: the brand's first two products in catalog order (so the
 * showcase changes only when the catalog does), or the drawn impressions for special order.
 */
export function showcaseSamples(entry: ShowcaseEntry, locale: Locale = "en"): ShowcaseSample[] {
  if (entry.availability === "special-order") {
    return [...(locale === "es" ? spanishSpecialOrderArtwork : specialOrderArtwork)];
  }
  const brand = brands.find((b) => b.slug === entry.slug);
  if (!brand) return [];
  const t = catalogText(locale);
  return productsByBrand(brand.slug)
    .slice(0, 2)
    .map((product) => ({
      kind: "product",
      slot: productSlot(product.id, "swatch"),
      alt: t("alt.showcaseSample", { name: product.name, brand: brandName(product.brand) }),
      product,
    }));
}

export type ShowcaseStyleLink = {
  /** The slug as the showcase names it ("modern-geometric"). */
  slug: (typeof showcaseStyleSlugs)[number];
  title: string;
  /** The style's own page, so the link never lands on a duplicate URL. */
  href: string;
};

/** The showcase's eight styles, titled in the page's language. */
export function showcaseStylesFor(locale: Locale = "en"): readonly ShowcaseStyleLink[] {
  return showcaseStyleSlugs.map((slug) => {
    const style = getStyle(slug);
    if (!style) throw new Error(`Showcase style "${slug}" does not resolve to a style.`);
    return { slug, title: styleTitle(style.slug, locale), href: `/styles/${style.slug}` };
  });
}

export const showcaseStyles: readonly ShowcaseStyleLink[] = showcaseStylesFor("en");
