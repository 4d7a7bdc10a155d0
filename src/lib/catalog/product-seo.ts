/**
 * What search engines and link previews learn about a product: the meta description and the
 * schema.org Product with its Offer. Both derive from the catalog entry, so they never drift
 * from what the page shows.
 */
import { site } from "@/content/site";
import { brandName, materialTitle, productPath, styleTitle } from "@/lib/catalog/lookups";
import type { Product } from "@/content/catalog/product-schema";
import { priceUnitWord, shortPriceText } from "@/lib/catalog/price";
import { absoluteUrl } from "@/lib/config/public-config";
import { getPreset } from "@/lib/images/presets";
import { productSlot } from "@/lib/images/slots";
import { rasterUrl } from "@/lib/images/urls";

const maxDescription = 160;

/** "Coconut Grove Fronds by Thibaut" */
export function productTitle(product: Product): string {
  return `${product.name} by ${brandName(product.brand)}`;
}

/**
 * A unique line per product (the name leads), at most 160 characters: the facts a shopper scans
 * for first, then an invitation when it fits.
 */
export function productMetaDescription(product: Product): string {
  const facts = `${productTitle(product)}: ${styleTitle(product.style)} wallpaper in ${product.details.colorway}, ${materialTitle(product.material).toLowerCase()}, ${shortPriceText(product.price)}.`;
  const invitation = ` See the sample at our ${site.address.city} showroom.`;
  if (facts.length + invitation.length <= maxDescription) return facts + invitation;
  const shorter = ` Samples in ${site.address.city}.`;
  if (facts.length + shorter.length <= maxDescription) return facts + shorter;
  return facts.length <= maxDescription
    ? facts
    : `${facts.slice(0, maxDescription - 1).trimEnd()}…`;
}

/** The largest WebP of each of the product's pictures, as absolute URLs. */
export function productImageUrls(product: Product): string[] {
  return product.images.map((image) => {
    const slot = productSlot(product.id, image.kind);
    const preset = getPreset(image.kind);
    return absoluteUrl(rasterUrl(slot, preset.width, "webp"));
  });
}

export function productStructuredData(product: Product): Record<string, unknown> {
  const url = absoluteUrl(productPath(product));
  const price = product.price.amount.toFixed(2);
  return {
    "@context": "https://schema.org",
    "@type": "Product",
    "@id": `${url}#product`,
    name: product.name,
    description: product.description,
    sku: String(product.id),
    url,
    image: productImageUrls(product),
    brand: { "@type": "Brand", name: brandName(product.brand) },
    category: `Wallpaper > ${styleTitle(product.style)}`,
    material: materialTitle(product.material),
    color: product.details.colorway,
    offers: {
      "@type": "Offer",
      url,
      price,
      priceCurrency: "USD",
      availability: product.inStock ? "https://schema.org/InStock" : "https://schema.org/BackOrder",
      itemCondition: "https://schema.org/NewCondition",
      priceSpecification: {
        "@type": "UnitPriceSpecification",
        price,
        priceCurrency: "USD",
        unitText: priceUnitWord(product.price.unit),
      },
      seller: { "@type": "HomeGoodsStore", "@id": `${absoluteUrl("/")}#store`, name: site.name },
    },
  };
}
