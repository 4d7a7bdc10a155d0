import { MapPin } from "lucide-react";
import { useLocale } from "next-intl";

import { ResponsiveImage } from "@/components/media/responsive-image";
import { LinkButton } from "@/components/ui/link-button";
import { localizedSite } from "@/content/localized";
import { fullAddress } from "@/content/site";
import { showroomContent } from "@/lib/showroom/localized-content";
import { localizedShowroomImages } from "@/lib/showroom/showroom-images";

import { VisitShowroomLink } from "./visit-showroom-link";
import { imageSizes } from "@/lib/images/sizes";

export const visitSectionId = "visit";

/**
 * The opening spread: the store's name in a narrow column of words on the left, the showroom
 * running to the right edge of the screen. On phones the picture comes first, then the words.
 */
export function HomeHero() {
  const locale = useLocale();
  const site = localizedSite(locale);
  const { hero } = showroomContent(locale).home;
  const showroomImages = localizedShowroomImages(locale);
  return (
    <section
      aria-labelledby="home-title"
      className="grid lg:min-h-[min(86vh,54rem)] lg:grid-cols-[minmax(0,5fr)_minmax(0,7fr)]"
    >
      <div className="relative aspect-[4/3] overflow-hidden bg-muted sm:aspect-[16/9] lg:order-2 lg:aspect-auto">
        <ResponsiveImage
          slot={showroomImages.hero.slot}
          alt={showroomImages.hero.alt}
          sizes={imageSizes.homeHero}
          priority
          className="cover-image"
        />
      </div>
      <div className="flex flex-col justify-center px-5 pt-10 pb-16 sm:px-8 lg:order-1 lg:py-20 lg:pr-14 lg:pl-[max(3rem,calc((100vw-86rem)/2+3rem))]">
        <p className="eyebrow">{hero.eyebrow}</p>
        <h1 id="home-title" className="mt-5 text-5xl sm:text-6xl">
          {site.name}
        </h1>
        <p className="mt-5 font-display text-2xl text-foreground/85 italic sm:text-3xl">
          {site.tagline}
        </p>
        <p className="mt-6 max-w-prose text-muted-foreground">{hero.intro}</p>
        <p className="mt-6 flex items-start gap-2.5 border-t border-border pt-5 text-sm font-medium">
          <MapPin aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-accent-foreground" />
          <span>{fullAddress}</span>
        </p>
        <div className="mt-8 flex flex-col gap-3 sm:flex-row lg:flex-col xl:flex-row">
          <VisitShowroomLink targetId={visitSectionId}>{hero.visitLabel}</VisitShowroomLink>
          <LinkButton href="/consultation" variant="outline" size="lg">
            {hero.consultationLabel}
          </LinkButton>
        </div>
      </div>
    </section>
  );
}
