import type { Metadata } from "next";
import { permanentRedirect } from "next/navigation";

import { CatalogueListing } from "@/components/catalogue/catalogue-listing";
import { ClearFiltersLink } from "@/components/catalogue/clear-filters-link";
import { EmptyState } from "@/components/catalogue/empty-state";
import { buildListing, restrictState, typeListing } from "@/components/catalogue/listing";
import { ListingHeader } from "@/components/catalogue/listing-header";
import { metaDescription } from "@/components/catalogue/meta-description";
import { LinkButton } from "@/components/ui/link-button";
import { getMaterial, productsByMaterial } from "@/content/catalogue/lookups";
import { site } from "@/content/site";
import {
  catalogueHref,
  hasActiveFilters,
  isFilteredOrPaged,
  parseCatalogueQuery,
  type CatalogueSearchParams,
} from "@/lib/catalogue/query";
import { typePageTitle } from "@/lib/catalogue/titles";
import { JsonLd } from "@/lib/seo/json-ld";
import { pageMetadata } from "@/lib/seo/page-metadata";
import { breadcrumbStructuredData } from "@/lib/seo/structured-data";

type TypePageProps = {
  params: Promise<{ typeName: string }>;
  searchParams: Promise<CatalogueSearchParams>;
};

function resolve(typeName: string) {
  const material = getMaterial(typeName.toLowerCase());
  return { material, path: `/types/${material?.slug ?? encodeURIComponent(typeName)}` };
}

export async function generateMetadata({ params, searchParams }: TypePageProps): Promise<Metadata> {
  const { typeName } = await params;
  const { material, path } = resolve(typeName);
  const state = restrictState(parseCatalogueQuery(await searchParams), typeListing);
  const title = typePageTitle(typeName);
  return pageMetadata({
    title,
    description: material
      ? metaDescription(`${title}: ${material.description}`)
      : metaDescription(
          `${title}: no wallpapers are filed under this type. Browse the full catalog of designer wallpaper at ${site.name}.`,
        ),
    path,
    noindex: !material || isFilteredOrPaged(state),
  });
}

/** The catalogue within one material (a wallpaper "type"), with the full filter panel. */
export default async function TypePage({ params, searchParams }: TypePageProps) {
  const { typeName } = await params;
  const { material, path } = resolve(typeName);
  const rawState = parseCatalogueQuery(await searchParams);
  if (material && material.slug !== typeName) {
    permanentRedirect(catalogueHref(path, restrictState(rawState, typeListing)));
  }
  const title = typePageTitle(typeName);
  const listing = buildListing(
    material ? productsByMaterial(material.slug) : [],
    rawState,
    typeListing,
  );
  const crumbs = [
    { label: "Home", href: "/" },
    { label: "Catalog", href: "/catalog" },
    { label: title },
  ];
  const filtered = hasActiveFilters(listing.state, { includeSearch: true });

  return (
    <>
      {material ? (
        <JsonLd
          data={breadcrumbStructuredData([...crumbs.slice(0, 2), { label: title, href: path }])}
        />
      ) : null}
      <ListingHeader
        crumbs={crumbs}
        eyebrow="Wallpaper by Type"
        title={title}
        lead={material ? <p>{material.description}</p> : undefined}
      />
      <CatalogueListing
        basePath={path}
        listing={listing}
        config={typeListing}
        priorityFirst
        empty={
          <EmptyState title="No Products Found" text="No products currently match this type.">
            {filtered ? (
              <ClearFiltersLink basePath={path} state={listing.state} />
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
