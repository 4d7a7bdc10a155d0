/**
 * What search engines and link previews learn about a product: the title, the meta description
 * and the schema.org Product with its Offer, in the page's language. All derive from the catalog
 * entry (and its Spanish text), so they never drift from what the page shows.
 */
import { site } from "@/content/site";
import type { Locale } from "@/i18n/routing";
import { brandName, productPath } from "@/lib/catalog/lookups";
import type { Product } from "@/content/catalog/product-schema";
import { shortPriceText } from "@/lib/catalog/price";
import {
  productTranslator,
  productWords,
  styleWallpaperPhrase,
  styleWallpaperTitle,
} from "@/lib/catalog/product-details";
import { absoluteUrl } from "@/lib/config/public-config";
import { localizePath } from "@/lib/i18n/localize-path";
import { getPreset } from "@/lib/images/presets";
import { productSlot } from "@/lib/images/slots";
import { rasterUrl } from "@/lib/images/urls";

const maxDescription = 160;

const contentLanguages: Record<Locale, string> = { en: "en-US", es: "es-US" };

/** "Coconut Grove Fronds by Thibaut" / "Coconut Grove Fronds de Thibaut" */
export function productTitle(product: Product, locale: Locale = "en"): string {
  return productTranslator(locale)("meta.title", {
    name: product.name,
    brand: brandName(product.brand),
  });
}

/**
 * A unique line per product (the name leads), at most 160 characters: the facts a shopper scans
 * for first, then an invitation when it fits.
 */
export function productMetaDescription(product: Product, locale: Locale = "en"): string {
  const t = productTranslator(locale);
  const words = productWords(product, locale);
  const facts = t("meta.description", {
    title: productTitle(product, locale),
    style: words.style,
    styleWallpaper: styleWallpaperPhrase(product, locale),
    colorway: words.colorway,
    material: words.material.toLowerCase(),
    price: shortPriceText(product.price, locale),
  });
  const city = site.address.city;
  const invitation = ` ${t("meta.invitation", { city })}`;
  if (facts.length + invitation.length <= maxDescription) return facts + invitation;
  const shorter = ` ${t("meta.shortInvitation", { city })}`;
  if (facts.length + shorter.length <= maxDescription) return facts + shorter;
  return facts.length <= maxDescription
    ? facts
    : `${facts.slice(0, maxDescription - 1).trimEnd()}…`;
}

/** The alt text of the product's social card, which shows its style's pattern. */
export function productSocialImageAlt(product: Product, locale: Locale = "en"): string {
  return productTranslator(locale)("meta.imageAlt", {
    style: productWords(product, locale).style,
    styleWallpaperTitle: styleWallpaperTitle(product, locale),
    store: site.name,
  });
}

/** The product page's absolute address in `locale`. */
export function productUrl(product: Product, locale: Locale = "en"): string {
  return absoluteUrl(localizePath(productPath(product), locale));
}

/** The largest WebP of each of the product's pictures, as absolute URLs. */
export function productImageUrls(product: Product): string[] {
  return product.images.map((image) => {
    const slot = productSlot(product.id, image.kind);
    const preset = getPreset(image.kind);
    return absoluteUrl(rasterUrl(slot, preset.width, "webp"));
  });
}

export function productStructuredData(
  product: Product,
  locale: Locale = "en",
): Record<string, unknown> {
  const url = productUrl(product, locale);
  const price = product.price.amount.toFixed(2);
  const words = productWords(product, locale);
  return {
    "@context": "https://schema.org",
    "@type": "Product",
    "@id": `${url}#product`,
    name: product.name,
    description: words.description,
    inLanguage: contentLanguages[locale],
    sku: String(product.id),
    url,
    image: productImageUrls(product),
    brand: { "@type": "Brand", name: brandName(product.brand) },
    category: productTranslator(locale)("structuredData.category", { style: words.style }),
    material: words.material,
    color: words.colorway,
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
        unitText: words.priceUnit,
      },
      // One store in both languages: the home page's node, whatever language links to it.
      seller: { "@type": "HomeGoodsStore", "@id": `${absoluteUrl("/")}#store`, name: site.name },
    },
  };
}
