import type { GlossaryTerm } from "@/content/guides";

import { InlineText } from "./inline-text";

/** The glossary as a description list; each term is an anchor target (#booking, #bolt, ...). */
export function GlossaryList({ terms }: { terms: readonly GlossaryTerm[] }) {
  return (
    <dl className="mt-10 border-t border-border">
      {terms.map((entry) => (
        <div
          key={entry.id}
          className="border-b border-border py-8 sm:grid sm:grid-cols-[11rem_1fr] sm:gap-8"
        >
          <dt
            id={entry.id}
            className="scroll-mt-28 font-display text-2xl leading-tight font-medium text-foreground sm:text-3xl"
          >
            <a href={`#${entry.id}`} className="underline-offset-[6px] hover:underline">
              {entry.term}
            </a>
          </dt>
          <dd className="mt-3 sm:mt-1">
            <InlineText text={entry.definition} />
          </dd>
        </div>
      ))}
    </dl>
  );
}
