/**
 * The three taxonomy listing pages, `/styles/<slug>`, `/color/<name>` and `/types/<material>`:
 * one layout (src/components/catalog/listing-page.tsx) with a configuration each. A
 * configuration says which filters the page offers, how it words itself and what its route
 * parameter names. Server-side: resolving a page reads the whole catalog.
 */
import type { Metadata } from "next";

import type { Product } from "@/content/catalog/product-schema";
import type { ColorSlug } from "@/content/catalog/taxonomy";
import { site } from "@/content/site";
import { colorText } from "@/lib/catalog/color-text";
import {
  colorListing,
  noMatchesText,
  restrictState,
  styleListing,
  typeListing,
  type ListingConfig,
  type ListingEmptyText,
} from "@/lib/catalog/listing";
import {
  getColor,
  getMaterial,
  getStyle,
  productsByColor,
  productsByMaterial,
  productsByStyle,
} from "@/lib/catalog/lookups";
import { metaDescription } from "@/lib/catalog/meta-description";
import {
  catalogHref,
  defaultCatalogState,
  isFilteredOrPaged,
  type CatalogState,
} from "@/lib/catalog/catalog-query";
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
  eyebrow: string;
  empty: ListingEmptyText;
  /** `name` is the route parameter as the visitor typed it. */
  resolve: (name: string) => ListingPageSubject;
};

const browseCatalog = { href: "/catalog", label: "Browse the catalog" };

/**
 * A style's own slug, its showcase alias ("modern-geometric") or the same in capitals all find
 * the style; only the style's own slug is its address, the others redirect there.
 */
export const styleListingPage: ListingPageConfig = {
  listing: styleListing,
  eyebrow: "Wallpaper by Style",
  empty: {
    title: "No Products Found",
    text: "No products currently match this style.",
    browse: { href: "/styles", label: "Browse all styles" },
  },
  resolve(name) {
    const style = getStyle(name.toLowerCase());
    const title = stylePageTitle(name);
    return {
      path: `/styles/${style?.slug ?? encodeURIComponent(name)}`,
      redirects: style !== undefined && style.slug !== name,
      known: style !== undefined,
      pool: style ? productsByStyle(style.slug) : [],
      title,
      lead: style?.description,
      metaTitle: title,
      metaDescription: style
        ? metaDescription(`${title}: ${style.description}`)
        : metaDescription(
            `${title}: no wallpapers are filed under this style. Browse our styles or the full catalog at ${site.name}.`,
          ),
      locked: {
        group: "style",
        label: style?.title ?? title,
        note: "Set by this page.",
        link: { href: "/styles", label: "See all styles" },
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
  eyebrow: "Wallpaper by Color",
  empty: { ...noMatchesText, browse: browseCatalog },
  resolve(name) {
    const color = getColor(name);
    const text = colorText(name);
    const colorName = titleFromSlug(name) || "Color";
    return {
      path: `/color/${color?.slug ?? encodeURIComponent(name.toLowerCase())}`,
      redirects: color !== undefined && color.slug !== name,
      known: color !== undefined,
      pool: color ? productsByColor(color.slug) : [],
      title: text.title,
      lead: text.description,
      metaTitle: colorPageTitle(name),
      metaDescription: metaDescription(text.description),
      locked: {
        group: "color",
        label: colorName,
        swatch: color?.swatch,
        note: "Set by this page.",
      },
      otherColors: { current: color?.slug, name: colorName },
    };
  },
};

/** The catalog within one material (a wallpaper "type"), with the full filter panel. */
export const typeListingPage: ListingPageConfig = {
  listing: typeListing,
  eyebrow: "Wallpaper by Type",
  empty: {
    title: "No Products Found",
    text: "No products currently match this type.",
    browse: browseCatalog,
  },
  resolve(name) {
    const material = getMaterial(name.toLowerCase());
    const title = typePageTitle(name);
    return {
      path: `/types/${material?.slug ?? encodeURIComponent(name)}`,
      redirects: material !== undefined && material.slug !== name,
      known: material !== undefined,
      pool: material ? productsByMaterial(material.slug) : [],
      title,
      lead: material?.description,
      metaTitle: title,
      metaDescription: material
        ? metaDescription(`${title}: ${material.description}`)
        : metaDescription(
            `${title}: no wallpapers are filed under this type. Browse the full catalog of designer wallpaper at ${site.name}.`,
          ),
    };
  },
};

export function listingPageMetadata(
  config: ListingPageConfig,
  name: string,
  query: CatalogState,
): Metadata {
  const page = config.resolve(name);
  return pageMetadata({
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
