import type { Guide } from "@/content/guides";
import { site } from "@/content/site";
import type { Locale } from "@/i18n/routing";
import { absoluteUrl } from "@/lib/config/public-config";
import { guidePath } from "@/lib/guides/guide-path";
import { countWords, guideBodyText } from "@/lib/guides/guide-text";
import { localizePath } from "@/lib/i18n/localize-path";
import { getPreset } from "@/lib/images/presets";
import { guideSlot } from "@/lib/images/slots";
import { rasterUrl } from "@/lib/images/urls";

/** A guide as a schema.org Article, written and published by the store, in `locale`. */
export function guideArticleStructuredData(
  guide: Guide,
  locale: Locale = "en",
): Record<string, unknown> {
  const url = absoluteUrl(localizePath(guidePath(guide.slug), locale));
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
    inLanguage: locale === "es" ? "es-US" : "en-US",
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
