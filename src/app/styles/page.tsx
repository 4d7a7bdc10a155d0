import type { Metadata } from "next";

import { ListingHeader } from "@/components/catalog/listing-header";
import { StyleIndexCard } from "@/components/catalog/style-index-card";
import { styles } from "@/content/catalog/taxonomy";
import { site } from "@/content/site";
import { productsByStyle } from "@/lib/catalog/lookups";
import { pageMetadata } from "@/lib/seo/page-metadata";

export const metadata: Metadata = pageMetadata({
  title: "Wallpaper Styles",
  description: `All ${styles.length} wallpaper styles at ${site.name}, from botanical florals, chinoiserie and damask to grasscloth, murals, metallics and stripes.`,
  path: "/styles",
});

/** A style's picture: an in-stock design when there is one, so the sample can be seen today. */
function sampleFor(slug: (typeof styles)[number]["slug"]) {
  const list = productsByStyle(slug);
  return { sample: list.find((p) => p.inStock) ?? list[0], count: list.length };
}

export default function StylesPage() {
  return (
    <>
      <ListingHeader
        eyebrow="Browse by Style"
        title="Wallpaper Styles"
        lead={
          <p>
            The collection in {styles.length} styles, from garden florals and hand-painted
            chinoiserie to woven grasscloth and scenic murals. Choose one to see every design we
            carry in it.
          </p>
        }
      />
      <div className="mx-auto max-w-page px-5 pb-24 sm:px-8 lg:px-12 lg:pb-32">
        <ul className="grid gap-y-10 sm:grid-cols-2 sm:gap-x-6 sm:gap-y-14 lg:grid-cols-3 lg:gap-x-8 xl:grid-cols-4">
          {styles.map((style, index) => {
            const { sample, count } = sampleFor(style.slug);
            return (
              <li key={style.slug}>
                <StyleIndexCard
                  style={style}
                  sample={sample}
                  count={count}
                  priority={index === 0}
                />
              </li>
            );
          })}
        </ul>
      </div>
    </>
  );
}
