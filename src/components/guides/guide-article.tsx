import type * as React from "react";

import { ConsultationButton } from "@/components/consultation/consultation-button";
import { Breadcrumb, type Crumb } from "@/components/ui/breadcrumb";
import { LinkButton } from "@/components/ui/link-button";
import {
  calculatorPath,
  type GlossaryTerm,
  type Guide,
  type GuideBlock,
  guideHub,
  guides,
} from "@/content/guides";
import type { GuideNeighbours } from "@/lib/guides/guide-navigation";
import { tableOfContents } from "@/lib/guides/table-of-contents";
import { cn } from "@/lib/utils/cn";

import { GlossaryList } from "./glossary-list";
import { GuideBody } from "./guide-body";
import { GuideContents } from "./guide-contents";
import { GuidePager } from "./guide-pager";

/** A contents list earns its place from this many sections; shorter guides read straight through. */
const contentsFromSections = 4;

const updatedFormat = new Intl.DateTimeFormat("en-US", {
  dateStyle: "long",
  timeZone: "UTC",
});

export function guideCrumbs(guide: Pick<Guide, "title">): Crumb[] {
  return [
    { label: "Home", href: "/" },
    { label: "How To Wallpaper", href: guideHub.path },
    { label: guide.title },
  ];
}

/**
 * The glossary's body holds each term as a heading and a paragraph (so the contents list doubles
 * as a term index). On the page the terms become one description list, placed where the first
 * term stood; the words before and after stay as they are.
 */
function splitGlossaryBody(body: readonly GuideBlock[], terms: readonly GlossaryTerm[]) {
  const termIds = new Set(terms.map((term) => term.id));
  const before: GuideBlock[] = [];
  const after: GuideBlock[] = [];
  let skipNext = false;
  let seenTerm = false;
  for (const block of body) {
    if (skipNext) {
      skipNext = false;
      continue;
    }
    if (block.type === "heading" && termIds.has(block.id)) {
      seenTerm = true;
      skipNext = true;
      continue;
    }
    (seenTerm ? after : before).push(block);
  }
  return { before, after };
}

export function GuideArticle({
  guide,
  neighbours,
  glossaryTerms,
  illustration,
}: {
  guide: Guide;
  neighbours: GuideNeighbours;
  /** Given for the glossary page, whose terms are set as a description list. */
  glossaryTerms?: readonly GlossaryTerm[];
  /** The guide's picture, rendered by the page. */
  illustration?: React.ReactNode;
}) {
  const contents = tableOfContents(guide);
  const showContents = contents.length >= contentsFromSections;
  const position = guides.findIndex((entry) => entry.slug === guide.slug) + 1;
  const glossary = glossaryTerms ? splitGlossaryBody(guide.body, glossaryTerms) : undefined;

  return (
    <article>
      <header className="mx-auto max-w-page px-5 pt-8 sm:px-8 lg:px-12 lg:pt-10">
        <Breadcrumb items={guideCrumbs(guide)} />
        <div className="mt-8 grid gap-10 lg:mt-12 lg:grid-cols-12 lg:items-end lg:gap-12">
          <div className="lg:col-span-6 lg:pb-2">
            <p className="eyebrow">
              {`Guide ${position} of ${guides.length}`}
              <span aria-hidden="true" className="mx-2 text-accent">
                ·
              </span>
              <span className="sr-only">, </span>
              {`${guide.readingMinutes} min read`}
            </p>
            <h1 className="mt-4 text-4xl sm:text-5xl xl:text-6xl">{guide.title}</h1>
            <p className="mt-6 max-w-prose text-lg text-muted-foreground">{guide.summary}</p>
            <p className="mt-6 text-xs text-muted-foreground">
              Updated{" "}
              <time dateTime={guide.updated}>{updatedFormat.format(new Date(guide.updated))}</time>
            </p>
          </div>
          {illustration ? <div className="lg:col-span-6">{illustration}</div> : null}
        </div>
      </header>

      <div className="mx-auto grid max-w-page gap-10 px-5 pt-12 pb-20 sm:px-8 lg:grid-cols-12 lg:gap-12 lg:px-12 lg:pt-20 lg:pb-28">
        {showContents ? (
          <div className="lg:col-span-3">
            <GuideContents
              entries={contents}
              label={glossary ? "Terms" : "On this page"}
              numbered={!glossary}
            />
          </div>
        ) : null}
        <div
          className={cn(
            glossary ? "max-w-3xl" : "max-w-prose",
            showContents ? "lg:col-span-8 lg:col-start-5" : "lg:col-span-8 lg:col-start-3",
          )}
        >
          {glossary && glossaryTerms ? (
            <>
              <GuideBody blocks={glossary.before} className="text-lg" />
              <GlossaryList terms={glossaryTerms} />
              <GuideBody blocks={glossary.after} className="mt-10" />
            </>
          ) : (
            <GuideBody blocks={guide.body} />
          )}

          <aside
            aria-labelledby="guide-help-heading"
            className="mt-16 border-t-2 border-foreground pt-8"
          >
            <h2 id="guide-help-heading" className="text-2xl sm:text-3xl">
              Planning a room?
            </h2>
            <p className="mt-3 text-muted-foreground">
              Bring your measurements and a photo of the wall to the showroom, or let us come to
              you. We will help you settle the paper, the quantity and the hanging.
            </p>
            <div className="mt-6 flex flex-col gap-3 sm:flex-row">
              <ConsultationButton>Book Consultation</ConsultationButton>
              <LinkButton href={calculatorPath} variant="outline">
                Estimate your rolls
              </LinkButton>
            </div>
          </aside>
        </div>
      </div>

      <div className="border-t border-border bg-muted/50">
        <div className="mx-auto max-w-page px-5 py-12 sm:px-8 lg:px-12 lg:py-16">
          <GuidePager neighbours={neighbours} />
        </div>
      </div>
    </article>
  );
}
