import type { Metadata } from "next";

import { ClosingCta } from "@/components/showroom/closing-cta";
import { StatsBand } from "@/components/showroom/stats-band";
import { TestimonialQuote } from "@/components/showroom/testimonial-quote";
import { LinkButton } from "@/components/ui/link-button";
import { showroomStats } from "@/content/about";
import { site } from "@/content/site";
import { testimonials } from "@/content/testimonials";
import { pageMetadata } from "@/lib/seo/page-metadata";

export const metadata: Metadata = pageMetadata({
  title: "Client Testimonials",
  description: `Homeowners, designers and architects across South Florida on choosing, ordering and installing wallcoverings with ${site.name}.`,
  path: "/testimonials",
});

/*
 * No Review or AggregateRating markup here: these are the store's own selected testimonials, and
 * search engines treat self-serving reviews of a LocalBusiness as ineligible for review snippets.
 */
export default function TestimonialsPage() {
  return (
    <>
      <header className="mx-auto max-w-page px-5 pt-12 pb-14 sm:px-8 lg:px-12 lg:pt-20 lg:pb-20">
        <p className="eyebrow">Testimonials</p>
        <h1 className="mt-4 max-w-4xl text-4xl sm:text-5xl xl:text-6xl">In our clients’ words</h1>
        <p className="mt-6 max-w-prose text-lg text-muted-foreground">
          {`From a single powder room in Pinecrest to hotel corridors on Miami Beach: what it is like to work with ${site.name}, told by the people whose walls we have papered.`}
        </p>
      </header>

      <section aria-labelledby="figures-title" className="mx-auto max-w-page px-5 sm:px-8 lg:px-12">
        <h2 id="figures-title" className="sr-only">
          The showroom in numbers
        </h2>
        <StatsBand stats={showroomStats} />
      </section>

      <section
        aria-labelledby="quotes-title"
        className="mx-auto max-w-page px-5 py-20 sm:px-8 lg:px-12 lg:py-28"
      >
        <h2 id="quotes-title" className="sr-only">
          Testimonials
        </h2>
        <ul className="grid gap-px border-y border-border bg-border md:grid-cols-2">
          {testimonials.map((testimonial) => (
            <li key={testimonial.id} className="bg-background py-10 md:p-10 lg:p-14">
              <TestimonialQuote testimonial={testimonial} size="lg" />
            </li>
          ))}
        </ul>
      </section>

      <ClosingCta
        id="testimonials-next-title"
        eyebrow="Your room next"
        title="We would love to hear about your project"
        text={`Call, write or visit the showroom. We reply ${site.replyPromise}.`}
        className="pt-0 lg:pt-0"
      >
        <LinkButton href="/contact" size="lg">
          Contact the showroom
        </LinkButton>
      </ClosingCta>
    </>
  );
}
