import { ArrowRight } from "lucide-react";
import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";

import { ResponsiveImage } from "@/components/media/responsive-image";
import { CheckList } from "@/components/showroom/check-list";
import { ClosingCta } from "@/components/showroom/closing-cta";
import { EditorialHeader } from "@/components/showroom/editorial-header";
import { NumberedSteps } from "@/components/showroom/numbered-steps";
import { LinkButton } from "@/components/ui/link-button";
import { LocalizedLink } from "@/components/ui/localized-link";
import { localizedSite } from "@/content/localized";
import { pageLocale } from "@/i18n/page-locale";
import { imageSizes, widerThanPhone } from "@/lib/images/sizes";
import { pageMetadata } from "@/lib/seo/page-metadata";
import { showroomContent } from "@/lib/showroom/localized-content";
import { localizedShowroomImages } from "@/lib/showroom/showroom-images";

export async function generateMetadata({
  params,
}: PageProps<"/[locale]/installation">): Promise<Metadata> {
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale, namespace: "showroom.installation.meta" });
  const site = localizedSite(locale);
  return pageMetadata({
    locale,
    title: t("title"),
    description: t("description", { warranty: site.installationWarranty }),
    path: "/installation",
  });
}

export default async function InstallationPage({ params }: PageProps<"/[locale]/installation">) {
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale, namespace: "showroom.installation" });
  const site = localizedSite(locale);
  const installationContent = showroomContent(locale).installation;
  const showroomImages = localizedShowroomImages(locale);
  const { warranty, ctas } = installationContent;
  const [apply, contact] = ctas;
  return (
    <>
      <EditorialHeader
        eyebrow={t("eyebrow")}
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
              // On a phone the page's introduction, above it, is the larger paint.
              priorityMedia={widerThanPhone}
              className="cover-image"
            />
          </div>
        }
      />

      <section
        aria-labelledby="steps-title"
        className="mx-auto max-w-page px-5 pb-20 sm:px-8 lg:px-12 lg:pb-28"
      >
        <p className="eyebrow">{t("stepsEyebrow")}</p>
        <h2 id="steps-title" className="mt-3 text-3xl sm:text-4xl">
          {installationContent.stepsHeading}
        </h2>
        <NumberedSteps steps={installationContent.steps} columns={5} className="mt-12" />
      </section>

      <section aria-labelledby="warranty-title" className="bg-surface py-20 lg:py-28">
        <div className="mx-auto grid max-w-page gap-12 px-5 sm:px-8 lg:grid-cols-12 lg:px-12">
          <div className="lg:col-span-4">
            <p className="eyebrow">{t("warrantyEyebrow")}</p>
            <h2 id="warranty-title" className="mt-3 text-3xl sm:text-4xl">
              {warranty.heading}
            </h2>
            <p className="mt-5 text-muted-foreground">{warranty.summary}</p>
          </div>
          <div className="grid gap-12 md:grid-cols-2 lg:col-span-7 lg:col-start-6 lg:gap-10">
            <div>
              <h3 className="text-2xl">{t("covers")}</h3>
              <CheckList items={warranty.covers} className="mt-4" />
            </div>
            <div>
              <h3 className="text-2xl">{t("excludes")}</h3>
              <CheckList items={warranty.excludes} muted className="mt-4" />
            </div>
          </div>
        </div>
      </section>

      <section
        aria-labelledby="preparation-title"
        className="mx-auto max-w-page px-5 py-20 sm:px-8 lg:px-12 lg:py-28"
      >
        <p className="eyebrow">{t("preparationEyebrow")}</p>
        <h2 id="preparation-title" className="mt-3 text-3xl sm:text-4xl">
          {installationContent.preparationHeading}
        </h2>
        <ul className="mt-12 grid gap-px border border-border bg-border md:grid-cols-2">
          {installationContent.preparation.map((item) => (
            <li key={item.id} className="flex flex-col bg-background p-7 sm:p-9">
              <h3 className="text-2xl">{item.title}</h3>
              <p className="mt-3 text-muted-foreground">{item.text}</p>
              <LocalizedLink
                href={item.link.href}
                className="group mt-auto inline-flex min-h-11 items-center gap-2 pt-5 text-sm font-semibold underline decoration-border-strong underline-offset-[6px] hover:decoration-foreground"
              >
                {item.link.label}
                <ArrowRight
                  aria-hidden="true"
                  className="size-4 transition-transform group-hover:translate-x-0.5"
                />
              </LocalizedLink>
            </li>
          ))}
        </ul>
      </section>

      <ClosingCta
        id="installation-next-title"
        eyebrow={t("cta.eyebrow")}
        title={t("cta.title")}
        text={t("cta.text", { replyPromise: site.replyPromise })}
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
