import { headers } from "next/headers";
import { notFound } from "next/navigation";

import { pageLocale } from "@/i18n/page-locale";
import { logEvent } from "@/lib/log/log-event";
import { notFoundMetadata } from "@/lib/seo/not-found-metadata";

/**
 * The 404 page's title, here as well as in the not-found file: without it the browser's tab fell
 * back to the site's name once the page was interactive.
 */
export async function generateMetadata({ params }: PageProps<"/[locale]/[...missing]">) {
  return notFoundMetadata(await pageLocale(params));
}

/** Any path no other route claims: log it as one structured line, then answer 404. */
export default async function MissingPage({ params }: PageProps<"/[locale]/[...missing]">) {
  // The not-found page below speaks the language of the address asked for.
  const locale = await pageLocale(params);
  const { missing } = await params;
  const requestHeaders = await headers();
  logEvent("warn", "page_not_found", {
    path: `/${locale === "en" ? "" : `${locale}/`}${missing.join("/")}`,
    requestId: requestHeaders.get("x-request-id") ?? undefined,
    referrer: requestHeaders.get("referer") ?? undefined,
  });
  notFound();
}
