import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";

import { PageHeader } from "@/components/page/page-header";
import { LinkButton } from "@/components/ui/link-button";
import { localizedSite } from "@/content/localized";
import type { Locale } from "@/i18n/routing";
import { localizedSamplePolicy } from "@/lib/samples/sample-policy";
import { pageMetadata } from "@/lib/seo/page-metadata";

export async function confirmationPageMetadata(locale: Locale): Promise<Metadata> {
  const t = await getTranslations({ locale, namespace: "samples.confirmationPage.meta" });
  return pageMetadata({
    locale,
    title: t("title"),
    description: t("description"),
    path: "/checkout/confirmation",
    noindex: true,
  });
}

/** Only the shape of a reference is shown back; anything else is left out. */
export function referenceFrom(value: string | string[] | undefined): string | undefined {
  return typeof value === "string" && /^[0-9A-F]{8}$/.test(value) ? value : undefined;
}

/**
 * Where Place Order lands: the request's reference (from the address) and what happens next.
 * Without one, the reference is in the e-mail.
 */
export async function ConfirmationPage({
  locale,
  reference,
}: {
  locale: Locale;
  reference: string | undefined;
}) {
  const t = await getTranslations({ locale, namespace: "samples.confirmationPage" });
  const site = localizedSite(locale);
  const policy = localizedSamplePolicy(locale);
  const steps = [
    t("steps.check", { size: policy.size }),
    t("steps.confirm", { replyPromise: site.replyPromise }),
    t("steps.arrive", { shipping: policy.shipping }),
    policy.credit,
  ];
  return (
    <>
      <PageHeader eyebrow={t("eyebrow")} title={t("title")} lead={<p>{t("lead")}</p>} />
      <div className="mx-auto grid max-w-page gap-12 px-5 pb-24 sm:px-8 lg:grid-cols-12 lg:gap-x-16 lg:px-12 lg:pb-32">
        <section
          aria-labelledby="reference-title"
          className="self-start border border-border bg-surface p-6 sm:p-10 lg:col-span-5"
        >
          <h2 id="reference-title" className="eyebrow">
            {t("referenceHeading")}
          </h2>
          {reference ? (
            <p
              className="mt-3 font-display text-5xl tracking-[0.06em] lining-nums"
              data-testid="request-reference"
            >
              {reference}
            </p>
          ) : (
            <p className="mt-3 text-muted-foreground">{t("referenceInEmail")}</p>
          )}
          <p className="mt-4 text-sm text-muted-foreground">
            {t.rich("quoteReference", {
              phone: site.phone.display,
              call: (chunks) => (
                <a
                  href={`tel:${site.phone.e164}`}
                  className="font-semibold text-foreground underline underline-offset-4"
                >
                  {chunks}
                </a>
              ),
            })}
          </p>
        </section>
        <section aria-labelledby="next-title" className="lg:col-span-7">
          <h2 id="next-title" className="text-3xl sm:text-4xl">
            {t("nextHeading")}
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
              {t("browse")}
            </LinkButton>
            <LinkButton href="/consultation">{t("bookConsultation")}</LinkButton>
          </div>
        </section>
      </div>
    </>
  );
}
