import type { Metadata } from "next";

import { PageHeader } from "@/components/page/page-header";
import { LinkButton } from "@/components/ui/link-button";
import { fullAddress, site } from "@/content/site";
import { pageMetadata } from "@/lib/seo/page-metadata";

export const metadata: Metadata = pageMetadata({
  title: `Designer Wallpaper Showroom in ${site.address.city}, FL`,
  description: `${site.name}: designer wallpaper and wallcoverings to see and touch in ${site.address.city}. Samples, consultations and installation across South Florida.`,
  path: "/",
});

export default function HomePage() {
  return (
    <PageHeader
      eyebrow={`${site.address.city}, Florida`}
      title={site.name}
      lead={
        <>
          <p>{site.tagline}</p>
          <p className="mt-2 text-base">{fullAddress}</p>
        </>
      }
    >
      <LinkButton href="/privacy" variant="outline">
        Privacy Policy
      </LinkButton>
    </PageHeader>
  );
}
