import { ArrowRight } from "lucide-react";
import type { Metadata } from "next";
import Link from "next/link";

import { ResponsiveImage } from "@/components/media/responsive-image";
import { showroomImages } from "@/lib/images/showroom-images";
import { CheckList } from "@/components/showroom/check-list";
import { ClosingCta } from "@/components/showroom/closing-cta";
import { EditorialHeader } from "@/components/showroom/editorial-header";
import { NumberedSteps } from "@/components/showroom/numbered-steps";
import { LinkButton } from "@/components/ui/link-button";
import { installationContent } from "@/content/installation";
import { site } from "@/content/site";
import { pageMetadata } from "@/lib/seo/page-metadata";
import { imageSizes } from "@/lib/images/sizes";

export const metadata: Metadata = pageMetadata({
  title: "Professional Wallpaper Installation in South Florida",
  description: `How our own crews measure, prepare and hang wallcoverings, what the ${site.installationWarranty} installation warranty covers, and how to get your room ready.`,
  path: "/installation",
});

export default function InstallationPage() {
  const { warranty, ctas } = installationContent;
  const [apply, contact] = ctas;
  return (
    <>
      <EditorialHeader
        eyebrow="Installation"
        title={installationContent.heading}
        lead={<p>{installationContent.intro}</p>}
        actions={
          <>
            <LinkButton href={apply.href} size="lg">
              {apply.label}
            </LinkButton>
            <LinkButton href={contact.href} variant="outline" size="lg">
              {contact.label}
            </LinkButton>
          </>
        }
        image={
          <div className="relative aspect-[4/3] overflow-hidden border border-border bg-muted sm:aspect-[3/2] lg:aspect-[4/3]">
            <ResponsiveImage
              slot={showroomImages.panels.slot}
              alt={showroomImages.panels.alt}
              sizes={imageSizes.editorialHeader}
              priority
              className="absolute inset-0 size-full object-cover"
            />
          </div>
        }
      />

      <section
        aria-labelledby="steps-title"
        className="mx-auto max-w-page px-5 pb-20 sm:px-8 lg:px-12 lg:pb-28"
      >
        <p className="eyebrow">Step by step</p>
        <h2 id="steps-title" className="mt-3 text-3xl sm:text-4xl">
          {installationContent.stepsHeading}
        </h2>
        <NumberedSteps steps={installationContent.steps} columns={5} className="mt-12" />
      </section>

      <section aria-labelledby="warranty-title" className="bg-surface py-20 lg:py-28">
        <div className="mx-auto grid max-w-page gap-12 px-5 sm:px-8 lg:grid-cols-12 lg:px-12">
          <div className="lg:col-span-4">
            <p className="eyebrow">Peace of mind</p>
            <h2 id="warranty-title" className="mt-3 text-3xl sm:text-4xl">
              {warranty.heading}
            </h2>
            <p className="mt-5 text-muted-foreground">{warranty.summary}</p>
          </div>
          <div className="grid gap-12 md:grid-cols-2 lg:col-span-7 lg:col-start-6 lg:gap-10">
            <div>
              <h3 className="text-2xl">What the warranty covers</h3>
              <CheckList items={warranty.covers} className="mt-4" />
            </div>
            <div>
              <h3 className="text-2xl">What it does not cover</h3>
              <CheckList items={warranty.excludes} muted className="mt-4" />
            </div>
          </div>
        </div>
      </section>

      <section
        aria-labelledby="preparation-title"
        className="mx-auto max-w-page px-5 py-20 sm:px-8 lg:px-12 lg:py-28"
      >
        <p className="eyebrow">Before we arrive</p>
        <h2 id="preparation-title" className="mt-3 text-3xl sm:text-4xl">
          {installationContent.preparationHeading}
        </h2>
        <ul className="mt-12 grid gap-px border border-border bg-border md:grid-cols-2">
          {installationContent.preparation.map((item) => (
            <li key={item.id} className="flex flex-col bg-background p-7 sm:p-9">
              <h3 className="text-2xl">{item.title}</h3>
              <p className="mt-3 text-muted-foreground">{item.text}</p>
              <Link
                href={item.link.href}
                className="group mt-auto inline-flex min-h-11 items-center gap-2 pt-5 text-sm font-semibold underline decoration-border-strong underline-offset-[6px] hover:decoration-foreground"
              >
                {item.link.label}
                <ArrowRight
                  aria-hidden="true"
                  className="size-4 transition-transform group-hover:translate-x-0.5"
                />
              </Link>
            </li>
          ))}
        </ul>
      </section>

      <ClosingCta
        id="installation-next-title"
        eyebrow="Book the crew"
        title="Ready when your walls are"
        text={`Tell us about the room and the wallcovering; we will arrange a site visit and measure. We reply ${site.replyPromise}.`}
        className="pt-0 lg:pt-0"
      >
        <LinkButton href={apply.href} size="lg">
          {apply.label}
        </LinkButton>
        <LinkButton href={contact.href} variant="outline" size="lg">
          {contact.label}
        </LinkButton>
      </ClosingCta>
    </>
  );
}
