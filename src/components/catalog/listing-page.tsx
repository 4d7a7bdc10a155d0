import { ArrowRight } from "lucide-react";
import { permanentRedirect } from "next/navigation";
import { useLocale, useTranslations } from "next-intl";

import { CatalogListing } from "@/components/catalog/catalog-listing";
import { ColorLinks } from "@/components/catalog/color-links";
import type { LockedFilter } from "@/components/catalog/filter-panel";
import { ListingHeader } from "@/components/catalog/listing-header";
import { LocalizedLink } from "@/components/ui/localized-link";
import { buildListing, restrictState, type Listing } from "@/lib/catalog/listing";
import {
  catalogColorHref,
  type ListingPageConfig,
  type ListingPageSubject,
  type LockedGroup,
} from "@/lib/catalog/listing-pages";
import { catalogHref, type CatalogState } from "@/lib/catalog/catalog-query";
import { localizePath } from "@/lib/i18n/localize-path";
import { JsonLd } from "@/lib/seo/json-ld";
import { breadcrumbStructuredData } from "@/lib/seo/structured-data";

function lockedFilter({ link, ...locked }: LockedGroup): LockedFilter {
  if (!link) return locked;
  return {
    ...locked,
    note: (
      <>
        {locked.note}{" "}
        <LocalizedLink
          href={link.href}
          className="text-foreground underline decoration-1 underline-offset-4"
        >
          {link.label}
        </LocalizedLink>
      </>
    ),
  };
}

/** The color page's close: its whole list in /catalog when it shows only part, then the others. */
function OtherColors({
  otherColors: { current, name },
  listing: { state, slice },
}: {
  otherColors: NonNullable<ListingPageSubject["otherColors"]>;
  listing: Listing;
}) {
  const t = useTranslations("catalog.colorPage");
  return (
    <>
      {current && slice.total > slice.shown ? (
        <div className="mt-12 border-t border-border pt-10 text-center">
          <LocalizedLink
            href={catalogColorHref(current, state)}
            className="group/all inline-flex min-h-11 items-center gap-2 font-display text-2xl underline decoration-border-strong decoration-1 underline-offset-[6px] hover:decoration-foreground"
          >
            {t("seeAll", { count: slice.total, name: name.toLowerCase() })}
            <ArrowRight
              aria-hidden="true"
              className="size-5 transition-transform group-hover/all:translate-x-1 motion-reduce:transition-none"
            />
          </LocalizedLink>
        </div>
      ) : null}
      <ColorLinks current={current} />
    </>
  );
}

/**
 * A style, color or type page (src/lib/catalog/listing-pages.ts): breadcrumbs, the heading
 * and introduction, then the listing within the page's own products, with the filters its
 * configuration offers. `name` is the route parameter as typed; an alias redirects.
 */
export function ListingPage({
  config,
  name,
  query,
}: {
  config: ListingPageConfig;
  name: string;
  query: CatalogState;
}) {
  const locale = useLocale();
  const t = useTranslations("catalog.breadcrumbs");
  const page = config.resolve(name, locale);
  if (page.redirects) {
    permanentRedirect(
      localizePath(catalogHref(page.path, restrictState(query, config.listing)), locale),
    );
  }

  const listing = buildListing(page.pool, query, config.listing);
  const crumbs = [
    { label: t("home"), href: "/" },
    { label: t("catalog"), href: "/catalog" },
    { label: page.title },
  ];

  return (
    <>
      {page.known ? (
        <JsonLd
          data={breadcrumbStructuredData(
            [...crumbs.slice(0, 2), { label: page.title, href: page.path }],
            locale,
          )}
        />
      ) : null}
      <ListingHeader
        crumbs={crumbs}
        eyebrow={page.eyebrow}
        title={page.title}
        lead={page.lead === undefined ? undefined : <p>{page.lead}</p>}
      />
      <CatalogListing
        basePath={page.path}
        listing={listing}
        config={config.listing}
        priorityFirst
        locked={page.locked && lockedFilter(page.locked)}
        footer={
          page.otherColors ? <OtherColors otherColors={page.otherColors} listing={listing} /> : null
        }
        empty={page.empty}
      />
    </>
  );
}
