import { guides } from "@/content/guides/guides";
import type { Guide } from "@/content/guides/guide-schema";
import type { GuideSlug } from "@/content/guides/guide-slugs";

import { guideBySlug } from "./localized-guides";

/** The English guide; pages in either language use guideBySlug(slug, locale). */
export function getGuide(slug: string): Guide | undefined {
  return guideBySlug(slug, "en");
}

export function isGuideSlug(slug: string): slug is GuideSlug {
  return guides.some((guide) => guide.slug === slug);
}
