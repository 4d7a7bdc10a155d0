import { Phone } from "lucide-react";
import { useTranslations } from "next-intl";

import { site } from "@/content/site";

/**
 * The call button that floats at the bottom of /contact, within reach of a thumb. It is sticky
 * rather than fixed: it rides along the bottom of the screen while the page scrolls and settles
 * into its own space above the footer at the end, so it never hides the last lines of the page.
 * On wide screens it sits in the page margin, clear of the text. Toasts sit above it.
 */
export function FloatingCallButton() {
  const t = useTranslations("forms.callButton");
  return (
    <div className="pointer-events-none sticky bottom-0 z-30 flex justify-end p-4">
      <a
        href={`tel:${site.phone.e164}`}
        aria-label={t("label", { phone: site.phone.display })}
        title={t("title", { phone: site.phone.display })}
        className="pointer-events-auto inline-flex size-14 items-center justify-center rounded-full bg-primary text-primary-foreground shadow-[0_10px_30px_-10px_rgb(38_34_30/0.45)] transition-colors hover:bg-primary-hover"
      >
        <Phone aria-hidden="true" className="size-5" />
      </a>
    </div>
  );
}
