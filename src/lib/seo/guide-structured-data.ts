import type { Guide } from "@/content/guides";
import { site } from "@/content/site";
import { absoluteUrl } from "@/lib/config/public-config";
import { guidePath } from "@/lib/guides/guide-path";
import { countWords, guideBodyText } from "@/lib/guides/guide-text";
import { getPreset } from "@/lib/images/presets";
import { guideSlot } from "@/lib/images/slots";
import { rasterUrl } from "@/lib/images/urls";

/** A guide as a schema.org Article, written and published by the store. */
export function guideArticleStructuredData(guide: Guide): Record<string, unknown> {
  const url = absoluteUrl(guidePath(guide.slug));
  const preset = getPreset("feature");
  const store = {
    "@type": "Organization",
    "@id": `${absoluteUrl("/")}#store`,
    name: site.name,
    url: absoluteUrl("/"),
  };
  return {
    "@context": "https://schema.org",
    "@type": "Article",
    "@id": `${url}#article`,
    headline: guide.title,
    description: guide.description,
    url,
    mainEntityOfPage: url,
    inLanguage: "en-US",
    datePublished: guide.updated,
    dateModified: guide.updated,
    wordCount: countWords(guideBodyText(guide.body)),
    image: {
      "@type": "ImageObject",
      url: absoluteUrl(rasterUrl(guideSlot(guide.slug), preset.width, "webp")),
      width: preset.width,
      height: preset.height,
      caption: guide.illustration.alt,
    },
    author: store,
    publisher: { ...store, logo: { "@type": "ImageObject", url: absoluteUrl("/icon-512.png") } },
  };
}
