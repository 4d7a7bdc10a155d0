import { LegalPage, legalPageMetadata } from "@/components/legal/legal-page";

export function generateMetadata({ params }: PageProps<"/[locale]/privacy">) {
  return legalPageMetadata(params, "privacy");
}

export default function PrivacyPage({ params }: PageProps<"/[locale]/privacy">) {
  return <LegalPage params={params} kind="privacy" />;
}
