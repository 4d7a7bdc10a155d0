import type { Metadata } from "next";

import { LegalDocumentView } from "@/components/legal/legal-document-view";
import { privacyPolicy } from "@/content/legal";
import { site } from "@/content/site";
import { pageMetadata } from "@/lib/seo/page-metadata";

export const metadata: Metadata = pageMetadata({
  title: "Privacy Policy",
  description: `What the ${site.name} website stores when you contact us, why, for how long, and how to have it deleted. No analytics and no trackers.`,
  path: "/privacy",
});

export default function PrivacyPage() {
  return <LegalDocumentView document={privacyPolicy} />;
}
