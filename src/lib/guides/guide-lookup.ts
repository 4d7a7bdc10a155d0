import { guides } from "@/content/guides/guides";
import type { Guide } from "@/content/guides/guide-schema";
import type { GuideSlug } from "@/content/guides/guide-slugs";

export function getGuide(slug: string): Guide | undefined {
  return guides.find((guide) => guide.slug === slug);
}

export function isGuideSlug(slug: string): slug is GuideSlug {
  return guides.some((guide) => guide.slug === slug);
}
