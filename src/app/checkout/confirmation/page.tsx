import type { Metadata } from "next";

import { PageHeader } from "@/components/page/page-header";
import { LinkButton } from "@/components/ui/link-button";
import { samplePolicy } from "@/content/samples";
import { site } from "@/content/site";
import { pageMetadata } from "@/lib/seo/page-metadata";

export const metadata: Metadata = pageMetadata({
  title: "Sample Request Received",
  description:
    "Your sample request has reached the showroom. We confirm shipping by phone or e-mail before the samples are sent.",
  path: "/checkout/confirmation",
  noindex: true,
});

type ConfirmationPageProps = {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

/** Only the shape of a reference is shown back; anything else is left out. */
function referenceFrom(value: string | string[] | undefined): string | undefined {
  return typeof value === "string" && /^[0-9A-F]{8}$/.test(value) ? value : undefined;
}

/** Where Place Order lands: the reference and what happens next. */
export default async function ConfirmationPage({ searchParams }: ConfirmationPageProps) {
  const reference = referenceFrom((await searchParams).ref);
  const steps = [
    `We check each sample against the current stock and cut it by hand, ${samplePolicy.size}.`,
    `A designer confirms shipping and any tax with you by phone or e-mail ${site.replyPromise}.`,
    `The samples then arrive within ${samplePolicy.shipping}.`,
    samplePolicy.credit,
  ];
  return (
    <>
      <PageHeader
        eyebrow="Sample request"
        title="Thank you, your request is with the showroom"
        lead={
          <p>
            No payment has been taken. We will be in touch before anything is sent, and a copy of
            your request is on its way to your inbox.
          </p>
        }
      />
      <div className="mx-auto grid max-w-page gap-12 px-5 pb-24 sm:px-8 lg:grid-cols-12 lg:gap-x-16 lg:px-12 lg:pb-32">
        <section
          aria-labelledby="reference-title"
          className="self-start border border-border bg-surface p-6 sm:p-10 lg:col-span-5"
        >
          <h2 id="reference-title" className="eyebrow">
            Your reference
          </h2>
          {reference ? (
            <p
              className="mt-3 font-display text-5xl tracking-[0.06em] lining-nums"
              data-testid="request-reference"
            >
              {reference}
            </p>
          ) : (
            <p className="mt-3 text-muted-foreground">
              The reference is in the confirmation e-mail we sent you.
            </p>
          )}
          <p className="mt-4 text-sm text-muted-foreground">
            Quote it if you call us at{" "}
            <a
              href={`tel:${site.phone.e164}`}
              className="font-semibold text-foreground underline underline-offset-4"
            >
              {site.phone.display}
            </a>
            .
          </p>
        </section>
        <section aria-labelledby="next-title" className="lg:col-span-7">
          <h2 id="next-title" className="text-3xl sm:text-4xl">
            What happens next
          </h2>
          <ol className="mt-6 space-y-4">
            {steps.map((step, index) => (
              <li key={step} className="flex gap-4">
                <span
                  aria-hidden="true"
                  className="w-5 shrink-0 font-display text-2xl leading-6 text-muted-foreground lining-nums"
                >
                  {index + 1}
                </span>
                <span className="max-w-prose leading-6">{step}</span>
              </li>
            ))}
          </ol>
          <div className="mt-10 flex flex-wrap gap-3">
            <LinkButton href="/samples" variant="outline">
              Browse Samples
            </LinkButton>
            <LinkButton href="/consultation">Book Consultation</LinkButton>
          </div>
        </section>
      </div>
    </>
  );
}
