import { useLocale, useTranslations } from "next-intl";

import { FormMessages } from "@/components/forms/form-messages-provider";
import { site } from "@/content/site";
import type { ConsultationPrefill } from "@/lib/forms/consultation-prefill";
import { consultationFormConfig } from "@/lib/forms/form-config";

import { ConsultationForm } from "./consultation-form";

const linkClass =
  "inline-flex min-h-11 items-center underline decoration-border-strong underline-offset-[6px] hover:decoration-foreground";

/**
 * The booking block at /consultation#book: the consultation form inline, for visitors without
 * JavaScript (every consultation button leads here) and for anyone who scrolls this far. Without
 * JavaScript it posts to the same Server Action and comes back to this section with the result.
 */
export function ConsultationBookingSection({ productName, message }: ConsultationPrefill) {
  const locale = useLocale();
  const t = useTranslations("forms.bookingSection");
  return (
    <section
      id="book"
      aria-labelledby="book-heading"
      className="scroll-mt-28 border border-border bg-surface lg:grid lg:grid-cols-12"
    >
      <div className="border-b border-border p-6 sm:p-10 lg:col-span-4 lg:border-r lg:border-b-0">
        <p className="eyebrow">{t("eyebrow")}</p>
        <h2 id="book-heading" className="mt-3 text-3xl sm:text-4xl">
          {t("title")}
        </h2>
        <p className="mt-4 max-w-prose text-muted-foreground">{t("lead")}</p>
        <div className="mt-8 border-t border-border pt-6">
          <p className="text-sm font-semibold">{t("talk")}</p>
          <p className="mt-1 flex flex-wrap gap-x-6 text-sm">
            <a className={linkClass} href={`tel:${site.phone.e164}`}>
              {site.phone.display}
            </a>
            <a className={`${linkClass} break-all`} href={`mailto:${site.email}`}>
              {site.email}
            </a>
          </p>
        </div>
      </div>
      <div id="book-form" className="scroll-mt-28 p-6 sm:p-10 lg:col-span-8">
        <FormMessages parts={["fields", "consultationForm"]}>
          <ConsultationForm
            config={consultationFormConfig(locale)}
            idPrefix="consultation-inline"
            placement="inline"
            productName={productName}
            message={message}
            permalink="/consultation#book-form"
            page="/consultation"
            labelledBy="book-heading"
          />
        </FormMessages>
      </div>
    </section>
  );
}
