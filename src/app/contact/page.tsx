import type { Metadata } from "next";

import { ConsultationInvite } from "@/components/contact/consultation-invite";
import { ContactDetails } from "@/components/contact/contact-details";
import { ContactForm } from "@/components/contact/contact-form";
import { contactFormConfig } from "@/lib/forms/form-config";
import { FloatingCallButton } from "@/components/contact/floating-call-button";
import { PageHeader } from "@/components/page/page-header";
import { site } from "@/content/site";
import { pageMetadata } from "@/lib/seo/page-metadata";

export const metadata: Metadata = pageMetadata({
  title: "Contact the Showroom",
  description: `Write to ${site.name} in ${site.address.city} and we reply ${site.replyPromise}, or call, visit and book a design consultation. Address, phone and hours.`,
  path: "/contact",
});

export default function ContactPage() {
  return (
    <>
      <PageHeader
        eyebrow="Contact"
        title="We would love to hear about your walls"
        lead={
          <p>
            A question about a pattern, a sample or a room you are planning: send us a note and a
            designer will reply {site.replyPromise}. Or call and talk it through.
          </p>
        }
      />
      <div className="mx-auto grid max-w-page gap-14 px-5 pb-12 sm:px-8 lg:grid-cols-12 lg:gap-x-16 lg:gap-y-14 lg:px-12 lg:pb-16">
        <section
          id="message-form"
          aria-labelledby="message-form-title"
          className="scroll-mt-28 border border-border bg-surface p-6 sm:p-10 lg:col-span-7"
        >
          <h2 id="message-form-title" className="text-3xl sm:text-4xl">
            Send us a message
          </h2>
          <p className="mt-3 max-w-prose text-muted-foreground">
            Fields marked with an asterisk are required.
          </p>
          <div className="mt-8">
            <ContactForm config={contactFormConfig()} labelledBy="message-form-title" />
          </div>
        </section>
        <ContactDetails className="lg:col-span-5 lg:row-span-2" />
        <ConsultationInvite className="lg:col-span-7" />
      </div>
      <FloatingCallButton />
    </>
  );
}
