import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";

import { localizedSite } from "@/content/localized";
import type { Locale } from "@/i18n/routing";
import { pageMetadata } from "@/lib/seo/page-metadata";

import { showroomContent } from "./localized-content";

/** /about: titled by its heading ("Meet Isabel Moreno"), described by the store's story. */
export async function aboutPageMetadata(locale: Locale): Promise<Metadata> {
  const t = await getTranslations({ locale, namespace: "showroom.about.meta" });
  const site = localizedSite(locale);
  const description = t("description", {
    owner: site.ownerName,
    name: site.name,
    year: String(site.foundingYear),
    city: site.address.city,
    samples: site.stats.samples,
  });
  const title = showroomContent(locale).about.heading;
  return pageMetadata({ locale, title, description, path: "/about" });
}

/** /services. */
export async function servicesPageMetadata(locale: Locale): Promise<Metadata> {
  const t = await getTranslations({ locale, namespace: "showroom.services.meta" });
  const { name, address } = localizedSite(locale);
  const description = t("description", { name, city: address.city });
  return pageMetadata({ locale, title: t("title"), description, path: "/services" });
}
