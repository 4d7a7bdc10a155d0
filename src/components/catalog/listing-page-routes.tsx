import type { Metadata } from "next";

import { ListingPage } from "@/components/catalog/listing-page";
import { colors, materials, styles } from "@/content/catalog/taxonomy";
import { pageLocale } from "@/i18n/page-locale";
import {
  colorListingPage,
  listingPageMetadata,
  styleListingPage,
  typeListingPage,
  type ListingPageConfig,
} from "@/lib/catalog/listing-pages";
import {
  defaultCatalogState,
  parseCatalogQuery,
  type CatalogSearchParams,
} from "@/lib/catalog/catalog-query";

type RouteParams<Param extends string> = Promise<{ locale: string } & Record<Param, string>>;
type PreRenderedProps<Param extends string> = { params: RouteParams<Param> };
type PerRequestProps<Param extends string> = PreRenderedProps<Param> & {
  searchParams: Promise<CatalogSearchParams>;
};

/**
 * The two routes behind each taxonomy listing's address (`/styles/<slug>`, `/color/<name>`,
 * `/types/<material>`): the page of each known entry, built once per language, and its
 * per-request twin for a filtered view, an alias or an unknown name (src/proxy.ts chooses).
 * Route files re-export these, so the three listings cannot drift apart.
 */
function listingPageRoutes<Param extends string>(
  config: ListingPageConfig,
  param: Param,
  builtSlugs: readonly string[],
) {
  async function nameIn(params: RouteParams<Param>) {
    const resolved = await params;
    return resolved[param];
  }
  return {
    preRendered: {
      generateStaticParams: () => builtSlugs.map((slug) => ({ [param]: slug })),
      async generateMetadata({ params }: PreRenderedProps<Param>): Promise<Metadata> {
        const locale = await pageLocale(params);
        return listingPageMetadata(config, await nameIn(params), defaultCatalogState, locale);
      },
      async Page({ params }: PreRenderedProps<Param>) {
        await pageLocale(params);
        return (
          <ListingPage config={config} name={await nameIn(params)} query={defaultCatalogState} />
        );
      },
    },
    perRequest: {
      async generateMetadata({ params, searchParams }: PerRequestProps<Param>): Promise<Metadata> {
        const locale = await pageLocale(params);
        const query = parseCatalogQuery(await searchParams);
        return listingPageMetadata(config, await nameIn(params), query, locale);
      },
      async Page({ params, searchParams }: PerRequestProps<Param>) {
        await pageLocale(params);
        const query = parseCatalogQuery(await searchParams);
        return <ListingPage config={config} name={await nameIn(params)} query={query} />;
      },
    },
  };
}

const slugsOf = (entries: readonly { slug: string }[]) => entries.map((entry) => entry.slug);

export const styleListingRoutes = listingPageRoutes(styleListingPage, "styleName", slugsOf(styles));
export const colorListingRoutes = listingPageRoutes(colorListingPage, "colorName", slugsOf(colors));
export const typeListingRoutes = listingPageRoutes(typeListingPage, "typeName", slugsOf(materials));
