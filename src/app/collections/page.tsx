import type { Metadata } from "next";

import { Section, SectionHeading } from "@/components/page/section";
import { BrandShowcaseCard } from "@/components/showcase/brand-showcase-card";
import { ShowcaseStyleLinks } from "@/components/showcase/showcase-style-links";
import { ClosingCta } from "@/components/showroom/closing-cta";
import { LinkButton } from "@/components/ui/link-button";
import { brandShowcase } from "@/content/catalog/brand-showcase";
import { site } from "@/content/site";
import { showcaseStyles } from "@/lib/catalog/showcase";
import { pageMetadata } from "@/lib/seo/page-metadata";

export const metadata: Metadata = pageMetadata({
  title: "Wallpaper Collections and the Houses We Carry",
  description: `Grasscloth, murals, metallics and more from ${brandShowcase.length} wallcovering houses, from Thibaut to de Gournay. Begin with a style, then see the papers in ${site.address.city}.`,
  path: "/collections",
});

const catalogHouses = brandShowcase.filter((entry) => entry.availability === "catalog");
const specialOrderHouses = brandShowcase.filter((entry) => entry.availability === "special-order");

export default function CollectionsPage() {
  return (
    <>
      <header className="mx-auto max-w-page px-5 pt-14 pb-12 sm:px-8 lg:px-12 lg:pt-20 lg:pb-16">
        <p className="eyebrow">Collections</p>
        <h1 className="mt-4 max-w-4xl text-4xl sm:text-5xl lg:text-6xl">
          The houses we carry, and the styles they do best
        </h1>
        <p className="mt-6 max-w-prose text-lg text-muted-foreground">
          {`We carry ${brandShowcase.length} wallcovering houses, chosen for how their papers look and wear in South Florida rooms. Begin with a style, or meet the makers below.`}
        </p>
      </header>

      <section
        aria-labelledby="styles-title"
        className="mx-auto max-w-page px-5 pb-20 sm:px-8 lg:px-12 lg:pb-28"
      >
        <div className="flex flex-wrap items-end justify-between gap-4 border-t border-border pt-8">
          <h2 id="styles-title" className="text-3xl sm:text-4xl">
            Shop by style
          </h2>
          <LinkButton href="/styles" variant="quiet" className="px-0">
            All styles
          </LinkButton>
        </div>
        <div className="mt-10">
          <ShowcaseStyleLinks links={showcaseStyles} />
        </div>
      </section>

      <Section tone="surface" aria-labelledby="houses-title">
        <SectionHeading
          id="houses-title"
          eyebrow="The houses"
          title="Makers we know well"
          lead="We have hung their papers for years and know how each one behaves on a wall. Every house here does something better than anyone else; the cards say what."
        />
        <ul className="mt-12 grid gap-x-8 gap-y-14 sm:grid-cols-2 lg:grid-cols-3">
          {catalogHouses.map((entry) => (
            <li key={entry.slug}>
              <BrandShowcaseCard entry={entry} />
            </li>
          ))}
        </ul>
        {specialOrderHouses.map((entry) => (
          <div key={entry.slug} className="mt-20 lg:mt-28">
            <BrandShowcaseCard entry={entry} layout="feature" />
          </div>
        ))}
      </Section>

      <ClosingCta
        id="collections-next-title"
        eyebrow="Can't see it here?"
        title="Ask us for any house or pattern"
        text={`We order from hundreds of lines beyond these, usually within ${site.specialOrderLeadTime}. Tell us what you are looking for and we will find it.`}
      >
        <LinkButton href="/contact" size="lg">
          Contact Us
        </LinkButton>
      </ClosingCta>
    </>
  );
}
