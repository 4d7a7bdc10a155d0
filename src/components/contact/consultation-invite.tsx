import { useTranslations } from "next-intl";

import { ConsultationButton } from "@/components/consultation/consultation-button";
import { LocalizedLink } from "@/components/ui/localized-link";
import { cn } from "@/lib/utils/cn";

const linkClass =
  "inline-flex min-h-11 items-center underline decoration-border-strong underline-offset-[6px] hover:decoration-foreground";

/**
 * The header's "Book Consultation" leads to /contact, so the page offers the booking form too:
 * the button opens the consultation dialog (or the inline form without JavaScript).
 */
export function ConsultationInvite({ className }: { className?: string }) {
  const t = useTranslations("forms.consultationInvite");
  return (
    <section
      aria-labelledby="consult-title"
      className={cn(
        "grid gap-6 border-t border-border pt-8 sm:grid-cols-[1fr_auto] sm:items-end",
        className,
      )}
    >
      <div>
        <p className="eyebrow">{t("eyebrow")}</p>
        <h2 id="consult-title" className="mt-3 text-3xl">
          {t("title")}
        </h2>
        <p className="mt-3 max-w-prose text-muted-foreground">{t("text")}</p>
      </div>
      <div className="flex flex-wrap items-center gap-x-6 gap-y-3 sm:flex-col sm:items-end">
        <ConsultationButton>{t("button")}</ConsultationButton>
        <LocalizedLink href="/consultation" className={linkClass}>
          {t("link")}
        </LocalizedLink>
      </div>
    </section>
  );
}
