import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";

import { ConsultationInvite } from "@/components/contact/consultation-invite";
import { ContactDetails } from "@/components/contact/contact-details";
import { ContactForm } from "@/components/contact/contact-form";
import { FloatingCallButton } from "@/components/contact/floating-call-button";
import { FormMessages } from "@/components/forms/form-messages-provider";
import { PageHeader } from "@/components/page/page-header";
import { localizedSite } from "@/content/localized";
import { pageLocale } from "@/i18n/page-locale";
import { contactFormConfig } from "@/lib/forms/form-config";
import { pageMetadata } from "@/lib/seo/page-metadata";

export async function generateMetadata({
  params,
}: PageProps<"/[locale]/contact">): Promise<Metadata> {
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale, namespace: "forms.contactPage.meta" });
  const site = localizedSite(locale);
  return pageMetadata({
    locale,
    title: t("title"),
    description: t("description", {
      name: site.name,
      city: site.address.city,
      replyPromise: site.replyPromise,
    }),
    path: "/contact",
  });
}

export default async function ContactPage({ params }: PageProps<"/[locale]/contact">) {
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale, namespace: "forms.contactPage" });
  const site = localizedSite(locale);
  return (
    <>
      <PageHeader
        eyebrow={t("eyebrow")}
        title={t("title")}
        lead={<p>{t("lead", { replyPromise: site.replyPromise })}</p>}
      />
      <div className="mx-auto grid max-w-page gap-14 px-5 pb-12 sm:px-8 lg:grid-cols-12 lg:gap-x-16 lg:gap-y-14 lg:px-12 lg:pb-16">
        <section
          id="message-form"
          aria-labelledby="message-form-title"
          className="scroll-mt-28 border border-border bg-surface p-6 sm:p-10 lg:col-span-7"
        >
          <h2 id="message-form-title" className="text-3xl sm:text-4xl">
            {t("formTitle")}
          </h2>
          <p className="mt-3 max-w-prose text-muted-foreground">{t("requiredNote")}</p>
          <div className="mt-8">
            <FormMessages parts={["fields", "contactForm"]}>
              <ContactForm config={contactFormConfig(locale)} labelledBy="message-form-title" />
            </FormMessages>
          </div>
        </section>
        <ContactDetails className="lg:col-span-5 lg:row-span-2" />
        <ConsultationInvite className="lg:col-span-7" />
      </div>
      <FloatingCallButton />
    </>
  );
}
