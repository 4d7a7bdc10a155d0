import type { Metadata } from "next";

import { LegalDocumentView } from "@/components/legal/legal-document-view";
import { termsAndConditions } from "@/content/legal";
import { site } from "@/content/site";
import { pageMetadata } from "@/lib/seo/page-metadata";

export const metadata: Metadata = pageMetadata({
  title: "Terms & Conditions",
  description: `Orders, samples, cancellations within 24 hours, returns within 30 days if unopened, damage reports and installation at ${site.name}.`,
  path: "/terms",
});

export default function TermsPage() {
  return <LegalDocumentView document={termsAndConditions} />;
}
