import { getTranslations } from "next-intl/server";

import { ResponsiveImage } from "@/components/media/responsive-image";
import { ClosingCta } from "@/components/showroom/closing-cta";
import { EditorialHeader } from "@/components/showroom/editorial-header";
import { StatsBand } from "@/components/showroom/stats-band";
import { TeamGrid } from "@/components/showroom/team-grid";
import { LinkButton } from "@/components/ui/link-button";
import { localizedSite } from "@/content/localized";
import { pageLocale } from "@/i18n/page-locale";
import { imageSizes } from "@/lib/images/sizes";
import { showroomContent } from "@/lib/showroom/localized-content";
import { aboutPageMetadata } from "@/lib/showroom/showroom-page-metadata";
import { localizedShowroomImages } from "@/lib/showroom/showroom-images";

export async function generateMetadata({ params }: PageProps<"/[locale]/about">) {
  return aboutPageMetadata(await pageLocale(params));
}

export default async function AboutPage({ params }: PageProps<"/[locale]/about">) {
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale, namespace: "showroom.about" });
  const site = localizedSite(locale);
  const { about: aboutContent, team } = showroomContent(locale);
  const showroomImages = localizedShowroomImages(locale);
  const [firstParagraph, ...story] = aboutContent.story;
  return (
    <>
      <EditorialHeader
        eyebrow={`${site.name} · ${site.address.city}`}
        title={aboutContent.heading}
        lead={<p>{aboutContent.intro}</p>}
        image={
          <div className="relative aspect-[3/2] overflow-hidden border border-border bg-muted">
            <ResponsiveImage
              slot={showroomImages.about.slot}
              alt={showroomImages.about.alt}
              sizes={imageSizes.editorialHeader}
              priority
              className="cover-image"
            />
          </div>
        }
      />
      <section
        aria-labelledby="story-title"
        className="mx-auto max-w-page px-5 pb-20 sm:px-8 lg:px-12 lg:pb-28"
      >
        <div className="grid gap-14 lg:grid-cols-12 lg:gap-12">
          <div className="lg:col-span-7">
            <h2 id="story-title" className="sr-only">
              {t("storyHeading")}
            </h2>
            <p className="max-w-2xl font-display text-xl leading-snug text-foreground sm:text-2xl lg:text-[1.75rem]">
              {firstParagraph}
            </p>
            <div className="mt-8 max-w-prose space-y-5 text-foreground/90">
              {story.map((paragraph) => (
                <p key={paragraph}>{paragraph}</p>
              ))}
            </div>
          </div>
          <aside aria-labelledby="credentials-title" className="lg:col-span-4 lg:col-start-9">
            <div className="border-t border-border-strong pt-6 lg:sticky lg:top-28">
              <h2 id="credentials-title" className="text-2xl sm:text-3xl">
                {aboutContent.credentialsHeading}
              </h2>
              <ul className="mt-5 divide-y divide-border text-sm">
                {aboutContent.credentials.map((credential) => (
                  <li key={credential} className="flex gap-4 py-3.5">
                    <span aria-hidden="true" className="mt-2.5 h-px w-4 shrink-0 bg-accent" />
                    <span>{credential}</span>
                  </li>
                ))}
              </ul>
            </div>
          </aside>
        </div>
      </section>

      <section aria-labelledby="stats-title" className="bg-surface py-20 lg:py-24">
        <div className="mx-auto max-w-page px-5 sm:px-8 lg:px-12">
          <p className="eyebrow">{t("statsEyebrow", { year: String(site.foundingYear) })}</p>
          <h2 id="stats-title" className="mt-3 text-3xl sm:text-4xl">
            {aboutContent.statsHeading}
          </h2>
          <StatsBand stats={aboutContent.stats} className="mt-10" />
        </div>
      </section>

      <section
        aria-labelledby="team-title"
        className="mx-auto max-w-page px-5 py-20 sm:px-8 lg:px-12 lg:py-28"
      >
        <p className="eyebrow">{t("teamEyebrow")}</p>
        <h2 id="team-title" className="mt-3 text-3xl sm:text-4xl">
          {aboutContent.teamHeading}
        </h2>
        <div className="mt-12">
          <TeamGrid team={team} />
        </div>
      </section>

      <ClosingCta
        id="about-next-title"
        eyebrow={t("cta.eyebrow")}
        title={t("cta.title")}
        text={t("cta.text", { replyPromise: site.replyPromise })}
        className="pt-0 lg:pt-0"
      >
        {aboutContent.links.map((link, index) => (
          <LinkButton
            key={link.href}
            href={link.href}
            size="lg"
            variant={index === 0 ? "primary" : "outline"}
          >
            {link.label}
          </LinkButton>
        ))}
      </ClosingCta>
    </>
  );
}
