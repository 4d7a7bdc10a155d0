import { ArrowRight } from "lucide-react";
import { useLocale, useTranslations } from "next-intl";

import { LocalizedLink } from "@/components/ui/localized-link";
import { showroomContent } from "@/lib/showroom/localized-content";

/**
 * Three ways in, set as a magazine's contents: numbered columns between hairlines. The whole
 * column is clickable; the title carries the link so its name stays short.
 */
export function HomeLinkCards() {
  const locale = useLocale();
  const t = useTranslations("home.linkCards");
  const homeContent = showroomContent(locale).home;
  return (
    <nav
      aria-label={t("label")}
      className="mx-auto max-w-page px-5 py-16 sm:px-8 lg:px-12 lg:py-24"
    >
      <ul className="grid border-y border-border md:grid-cols-3">
        {homeContent.linkCards.map((card, index) => (
          <li key={card.id} className="group link-card">
            <p aria-hidden="true" className="font-display text-lg text-accent-foreground italic">
              {String(index + 1).padStart(2, "0")}
            </p>
            <h2 className="mt-3 text-3xl">
              <LocalizedLink href={card.href} className="stretched-link">
                {card.title}
              </LocalizedLink>
            </h2>
            <p className="mt-3 max-w-sm text-muted-foreground">{card.text}</p>
            <p aria-hidden="true" className="link-card-cta">
              {card.linkLabel}
              <ArrowRight className="size-4 transition-transform group-hover:translate-x-0.5" />
            </p>
          </li>
        ))}
      </ul>
    </nav>
  );
}
