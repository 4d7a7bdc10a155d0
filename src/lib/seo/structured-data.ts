import { site } from "@/content/site";
import { absoluteUrl } from "@/lib/config/public-config";

/** The store as a schema.org LocalBusiness (HomeGoodsStore), complete on the home page. */
export function storeStructuredData(): Record<string, unknown> {
  return {
    "@context": "https://schema.org",
    "@type": "HomeGoodsStore",
    "@id": `${absoluteUrl("/")}#store`,
    name: site.name,
    legalName: site.legalName,
    description: site.blurb,
    slogan: site.tagline,
    url: absoluteUrl("/"),
    telephone: site.phone.e164,
    email: site.email,
    foundingDate: String(site.foundingYear),
    image: absoluteUrl("/images/generated/og/og-default-1200.jpg"),
    logo: absoluteUrl("/icon-512.png"),
    priceRange: "$$$",
    address: {
      "@type": "PostalAddress",
      streetAddress: site.address.street,
      addressLocality: site.address.city,
      addressRegion: site.address.state,
      postalCode: site.address.zip,
      addressCountry: site.address.country,
    },
    geo: {
      "@type": "GeoCoordinates",
      latitude: site.address.latitude,
      longitude: site.address.longitude,
    },
    hasMap: site.mapsUrl,
    openingHoursSpecification: [
      {
        "@type": "OpeningHoursSpecification",
        dayOfWeek: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"],
        opens: site.hours.opens,
        closes: site.hours.closes,
      },
    ],
    sameAs: [site.social.instagram.url, site.social.pinterest.url, site.social.houzz.url],
    areaServed: "South Florida",
  };
}

export function breadcrumbStructuredData(
  items: readonly { label: string; href?: string }[],
): Record<string, unknown> {
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: items.map((item, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name: item.label,
      ...(item.href ? { item: absoluteUrl(item.href) } : {}),
    })),
  };
}
