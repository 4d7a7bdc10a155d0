import type { Metadata } from "next";

import { NotFoundScreen } from "@/components/page/not-found-screen";
import { pageLocale } from "@/i18n/page-locale";
import { notFoundMetadata } from "@/lib/seo/not-found-metadata";

/** Next.js passes a not-found file's metadata the params of its segment, here the language. */
export async function generateMetadata({
  params,
}: {
  params: Promise<{ locale: string }>;
}): Promise<Metadata> {
  return notFoundMetadata(await pageLocale(params));
}

export default function NotFound() {
  return <NotFoundScreen />;
}
