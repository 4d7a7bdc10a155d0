import type { Metadata } from "next";

import { CatalogListing } from "@/components/catalog/catalog-listing";
import { ListingHeader } from "@/components/catalog/listing-header";
import { SampleProgramme } from "@/components/samples/sample-programme";
import { products } from "@/content/catalog/products";
import { samplePolicy } from "@/content/samples";
import { buildListing, catalogListing, restrictState } from "@/lib/catalog/listing";
import {
  isFilteredOrPaged,
  parseCatalogQuery,
  type CatalogSearchParams,
} from "@/lib/catalog/catalog-query";
import { offersSample } from "@/lib/samples/sample-eligibility";
import { pageMetadata } from "@/lib/seo/page-metadata";

type SamplesPageProps = { searchParams: Promise<CatalogSearchParams> };

const path = "/samples";
const sampled = products.filter(offersSample);

export async function generateMetadata({ searchParams }: SamplesPageProps): Promise<Metadata> {
  const state = restrictState(parseCatalogQuery(await searchParams), catalogListing);
  return pageMetadata({
    title: "Wallpaper Samples",
    description: `Order ${samplePolicy.size} samples of any of our ${sampled.length} designer wallpapers at $${samplePolicy.price.toFixed(2)} each, credited against your order. Delivered in ${samplePolicy.shipping}.`,
    path,
    noindex: isFilteredOrPaged(state),
  });
}

/** The sample programme, then every wallpaper that can be sampled, with the catalog's filters. */
export default async function SamplesPage({ searchParams }: SamplesPageProps) {
  const listing = buildListing(sampled, parseCatalogQuery(await searchParams), catalogListing);

  return (
    <>
      <ListingHeader
        eyebrow="Samples"
        title="Order Wallpaper Samples"
        lead={
          <p>
            Color and texture only tell the truth in your own light. Choose up to{" "}
            {samplePolicy.maxPerRequest} wallpapers and we will cut a generous sample of each by
            hand and send it to your door.
          </p>
        }
      />
      <SampleProgramme />
      <CatalogListing basePath={path} listing={listing} config={catalogListing} />
    </>
  );
}
