import { LegalPage, legalPageMetadata } from "@/components/legal/legal-page";

export function generateMetadata({ params }: PageProps<"/[locale]/terms">) {
  return legalPageMetadata(params, "terms");
}

export default function TermsPage({ params }: PageProps<"/[locale]/terms">) {
  return <LegalPage params={params} kind="terms" />;
}
