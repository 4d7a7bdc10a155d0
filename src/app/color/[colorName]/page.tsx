import type { Metadata } from "next";
import { ArrowRight } from "lucide-react";
import Link from "next/link";
import { permanentRedirect } from "next/navigation";

import { CatalogueListing } from "@/components/catalogue/catalogue-listing";
import { ColourLinks } from "@/components/catalogue/colour-links";
import { ClearFiltersLink } from "@/components/catalogue/clear-filters-link";
import { EmptyState } from "@/components/catalogue/empty-state";
import { buildListing, colourListing, restrictState } from "@/components/catalogue/listing";
import { ListingHeader } from "@/components/catalogue/listing-header";
import { metaDescription } from "@/components/catalogue/meta-description";
import { LinkButton } from "@/components/ui/link-button";
import { colourText } from "@/content/catalogue/colour-texts";
import { getColour, productsByColour } from "@/content/catalogue/lookups";
import {
  catalogueHref,
  defaultCatalogueState,
  hasActiveFilters,
  isFilteredOrPaged,
  parseCatalogueQuery,
  type CatalogueSearchParams,
} from "@/lib/catalogue/query";
import { colourPageTitle, titleFromSlug } from "@/lib/catalogue/titles";
import { JsonLd } from "@/lib/seo/json-ld";
import { pageMetadata } from "@/lib/seo/page-metadata";
import { breadcrumbStructuredData } from "@/lib/seo/structured-data";

type ColourPageProps = {
  params: Promise<{ colorName: string }>;
  searchParams: Promise<CatalogueSearchParams>;
};

function resolve(colorName: string) {
  const colour = getColour(colorName);
  return {
    colour,
    path: `/color/${colour?.slug ?? encodeURIComponent(colorName.toLowerCase())}`,
  };
}

export async function generateMetadata({
  params,
  searchParams,
}: ColourPageProps): Promise<Metadata> {
  const { colorName } = await params;
  const { colour, path } = resolve(colorName);
  const state = restrictState(parseCatalogueQuery(await searchParams), colourListing);
  return pageMetadata({
    title: colourPageTitle(colorName),
    description: metaDescription(colourText(colorName).description),
    path,
    noindex: !colour || isFilteredOrPaged(state),
  });
}

/**
 * Any colour name renders: the twelve named colours with their products, anything else with the
 * generic introduction and an empty list. Three cards, then a link to the whole list in /catalog.
 */
export default async function ColourPage({ params, searchParams }: ColourPageProps) {
  const { colorName } = await params;
  const { colour, path } = resolve(colorName);
  const rawState = parseCatalogueQuery(await searchParams);
  if (colour && colour.slug !== colorName) {
    permanentRedirect(catalogueHref(path, restrictState(rawState, colourListing)));
  }
  const text = colourText(colorName);
  const colourName = titleFromSlug(colorName) || "Color";
  const listing = buildListing(
    colour ? productsByColour(colour.slug) : [],
    rawState,
    colourListing,
  );
  const { state, slice } = listing;
  const crumbs = [
    { label: "Home", href: "/" },
    { label: "Catalog", href: "/catalog" },
    { label: text.title },
  ];
  const seeAllHref = colour
    ? catalogueHref("/catalog", {
        ...defaultCatalogueState,
        q: state.q,
        brand: state.brand,
        style: state.style,
        price: state.price,
        color: colour.slug,
      })
    : null;
  const filtered = hasActiveFilters(state, { includeSearch: true });

  return (
    <>
      {colour ? (
        <JsonLd
          data={breadcrumbStructuredData([
            ...crumbs.slice(0, 2),
            { label: text.title, href: path },
          ])}
        />
      ) : null}
      <ListingHeader
        crumbs={crumbs}
        eyebrow="Wallpaper by Color"
        title={text.title}
        lead={<p>{text.description}</p>}
      />
      <CatalogueListing
        basePath={path}
        listing={listing}
        config={colourListing}
        priorityFirst
        locked={{
          group: "color",
          label: colourName,
          swatch: colour?.swatch,
          note: "Set by this page.",
        }}
        footer={
          <>
            {seeAllHref && slice.total > slice.shown ? (
              <div className="mt-12 border-t border-border pt-10 text-center">
                <Link
                  href={seeAllHref}
                  className="group/all inline-flex min-h-11 items-center gap-2 font-display text-2xl underline decoration-border-strong decoration-1 underline-offset-[6px] hover:decoration-foreground"
                >
                  See all {slice.total} {colourName.toLowerCase()} wallpapers
                  <ArrowRight
                    aria-hidden="true"
                    className="size-5 transition-transform group-hover/all:translate-x-1 motion-reduce:transition-none"
                  />
                </Link>
              </div>
            ) : null}
            <ColourLinks current={colour?.slug} />
          </>
        }
        empty={
          <EmptyState title="No products found" text="Try adjusting your filters or search terms">
            {filtered ? (
              <ClearFiltersLink basePath={path} state={state} />
            ) : (
              <LinkButton href="/catalog" variant="outline">
                Browse the catalog
              </LinkButton>
            )}
          </EmptyState>
        }
      />
    </>
  );
}
