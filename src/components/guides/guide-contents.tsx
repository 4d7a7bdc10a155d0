import { ChevronDown } from "lucide-react";

import type { TableOfContentsEntry } from "@/lib/guides/table-of-contents";

function ContentsList({
  entries,
  numbered,
}: {
  entries: readonly TableOfContentsEntry[];
  numbered: boolean;
}) {
  return (
    <ol className="space-y-0.5 text-sm">
      {entries.map((entry, index) => (
        <li key={entry.id}>
          <a
            href={`#${entry.id}`}
            className="group flex min-h-10 items-baseline gap-3 py-1.5 text-muted-foreground transition-colors hover:text-foreground"
          >
            <span
              aria-hidden="true"
              hidden={!numbered}
              className="w-5 shrink-0 font-display text-base text-accent-foreground lining-nums tabular-nums"
            >
              {index + 1}
            </span>
            <span className="underline-offset-4 group-hover:underline">{entry.text}</span>
          </a>
        </li>
      ))}
    </ol>
  );
}

/**
 * The guide's sections: a sticky column on desktop and a closed disclosure on phones, where a
 * long list would push the text below the fold. Only one of the two is ever displayed.
 */
export function GuideContents({
  entries,
  label,
  numbered = true,
}: {
  entries: readonly TableOfContentsEntry[];
  /** The list's name in the page's language: "On this page", or "Terms" for the glossary. */
  label: string;
  /** Sections read in order are numbered; an index of terms is not. */
  numbered?: boolean;
}) {
  return (
    <>
      <nav aria-label={label} className="lg:hidden">
        <details className="group border-y border-border">
          <summary className="flex min-h-13 cursor-pointer list-none items-center justify-between gap-4 py-3 [&::-webkit-details-marker]:hidden">
            <span className="eyebrow text-foreground">{label}</span>
            <ChevronDown
              aria-hidden="true"
              className="size-4 text-muted-foreground transition-transform duration-200 group-open:rotate-180"
            />
          </summary>
          <div className="pb-4">
            <ContentsList entries={entries} numbered={numbered} />
          </div>
        </details>
      </nav>
      <nav aria-label={label} className="hidden lg:sticky lg:top-30 lg:block">
        <p className="eyebrow border-t border-border pt-4">{label}</p>
        <div className="mt-3">
          <ContentsList entries={entries} numbered={numbered} />
        </div>
      </nav>
    </>
  );
}
