import { localizedSite } from "@/content/localized";
import type { Locale } from "@/i18n/routing";
import { absoluteUrl } from "@/lib/config/public-config";
import { localizePath } from "@/lib/i18n/localize-path";

const areaServed: Record<Locale, string> = { en: "South Florida", es: "Sur de Florida" };

/**
 * English output carries no `inLanguage`: it is the site's default language and its structured
 * data predates the Spanish pages, so it stays exactly as it was.
 */
function languageOf(locale: Locale): Record<string, string> {
  return locale === "es" ? { inLanguage: "es-US" } : {};
}

/** The store as a schema.org LocalBusiness (HomeGoodsStore), complete on the home page. */
export function storeStructuredData(locale: Locale = "en"): Record<string, unknown> {
  const site = localizedSite(locale);
  return {
    "@context": "https://schema.org",
    "@type": "HomeGoodsStore",
    // One business in both languages: the identifier does not change with the page's language.
    "@id": `${absoluteUrl("/")}#store`,
    name: site.name,
    legalName: site.legalName,
    description: site.blurb,
    slogan: site.tagline,
    url: absoluteUrl(localizePath("/", locale)),
    ...languageOf(locale),
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
        // schema.org day names are identifiers, not prose: English in both languages.
        dayOfWeek: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"],
        opens: site.hours.opens,
        closes: site.hours.closes,
      },
    ],
    sameAs: [site.social.instagram.url, site.social.pinterest.url, site.social.houzz.url],
    areaServed: areaServed[locale],
  };
}

/** Crumbs carry internal (English) paths; their addresses are written in the page's language. */
export function breadcrumbStructuredData(
  items: readonly { label: string; href?: string }[],
  locale: Locale = "en",
): Record<string, unknown> {
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    ...languageOf(locale),
    itemListElement: items.map((item, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name: item.label,
      ...(item.href ? { item: absoluteUrl(localizePath(item.href, locale)) } : {}),
    })),
  };
}
