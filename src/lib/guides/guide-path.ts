import type { GuideSlug } from "@/content/guides/guide-slugs";

/** Kept apart from the guide list so the route manifest can build paths without the articles. */
export function guidePath(slug: GuideSlug): `/how-to/${GuideSlug}` {
  return `/how-to/${slug}`;
}
