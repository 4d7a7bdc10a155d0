/** The logic behind the brand showcase on /collections; its entries are data in src/content. */
import type { ShowcaseEntry, ShowcaseSample } from "@/content/catalog/brand-showcase";
import { specialOrderArtwork } from "@/content/catalog/brand-showcase";
import { brands, showcaseStyleSlugs } from "@/content/catalog/taxonomy";
import { brandName, getStyle, productsByBrand } from "@/lib/catalog/lookups";
import { productSlot } from "@/lib/images/slots";

/**
 * Two sample images for a card: the brand's first two products in catalog order (so the
 * showcase changes only when the catalog does), or the drawn impressions for special order.
 */
export function showcaseSamples(entry: ShowcaseEntry): ShowcaseSample[] {
  if (entry.availability === "special-order") return [...specialOrderArtwork];
  const brand = brands.find((b) => b.slug === entry.slug);
  if (!brand) return [];
  return productsByBrand(brand.slug)
    .slice(0, 2)
    .map((product) => ({
      kind: "product",
      slot: productSlot(product.id, "swatch"),
      alt: `${product.name} by ${brandName(product.brand)}, pattern swatch`,
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

export const showcaseStyles: readonly ShowcaseStyleLink[] = showcaseStyleSlugs.map((slug) => {
  const style = getStyle(slug);
  if (!style) throw new Error(`Showcase style "${slug}" does not resolve to a style.`);
  return { slug, title: style.title, href: `/styles/${style.slug}` };
});
