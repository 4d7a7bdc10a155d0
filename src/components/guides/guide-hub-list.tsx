import { ArrowRight, Calculator } from "lucide-react";
import { useTranslations } from "next-intl";

import { LocalizedLink } from "@/components/ui/localized-link";
import { calculatorPath, type GuideListEntry } from "@/content/guides";

/**
 * The site-wide guide list as a numbered contents page: serif numerals, hairlines, the whole row
 * clickable through its title link (the only link, so each row is announced once).
 */
export function GuideHubList({
  entries,
  headingId,
}: {
  entries: readonly GuideListEntry[];
  headingId: string;
}) {
  const t = useTranslations("guides.hubList");
  return (
    <ol aria-labelledby={headingId} className="border-t border-foreground">
      {entries.map((entry, index) => {
        const isCalculator = entry.path === calculatorPath;
        return (
          <li
            key={entry.path}
            className="group relative grid grid-cols-[2.75rem_1fr] gap-x-4 border-b border-border py-6 transition-colors hover:bg-surface sm:grid-cols-[4.5rem_1fr_auto] sm:gap-x-6 sm:py-8 sm:pr-4"
          >
            <span
              aria-hidden="true"
              className="font-display text-3xl leading-none text-accent-foreground lining-nums tabular-nums sm:pl-3 sm:text-5xl"
            >
              {String(index + 1).padStart(2, "0")}
            </span>
            <div>
              {isCalculator ? (
                <p className="eyebrow mb-2 flex items-center gap-1.5 text-primary">
                  <Calculator aria-hidden="true" className="size-3.5" />
                  {t("calculator")}
                </p>
              ) : null}
              <h3 className="text-2xl leading-tight sm:text-3xl">
                <LocalizedLink
                  href={entry.path}
                  className="stretched-link underline-offset-[6px] group-hover:underline"
                >
                  {entry.title}
                </LocalizedLink>
              </h3>
              <p className="mt-2 max-w-prose text-muted-foreground">{entry.summary}</p>
            </div>
            <ArrowRight
              aria-hidden="true"
              className="hidden size-5 self-center text-muted-foreground transition-transform duration-200 group-hover:translate-x-1 group-hover:text-foreground sm:block"
            />
          </li>
        );
      })}
    </ol>
  );
}
