/**
 * The three taxonomy listing pages, `/styles/<slug>`, `/color/<name>` and `/types/<material>`:
 * one layout (src/components/catalog/listing-page.tsx) with a configuration each. A
 * configuration says which filters the page offers, how it words itself (in the page's language)
 * and what its route parameter names. Server-side: resolving a page reads the whole catalog.
 */
import type { Metadata } from "next";

import type { Product } from "@/content/catalog/product-schema";
import type { ColorSlug } from "@/content/catalog/taxonomy";
import { localizedSite } from "@/content/localized";
import type { Locale } from "@/i18n/routing";
import { catalogText } from "@/lib/catalog/catalog-text";
import { colorText } from "@/lib/catalog/color-text";
import {
  colorListing,
  noMatchesTextFor,
  restrictState,
  styleListing,
  typeListing,
  type ListingConfig,
  type ListingEmptyText,
} from "@/lib/catalog/listing";
import {
  colorTitle,
  getColor,
  getMaterial,
  getStyle,
  productsByColor,
  productsByMaterial,
  productsByStyle,
  styleTitle,
} from "@/lib/catalog/lookups";
import { metaDescription } from "@/lib/catalog/meta-description";
import {
  catalogHref,
  defaultCatalogState,
  isFilteredOrPaged,
  type CatalogState,
} from "@/lib/catalog/catalog-query";
import { materialDescription, styleDescription } from "@/lib/catalog/taxonomy-lookups";
import { colorPageTitle, stylePageTitle, titleFromSlug, typePageTitle } from "@/lib/catalog/titles";
import { pageMetadata } from "@/lib/seo/page-metadata";

/** The group a page's route fixes, shown disabled in the filter panel. */
export type LockedGroup = {
  group: "style" | "color";
  label: string;
  /** The chip color when the locked group is the color. */
  swatch?: string;
  note: string;
  /** Where to pick another value of the group, after the note. */
  link?: { href: string; label: string };
};

/** What a route parameter names, and everything on its page that depends on it. */
export type ListingPageSubject = {
  /** The page's own address: the entry's slug, or the parameter itself when nothing matches. */
  path: string;
  /** A known entry asked for by an alias or in other capitals: the page redirects to `path`. */
  redirects: boolean;
  /** An unknown name still renders (with no products), but search engines skip it. */
  known: boolean;
  pool: readonly Product[];
  /** The small line above the heading. */
  eyebrow: string;
  /** What the page says when nothing matches. */
  empty: ListingEmptyText;
  /** The heading and the last breadcrumb. */
  title: string;
  lead?: string;
  metaTitle: string;
  metaDescription: string;
  locked?: LockedGroup;
  /** Color pages end with a link to the color's whole list and links to the other colors. */
  otherColors?: { current?: ColorSlug; name: string };
};

export type ListingPageConfig = {
  listing: ListingConfig;
  /** `name` is the route parameter as the visitor typed it; texts are in `locale`. */
  resolve: (name: string, locale?: Locale) => ListingPageSubject;
};

function browseCatalog(locale: Locale) {
  return { href: "/catalog", label: catalogText(locale)("listing.browseCatalog") };
}

/**
 * A style's own slug, its showcase alias ("modern-geometric") or the same in capitals all find
 * the style; only the style's own slug is its address, the others redirect there.
 */
export const styleListingPage: ListingPageConfig = {
  listing: styleListing,
  resolve(name, locale = "en") {
    const t = catalogText(locale);
    const style = getStyle(name.toLowerCase());
    const title = stylePageTitle(name, locale);
    const description = style ? styleDescription(style.slug, locale) : undefined;
    return {
      path: `/styles/${style?.slug ?? encodeURIComponent(name)}`,
      redirects: style !== undefined && style.slug !== name,
      known: style !== undefined,
      pool: style ? productsByStyle(style.slug) : [],
      eyebrow: t("stylePage.eyebrow"),
      empty: {
        title: t("stylePage.empty.title"),
        text: t("stylePage.empty.text"),
        browse: { href: "/styles", label: t("stylePage.empty.browse") },
      },
      title,
      lead: description,
      metaTitle: title,
      metaDescription: metaDescription(
        description
          ? `${title}: ${description}`
          : t("stylePage.unknownDescription", { title, siteName: localizedSite(locale).name }),
      ),
      locked: {
        group: "style",
        label: style ? styleTitle(style.slug, locale) : title,
        note: t("listing.lockedNote"),
        link: { href: "/styles", label: t("stylePage.lockedLink") },
      },
    };
  },
};

/**
 * Any color name renders: the twelve named colors with their products, anything else with the
 * generic introduction and an empty list. Three cards, then a link to the whole list in /catalog.
 */
export const colorListingPage: ListingPageConfig = {
  listing: colorListing,
  resolve(name, locale = "en") {
    const t = catalogText(locale);
    const color = getColor(name);
    const text = colorText(name, locale);
    // The chip and the closing link name the color as the filters do ("Teal", "Verde azulado").
    const label =
      (locale === "es" && color ? colorTitle(color.slug, locale) : titleFromSlug(name)) ||
      t("colorPage.lockedFallback");
    return {
      path: `/color/${color?.slug ?? encodeURIComponent(name.toLowerCase())}`,
      redirects: color !== undefined && color.slug !== name,
      known: color !== undefined,
      pool: color ? productsByColor(color.slug) : [],
      eyebrow: t("colorPage.eyebrow"),
      empty: { ...noMatchesTextFor(locale), browse: browseCatalog(locale) },
      title: text.title,
      lead: text.description,
      metaTitle: colorPageTitle(name, locale),
      metaDescription: metaDescription(text.description),
      locked: {
        group: "color",
        label,
        swatch: color?.swatch,
        note: t("listing.lockedNote"),
      },
      otherColors: { current: color?.slug, name: label },
    };
  },
};

/** The catalog within one material (a wallpaper "type"), with the full filter panel. */
export const typeListingPage: ListingPageConfig = {
  listing: typeListing,
  resolve(name, locale = "en") {
    const t = catalogText(locale);
    const material = getMaterial(name.toLowerCase());
    const title = typePageTitle(name, locale);
    const description = material ? materialDescription(material.slug, locale) : undefined;
    return {
      path: `/types/${material?.slug ?? encodeURIComponent(name)}`,
      redirects: material !== undefined && material.slug !== name,
      known: material !== undefined,
      pool: material ? productsByMaterial(material.slug) : [],
      eyebrow: t("typePage.eyebrow"),
      empty: {
        title: t("typePage.empty.title"),
        text: t("typePage.empty.text"),
        browse: browseCatalog(locale),
      },
      title,
      lead: description,
      metaTitle: title,
      metaDescription: metaDescription(
        description
          ? `${title}: ${description}`
          : t("typePage.unknownDescription", { title, siteName: localizedSite(locale).name }),
      ),
    };
  },
};

export function listingPageMetadata(
  config: ListingPageConfig,
  name: string,
  query: CatalogState,
  locale: Locale = "en",
): Metadata {
  const page = config.resolve(name, locale);
  return pageMetadata({
    locale,
    title: page.metaTitle,
    description: page.metaDescription,
    path: page.path,
    noindex: !page.known || isFilteredOrPaged(restrictState(query, config.listing)),
  });
}

/** The color's whole list in /catalog, keeping the filters the color page shares with it. */
export function catalogColorHref(color: ColorSlug, state: CatalogState): string {
  return catalogHref("/catalog", {
    ...defaultCatalogState,
    q: state.q,
    brand: state.brand,
    style: state.style,
    price: state.price,
    color,
  });
}
