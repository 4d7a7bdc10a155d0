import type { Metadata } from "next";
import Link from "next/link";
import { permanentRedirect } from "next/navigation";

import { CatalogueListing } from "@/components/catalogue/catalogue-listing";
import { ClearFiltersLink } from "@/components/catalogue/clear-filters-link";
import { EmptyState } from "@/components/catalogue/empty-state";
import { buildListing, restrictState, styleListing } from "@/components/catalogue/listing";
import { ListingHeader } from "@/components/catalogue/listing-header";
import { metaDescription } from "@/components/catalogue/meta-description";
import { LinkButton } from "@/components/ui/link-button";
import { getStyle, productsByStyle } from "@/content/catalogue/lookups";
import { site } from "@/content/site";
import {
  catalogueHref,
  hasActiveFilters,
  isFilteredOrPaged,
  type CatalogueState,
} from "@/lib/catalogue/query";
import { stylePageTitle } from "@/lib/catalogue/titles";
import { JsonLd } from "@/lib/seo/json-ld";
import { pageMetadata } from "@/lib/seo/page-metadata";
import { breadcrumbStructuredData } from "@/lib/seo/structured-data";

/**
 * A style's own slug, its showcase alias ("modern-geometric") or the same in capitals all find
 * the style; only the style's own slug is its address, the others redirect there.
 */
function resolve(styleName: string) {
  const style = getStyle(styleName.toLowerCase());
  return { style, path: `/styles/${style?.slug ?? encodeURIComponent(styleName)}` };
}

/**
 * `/styles/<slug>`: one style's wallpapers with brand and colour filters. Two routes render it:
 * the pre-rendered page (no query) and its per-request twin (src/lib/catalogue/style-route.ts).
 */
export function stylePageMetadata(styleName: string, query: CatalogueState): Metadata {
  const { style, path } = resolve(styleName);
  const state = restrictState(query, styleListing);
  const title = stylePageTitle(styleName);
  return pageMetadata({
    title,
    description: style
      ? metaDescription(`${title}: ${style.description}`)
      : metaDescription(
          `${title}: no wallpapers are filed under this style. Browse our styles or the full catalog at ${site.name}.`,
        ),
    path,
    noindex: !style || isFilteredOrPaged(state),
  });
}

export function StylePage({ styleName, query }: { styleName: string; query: CatalogueState }) {
  const { style, path } = resolve(styleName);
  if (style && style.slug !== styleName) {
    permanentRedirect(catalogueHref(path, restrictState(query, styleListing)));
  }

  const title = stylePageTitle(styleName);
  const listing = buildListing(style ? productsByStyle(style.slug) : [], query, styleListing);
  const crumbs = [
    { label: "Home", href: "/" },
    { label: "Catalog", href: "/catalog" },
    { label: title },
  ];
  const filtered = hasActiveFilters(listing.state);

  return (
    <>
      {style ? (
        <JsonLd
          data={breadcrumbStructuredData([...crumbs.slice(0, 2), { label: title, href: path }])}
        />
      ) : null}
      <ListingHeader
        crumbs={crumbs}
        eyebrow="Wallpaper by Style"
        title={title}
        lead={style ? <p>{style.description}</p> : undefined}
      />
      <CatalogueListing
        basePath={path}
        listing={listing}
        config={styleListing}
        priorityFirst
        locked={{
          group: "style",
          label: style?.title ?? title,
          note: (
            <>
              Set by this page.{" "}
              <Link
                href="/styles"
                className="text-foreground underline decoration-1 underline-offset-4"
              >
                See all styles
              </Link>
            </>
          ),
        }}
        empty={
          <EmptyState title="No Products Found" text="No products currently match this style.">
            {filtered ? (
              <ClearFiltersLink basePath={path} state={listing.state} includeSearch={false} />
            ) : (
              <LinkButton href="/styles" variant="outline">
                Browse all styles
              </LinkButton>
            )}
          </EmptyState>
        }
      />
    </>
  );
}
