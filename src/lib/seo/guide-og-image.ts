import { ogImage } from "@/lib/images/urls";

/**
 * The social card shared by the guide pages and the guide hub, with its alt text in the page's
 * language (the "guides.ogImageAlt" message).
 */
export function guideOgImage(alt: string) {
  return { ...ogImage("guide"), alt };
}
